// pedidos-alterados/: the orders created or changed since a moment, oldest change first, in one call (the live
// order desk's watcher, domains/orders/live/watcher.ts, reads it every few seconds on one instance per deployment).
// The feed is an extension of our reference API; without it the watcher compares reads of the open orders list.
import type { HttpClient } from '../http';
import { isNotFound, ProductApiTransport, type TokenProvider } from './transport';
import { Orders, type OrderRecord } from './orders';

export const CHANGED_ORDERS = 'pedidos-alterados/';

/** An open order as the polling watcher compares it (a row of `pedidos-em-aberto/`, foreign keys as ids). */
export interface ListedOrderState {
  id: number;
  codfilial: number;
  status: string;
  /** When the order was placed (ISO). */
  datapedido: string;
  separador: number | null;
  entregador: number | null;
  numcupom: string | null;
  pedidoadicional: boolean;
}

/** A row of the changes feed: an open order's state, plus what the feed adds. */
export interface OrderChangeRecord extends ListedOrderState {
  pedidoprincipal: number | null;
  /** When it last changed: ISO with microseconds, the value the next call's `since` takes. */
  atualizadoem: string;
}

/** Orders whose last change is at or after `since` (inclusive), at most `limit`, oldest change first. */
export function changedOrdersSince(connection: HttpClient, tokens: TokenProvider | null, since: string, limit: number): Promise<OrderChangeRecord[]> {
  return new ProductApiTransport(connection, tokens).firstPage<OrderChangeRecord>(CHANGED_ORDERS, { atualizadoem_after: since, page_size: limit });
}

/** Rows per page of the open orders read; a server's own max_page_size may answer fewer (the pages are followed). */
const OPEN_PAGE_SIZE = 100;
/** Beyond this many open orders the poll refuses to compare (a short read would take every missing order for finished). */
const OPEN_PAGES_MAX = 100;

const listedState = (order: OrderRecord): ListedOrderState => ({
  id: order.id,
  codfilial: order.codfilial.codFilial,
  status: order.status,
  datapedido: order.datapedido,
  separador: order.separador?.id ?? null,
  entregador: order.entregador?.id ?? null,
  numcupom: order.numcupom ?? null,
  pedidoadicional: order.pedidoadicional === true,
});

/**
 * Every open order now, by the spec's call (pedidos-em-aberto/ with pedidoadicional=false, page by page until the
 * total is read); without the changes feed, the watcher compares two such reads. Throws rather than answer part.
 */
export async function openOrdersNow(connection: HttpClient, tokens: TokenProvider | null): Promise<ListedOrderState[]> {
  const orders = new Orders(new ProductApiTransport(connection, tokens));
  const rows: OrderRecord[] = [];
  for (let page = 1; page <= OPEN_PAGES_MAX; page++) {
    const answer = await orders.listOpen({ pedidoadicional: 'false' }, page, OPEN_PAGE_SIZE);
    rows.push(...answer.items);
    if (rows.length >= answer.total) return [...new Map(rows.map((row) => [row.id, listedState(row)])).values()];
    if (answer.items.length === 0) throw new Error(`the open orders list ended at ${rows.length} of the ${answer.total} it counts`);
  }
  throw new Error(`more than ${OPEN_PAGES_MAX} pages of open orders: not compared`);
}

/** One order's state now (it left the open list: finished, or gone); null when the API no longer has it. */
export async function orderStateNow(connection: HttpClient, tokens: TokenProvider | null, id: number): Promise<ListedOrderState | null> {
  try {
    return listedState(await new Orders(new ProductApiTransport(connection, tokens)).get(id));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
