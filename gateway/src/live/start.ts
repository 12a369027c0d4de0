// The live order desk's one entry for startGateway: the WebSocket server on the gateway's HTTP server (socket.ts)
// beside the events engine that feeds it (the orders domain's desk with its order watcher, domains/orders/live/
// desk.ts, which server.ts starts: the core wires no domain in itself); close() stops both, sockets first.
import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { GatewayServices } from '../context';
import { attachLiveSockets, type LiveSocketServer } from './socket';
import type { LiveLimits } from './limits';

export interface LiveConfig {
  /** ORDER_WATCH_INTERVAL_MS: how often the watcher reads the product API's changes (default 3000). */
  watchIntervalMs?: number;
  /** ORDER_POLL_INTERVAL_MS: without the product API's changes feed, how often the open orders list is read (default 10000). */
  pollIntervalMs?: number;
  /** LIVE_SESSION_CHECK_MS: how often open sockets' sessions are checked for the idle and absolute limits (default 60000). */
  sessionCheckMs?: number;
  /** LIVE_MAX_SOCKETS_PER_SESSION, LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET, LIVE_MAX_MESSAGES_PER_SECOND (limits.ts). */
  limits?: Partial<LiveLimits>;
}

/** What feeds the sockets: started before them, closed after them. */
export interface LiveEventSource {
  close(): Promise<void>;
}

export interface LiveDesk {
  sockets: LiveSocketServer;
  close(): Promise<void>;
}

export function startLive(
  server: Server,
  services: GatewayServices,
  events: LiveEventSource,
  options: Pick<LiveConfig, 'sessionCheckMs' | 'limits'> & { schema: GraphQLSchema; production: boolean; draining(): boolean },
): LiveDesk {
  const sockets = attachLiveSockets(server, {
    services,
    schema: options.schema,
    production: options.production,
    sessionCheckMs: options.sessionCheckMs,
    limits: options.limits,
    draining: options.draining,
  });
  return {
    sockets,
    close: async () => {
      await sockets.close();
      await events.close();
    },
  };
}
