// The open sockets of each session, closed at once (4401) when the session ends: a logout, a password change or a
// deactivation ends it in the store, whose trigger announces it on SESSION_CHANNEL to every instance
// (store/change-feed.ts); the idle and absolute limits pass without any write, so open sessions are also checked
// every `checkMs`. A socket never keeps a session alive: like queries, it is not activity (auth/session.ts).
import type { WebSocket } from 'ws';
import type { GatewayServices } from '../context';
import { sessionState } from '../auth/session';
import { SESSION_CHANNEL } from '../store/change-feed';
import { LIVE_CLOSE } from './texts';

export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly timer: NodeJS.Timeout;
  private stopListening: Promise<(() => Promise<void>) | null>;

  constructor(
    private readonly services: GatewayServices,
    checkMs: number,
  ) {
    this.stopListening = services.store
      .listen(SESSION_CHANNEL, {
        onNotify: (id) => void this.check(id),
        onReconnect: () => void this.checkAll(),
      })
      .catch((error: unknown) => {
        services.log.warn('live sockets: session notifications unavailable; sessions are checked periodically', { error: String(error) });
        return null;
      });
    this.timer = setInterval(() => void this.checkAll(), checkMs);
    this.timer.unref();
  }

  get size(): number {
    return this.bySession.size;
  }

  /** Open sockets of one session on this instance. */
  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  add(sessionId: string, socket: WebSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) this.bySession.set(sessionId, (sockets = new Set()));
    sockets.add(socket);
  }

  remove(sessionId: string, socket: WebSocket): void {
    const sockets = this.bySession.get(sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.bySession.delete(sessionId);
  }

  stop(): void {
    clearInterval(this.timer);
    void this.stopListening.then((stop) => stop?.()).catch(() => undefined);
  }

  /** Reads the session from the store (not the cache: the notification says it changed) and closes its sockets if it ended. */
  async check(sessionId: string): Promise<void> {
    if (!this.bySession.has(sessionId)) return;
    try {
      const session = await this.services.sessions.get(sessionId);
      if (session && sessionState(session, this.services.now()) === 'active') return;
    } catch (error) {
      this.services.log.warn('live sockets: session check failed', { error: String(error) });
      return;
    }
    const sockets = this.bySession.get(sessionId);
    this.bySession.delete(sessionId);
    for (const socket of sockets ?? []) socket.close(LIVE_CLOSE.sessionEnded.code, LIVE_CLOSE.sessionEnded.reason);
  }

  private async checkAll(): Promise<void> {
    for (const id of [...this.bySession.keys()]) await this.check(id);
  }
}
