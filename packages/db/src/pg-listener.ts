// LISTEN/NOTIFY on a PostgreSQL server: one dedicated connection per database handle (a pooled connection would
// drop its LISTENs when released), shared by every channel. When the connection breaks it is opened again with a
// growing delay, every channel is listened to again, and each listener's onReconnect runs: notifications sent
// while it was down are lost, so listeners reload what they keep instead.
import pg from 'pg';

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The connection came back after a break: notifications may have been missed. */
  onReconnect?(): void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MS = [250, 500, 1000, 2000, 5000];

export function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted, so nothing needs quoting.
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: '${channel}'.`);
}

export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<ListenHandlers>>();
  /** Channels LISTENed on the current connection (several listeners may share one, and may arrive before it is up). */
  private readonly listening = new Set<string>();
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  /** Whether the connection is open now (false before the first listen, and between a break and its reconnect). */
  get connected(): boolean {
    return this.client !== null;
  }

  async listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    assertChannel(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(handlers);
    await this.listenOn(await this.connection(), channel);
    return async () => {
      set.delete(handlers);
      if (set.size > 0 || this.channels.get(channel) !== set) return;
      this.channels.delete(channel);
      this.listening.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listenOn(client: pg.Client, channel: string): Promise<void> {
    if (this.listening.has(channel)) return;
    this.listening.add(channel);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.listening.delete(channel);
      throw error;
    }
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      for (const handlers of this.channels.get(message.channel) ?? []) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => this.broken(client, error));
    client.on('end', () => this.broken(client, new Error('LISTEN connection ended')));
    await client.connect();
    this.client = client;
    return client;
  }

  private broken(client: pg.Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.listening.clear();
    this.onError(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.retry = setTimeout(() => {
      this.retry = null;
      this.reconnect().catch((error: unknown) => {
        this.failures++;
        this.onError(error as Error);
        if (!this.closed) this.scheduleReconnect();
      });
    }, delay);
    this.retry.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    const client = await this.connection();
    for (const channel of this.channels.keys()) await this.listenOn(client, channel);
    this.failures = 0;
    for (const set of this.channels.values()) for (const handlers of set) handlers.onReconnect?.();
  }
}
