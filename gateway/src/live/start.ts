// The live order desk's one entry for startGateway: the events engine with its order watcher (domains/orders/live/
// desk.ts) and the WebSocket server on the gateway's HTTP server (socket.ts); close() stops both (sockets first).
import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { GatewayServices } from '../context';
import { LiveOrderDesk } from '../domains/orders/live/desk';
import { attachLiveSockets, type LiveSocketServer } from './socket';

export interface LiveConfig {
  /** ORDER_WATCH_INTERVAL_MS: how often the watcher reads the product API's changes (default 3000). */
  watchIntervalMs?: number;
  /** LIVE_SESSION_CHECK_MS: how often open sockets' sessions are checked for the idle and absolute limits (default 60000). */
  sessionCheckMs?: number;
}

export interface LiveDesk {
  desk: LiveOrderDesk;
  sockets: LiveSocketServer;
  close(): Promise<void>;
}

export async function startLive(
  server: Server,
  services: GatewayServices,
  options: LiveConfig & { schema: GraphQLSchema; production: boolean; databaseUrl?: string; draining(): boolean },
): Promise<LiveDesk> {
  const desk = await LiveOrderDesk.start(services, { databaseUrl: options.databaseUrl, watchIntervalMs: options.watchIntervalMs });
  const sockets = attachLiveSockets(server, {
    services,
    schema: options.schema,
    production: options.production,
    sessionCheckMs: options.sessionCheckMs,
    draining: options.draining,
  });
  return {
    desk,
    sockets,
    close: async () => {
      await sockets.close();
      await desk.close();
    },
  };
}
