// Per request: the session (if any, within its limits), one client per upstream with fresh DataLoaders and the
// session user's upstream token, a logger bound to the request, and the cookies the response must set.
import type { IncomingMessage } from 'node:http';
import type { Db } from '@painel/db/database';
import type { Keys } from './auth/keys';
import type { LoyaltyPasswordKeys } from './kit/branch-loyalty-password';
import type { Logger } from './logger';
import { SessionStore, type Session } from './auth/session';
import type { LoginLimiter } from './auth/login-limiter';
import { SessionTokens } from './auth/upstream-tokens';
import { verifySessionToken } from './auth/session-token';
import { clearedSessionCookie, isSecureRequest, presentedToken, sessionCookieValue } from './auth/cookies';
import { clientAddress } from './auth/client-address';
import { upstreamsFor, type UpstreamConnections, type Upstreams } from './upstreams/clients';
import { ProductAuthApi } from './upstreams/product-api';
import { forbidden } from './auth/policy';
import { RunReads } from './workflows/run-reads';
import { LatestRuns } from './workflows/view';
import { scopeOf, type RequestScope } from './observability/request-scope';
import { scopedServices } from './observability/scoped-services';
import { isIntegrationSecret } from './auth/integration-keys';
import { integrationCaller, type HttpRefusal } from './auth/integration-keys-caller';

export interface GatewayServices {
  store: Db;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  keys: Keys;
  /** The loyalty password's shift key (LOYALTY_PASSWORD_SHIFT_KEY) and the key of values sealed by an earlier version. */
  loyaltyPasswords: LoyaltyPasswordKeys;
  connections: UpstreamConnections;
  log: Logger;
  /** Session clock; tests inject one to cross the idle and absolute limits. */
  now: () => Date;
  /** TRUSTED_PROXY_COUNT: proxies of ours in front, whose X-Forwarded-For entries name the client (0: none). */
  trustedProxies?: number;
}

/**
 * A class, not a literal: Apollo copies the context object per operation (Object.assign of its own properties),
 * which would call a `log` getter defined on a literal. On the prototype the getter survives the copy and stays
 * lazy: most requests log nothing, and a child logger is a handful of closures per request on the hot path.
 */
export class Context {
  private logger: Logger | undefined;
  private runs: LatestRuns | undefined;
  private readonly perRequest = new Map<symbol, unknown>();
  /** Set when the request must not run: an integration key refused (revoked, expired, rate limited); server answers it. */
  refusal: HttpRefusal | null = null;

  constructor(
    readonly requestId: string,
    readonly now: Date,
    public session: Session | null,
    readonly secure: boolean,
    readonly upstreams: Upstreams,
    readonly services: GatewayServices,
    /** Set-Cookie values for the response. */
    readonly cookies: string[],
    /** The client's address (auth/client-address.ts; the login limiter counts failures per address). */
    readonly clientAddress: string = 'unknown',
    /** The request's Cookie header (the login limiter's device cookies). */
    readonly cookieHeader: string | undefined = undefined,
    /** The request's User-Agent header: a login records it with its session (auth/session-devices.ts). */
    readonly userAgent: string | undefined = undefined,
  ) {}

  /** The latest unfinished workflow run of each subject, batched per tick (one store query per page at most). */
  get latestRuns(): LatestRuns {
    return (this.runs ??= new LatestRuns(new RunReads(this.services.store)));
  }

  /**
   * One value per request under `slot`, made on first use: how a domain keeps its own batching loader (a
   * DataLoader over the journal, say) without the context knowing any domain.
   */
  memo<T>(slot: symbol, make: () => T): T {
    if (!this.perRequest.has(slot)) this.perRequest.set(slot, make());
    return this.perRequest.get(slot) as T;
  }

  /** The request's id and trace (observability/request-scope.ts), carried by its scoped upstream clients. */
  get scope(): RequestScope | undefined {
    return this.services.connections?.productApi?.scope;
  }

  get log(): Logger {
    return (this.logger ??= this.services.log.child({ requestId: this.requestId, ...(this.session ? { user: this.session.matricula } : {}) }));
  }
}

export async function createContext(services: GatewayServices, req: IncomingMessage): Promise<Context> {
  const scope = scopeOf(req);
  // Every upstream call of the request, also through ctx.services.connections, carries its id and trace.
  services = scopedServices(services, scope);
  const now = services.now();
  const secure = isSecureRequest(req, services.trustedProxies ?? 0);
  const cookies: string[] = [];
  const token = presentedToken(req, secure);
  let session: Session | null = null;
  // An integration key (Bearer pk_...): a caller with the key's pages, or a refusal (auth/integration-keys-caller.ts).
  const key = token && isIntegrationSecret(token) ? await integrationCaller(services, token, now) : null;
  if (key && 'session' in key) session = key.session;
  else if (token && !key) {
    const id = await verifySessionToken(services.keys.jwt, token, now);
    session = id ? await services.sessions.getActive(id, now) : null;
    // A stale cookie is dropped so the browser stops sending it.
    if (!session && sessionCookieValue(req.headers.cookie, secure)) cookies.push(clearedSessionCookie(secure));
  }
  const requestId = scope.requestId;
  const tokens =
    key && 'tokens' in key
      ? key.tokens
      : session
        ? new SessionTokens(session, {
            auth: new ProductAuthApi(services.connections.productApi),
            sessions: services.sessions,
            encryptionKey: services.keys.encryption,
          })
        : null;
  // A person's request is a use of their session ('Sessões abertas'): written at most once a minute, not awaited.
  if (session && !session.integration) {
    services.sessions.noteUse(session.id, now)?.catch((error: unknown) => services.log.warn('session last use not written', { error: String(error) }));
  }
  const address = clientAddress(req, services.trustedProxies ?? 0);
  const context = new Context(
    requestId,
    now,
    session,
    secure,
    upstreamsFor(services.connections, tokens),
    services,
    cookies,
    address,
    req.headers.cookie,
    req.headers['user-agent'],
  );
  if (key && 'refusal' in key) context.refusal = key.refusal;
  return context;
}

/** The session of a resolver behind a guard (the @policy directive runs first; this only narrows the type). */
export function sessionOf(ctx: Context): Session {
  if (!ctx.session) throw forbidden();
  return ctx.session;
}

/**
 * The upstream token source of a session: its product API token, refreshed when it expires (what a request's
 * clients use; the live order desk reads with it outside a request).
 */
export function sessionTokens(services: GatewayServices, session: Session): SessionTokens {
  return new SessionTokens(session, {
    auth: new ProductAuthApi(services.connections.productApi),
    sessions: services.sessions,
    encryptionKey: services.keys.encryption,
  });
}
