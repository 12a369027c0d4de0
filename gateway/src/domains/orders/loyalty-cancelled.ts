// Whether (and when) an order's purchase was cancelled on the loyalty platform. Nothing upstream records it:
// the product API keeps no such field and the platform answers a cancel without saying it was done before.
// The gateway's workflow journal does: the loyalty cancellation run of the order succeeded at that time.
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import { succeededRunsAt, type RunsFrom } from '../../workflows/questions';
import { saoPauloMinute } from '../../kit/dates';

/**
 * The loyalty cancellation run's key, looked up by its text: it keeps the 'pedido:' of the keys written before
 * the subject scheme (mutations.ts opens the run with writtenKey(this)), so past cancellations are still found.
 */
export function loyaltyCancelKey(orderId: number): string {
  return `pedido:${orderId}:loyalty-cancel`;
}

const CANCELLATIONS = Symbol('loyaltyCancellations');

/** When each order's loyalty purchase was cancelled, or null: one store query for a whole list (per request). */
export function loyaltyCancellations(ctx: Context): DataLoader<number, Date | null> {
  return ctx.memo(CANCELLATIONS, () => {
    return new DataLoader<number, Date | null>(async (ids) => {
      const done = await succeededRunsAt(ctx.services.store, ids.map(loyaltyCancelKey));
      return ids.map((id) => done.get(loyaltyCancelKey(id)) ?? null);
    });
  });
}

/** When this order's loyalty purchase was cancelled, or null. */
export async function loyaltyCancelledAt(from: RunsFrom, orderId: number): Promise<Date | null> {
  const done = await succeededRunsAt(from, [loyaltyCancelKey(orderId)]);
  return done.get(loyaltyCancelKey(orderId)) ?? null;
}

/** The refusal of a second cancel, with the time of the first (DD/MM/YYYY HH:mm, São Paulo). */
export function alreadyCancelledMessage(at: Date): string {
  return `A compra deste pedido já foi cancelada no Cresce Vendas em ${saoPauloMinute(at)}.`;
}
