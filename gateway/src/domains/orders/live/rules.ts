// The live order desk's pure rules: what travels on the bus (small messages: ids and a few words, each instance
// reads the order itself), what kind of event a change of an order is, and the texts a person reads.
import type { OrderEventKind } from '../../../generated/resolvers-types';

/** The store channel of the live order desk (events/bus.ts). */
export const ORDER_EVENTS_CHANNEL = 'painel_order_events';

/** One change to an order, as published by a workflow step or the watcher. */
export interface OrderEventMessage {
  t: 'order';
  /**
   * The change's stable id, made from what it describes, so whoever publishes it (the instance that ran the step, the
   * watcher's leader, a new leader reading the same change again) names it alike and every instance drops a repeat
   * (events/recent-ids.ts): see gatewayEventId and watcherEventId.
   */
  id: string;
  /** The order's id (its number). */
  order: number;
  /** Its branch (codFilial) when the publisher knows it; the subscriber checks the order it reads anyway. */
  branch: number | null;
  kind: OrderEventKind;
  /** ISO date-time of the change. */
  at: string;
  /** Who did it (a person's name); null for changes made outside the panel. */
  actor: string | null;
  /** The order's state after the change (orderSignature), so the watcher can skip what the gateway already told. */
  sig: string | null;
  /** 'watcher' when found by the watcher, else 'gateway'. */
  source: 'gateway' | 'watcher';
}

/** A change the gateway made: the run's step that made it (a resumed step succeeds once). */
export const gatewayEventId = (order: number, runId: number, step: string): string => `${order}:run:${runId}:${step}`;

/**
 * A change the watcher read from the product API: the order and when the API says it changed (the changes feed's
 * atualizadoem, microseconds; the list poll's own reading time, which no other leader reads again).
 */
export const watcherEventId = (order: number, changedAt: string): string => `${order}:at:${changedAt}`;

/** A workflow run of an order started a step or ended: subscribers read the run from the journal. */
export interface WorkflowProgressMessage {
  t: 'progress';
  order: number;
  run: number;
  end: boolean;
}

/**
 * An instance has boards open (orderEvents subscriptions): sent when its first opens and every DEMAND_EVERY_MS while
 * any is, so the watcher reads the product API only while someone, on any instance, is listening.
 */
export interface WatchDemandMessage {
  t: 'demand';
}

export type LiveMessage = OrderEventMessage | WorkflowProgressMessage | WatchDemandMessage;

/** What the board shows of an order and a change may move: status, people, invoice number. */
export interface OrderState {
  status: string;
  separador: number | null;
  entregador: number | null;
  numcupom: string | null;
}

export const orderSignature = (s: OrderState): string => `${s.status}|${s.separador ?? ''}|${s.entregador ?? ''}|${s.numcupom ?? ''}`;

/** The kind of an order's new status (F, V and X have their own kinds). */
export function statusKind(status: string): OrderEventKind {
  if (status === 'V') return 'COMPLETED';
  if (status === 'X') return 'CANCELLED';
  if (status === 'F') return 'INVOICED';
  return 'STATUS_CHANGED';
}

/** What kind of event a change from `before` to `after` is; null when nothing the board shows changed. */
export function changeKind(before: OrderState | null, after: OrderState): OrderEventKind | null {
  if (!before || before.status !== after.status) return statusKind(after.status);
  if (before.separador !== after.separador || before.entregador !== after.entregador) return 'ASSIGNED';
  if (before.numcupom !== after.numcupom) return 'INVOICED';
  return null;
}

export const LIVE_MESSAGES = {
  badOrderId: 'Número de pedido inválido.',
  orderNotFound: 'Pedido não encontrado.',
} as const;

/**
 * What one board was told lately, so the same change never reaches it twice: the gateway publishes its own change
 * when the step ends, and the watcher may read that change from the product API in between and publish it too (the
 * gateway has not said it yet). An event of the same order, kind and state (signature) within `ttlMs` of the first is
 * the same change. The clock is injected so a test moves it instead of waiting.
 */
export class RecentlyTold {
  private readonly told = new Map<number, { kind: OrderEventKind; sig: string; until: number }>();

  constructor(
    private readonly ttlMs = 2 * 60 * 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** True when this change was told already; otherwise remembers it. Events without a signature always pass. */
  again(message: Pick<OrderEventMessage, 'order' | 'kind' | 'sig'>): boolean {
    if (!message.sig) return false;
    // An assignment is told by who was assigned; any other kind by the status it leaves the order in (two status
    // changes in a row to the same status, nothing between, are one change told twice).
    const sig = message.kind === 'ASSIGNED' ? message.sig : message.sig.split('|')[0];
    const now = this.clock();
    const last = this.told.get(message.order);
    if (last && last.until >= now && last.kind === message.kind && last.sig === sig) return true;
    this.told.set(message.order, { kind: message.kind, sig, until: now + this.ttlMs });
    if (this.told.size > 1000) for (const [order, told] of this.told) if (told.until < now) this.told.delete(order);
    return false;
  }
}
