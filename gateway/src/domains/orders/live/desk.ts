// The live order desk of one gateway instance: the bus of order events and workflow progress (events/bus.ts on the
// store channel painel_order_events), the per-burst shared reads of the orders events name (one upstream read per
// order per instance, whatever the number of open sockets), the publisher the workflow runner calls, and the
// watcher of outside changes on the deployment's one leader. startGateway starts one (live/socket.ts serves it).
import type { GatewayServices } from '../../../context';
import { sessionTokens } from '../../../context';
import { EventBus } from '../../../events/bus';
import { Leadership } from '../../../events/leader';
import { registerRunObserver } from '../../../events/run-observers';
import { TickBatch } from '../../../events/tick-batch';
import { eachInTurns } from '../../../events/turns';
import type { Session } from '../../../auth/session';
import { serviceAccountOf } from '../../../auth/integration-keys-account';
import { upstreamsFor, type Upstreams } from '../../../upstreams/clients';
import { changedOrdersSince, openOrdersNow, orderStateNow } from '../../../upstreams/product-api/order-changes';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { recordOutsideChanges } from '../outside-changes';
import { orderRunObserver } from './publisher';
import { ORDER_EVENTS_CHANNEL, type LiveMessage, type OrderEventMessage } from './rules';
import { OrderWatcher } from './watcher';
import { watcherTokens } from './watcher-identity';

export interface LiveDeskOptions {
  /** ORDER_WATCH_INTERVAL_MS: how often the watcher reads the product API's changes (default 3000). */
  watchIntervalMs?: number;
  /** ORDER_POLL_INTERVAL_MS: without the changes feed, how often the watcher reads the open orders list (default 10000). */
  pollIntervalMs?: number;
}

export const DEFAULT_WATCH_INTERVAL_MS = 3000;
/** Reading every open order costs more than a feed's call: a slower default. */
export const DEFAULT_POLL_INTERVAL_MS = 10_000;

/** How the boards hear of orders changed outside the panel (Query.orderWatch). */
export interface OrderWatchMode {
  /** The product API's changes feed is read (within seconds); false: the open orders list is polled. */
  feed: boolean;
  /** How often the product API is read for outside changes, in ms. */
  intervalMs: number;
}
/** The advisory lock of the order watcher's leader ('painel order watcher'). */
const WATCHER_LOCK_KEY = 0x70_6f_77_31;
/** How long the gateway remembers what it told of an order, so the watcher does not tell it again. */
const TOLD_MS = 2 * 60 * 1000;
/** How often an instance with open boards says so (WatchDemandMessage), and how long the watcher believes it. */
const DEMAND_EVERY_MS = 10_000;
const DEMAND_TTL_MS = 3 * DEMAND_EVERY_MS;

/** By the gateway's store: per-request views of the services (observability/scoped-services.ts) share it. */
const desks = new WeakMap<object, LiveOrderDesk>();

/** The desk of this gateway (resolvers reach it from their context's services). */
export function deskOf(services: GatewayServices): LiveOrderDesk {
  const desk = desks.get(services.store);
  if (!desk) throw new Error('the live order desk is not running');
  return desk;
}

export interface ReadOrder {
  order: OrderRecord | null;
  /** The burst's shared upstream clients: the event's Order fields resolve through them (live/socket.ts). */
  upstreams: Upstreams;
}

/** An open orderEvents subscription: its session (whose token may read the order) and what it does with an event. */
interface Board {
  session: Session;
  tell: (message: OrderEventMessage, read: ReadOrder) => void;
}

export class LiveOrderDesk {
  readonly bus: EventBus<LiveMessage>;
  private readonly reads = new TickBatch<Upstreams>();
  private readonly told = new Map<number, { sig: string; until: number }>();
  private readonly leadership: Leadership;
  readonly watcher: OrderWatcher;
  private readonly watchIntervalMs: number;
  private readonly pollIntervalMs: number;
  private unregister: () => void = () => undefined;
  private stopTold: () => void = () => undefined;
  /** Open orderEvents subscriptions on this instance. */
  private readonly boardSet = new Set<Board>();
  /** The event being told to the boards: the next waits for it (events/turns.ts). */
  private telling: Promise<void> = Promise.resolve();
  /** When an instance last said it has boards open (ms, this process's clock). */
  private demandAt = 0;
  private readonly demandTimer: NodeJS.Timeout;

  private constructor(
    private readonly services: GatewayServices,
    options: LiveDeskOptions,
  ) {
    const log = services.log.child({ component: 'live-orders' });
    this.bus = new EventBus<LiveMessage>(services.store, ORDER_EVENTS_CHANNEL, log);
    const interval = options.watchIntervalMs ?? DEFAULT_WATCH_INTERVAL_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.watchIntervalMs = interval;
    const http = services.connections.productApi;
    const capabilities = services.connections.capabilities;
    this.watcher = new OrderWatcher(
      {
        store: services.store,
        read: (tokens, since, limit) => changedOrdersSince(http, tokens, since, limit),
        list: { open: (tokens) => openOrdersNow(http, tokens), one: (tokens, id) => orderStateNow(http, tokens, id) },
        feedMissing: () => capabilities.lacks('changesFeed'),
        noFeed: () => capabilities.found('changesFeed', 'off', 'learned'),
        tokens: watcherTokens({
          account: serviceAccountOf(services.store),
          http: services.connections.productApi,
          anySession: () => this.anySessionTokens(),
          clock: Date.now,
          log,
        }),
        publish: (message) => this.bus.publish(message),
        recordOutside: (changes) => recordOutsideChanges(services.store, changes),
        toldState: (order) => this.toldState(order),
        wanted: () => this.boards > 0 || Date.now() - this.demandAt < DEMAND_TTL_MS,
        now: services.now,
        log,
      },
      interval,
      this.pollIntervalMs,
    );
    this.leadership = new Leadership({
      // PostgreSQL: the watcher's leader is chosen by advisory lock; PGlite: this process leads.
      store: services.store,
      lockKey: WATCHER_LOCK_KEY,
      retryMs: interval,
      log,
      onChange: (leading) => {
        log.info(leading ? 'order watcher: this instance watches' : 'order watcher: this instance stopped watching');
        if (leading) this.watcher.start();
        else void this.watcher.stop();
      },
    });
    this.demandTimer = setInterval(() => {
      if (this.boards > 0) this.publish({ t: 'demand' });
    }, DEMAND_EVERY_MS);
    this.demandTimer.unref();
  }

  static async start(services: GatewayServices, options: LiveDeskOptions): Promise<LiveOrderDesk> {
    const desk = new LiveOrderDesk(services, options);
    await desk.bus.start();
    desk.stopTold = desk.bus.subscribe((message) => {
      desk.remember(message);
      desk.tellBoards(message);
    });
    desk.unregister = registerRunObserver(services, (user) => orderRunObserver((message) => desk.publish(message), user, services.now));
    desk.leadership.start();
    desks.set(services.store, desk);
    return desk;
  }

  /** Feed or polling, as the product API is known now (the watcher switches when the feed answers 404). */
  get watchMode(): OrderWatchMode {
    const feed = !this.services.connections.capabilities.lacks('changesFeed');
    return { feed, intervalMs: feed ? this.watchIntervalMs : this.pollIntervalMs };
  }

  get watching(): boolean {
    return this.leadership.isLeader;
  }

  /** Publishes on the bus; a failure is logged (a workflow never fails because a board was not told). */
  publish(message: LiveMessage): void {
    this.bus.publish(message).catch((error: unknown) => this.services.log.warn('live events: publish failed', { error: String(error) }));
  }

  /**
   * An orderEvents subscription opens: it is told every order event with the order as read after it, until the
   * function returned is called. The order is read once per event for all boards, then the boards are told in turns
   * of the event loop (events/turns.ts), one event after another, so an order's events reach a board in order.
   */
  openBoard(session: Session, tell: (message: OrderEventMessage, read: ReadOrder) => void): () => void {
    const board: Board = { session, tell };
    this.boardSet.add(board);
    if (this.boardSet.size === 1) this.publish({ t: 'demand' });
    return () => void this.boardSet.delete(board);
  }

  private get boards(): number {
    return this.boardSet.size;
  }

  /** The boards open when the event arrived are told it once its order has been read (see openBoard). */
  private tellBoards(message: LiveMessage): void {
    if (message.t !== 'order' || this.boardSet.size === 0) return;
    const boards = [...this.boardSet];
    // Read now, not in turn: a burst's orders are read together (one batched call); telling waits for the event before.
    const reading = this.readOrder(message.order, boards[0].session);
    reading.catch(() => undefined); // handled where it is awaited, below
    this.telling = this.telling
      .then(async () => {
        const read = await reading;
        await eachInTurns(boards, (board) => {
          // A board closed meanwhile is not told; one board's failure does not keep the event from the others.
          if (!this.boardSet.has(board)) return;
          try {
            board.tell(message, read);
          } catch (error) {
            this.services.log.error('live events: board failed', { order: message.order, error: String(error) });
          }
        });
      })
      .catch((error: unknown) => this.services.log.warn('live events: order read failed', { order: message.order, error: String(error) }));
  }

  /** The order an event names, read once per burst on this instance with the first subscriber's upstream token. */
  private readOrder(orderId: number, session: Session): Promise<ReadOrder> {
    const upstreams = this.reads.get(() => upstreamsFor(this.services.connections, sessionTokens(this.services, session)));
    return upstreams.productApi.orders.load(orderId).then((order) => ({ order, upstreams }));
  }

  async close(): Promise<void> {
    desks.delete(this.services.store);
    clearInterval(this.demandTimer);
    this.unregister();
    this.stopTold();
    await this.leadership.stop();
    await this.watcher.stop();
    await this.bus.close();
  }

  private remember(message: LiveMessage): void {
    if (message.t === 'demand') this.demandAt = Date.now();
    if (message.t !== 'order' || message.source !== 'gateway' || !message.sig) return;
    const now = Date.now();
    this.told.set(message.order, { sig: message.sig, until: now + TOLD_MS });
    if (this.told.size > 1000) for (const [order, told] of this.told) if (told.until < now) this.told.delete(order);
  }

  private toldState(order: number): string | undefined {
    const told = this.told.get(order);
    return told && told.until >= Date.now() ? told.sig : undefined;
  }

  /**
   * Without a configured service account (watcher-identity.ts) the watcher reads with the upstream token of the most
   * recently active session: with nobody signed in, no board is open and there is nothing to watch for.
   */
  private async anySessionTokens() {
    const now = this.services.now();
    const { rows } = await this.services.store.query<{ id: string }>(
      'SELECT id FROM sessions WHERE ended_at IS NULL AND expires_at > $1 ORDER BY last_activity_at DESC LIMIT 5',
      [now],
    );
    for (const { id } of rows) {
      const session = await this.services.sessions.getActive(id, now);
      if (session) return sessionTokens(this.services, session);
    }
    return null;
  }
}
