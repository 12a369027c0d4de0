// Order.statusOptions: what the status selector offers for an order, from the one copy of the status rules
// (rules.ts), so the web draws its select and dialogs from data instead of a second copy of the rules and texts.
import type { StatusOption } from '../../generated/resolvers-types';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import { statusOrderOf } from './mappers';
import { ORDER_STATUSES, planStatusChange, statusLabel, isOrderType, type StatusChangePlan } from './rules';

/** The question before a change without a dialog of its own ('Confirma Separado?'). */
export const confirmQuestion = (plan: StatusChangePlan, type: string) =>
  `Confirma ${isOrderType(type) ? statusLabel(plan.to, type) : plan.to}?`;

function optionOf(plan: StatusChangePlan, type: string): StatusOption {
  const progress = plan.workflow === 'invoice' ? plan.prompt : null;
  switch (plan.requires) {
    case 'picker':
      return { status: plan.to, kind: 'CHOOSE_PICKER', message: plan.prompt, progress };
    case 'deliveryman':
      return { status: plan.to, kind: 'CHOOSE_DELIVERYMAN', message: plan.prompt, progress };
    case 'reason':
      return { status: plan.to, kind: 'CANCEL', message: plan.prompt, progress };
  }
  if (plan.workflow === 'complete') return { status: plan.to, kind: 'CONCLUDE', message: plan.prompt, progress };
  return { status: plan.to, kind: 'CONFIRM', message: confirmQuestion(plan, type), progress };
}

/** Every status but the current one, with what choosing it leads to or why it is refused. */
export function statusOptions(order: OrderRecord): StatusOption[] {
  const subject = statusOrderOf(order);
  return ORDER_STATUSES.filter((status) => status !== order.status).map((status) => {
    const plan = planStatusChange(subject, status);
    return plan.ok ? optionOf(plan, order.tipopedido) : { status, kind: 'REFUSED', message: plan.message, progress: null };
  });
}
