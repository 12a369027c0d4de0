// The desk's overdue rule: an order whose delivery window has passed while it is not finished (any status before V,
// 'Em Entrega' / 'Aguardando Retirada' included: a courier still on the road past the window is late too) is late. Pure, plus one shared minute clock so every row re-evaluates
// each minute without a timer per row.
import { useSyncExternalStore } from 'react';
import type { OrderStatus } from '../../generated/graphql';

/** The statuses before 'Em Entrega' (docs/areas/orders.md#states: R, S, P, C, F, then E, V; X cancelled). */
const NOT_YET_OUT: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F'];
/** Every status of an unfinished order: those, and out for delivery (or waiting for pickup). */
const UNFINISHED: readonly OrderStatus[] = [...NOT_YET_OUT, 'E'];

/** Whether the order has left the store (E): its late flag then says it is not delivered yet, not that it did not leave. */
export const isOut = (status: OrderStatus) => !NOT_YET_OUT.includes(status);

export interface DeliveryPlan {
  status: OrderStatus;
  deliveryDate?: string | null;
  deliveryWindow?: { end: string } | null;
}

/**
 * When the delivery window ends: the delivery day at the window's end (HH:mm), or the end of that day when no window
 * was booked, in São Paulo time (UTC-3 all year since 2019: Brazil has no daylight saving time any more).
 */
export function deliveryDeadline(plan: Pick<DeliveryPlan, 'deliveryDate' | 'deliveryWindow'>): Date | null {
  if (!plan.deliveryDate || !/^\d{4}-\d{2}-\d{2}$/.test(plan.deliveryDate)) return null;
  const end = plan.deliveryWindow?.end && /^\d{2}:\d{2}$/.test(plan.deliveryWindow.end) ? `${plan.deliveryWindow.end}:00` : '23:59:59';
  const deadline = new Date(`${plan.deliveryDate}T${end}-03:00`);
  return Number.isNaN(deadline.getTime()) ? null : deadline;
}

/** Since when the order is late (its window's end reached), or null (finished, cancelled, window ahead). */
export function overdueSince(plan: DeliveryPlan, now: number): Date | null {
  if (!UNFINISHED.includes(plan.status)) return null;
  const deadline = deliveryDeadline(plan);
  return deadline && deadline.getTime() <= now ? deadline : null;
}

const MINUTE_MS = 60_000;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** The current minute: the same value for every read within it, so React sees a stable snapshot. */
const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of [...listeners]) each();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Now, to the minute; components reading it render again at least once a minute. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, thisMinute, thisMinute);
}
