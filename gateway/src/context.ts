// Per request: the session (if any, within its limits), one client per upstream with fresh DataLoaders and the
// session user's upstream token, a logger bound to the request, and the cookies the response must set.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Db } from '@painel/db/database';
import type { Keys } from './auth/keys';
import type { Logger } from './logger';
import { SessionStore, type Session } from './auth/session';
import { SessionTokens } from './auth/upstream-tokens';
import { verifySessionToken } from './auth/session-token';
import { clearedSessionCookie, isSecureRequest, presentedToken, SESSION_COOKIE } from './auth/cookies';
import { upstreamsFor, type UpstreamConnections, type Upstreams } from './upstreams/clients';
import { ProductAuthApi } from './upstreams/product-api';

export interface GatewayServices {
  store: Db;
  sessions: SessionStore;
  keys: Keys;
  connections: UpstreamConnections;
  log: Logger;
  /** Session clock; tests inject one to cross the idle and absolute limits. */
  now: () => Date;
}

export interface Context {
  requestId: string;
  now: Date;
  session: Session | null;
  secure: boolean;
  upstreams: Upstreams;
  log: Logger;
  services: GatewayServices;
  /** Set-Cookie values for the response. */
  cookies: string[];
}

export async function createContext(services: GatewayServices, req: IncomingMessage): Promise<Context> {
  const now = services.now();
  const secure = isSecureRequest(req);
  const cookies: string[] = [];
  const token = presentedToken(req);
  let session: Session | null = null;
  if (token) {
    const id = await verifySessionToken(services.keys.jwt, token, now);
    session = id ? await services.sessions.getActive(id, now) : null;
    // A stale cookie is dropped so the browser stops sending it.
    if (!session && req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) cookies.push(clearedSessionCookie(secure));
  }
  const requestId = String(req.headers['x-request-id'] ?? randomUUID());
  const tokens = session
    ? new SessionTokens(session, {
        auth: new ProductAuthApi(services.connections.productApi),
        sessions: services.sessions,
        encryptionKey: services.keys.encryption,
      })
    : null;
  // The request's logger is made on first use: most requests log nothing, and a child logger is a handful of
  // closures per request on the hot path.
  const bindings = { requestId, ...(session ? { user: session.matricula } : {}) };
  let log: Logger | undefined;
  return {
    requestId,
    now,
    session,
    secure,
    upstreams: upstreamsFor(services.connections, tokens),
    get log() {
      return (log ??= services.log.child(bindings));
    },
    services,
    cookies,
  };
}
