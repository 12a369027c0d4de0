// The watcher's way without the product API's changes feed (an extension the specs do not describe): it reads the
// open orders list (the spec's pedidos-em-aberto/) at the poll interval and compares it with the last read. An order
// not seen before is new; a known one whose status, people or invoice moved changed; a known one missing from the
// list left it (finished or cancelled: its own read says which). The first read after nobody listened is the
// baseline: of it, only orders placed in the last few seconds are news (a board that opened just then may have read
// the list before them); the rest were on the boards' own first read.
import type { ListedOrderState } from '../../../upstreams/product-api/order-changes';
import { changeKind, orderSignature, statusKind, watcherEventId, type OrderEventMessage, type OrderState } from './rules';

export const listedStateOf = (row: ListedOrderState): OrderState => ({
  status: row.status,
  separador: row.separador,
  entregador: row.entregador,
  numcupom: row.numcupom,
});

const event = (row: ListedOrderState, kind: OrderEventMessage['kind'], at: string): OrderEventMessage => ({
  t: 'order',
  id: watcherEventId(row.id, at),
  order: row.id,
  branch: Number(row.codfilial),
  kind,
  at,
  actor: null,
  sig: orderSignature(listedStateOf(row)),
  source: 'watcher',
});

/** How long before the baseline read an order placed counts as new. */
export const BASELINE_NEW_MS = 5000;

/**
 * What one read of the open orders tells against the last (pure: the unit tests drive it). `known` null: the first
 * read, the baseline. `gone` are the known orders the read no longer lists: the caller reads each (leftEvent).
 */
export function planListChanges(
  rows: readonly ListedOrderState[],
  known: ReadonlyMap<number, OrderState> | null,
  told: (order: number) => string | undefined,
  at: string,
): { events: OrderEventMessage[]; gone: number[] } {
  if (!known) {
    const since = Date.parse(at) - BASELINE_NEW_MS;
    const fresh = rows.filter((row) => !row.pedidoadicional && Date.parse(row.datapedido) >= since && told(row.id) !== orderSignature(listedStateOf(row)));
    return { events: fresh.map((row) => event(row, 'CREATED', at)), gone: [] };
  }
  const events: OrderEventMessage[] = [];
  const listed = new Set<number>();
  for (const row of rows) {
    listed.add(row.id);
    if (row.pedidoadicional) continue; // additional orders are no board's rows, whatever the filter did
    const state = listedStateOf(row);
    if (told(row.id) === orderSignature(state)) continue;
    const before = known.get(row.id);
    const kind = before ? changeKind(before, state) : 'CREATED';
    if (kind) events.push(event(row, kind, at));
  }
  const gone = [...known.keys()].filter((id) => !listed.has(id));
  return { events, gone };
}

/** The event of an order that left the open list, from its own read now (null: still open, gone, or already told). */
export function leftEvent(row: ListedOrderState | null, told: (order: number) => string | undefined, at: string): OrderEventMessage | null {
  if (!row || row.pedidoadicional || (row.status !== 'V' && row.status !== 'X')) return null;
  if (told(row.id) === orderSignature(listedStateOf(row))) return null;
  return event(row, statusKind(row.status), at);
}
