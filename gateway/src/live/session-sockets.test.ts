import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { GatewayServices } from '../context';
import { IDLE_MS, type Session } from '../auth/session';
import { createLogger } from '../logger';
import { SessionSockets } from './session-sockets';

const NOW = new Date('2026-11-26T12:00:00Z');
const session = (id: string, extra: Partial<Session> = {}) =>
  ({ id, endedAt: null, expiresAt: new Date(NOW.getTime() + 3600_000), lastActivityAt: NOW, ...extra }) as Session;

function fakeSocket() {
  const closes: Array<[number, string]> = [];
  return { closes, socket: { close: (code: number, reason: string) => closes.push([code, reason]) } as unknown as WebSocket };
}

let open: SessionSockets | null = null;
afterEach(() => open?.stop());

function sockets(rows: Map<string, Session>) {
  const services = {
    store: { listen: async () => async () => undefined },
    sessions: { get: async (id: string) => rows.get(id) ?? null },
    now: () => NOW,
    log: createLogger('silent'),
  } as unknown as GatewayServices;
  return (open = new SessionSockets(services, 60_000));
}

describe("a session's open sockets", () => {
  it('close with 4401 when the session ended, went idle or is gone; stay open while it is active', async () => {
    const rows = new Map<string, Session>([
      ['active', session('active')],
      ['ended', session('ended', { endedAt: NOW })],
      ['idle', session('idle', { lastActivityAt: new Date(NOW.getTime() - IDLE_MS - 1) })],
    ]);
    const live = sockets(rows);
    const made = Object.fromEntries(['active', 'ended', 'idle', 'gone'].map((id) => [id, fakeSocket()]));
    for (const [id, { socket }] of Object.entries(made)) live.add(id, socket);
    for (const id of Object.keys(made)) await live.check(id);
    expect(made.active.closes).toEqual([]);
    for (const id of ['ended', 'idle', 'gone']) expect(made[id].closes).toEqual([[4401, 'Sessão encerrada. Faça login novamente.']]);
    expect(live.size).toBe(1);
  });

  it('a closed socket is forgotten: its session has nothing left to close', async () => {
    const live = sockets(new Map());
    const { socket, closes } = fakeSocket();
    live.add('s', socket);
    live.remove('s', socket);
    await live.check('s');
    expect(closes).toEqual([]);
    expect(live.size).toBe(0);
  });
});
