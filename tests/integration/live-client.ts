// A live order desk subscription over a real WebSocket (graphql-ws, what Apollo Client's GraphQLWsLink speaks), for
// the integration files that watch events arrive.
import WebSocket from 'ws';
import { expect } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import type { Db } from '@painel/db/database';
import type { Loose } from './stack';

export const EVENTS = `subscription($branch: Int) { orderEvents(branch: $branch) { id kind at actor orderId order { id status branch { code } picker { id } } } }`;

export interface Live {
  connected: boolean;
  completed: boolean;
  events: Loose[];
  errors: Loose[];
  closed: { code: number; reason: string } | null;
  client: WsClient;
  dispose(): void;
}

/** A subscription over a real socket, authenticated by cookie (like a browser) or by bearer token in connection_init. */
export function live(
  baseUrl: string,
  auth: { cookie?: string | null; bearer?: string | null; origin?: string },
  query = EVENTS,
  variables: Record<string, unknown> = {},
): Live {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.origin) headers.origin = auth.origin;
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const state: Live = {
    connected: false,
    completed: false,
    events: [],
    errors: [],
    closed: null,
    client: null as unknown as WsClient,
    dispose: () => undefined,
  };
  state.client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderSocket,
    connectionParams: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : undefined,
    retryAttempts: 0,
    lazy: false,
    // The close is asserted through `closed`; graphql-ws would also print it.
    onNonLazyError: () => undefined,
    on: {
      connected: () => (state.connected = true),
      closed: (event) => (state.closed = { code: (event as { code: number }).code, reason: (event as { reason: string }).reason }),
    },
  });
  state.dispose = state.client.subscribe(
    { query, variables },
    {
      next: (value) => (value.errors ? state.errors.push(...value.errors) : state.events.push(value.data)),
      error: (error) => state.errors.push(...(Array.isArray(error) ? error : [error])),
      complete: () => (state.completed = true),
    },
  );
  return state;
}

/** Until the socket is connected (acknowledged): events published before would not be awaited. */
export async function connected(l: Live): Promise<void> {
  await expect.poll(() => l.connected || l.closed !== null, { timeout: 5000 }).toBe(true);
  // The subscribe message is on its way right after the ack: give the server a moment to register it.
  await new Promise((r) => setTimeout(r, 100));
}

/** An order as the customer app writes it: straight into the product API's database. */
export async function customerAppOrder(db: Db, branch: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pedidos (codcli, codfilial, status, tipopedido, vltotal)
     SELECT codcli, $1, 'R', 'E', 42 FROM pedidos WHERE codfilial = $1 LIMIT 1 RETURNING id`,
    [branch],
  );
  return rows[0].id;
}
