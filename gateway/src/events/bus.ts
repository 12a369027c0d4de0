// The events engine's bus: what one gateway instance publishes reaches the listeners of every instance exactly
// once, through the store's LISTEN/NOTIFY (PostgreSQL: every instance listens on the channel; PGlite: the one
// process hears its own NOTIFY), so N instances behind a load balancer behave as one. One code path on both stores:
// a publisher never hands an event to its own listeners directly, the notification does (at commit, once).
// Payloads are small JSON (NOTIFY caps them at 8000 bytes): ids and a few words, never records. An event that
// carries an `id` is delivered once per instance whoever publishes it and however often (recent-ids.ts), and one
// whose id this instance already delivered is not published again.
import type { Db } from '@painel/db/database';
import type { Logger } from '../logger';
import { RecentIds } from './recent-ids';

export type Listener<T> = (event: T) => void;

/** NOTIFY's payload limit (PostgreSQL's default 8000 bytes, less a margin). */
const MAX_PAYLOAD_BYTES = 7900;

export class EventBus<T> {
  private readonly listeners = new Set<Listener<T>>();
  private stopListening: (() => Promise<void>) | null = null;
  private readonly delivered = new RecentIds();

  constructor(
    private readonly store: Db,
    /** A plain lower-case channel name (pg-listener.ts assertChannel). */
    readonly channel: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.store.listen(this.channel, {
      onNotify: (payload) => this.deliver(payload),
      // Events sent while the connection was down are lost: boards resynchronise when their socket comes back.
      onReconnect: () => this.log.warn('live events: store notifications reconnected; events in the gap were lost', { channel: this.channel }),
    });
  }

  /** Sends the event to every instance's listeners (this one's too, through the store). */
  async publish(event: T): Promise<void> {
    const id = idOf(event);
    if (id !== null && this.delivered.has(id)) return;
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large for NOTIFY (${payload.length} chars)`);
    await this.store.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  subscribe(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  private deliver(payload: string): void {
    let event: T;
    try {
      event = JSON.parse(payload) as T;
    } catch {
      this.log.warn('live events: unreadable notification ignored', { channel: this.channel });
      return;
    }
    const id = idOf(event);
    if (id !== null && this.delivered.seen(id)) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log.error('live events: listener failed', { channel: this.channel, error: String(error) });
      }
    }
  }
}

/** An event's stable id, when it has one (a string `id`). */
function idOf(event: unknown): string | null {
  const id = (event as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}
