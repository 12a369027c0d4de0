// Client-side copy of the status rules of spec 000 section 4, so the selector answers instantly; the
// gateway applies the same rules again and its answer wins.
import type { OrderStatus, OrderType } from '../generated/graphql';
import { STATUS_LABELS, statusRank } from './status';

export const MESSAGES = {
  noGoingBack: 'Não é possível retroceder o status do pedido!',
  pickedNeedsPicking: "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
  invoiceBeforePicking: 'Não é possível faturar o pedido antes de separá-lo!',
  separatedValueZero: 'O Valor separado esta zerado.',
  deliveryBeforeInvoice: 'Não é possível enviar o pedido para entrega antes de faturá-lo!',
  concludeBeforeDelivery: 'Não é possível finalizar o pedido antes de colocá-lo para entrega!',
  concludeQuestion: 'Deseja Realmente Concluir este pedido?',
  cancelQuestion: 'Deseja realmente cancelar esse pedido?',
  updated: 'Pedido Atualizado com Sucesso!',
  invoicing: 'Faturando pedido...',
} as const;

export interface StatusSubject {
  status: OrderStatus;
  type: OrderType;
  /** Separated value (vltotalseparado), the upstream's decimal string. */
  separatedTotal?: unknown;
}

/** What choosing `target` in the selector leads to. */
export type StatusStep =
  | { kind: 'none' }
  | { kind: 'refuse'; message: string }
  | { kind: 'choosePicker' }
  | { kind: 'chooseDeliveryman' }
  | { kind: 'confirm'; message: string }
  | { kind: 'conclude'; message: string }
  | { kind: 'cancel'; message: string };

/** The action named in 'Confirma {acao}?' for a direct move to `target`. */
export function actionName(target: OrderStatus, type: OrderType): string {
  if (target === 'E') return type === 'L' ? 'Aguardando Retirada' : STATUS_LABELS.E;
  return STATUS_LABELS[target];
}

export function confirmQuestion(target: OrderStatus, type: OrderType): string {
  return `Confirma ${actionName(target, type)}?`;
}

function hasSeparatedValue(value: unknown): boolean {
  const amount = Number(value ?? 0);
  return Number.isFinite(amount) && amount > 0;
}

export function planStatusChange(order: StatusSubject, target: OrderStatus): StatusStep {
  const { status } = order;
  if (target === status) return { kind: 'none' };
  // A cancelled or concluded order does not move any more.
  if (status === 'X' || status === 'V') return { kind: 'refuse', message: MESSAGES.noGoingBack };
  if (target === 'X') return { kind: 'cancel', message: MESSAGES.cancelQuestion };
  if (statusRank(target) < statusRank(status)) return { kind: 'refuse', message: MESSAGES.noGoingBack };
  switch (target) {
    case 'S':
      return { kind: 'choosePicker' };
    case 'P':
      return status === 'S'
        ? { kind: 'confirm', message: confirmQuestion(target, order.type) }
        : { kind: 'refuse', message: MESSAGES.pickedNeedsPicking };
    case 'F':
      if (status !== 'C' && status !== 'P') return { kind: 'refuse', message: MESSAGES.invoiceBeforePicking };
      if (!hasSeparatedValue(order.separatedTotal)) return { kind: 'refuse', message: MESSAGES.separatedValueZero };
      return { kind: 'confirm', message: confirmQuestion(target, order.type) };
    case 'E':
      if (status !== 'F') return { kind: 'refuse', message: MESSAGES.deliveryBeforeInvoice };
      return order.type === 'L'
        ? { kind: 'confirm', message: confirmQuestion(target, order.type) }
        : { kind: 'chooseDeliveryman' };
    case 'V':
      return status === 'E'
        ? { kind: 'conclude', message: MESSAGES.concludeQuestion }
        : { kind: 'refuse', message: MESSAGES.concludeBeforeDelivery };
    default:
      return { kind: 'confirm', message: confirmQuestion(target, order.type) };
  }
}

/** Types 1 (superuser) and 3 (submanager) may change status from the lists (spec 000 section 6). */
export function canChangeStatus(userType: number): boolean {
  return userType === 1 || userType === 3;
}

/** Types 1 and 3 see branch, picker and deliveryman on the order lists. */
export function canSeeOrderStaff(userType: number): boolean {
  return userType === 1 || userType === 3;
}

/** Only the superuser may send an order in 'Faturamento' to invoicing again. */
export function canResendInvoicing(userType: number, status: OrderStatus): boolean {
  return userType === 1 && status === 'F';
}
