// Order statuses as staff read them (spec 000 section 3, status map).
import type { OrderStatus, OrderType } from '../generated/graphql';

/** The forward order of the workflow; X (cancelled) is terminal and outside it. */
export const STATUS_SEQUENCE: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E', 'V'];

/** Statuses an open order can be in, in the order of the filter dialog. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E'];

/** Every target the status selector offers. */
export const SELECTABLE_STATUSES: readonly OrderStatus[] = [...STATUS_SEQUENCE, 'X'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  R: 'Recebido',
  S: 'Em Separação',
  P: 'Separado',
  C: 'Conferência',
  F: 'Faturamento',
  E: 'Entrega',
  V: 'Concluído',
  X: 'Cancelado',
};

/** The label of a status for an order of the given type: E reads 'Aguardando Retirada' for pickup. */
export function statusLabel(status: OrderStatus, type: OrderType): string {
  if (status === 'E' && type === 'L') return 'Aguardando Retirada';
  return STATUS_LABELS[status];
}

/** Position in the workflow; X sorts after everything because nothing follows it. */
export function statusRank(status: OrderStatus): number {
  const index = STATUS_SEQUENCE.indexOf(status);
  return index === -1 ? STATUS_SEQUENCE.length : index;
}
