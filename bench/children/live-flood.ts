// Bench child (`bench live`, the flood line): as many sockets and subscriptions as the gateway's limits admit, for
// several sessions, each subscription asking every event's order with a heavy selection. It runs in its own process
// so that reading thousands of event frames does not slow the probe or the reference services. IPC beyond the
// ready/stop handshake: {type: 'count'} is answered {type: 'count', received, errors}.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { childOptions, serveChild } from '../lib/serve-child';

interface FloodOptions {
  url: string;
  tokens: string[];
  socketsPerSession: number;
  subscriptionsPerSocket: number;
  query: string;
}

serveChild(async () => {
  const { url, tokens, socketsPerSession, subscriptionsPerSocket, query } = childOptions<FloodOptions>();
  const clients: Client[] = [];
  let received = 0;
  let errors = 0;
  let firstError: string | null = null;
  const connected: Promise<void>[] = [];
  for (const token of tokens) {
    for (let s = 0; s < socketsPerSession; s++) {
      let ready: () => void = () => undefined;
      connected.push(new Promise<void>((resolve) => (ready = resolve)));
      const client = createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        lazy: false,
        retryAttempts: 0,
        on: { connected: () => ready() },
      });
      clients.push(client);
      for (let i = 0; i < subscriptionsPerSocket; i++) {
        client.subscribe(
          { query },
          {
            next: (value) => {
              if (value.errors?.length) {
                errors++;
                firstError ??= value.errors[0].message;
              } else received++;
            },
            error: (error) => {
              errors++;
              firstError ??= String((error as Error)?.message ?? (error as { reason?: string })?.reason ?? error);
            },
            complete: () => undefined,
          },
        );
      }
    }
  }
  await Promise.all(connected);
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'count') process.send?.({ type: 'count', received, errors, firstError });
  });
  return {
    info: { sockets: clients.length, subscriptions: clients.length * subscriptionsPerSocket },
    close: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
});
