// Order.statusOptions: what the status selector offers for an order, from the one copy of the status rules
// (rules.ts), so the web draws its select and dialogs from data instead of a second copy of the rules and texts.
import type { StatusOption } from '../../generated/resolvers-types';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import { statusOrderOf } from './mappers';
import { isAllowed } from '../../auth/policy';
import type { Session } from '../../auth/session';
import { ORDER_STATUSES, planInvoiceResend, planStatusChange, statusLabel, isOrderType, type OrderStatus, type StatusChangePlan } from './rules';

/** The question before a change without a dialog of its own ('Confirma Separado?'). */
export const confirmQuestion = (plan: StatusChangePlan, type: string) => `Confirma ${isOrderType(type) ? statusLabel(plan.to, type) : plan.to}?`;

type Choice = Omit<StatusOption, 'status' | 'label'>;

function choiceOf(plan: StatusChangePlan, type: string): Choice {
  const progress = plan.workflow === 'invoice' ? plan.prompt : null;
  switch (plan.requires) {
    case 'picker':
      return { kind: 'CHOOSE_PICKER', message: plan.prompt, progress };
    case 'deliveryman':
      return { kind: 'CHOOSE_DELIVERYMAN', message: plan.prompt, progress };
    case 'reason':
      return { kind: 'CANCEL', message: plan.prompt, progress };
  }
  if (plan.workflow === 'complete') return { kind: 'CONCLUDE', message: plan.prompt, progress };
  return { kind: 'CONFIRM', message: confirmQuestion(plan, type), progress };
}

/** Every status in the selector's order, with what choosing it leads to or why it is refused. */
export function statusOptions(order: OrderRecord): StatusOption[] {
  const subject = statusOrderOf(order);
  const label = (status: OrderStatus) => (isOrderType(order.tipopedido) ? statusLabel(status, order.tipopedido) : status);
  return ORDER_STATUSES.map((status): StatusOption => {
    if (status === order.status) return { status, label: label(status), kind: 'CURRENT', message: null, progress: null };
    const plan = planStatusChange(subject, status);
    const choice: Choice = plan.ok ? choiceOf(plan, order.tipopedido) : { kind: 'REFUSED', message: plan.message, progress: null };
    return { status, label: label(status), ...choice };
  });
}

/** Type 1's resend of an order in F (its progress text), or null when this user may not resend it now. */
export function invoiceResendOption(order: OrderRecord, session: Session | null): StatusOption | null {
  if (!session || !isAllowed(session.type, 'pedido', 'RESEND_INVOICING')) return null;
  const plan = planInvoiceResend(statusOrderOf(order));
  return plan.ok ? { status: 'F', label: statusLabel('F', 'E'), kind: 'CONFIRM', message: null, progress: plan.prompt } : null;
}
