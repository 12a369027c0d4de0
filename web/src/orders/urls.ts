// Links of the order screens: each list's path, and the URL parameters that carry its filter dialog and the
// order details dialog (so Back closes them and a link can open one).
import type { ListDialogParams } from '../lib/listPage';
import { writePaging, type Paging } from '../lib/listPaging';
import { writeOrderFilter, type OpenOrderFilterState, type OrderFilterState } from './filters';

export type OrderListPage = 'pedido' | 'pedidosconcluidos' | 'pedidoscancelados';

export const ORDER_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'pedido' };

export function orderListPath(page: OrderListPage): string {
  return `/dashboard/${page}/`;
}

interface OrderListLink {
  filter?: OrderFilterState | OpenOrderFilterState;
  paging?: Paging;
  /** Opens the details dialog of this order. */
  orderId?: string;
}

export function orderListUrl(page: OrderListPage, { filter, paging, orderId }: OrderListLink = {}): string {
  let params = new URLSearchParams();
  if (filter) params = writeOrderFilter(params, filter);
  if (paging) params = writePaging(params, paging);
  if (orderId) params.set(ORDER_DIALOGS.details, orderId);
  const search = params.toString();
  return search ? `${orderListPath(page)}?${search}` : orderListPath(page);
}
