// Order.statusOptions: what the status selector offers for an order, from the one copy of the status rules
// (rules.ts), so the web draws its select and dialogs from data instead of a second copy of the rules and texts.
import type { StatusOption } from '../../generated/resolvers-types';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import { statusOrderOf } from './mappers';
import { isAllowed } from '../../auth/policy';
import type { Session } from '../../auth/session';
import {
  ORDER_STATUSES,
  planInvoiceResend,
  planStatusChange,
  statusLabel,
  isOrderStatus,
  isOrderType,
  type OrderStatus,
  type StatusChangePlan,
  type StatusOrder,
  WORKFLOW_PROGRESS,
} from './rules';

/** The question before a change without a dialog of its own ('Confirma Separado?'). */
export const confirmQuestion = (plan: StatusChangePlan, type: string) => `Confirma ${isOrderType(type) ? statusLabel(plan.to, type) : plan.to}?`;

type Choice = Omit<StatusOption, 'status' | 'label'>;

function choiceOf(plan: StatusChangePlan, type: string): Choice {
  const progress = plan.workflow === 'invoice' || plan.workflow === 'complete' ? WORKFLOW_PROGRESS[plan.workflow] : null;
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

/**
 * Every status in the selector's order, with what choosing it leads to or why it is refused. The options follow
 * from four facts of the order alone (status, type, whether it is an additional order, whether something was
 * picked), so each combination is worked out once and shared, frozen, by every order that has it: a page of
 * orders asked 9 plans per row before.
 */
export function statusOptions(order: OrderRecord): StatusOption[] {
  const subject = statusOrderOf(order);
  // Only known statuses and types are kept, so the cache stays a few dozen entries whatever the API sends.
  if (!isOrderStatus(subject.status) || !isOrderType(subject.tipopedido)) return optionsFor(subject);
  const key = `${subject.status}|${subject.tipopedido}|${subject.isAdditional ? 1 : 0}|${Number(subject.separatedValue ?? 0) > 0 ? 1 : 0}`;
  let options = optionsByFacts.get(key);
  if (!options) optionsByFacts.set(key, (options = deepFreeze(optionsFor(subject))));
  return options;
}

/** Frozen arrays typed as the resolver's: nothing downstream writes to a resolver's answer. */
const optionsByFacts = new Map<string, StatusOption[]>();

function deepFreeze(options: StatusOption[]): StatusOption[] {
  for (const option of options) Object.freeze(option);
  return Object.freeze(options) as StatusOption[];
}

function optionsFor(subject: StatusOrder): StatusOption[] {
  const type = subject.tipopedido;
  const label = (status: OrderStatus) => (isOrderType(type) ? statusLabel(status, type) : status);
  return ORDER_STATUSES.map((status): StatusOption => {
    if (status === subject.status) return { status, label: label(status), kind: 'CURRENT', message: null, progress: null };
    const plan = planStatusChange(subject, status);
    const choice: Choice = plan.ok ? choiceOf(plan, type) : { kind: 'REFUSED', message: plan.message, progress: null };
    return { status, label: label(status), ...choice };
  });
}

/** Type 1's resend of an order in F (its progress text), or null when this user may not resend it now. */
export function invoiceResendOption(order: OrderRecord, session: Session | null): StatusOption | null {
  if (!session || !isAllowed(session.type, 'pedido', 'RESEND_INVOICING')) return null;
  const plan = planInvoiceResend(statusOrderOf(order));
  return plan.ok ? { status: 'F', label: statusLabel('F', 'E'), kind: 'CONFIRM', message: null, progress: plan.prompt } : null;
}
