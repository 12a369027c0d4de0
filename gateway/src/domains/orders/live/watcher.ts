// The watcher of orders changed outside the gateway (the customer app writes orders straight to the product API):
// on the one leader of the deployment (events/leader.ts), every `intervalMs` ONE call reads what changed since its
// high-water mark (pedidos-alterados/), publishes each change once, and keeps the mark in the gateway store, so a new
// leader goes on from where the last one stopped. Changes the gateway itself just told (same order, same state)
// are skipped; additional orders are no board's rows. Each change of an order (not a new one) is kept for its history
// ('fora do painel', outside-changes.ts). The call count and what it published are logged at debug.
// Without the feed (the API answers it 404, or the start probe found none) it polls the open orders list instead at
// its own interval (list-watch.ts), and the boards say they update periodically (OrderWatchMode).
import type { Db } from '@painel/db/database';
import type { Logger } from '../../../logger';
import type { TokenProvider } from '../../../upstreams/product-api/transport';
import type { ListedOrderState, OrderChangeRecord } from '../../../upstreams/product-api/order-changes';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { changeKind, orderSignature, statusKind, watcherEventId, type OrderEventMessage, type OrderState } from './rules';
import { leftEvent, listedStateOf, planListChanges } from './list-watch';
import type { OutsideChange } from '../outside-changes';

/** Where the mark is kept (the store's settings table). */
export const WATCH_MARK_KEY = 'order_watcher_mark';
/** Rows one call may answer; more wait for the next call (the mark moves to the last one read). */
const CALL_LIMIT = 500;
/** An order placed this close before the mark, and not seen before, is a new one (CREATED). */
const CREATED_SLACK_MS = 5000;
/** How many orders' last states the watcher remembers (to tell an assignment from a status change). */
const REMEMBERED = 5000;

export interface WatchMark {
  /** The last change read (ISO with microseconds): the next call asks from it, inclusive. */
  at: string;
  /** The orders read at exactly `at`, not to be published again. */
  seen: number[];
}

export interface WatcherDeps {
  store: Db;
  /** Reads the changes since a moment (the product API's pedidos-alterados). */
  read(tokens: TokenProvider, since: string, limit: number): Promise<OrderChangeRecord[]>;
  /** A token to read with (the service account's, else a signed-in user's), or null: then no call is made. */
  tokens(): Promise<TokenProvider | null>;
  publish(message: OrderEventMessage): Promise<void>;
  /** Keeps the changes it saw for the orders' history ('fora do painel'); a new order is no change of one. */
  recordOutside(changes: readonly OutsideChange[]): Promise<void>;
  /** The state the gateway itself last told of an order (its own workflows' events), if recent. */
  toldState(order: number): string | undefined;
  /** Without the changes feed: every open order now, and one order now (null when gone). */
  list: {
    open(tokens: TokenProvider): Promise<ListedOrderState[]>;
    one(tokens: TokenProvider, id: number): Promise<ListedOrderState | null>;
  };
  /** Whether the product API is known to lack the changes feed (the start probe, or an earlier 404). */
  feedMissing(): boolean;
  /** The feed answered 404: it is missing from now on. */
  noFeed(): void;
  /** Whether any board is open on any instance: without one the watcher makes no call. */
  wanted(): boolean;
  now(): Date;
  log: Logger;
}

const stateOf = (r: OrderChangeRecord): OrderState => ({ status: r.status, separador: r.separador, entregador: r.entregador, numcupom: r.numcupom });

/** What to publish for the rows of one call, and the mark after them (pure: the unit tests drive it). */
export function planChanges(
  rows: readonly OrderChangeRecord[],
  mark: WatchMark,
  known: ReadonlyMap<number, OrderState>,
  told: (order: number) => string | undefined,
): { events: Array<Omit<OrderEventMessage, 'at'> & { at: string }>; changes: OutsideChange[]; mark: WatchMark } {
  const events: OrderEventMessage[] = [];
  const changes: OutsideChange[] = [];
  let next: WatchMark = mark;
  for (const row of rows) {
    if (row.atualizadoem === mark.at && mark.seen.includes(row.id)) continue;
    next = row.atualizadoem === next.at ? { at: next.at, seen: [...next.seen, row.id] } : { at: row.atualizadoem, seen: [row.id] };
    if (row.pedidoadicional) continue;
    const state = stateOf(row);
    if (told(row.id) === orderSignature(state)) continue;
    const before = known.get(row.id) ?? null;
    const placedNow = Date.parse(row.datapedido) >= Date.parse(mark.at) - CREATED_SLACK_MS;
    const kind = !before && placedNow ? 'CREATED' : before ? changeKind(before, state) : statusKind(row.status);
    if (!kind) continue;
    if (kind !== 'CREATED') changes.push({ order: row.id, at: row.atualizadoem, before, after: state });
    events.push({
      t: 'order',
      id: watcherEventId(row.id, row.atualizadoem),
      order: row.id,
      branch: Number(row.codfilial),
      kind,
      at: row.atualizadoem,
      actor: null,
      sig: orderSignature(state),
      source: 'watcher',
    });
  }
  return { events, changes, mark: next };
}

export class OrderWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** The look under way, if any: stop() waits for it, so nothing reads the product API after the gateway closed. */
  private looking: Promise<unknown> = Promise.resolve();
  private mark: WatchMark | null = null;
  private readonly known = new Map<number, OrderState>();
  /** Nobody listened for a while: when someone does again, changes start from then (their boards just read it all). */
  private restart = false;
  /** The open orders of the last list read (polling without the feed); null: the next read is a baseline. */
  private listed: Map<number, OrderState> | null = null;
  /** Product API calls made (observability: the bench reads it from the debug log). */
  calls = 0;

  constructor(
    private readonly deps: WatcherDeps,
    private readonly intervalMs: number,
    private readonly pollIntervalMs: number = intervalMs,
  ) {}

  /** Starts watching (this instance became the leader): the mark is read from the store again. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.mark = null;
    this.listed = null;
    this.schedule();
  }

  stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.looking.then(() => undefined);
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(
      () => {
        this.looking = this.poll()
          .catch((error: unknown) => this.deps.log.warn('order watcher: reading changes failed', { error: String(error) }))
          .finally(() => this.schedule());
      },
      this.deps.feedMissing() ? this.pollIntervalMs : this.intervalMs,
    );
    this.timer.unref();
  }

  /** One look at the product API's changes (exported for tests through the class). */
  async poll(): Promise<number> {
    if (!this.deps.wanted()) {
      this.restart = true;
      this.listed = null;
      return 0;
    }
    if (this.deps.feedMissing()) return this.pollList();
    if (this.restart) {
      this.restart = false;
      this.mark = { at: this.startingPoint(), seen: [] };
      await this.saveMark(this.mark);
    }
    const mark = (this.mark ??= await this.loadMark());
    const tokens = await this.deps.tokens();
    if (!tokens) return 0;
    this.calls++;
    let rows: OrderChangeRecord[];
    try {
      rows = await this.deps.read(tokens, mark.at, CALL_LIMIT);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      this.deps.noFeed();
      this.deps.log.warn('order watcher: the product API has no changes feed (pedidos-alterados/ answers 404); polling the open orders list', {
        pollIntervalMs: this.pollIntervalMs,
      });
      return this.pollList();
    }
    if (!this.running) return 0;
    const plan = planChanges(rows, mark, this.known, (order) => this.deps.toldState(order));
    // Kept before it is told: a board that hears of the change and opens the history finds it there.
    await this.deps.recordOutside(plan.changes);
    for (const event of plan.events) await this.deps.publish(event);
    for (const row of rows) this.remember(row.id, stateOf(row));
    if (plan.mark !== mark) {
      this.mark = plan.mark;
      await this.saveMark(plan.mark);
    }
    this.deps.log.debug('order watcher polled', { upstreamCalls: this.calls, rows: rows.length, published: plan.events.length });
    return plan.events.length;
  }

  /** One read of the open orders list compared with the last (list-watch.ts); the orders that left it are read one by one. */
  private async pollList(): Promise<number> {
    const tokens = await this.deps.tokens();
    if (!tokens) return 0;
    this.calls++;
    const rows = await this.deps.list.open(tokens);
    if (!this.running) return 0;
    const at = this.deps.now().toISOString();
    const told = (order: number) => this.deps.toldState(order);
    const plan = planListChanges(rows, this.listed, told, at);
    const changes: OutsideChange[] = [];
    const before = (order: number) => this.listed?.get(order) ?? null;
    for (const row of rows) {
      const event = plan.events.find((e) => e.order === row.id);
      if (event && event.kind !== 'CREATED') changes.push({ order: row.id, at, before: before(row.id), after: listedStateOf(row) });
    }
    for (const id of plan.gone) {
      this.calls++;
      const row = await this.deps.list.one(tokens, id);
      const left = leftEvent(row, told, at);
      if (left && row) {
        plan.events.push(left);
        changes.push({ order: id, at, before: before(id), after: listedStateOf(row) });
      }
    }
    await this.deps.recordOutside(changes);
    for (const event of plan.events) await this.deps.publish(event);
    this.listed = new Map(rows.map((row) => [row.id, listedStateOf(row)]));
    this.deps.log.debug('order watcher polled the open orders', { upstreamCalls: this.calls, rows: rows.length, published: plan.events.length });
    return plan.events.length;
  }

  private remember(order: number, state: OrderState): void {
    this.known.delete(order);
    this.known.set(order, state);
    if (this.known.size > REMEMBERED) this.known.delete(this.known.keys().next().value!);
  }

  private async loadMark(): Promise<WatchMark> {
    const { rows } = await this.deps.store.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [WATCH_MARK_KEY]);
    if (rows[0]) {
      try {
        const stored = JSON.parse(rows[0].value) as WatchMark;
        if (typeof stored.at === 'string' && Array.isArray(stored.seen)) return stored;
      } catch {
        // An unreadable mark: start from now, as on the first start.
      }
    }
    // The first watcher of a deployment starts from now: older changes were on the boards' first read.
    const first = { at: this.startingPoint(), seen: [] };
    await this.saveMark(first);
    return first;
  }

  /**
   * Where reading starts when nobody listened before: a few seconds back, so a change made as the first board opened
   * (after that board's first read, before the watcher's) is told; a board applies a change it already shows as a no-op.
   */
  private startingPoint(): string {
    return new Date(this.deps.now().getTime() - CREATED_SLACK_MS).toISOString();
  }

  private async saveMark(mark: WatchMark): Promise<void> {
    await this.deps.store.query(
      `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [WATCH_MARK_KEY, JSON.stringify(mark)],
    );
  }
}
