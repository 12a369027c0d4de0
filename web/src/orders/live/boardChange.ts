// What one live event means for the page of 'Pedidos em Aberto' on screen (pure, so each case is tested).
//
// The decision (docs/areas/integrations.md#live-updates): a change to an order's fields needs no call at all, because
// the event carries the order with the row's own fragment and Apollo's cache normalises it by id, so its row redraws in
// place. A change to which orders the page holds (a new order, one that finished or left the filter) is answered by
// refetching the page once (debounced): the page is sorted and paged by the gateway, the filter may hold a CPF the
// browser cannot check, and a new order may be an additional order that belongs inside its main order's row, so
// inserting or removing rows here could show a page the gateway would not. Events that provably cannot change the page
// (an order the filter cannot show, an in-place change on another page of an unfiltered list) cost nothing. A finished
// order the user may not read (type 7 without 'Pedidos Concluídos'/'Cancelados') comes by its id alone (goneChange).
import type { OrderEventKind, OrderStatus } from '../../generated/graphql';
import { OPEN_STATUSES } from '../status';
import { isoDayInSaoPaulo } from '../../lib/format';

export interface BoardEventOrder {
  id: string;
  status: OrderStatus;
  placedAt: string;
}

export interface BoardView {
  /** The orders (rows) on the page on screen. */
  ids: readonly string[];
  /** How many orders the whole filtered list has. */
  total: number;
  /** The filter's statuses, dates (YYYY-MM-DD or '') and CPF. */
  statuses: readonly OrderStatus[];
  from: string;
  to: string;
  cpf: string;
  /** 'Todos' is read without the cache: rows do not redraw from normalised events, so anything shown refetches. */
  cached: boolean;
}

export type BoardChange = 'none' | 'refetch';

const IN_PLACE: readonly OrderEventKind[] = ['STATUS_CHANGED', 'ASSIGNED', 'INVOICED', 'ITEMS_CHANGED'];

/** Whether the page's filter may show this order (a CPF filter cannot be checked here: it may). */
export function filterMayShow(order: BoardEventOrder, view: Pick<BoardView, 'statuses' | 'from' | 'to'>): boolean {
  if (!OPEN_STATUSES.includes(order.status) || !view.statuses.includes(order.status)) return false;
  if (!view.from && !view.to) return true;
  const placed = new Date(order.placedAt);
  if (Number.isNaN(placed.getTime())) return true;
  const day = isoDayInSaoPaulo(placed);
  return (!view.from || day >= view.from) && (!view.to || day <= view.to);
}

export function boardChange(kind: OrderEventKind, order: BoardEventOrder, view: BoardView): BoardChange {
  const shown = filterMayShow(order, view);
  const onPage = view.ids.includes(order.id);
  if (kind === 'CREATED') return shown ? 'refetch' : 'none';
  if (onPage) return shown && view.cached && IN_PLACE.includes(kind) ? 'none' : 'refetch';
  // Not on this page. When the page holds the whole list, the order was not in it: only one entering it matters.
  if (view.total <= view.ids.length) return shown ? 'refetch' : 'none';
  // Another page holds it, or nothing does. Without a status filter an in-place change keeps it where it is.
  const everyStatus = OPEN_STATUSES.every((status) => view.statuses.includes(status));
  if (IN_PLACE.includes(kind) && everyStatus && shown) return 'none';
  return 'refetch';
}

/**
 * An order that finished and that the user may no longer read (the event's `order` is null, only its id comes): it
 * leaves the board. The page refetches when it holds the row, or when another page may (the pages shift up); a
 * page holding the whole list without it costs nothing.
 */
export function goneChange(orderId: string, view: Pick<BoardView, 'ids' | 'total'>): BoardChange {
  if (view.ids.includes(orderId)) return 'refetch';
  return view.total <= view.ids.length ? 'none' : 'refetch';
}
