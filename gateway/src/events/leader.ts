// One leader per deployment for work that must run once (the order watcher): on PostgreSQL the instance holding a
// session-level advisory lock (pg_try_advisory_lock) on a connection of its own (@painel/db/dedicated-connection: a
// pooled connection would lose it when released; Db.openDedicated gives it the pool's settings), tried again every `retryMs` by the others, so when the leader
// stops (or its connection breaks, which releases the lock) another takes over within one retry. On PGlite the store
// is one process's alone: it leads.
import type { Db, DedicatedConnection } from '@painel/db/database';
import type { Logger } from '../logger';
import { setLeader } from '../observability/metrics';

export interface LeadershipOptions {
  /** The gateway store: on PGlite, the only process, this instance leads at once. */
  store: Db;
  /** The advisory lock's key: one per kind of leader work. */
  lockKey: number;
  /** How often a follower tries to take the lock, and the leader checks its connection. */
  retryMs: number;
  log: Logger;
  /** Called when this instance starts or stops leading. */
  onChange(leading: boolean): void;
}

export class Leadership {
  private client: DedicatedConnection | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = false;
  private busy = false;

  constructor(private readonly options: LeadershipOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    if (this.options.store.kind !== 'postgres') return this.set(true);
    void this.attempt();
    this.timer = setInterval(() => void this.attempt(), this.options.retryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.set(false);
    const client = this.client;
    this.client = null;
    // Ending the session releases its advisory locks: a follower takes over on its next try.
    await client?.end().catch(() => undefined);
  }

  private set(leading: boolean): void {
    if (this.leading === leading) return;
    this.leading = leading;
    // One kind of leader work exists (the order watcher): its leadership is the process's painel_leader gauge.
    setLeader(leading);
    this.options.onChange(leading);
  }

  /** A follower tries to take the lock; the leader checks it still has its connection (and so the lock). */
  private async attempt(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      const client = await this.connection();
      if (this.leading) {
        await client.query('SELECT 1');
        return;
      }
      const rows = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [this.options.lockKey]);
      if (rows[0]?.locked && !this.stopped) this.set(true);
    } catch (error) {
      if (!this.stopped) this.options.log.warn('leader election: store connection failed', { error: String(error) });
      this.drop();
    } finally {
      this.busy = false;
    }
  }

  private async connection(): Promise<DedicatedConnection> {
    if (this.client) return this.client;
    // A broken connection has lost the lock with its session: stop leading at once, connect again on the next try.
    const client: DedicatedConnection = await this.options.store.openDedicated((error) => {
      this.options.log.warn('leader election: connection lost', { error: String(error) });
      if (this.client === client) this.drop();
    })!;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      throw new Error('stopped');
    }
    this.client = client;
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    this.set(false);
    void client?.end().catch(() => undefined);
  }
}
