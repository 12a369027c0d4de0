// The changes of orders made outside the panel that the order watcher saw (live/watcher.ts, both by the changes
// feed and by polling the open orders list), kept in the gateway store so 'Histórico' tells them with 'fora do
// painel' as the actor. Only what the watcher read through the product API's calls is kept: the order's status,
// picker and deliveryman before and after. Nothing is written while no board is open (the watcher does not read).
import type { Db } from '@painel/db/database';
import { orderSignature, type OrderState } from './live/rules';

export interface OutsideChange {
  order: number;
  /** ISO date-time of the change as the watcher read it. */
  at: string;
  /** The state the watcher saw before; null when it had not seen the order. */
  before: OrderState | null;
  after: OrderState;
}

export interface StoredOutsideChange {
  order: number;
  at: Date;
  before: OrderState | null;
  after: OrderState;
}

/** Keeps the changes; one the store has already (same order, moment and state) is not written twice. */
export async function recordOutsideChanges(store: Db, changes: readonly OutsideChange[]): Promise<void> {
  for (const change of changes) {
    await store.query(
      `INSERT INTO order_outside_changes (order_id, at, before_state, after_state, signature) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
       ON CONFLICT (order_id, at, signature) DO NOTHING`,
      [change.order, change.at, change.before ? JSON.stringify(change.before) : null, JSON.stringify(change.after), orderSignature(change.after)],
    );
  }
}

/** The kept changes of these orders, oldest first (one query for a whole page of orders). */
export async function outsideChangesOf(store: Db, orders: readonly number[]): Promise<StoredOutsideChange[]> {
  if (orders.length === 0) return [];
  const { rows } = await store.query<{ order_id: string | number; at: Date | string; before_state: unknown; after_state: unknown }>(
    `SELECT order_id, at, before_state, after_state FROM order_outside_changes WHERE order_id = ANY($1::bigint[]) ORDER BY at, id`,
    [orders],
  );
  const state = (value: unknown): OrderState | null => {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return typeof parsed === 'object' && parsed !== null ? (parsed as OrderState) : null;
  };
  return rows.flatMap((row) => {
    const after = state(row.after_state);
    return after ? [{ order: Number(row.order_id), at: new Date(row.at), before: state(row.before_state), after }] : [];
  });
}
