// Order statuses as the filter dialog names them (spec 000 section 3); an order's own labels and options come
// from the gateway (Order.statusLabel, Order.statusOptions).
import type { OrderStatus } from '../generated/graphql';

/** Statuses an open order can be in, in the order of the filter dialog. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E'];

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
