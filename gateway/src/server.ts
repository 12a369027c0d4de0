// The gateway's HTTP server (node:http, no framework: it is benchmarked for throughput): /graphql through Apollo
// Server, /healthz, /readyz, /metrics (observability/), and the built web app. startGateway() is what main.ts,
// scripts and tests call.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { HeaderMap } from '@apollo/server';
import { createApollo, type ExecutionMode } from './apollo';
import { createContext, type GatewayServices } from './context';
import { deriveKeys } from './auth/keys';
import { loyaltyShiftKey } from './kit/branch-loyalty-password';
import { SessionStore } from './auth/session';
import { LoginLimiter } from './auth/login-limiter';
import { createLogger, type LogLevel } from './logger';
import { buildSchema, type SchemaModule } from './schema';
import { createStaticHandler } from './static';
import { endCompressible } from './compression';
import { COMMON_SECURITY_HEADERS, originOf } from './security-headers';
import { handleUploadPut } from './domains/uploads/proxy';
import { handleReportFile, REPORTS_PREFIX } from './domains/reports/route';
import { purgeTicketClaims } from './domains/uploads/ticket-claims';
import { isConnectionLoss, type Db, type PostgresSettings } from '@painel/db/database';
import { STORE_UNAVAILABLE_ERROR } from './client-errors';
import type { HttpClient } from './upstreams/http';
import { resolveSecretKey } from './store/settings';
import { openStore } from './store/store';
import { followStoreChanges } from './store/change-feed';
import { activeRunsFor } from './workflows/active-runs';
import { holderFor, interruptHeld, setInstanceName } from './workflows/run-holder';
import { DEFAULT_STRANDED_GRACE_MS, strandedOrderRunsFinisher } from './domains/orders/workflows/stranded-runs';
import { hostname } from 'node:os';
import { connectUpstreams, type IdempotencyHonoured, type UpstreamUrls } from './upstreams/clients';
import { Capabilities } from './upstreams/capabilities';
import { logCapabilities, probeAtStart, probeWithToken } from './upstreams/capability-probe';
import { serviceAccountOf } from './auth/integration-keys-account';
import type { LoyaltyHeaders } from './upstreams/loyalty';
import type { PushConfig } from './upstreams/push';
import { startLive, type LiveConfig } from './live/start';
import { LiveOrderDesk } from './domains/orders/live/desk';
import { observabilityFromEnv, type ObservabilitySettings } from './observability/settings';
import { startTracing } from './observability/tracing';
import { attachAdmission, attachMetrics, recordDeadlineHit, recordGraphqlRequest, recordShed } from './observability/metrics';
import { ConcurrencyLimiter, DEFAULT_MAX_CONCURRENT_REQUESTS, DEFAULT_REQUEST_QUEUE_MAX, SERVER_BUSY_ERROR, SHED_RETRY_AFTER_SECONDS } from './load-shedding';
import { DEFAULT_REQUEST_DEADLINE_MS, REQUEST_TIMEOUT_ERROR, RequestDeadline } from './request-deadline';
import { handleMetrics } from './observability/metrics-route';
import { probeUpstream } from './observability/readiness';
import { beginRequest, type RequestScope } from './observability/request-scope';
import { scopedServices } from './observability/scoped-services';
import { InFlight } from './in-flight';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_SESSION_CACHE_MS = 5000;

export interface GatewayConfig {
  /** 0 = ephemeral; default 4000. */
  port?: number;
  host?: string;
  upstreams: UpstreamUrls;
  push?: Partial<PushConfig>;
  loyaltyHeaders?: LoyaltyHeaders;
  /**
   * ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY: which services an operator declared to honour `Idempotency-Key`, so that a
   * send whose answer was lost may go again on its own (upstreams/send-doubt.ts). Default: none.
   */
  idempotency?: IdempotencyHonoured;
  /** LOYALTY_DUPLICATE_CODE: the loyalty platform's response.code for a coupon registered or cancelled already. */
  loyaltyDuplicateCode?: number;
  /** GATEWAY_DATABASE_URL; else PGlite in dataDir; in memory when neither. */
  databaseUrl?: string;
  /** PostgreSQL: STORE_POOL_MAX, STORE_CONNECT_TIMEOUT_MS, STORE_STATEMENT_TIMEOUT_MS, STORE_IDLE_TIMEOUT_MS. */
  storeSettings?: Omit<PostgresSettings, 'applicationName'>;
  dataDir?: string;
  secretKey?: string;
  /** LOYALTY_PASSWORD_SHIFT_KEY (kit/branch-loyalty-password.ts); the demo key outside production when unset. */
  loyaltyPasswordShiftKey?: string;
  /** NODE_ENV === 'production': no landing page, no introspection, SECRET_KEY required. */
  production?: boolean;
  /** Built web app; null serves none. */
  webDist?: string | null;
  /** Session clock (tests move it to cross the idle and absolute limits). */
  now?: () => Date;
  logLevel?: LogLevel;
  /**
   * How long (ms) an active session may be served from memory between store reads (auth/session-cache.ts);
   * default 5000, 0 reads the store on every request. A logout on another instance arrives at once through the
   * store's notifications (store/change-feed.ts), and at most this late while they are down.
   */
  sessionCacheMs?: number;
  /** Extra schema modules (tools, tests); the same guards apply. */
  modules?: SchemaModule[];
  /**
   * INSTANCE_NAME: this process's name in the workflow journal (workflows/run-holder.ts), stable across restarts of
   * the same deployment slot so a restarted process interrupts at once the runs it held. Default: host and port.
   */
  instanceName?: string;
  /**
   * WORKFLOW_FINISH_AFTER_MS: how long an order's run interrupted by its holder's death waits for its person before
   * the heartbeat sweep finishes what is safe of it (domains/orders/workflows/stranded-runs.ts); default 60000.
   */
  strandedRunGraceMs?: number;
  /** TRUSTED_PROXY_COUNT: how many proxies of ours stand in front (auth/client-address.ts); default 0. */
  trustedProxies?: number;
  /** GRAPHQL_EXECUTION: 'compiled' (graphql-jit, default) or 'graphql-js' (the interpreter, as a fallback switch). */
  execution?: ExecutionMode;
  /** The live order desk (subscriptions over WebSocket on /graphql, live/start.ts): watcher interval, session checks. */
  live?: LiveConfig;
  /** Metrics, their token and traces; default from the environment (observability/settings.ts). */
  observability?: ObservabilitySettings;
  /** How many GraphQL HTTP requests may run and wait at once, and how long each may take (load-shedding.ts, request-deadline.ts). */
  requests?: RequestLimits;
}

export interface RequestLimits {
  /** MAX_CONCURRENT_REQUESTS: GraphQL HTTP requests worked on at once by this instance (default 64). */
  maxConcurrent?: number;
  /** REQUEST_QUEUE_MAX: requests waiting for a slot beyond those; any more are refused 503 SERVER_BUSY (default 64). */
  queueMax?: number;
  /** REQUEST_DEADLINE_MS: a request's whole time from its arrival, upstream calls and retries included (default 10 000). */
  deadlineMs?: number | (() => number);
}

export interface RunningGateway {
  url: string;
  port: number;
  store: Db;
  /**
   * A drained stop (SIGTERM), in the order a load balancer can follow: /readyz answers 503 at once while everything
   * is still served for `delayMs` (the balancer's checks see it leave); then new requests are answered 503 before
   * they run and the port stops accepting; requests in flight and running workflow steps may finish for up to
   * `graceMs`; what is left is marked interrupted (another instance takes it up at once), sockets are closed with
   * 1012, then the server closes. Answers how many runs were interrupted.
   */
  drain(options: { graceMs: number; delayMs?: number }): Promise<number>;
  close(): Promise<void>;
  /** Settles when the start-up reads that need the service account's sign-in are done (tests that count upstream
   *  calls wait for it; the gateway serves before it). */
  capabilitiesProbed: Promise<void>;
}

/** What a request gets from a gateway that is draining: the load balancer sends it elsewhere next time. */
const DRAINING = { errors: [{ message: 'O servidor está reiniciando. Tente novamente em instantes.', extensions: { code: 'SHUTTING_DOWN' } }] };

/** What still answers while draining: the orchestrator's probes and the metrics scrape. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** How long /readyz waits for the store's answer. */
const STORE_CHECK_MS = 1_000;

/** Whether `work` settles successfully within `ms` (a late answer counts as none). */
function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = work.then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

function jsonReply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...COMMON_SECURITY_HEADERS, ...headers }).end(JSON.stringify(body));
}

function requestError(res: ServerResponse, status: number, message: string) {
  jsonReply(res, status, { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/** The start probe's token: the service account's when one is configured, else none (those probes wait for use). */
function capabilityTokens(store: Db, http: HttpClient) {
  return async () => {
    const account = serviceAccountOf(store);
    if (!account) return null;
    await account.identity(http);
    return account.tokensFor(http);
  };
}

class BodyTooLarge extends Error {}

/** Events rather than `for await`: the async iterator costs a few promises per chunk on every request. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume(); // drain what is left so the 413 answer can be written
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const production = config.production ?? false;
  const log = createLogger(config.logLevel ?? 'info', { service: 'gateway' });
  const store = await openStore({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    // Each connection names its instance in pg_stat_activity (an operator sees which gateway holds what).
    postgres: { ...config.storeSettings, applicationName: `painel-gateway/${config.instanceName ?? hostname()}` },
    onBackgroundError: (error) => log.warn('gateway store background work failed', { error: String(error) }),
  });
  let connections: ReturnType<typeof connectUpstreams> | undefined;
  let stopFeed: (() => Promise<void>) | undefined;
  try {
    const keys = deriveKeys(await resolveSecretKey(store, config.secretKey, production));
    const loyaltyPasswords = { shift: loyaltyShiftKey(config.loyaltyPasswordShiftKey, production), sealedWith: keys.encryption };
    connections = connectUpstreams({
      urls: config.upstreams,
      push: {
        appId: config.push?.appId ?? 'demo-app-id',
        apiKey: config.push?.apiKey ?? 'demo-push-key',
        legacy: config.push?.legacy,
        segment: config.push?.segment,
      },
      loyaltyHeaders: config.loyaltyHeaders,
      idempotency: config.idempotency,
      loyaltyDuplicateCode: config.loyaltyDuplicateCode,
      // The operator's declarations are the gateway's own idempotency setting (ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY).
      capabilities: new Capabilities({ erpIdempotency: config.idempotency?.erp ?? false, loyaltyIdempotency: config.idempotency?.loyalty ?? false }),
    });
    // What the services offer beyond the specs: the route probe is awaited (the live desk chooses how to watch from
    // it), the reads that need the service account's sign-in run after start; the table is logged when both are done.
    const probe = { capabilities: connections.capabilities, productApi: connections.productApi, tokens: capabilityTokens(store, connections.productApi) };
    await probeAtStart(probe);
    const probed = probeWithToken(probe).then(() => logCapabilities(log, probe.capabilities));
    const services: GatewayServices = {
      store,
      sessions: new SessionStore(store, { cacheMs: config.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS }),
      loginLimiter: new LoginLimiter(store),
      keys,
      loyaltyPasswords,
      connections,
      log,
      now: config.now ?? (() => new Date()),
      trustedProxies: config.trustedProxies ?? 0,
    };
    stopFeed = await followStoreChanges(store, services.sessions, activeRunsFor(store));
    // Runs this process name held when it last stopped (a crash, SIGKILL) are interrupted now; on PGlite the store
    // is this process's alone, so every running run is. Then the heartbeat keeps ours alive and finds silent ones.
    setInstanceName(config.instanceName ?? `${hostname()}:${config.port || `pid-${process.pid}`}`);
    const interrupted = await interruptHeld(store, !config.databaseUrl);
    if (interrupted) log.warn('workflow runs interrupted by an earlier stop', { runs: interrupted });
    const holder = holderFor(store);
    holder.start((error) => log.warn('workflow heartbeat failed', { error: String(error) }));
    holder.afterBeat(strandedOrderRunsFinisher(services, config.strandedRunGraceMs ?? DEFAULT_STRANDED_GRACE_MS));
    // Draining, in two steps: `leaving` turns readiness off; `draining` turns new requests away.
    let leaving = false;
    let draining = false;
    const observability = config.observability ?? observabilityFromEnv();
    const tracing = observability.tracing ? await startTracing(observability.tracing) : null;
    const detachMetrics = attachMetrics(store, observability.metrics);
    if (production && observability.metrics && !observability.metricsToken) log.info('/metrics is refused until METRICS_TOKEN is set');
    const productApiProbe = probeUpstream(connections.productApi);
    const schema = buildSchema(config.modules);
    const apollo = createApollo(schema, production, config.execution);
    await apollo.start();
    const serveStatic =
      config.webDist === null
        ? null
        : createStaticHandler(config.webDist ?? DEFAULT_WEB_DIST, {
            imageOrigins: [...originOf(config.upstreams.storage), ...originOf(config.upstreams.storagePublic)],
          });

    const limiter = new ConcurrencyLimiter(
      config.requests?.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_REQUESTS,
      config.requests?.queueMax ?? DEFAULT_REQUEST_QUEUE_MAX,
    );
    const detachAdmission = attachAdmission(limiter);
    // A function is read per request: a test gives only the request it cuts a short deadline.
    const deadlineSetting = config.requests?.deadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS;
    const deadlineMs = typeof deadlineSetting === 'function' ? deadlineSetting : () => deadlineSetting;

    /** What a request whose deadline passed reads, whatever its resolvers still wait on (they are let go, not awaited). */
    const timedOut = (res: ServerResponse) => {
      if (res.headersSent || res.destroyed) return;
      recordDeadlineHit();
      jsonReply(res, 504, { errors: [REQUEST_TIMEOUT_ERROR] }, { 'cache-control': 'no-store' });
    };

    // Admission first, before the body is read: past capacity a refusal costs next to nothing and the client hears
    // it at once (load-shedding.ts). The deadline runs from the request's arrival, its wait for a slot included.
    const graphql = async (req: IncomingMessage, res: ServerResponse, search: string, scope: RequestScope) => {
      if (draining) return jsonReply(res, 503, DRAINING, { 'retry-after': '1', connection: 'close' });
      const admission = limiter.acquire();
      if (admission === false) {
        recordShed();
        return jsonReply(res, 503, { errors: [SERVER_BUSY_ERROR] }, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
      }
      const deadline = new RequestDeadline(deadlineMs(), () => timedOut(res));
      scope.deadline = deadline;
      try {
        if (admission !== true) await admission;
        // Answered meanwhile (the deadline passed in the queue) or the client went away: the slot goes to the next.
        if (res.headersSent || res.destroyed) return;
        await answerGraphql(req, res, search);
      } finally {
        deadline.end();
        limiter.release();
      }
    };

    const answerGraphql = async (req: IncomingMessage, res: ServerResponse, search: string) => {
      let raw: string;
      try {
        raw = await readBody(req);
      } catch (error) {
        if (res.headersSent) return;
        if (error instanceof BodyTooLarge) return requestError(res, 413, 'Corpo da requisição grande demais.');
        throw error;
      }
      if (res.headersSent) return; // the deadline passed while the body arrived
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      let body: unknown = raw;
      if (req.method === 'POST' && /json/i.test(headers.get('content-type') ?? '')) {
        try {
          body = raw.trim() ? JSON.parse(raw) : undefined;
        } catch (error) {
          return requestError(res, 400, `JSON malformado: ${(error as Error).message}`);
        }
      }
      const context = await createContext(services, req);
      if (res.headersSent) return; // the deadline answered while the session was read
      const refused = context.refusal; // an integration key refused (revoked, expired, over its rate limit)
      if (refused) return jsonReply(res, refused.status, { errors: [{ message: refused.message, extensions: { code: refused.code } }] }, refused.headers);
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method ?? 'GET', headers, search, body },
        context: async () => context,
      });
      // The deadline answered first: what the execution made reaches nobody (a workflow it ran journaled its steps).
      if (res.headersSent) return;
      for (const [key, value] of result.headers) res.setHeader(key, value);
      if (context.cookies.length) res.setHeader('set-cookie', context.cookies);
      res.setHeader('cache-control', 'no-store');
      for (const [key, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(key, value);
      res.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') {
        endCompressible(req, res, result.body.string);
        return;
      }
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    };

    /** The request's metrics once it is answered (its operation and outcome come from observability/graphql-plugin.ts). */
    const observedGraphql = (req: IncomingMessage, res: ServerResponse, search: string, scope: RequestScope) => {
      const started = performance.now();
      return graphql(req, res, search, scope).finally(() => recordGraphqlRequest(scope, res.statusCode, started));
    };

    // Readiness: whether a load balancer should send requests here: not while draining, and only while this
    // instance's own store answers (within STORE_CHECK_MS). The product API is shared by every instance: its state is
    // reported beside (observability/readiness.ts: checked at most every 2 s) but never makes this one unready, or
    // an upstream outage would take every gateway out of the balancer at once, login page included; each request
    // answers an upstream fault on its own.
    const ready = async (res: ServerResponse) => {
      if (leaving) return jsonReply(res, 503, { status: 'draining' }, { 'cache-control': 'no-store' });
      const [storeOk, productApiOk] = await Promise.all([answersWithin(store.query('SELECT 1'), STORE_CHECK_MS), productApiProbe.reachable()]);
      // Capabilities say what is on and off; they never make the gateway unready (each feature degrades in the open).
      const capabilities = probe.capabilities.summary();
      const body = {
        status: storeOk ? 'ok' : 'unavailable',
        store: storeOk ? 'ok' : 'unavailable',
        productApi: productApiOk ? 'ok' : 'unavailable',
        capabilities,
      };
      return jsonReply(res, storeOk ? 200 : 503, body, { 'cache-control': 'no-store' });
    };

    // Liveness: the process answers. Nothing outside it is asked, so a stalled store or upstream never makes an
    // orchestrator restart every instance at once.
    const health = (res: ServerResponse) => Promise.resolve(jsonReply(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' }));

    /** For routes without a GraphQL context (uploads, report CSVs and XLSXs): a logger and upstream clients of the request. */
    const requestServices = (scope: RequestScope) => scopedServices(services, scope, log.child({ requestId: scope.requestId }));

    // Requests being answered: a drain lets them finish before the connections close.
    const inFlight = new InFlight();
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://gateway');
      // Once draining, a request that would do work is answered 503 before it runs (the balancer may send it to
      // another instance); the probes and the metrics still answer.
      if (draining && !PROBE_PATHS.has(url.pathname)) return jsonReply(res, 503, DRAINING, { 'retry-after': '1', connection: 'close' });
      inFlight.begin(res);
      const scope = beginRequest(req, res, tracing, url.pathname);
      const route =
        url.pathname === '/graphql' || url.pathname === '/graphql/'
          ? observedGraphql(req, res, url.search, scope)
          : url.pathname === '/healthz'
            ? health(res)
            : url.pathname === '/readyz'
              ? ready(res)
              : url.pathname === '/metrics'
                ? observability.metrics
                  ? handleMetrics(req, res, { token: observability.metricsToken, production })
                  : Promise.resolve(void res.writeHead(404).end())
                : url.pathname.startsWith('/uploads/')
                  ? handleUploadPut(requestServices(scope), req, res, url.pathname.slice('/uploads/'.length))
                  : url.pathname.startsWith(REPORTS_PREFIX)
                    ? handleReportFile(requestServices(scope), req, res, url)
                    : serveStatic
                      ? serveStatic(req, res, url.pathname)
                      : Promise.resolve(void res.writeHead(404).end());
      route.catch((error: unknown) => {
        // The store lost its connection (a restart, a failover): the request may be sent again in a moment.
        if (isConnectionLoss(error)) {
          log.warn('request failed: store unavailable', { requestId: scope.requestId, path: url.pathname, error: String(error) });
          if (!res.headersSent) jsonReply(res, 503, { errors: [STORE_UNAVAILABLE_ERROR] }, { 'retry-after': '1' });
          else res.destroy();
          return;
        }
        // The deadline answered the request already (server.ts timedOut): its late failure is only logged.
        if (res.writableEnded && scope.deadline?.expired) {
          log.warn('request failed after its deadline', { requestId: scope.requestId, path: url.pathname, error: String(error) });
          return;
        }
        log.error('request failed', { requestId: scope.requestId, path: url.pathname, error: String((error as Error)?.stack ?? error) });
        if (!res.headersSent) jsonReply(res, 500, { errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        else res.destroy();
      });
    });
    server.keepAliveTimeout = 65_000;
    const host = config.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port ?? 4000, host, () => resolve());
    });
    const orderEvents = await LiveOrderDesk.start(services, {
      watchIntervalMs: config.live?.watchIntervalMs,
      pollIntervalMs: config.live?.pollIntervalMs,
    });
    const live = startLive(server, services, orderEvents, {
      sessionCheckMs: config.live?.sessionCheckMs,
      limits: config.live?.limits,
      schema,
      production,
      draining: () => draining,
    });
    // Rows of long-gone sessions are dropped hourly; unref: housekeeping never keeps the process alive.
    const purge = setInterval(
      () => {
        services.sessions.purge(services.now()).catch((error: unknown) => log.warn('session purge failed', { error: String(error) }));
        services.loginLimiter.purge(services.now()).catch((error: unknown) => log.warn('login failures purge failed', { error: String(error) }));
        purgeTicketClaims(store, services.now()).catch((error: unknown) => log.warn('upload ticket purge failed', { error: String(error) }));
      },
      60 * 60 * 1000,
    );
    purge.unref();
    const { port } = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    log.info('gateway listening', { url, production });
    const upstreamConnections = connections;
    const close = async () => {
      clearInterval(purge);
      await probed;
      holder.stop();
      await live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await apollo.stop();
      upstreamConnections.close();
      await stopFeed?.();
      holder.forget();
      detachMetrics();
      detachAdmission();
      await tracing?.shutdown().catch((error: unknown) => log.warn('trace export at close failed', { error: String(error) }));
      await store.close();
    };
    return {
      url,
      port,
      store,
      capabilitiesProbed: probed,
      drain: async ({ graceMs, delayMs = 0 }) => {
        leaving = true;
        log.info('gateway leaving the load balancer', { delayMs });
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        draining = true;
        log.info('gateway draining', { runs: holder.size, requests: inFlight.size, graceMs });
        // No new connections; idle keep-alive ones are closed (their next request would only be turned away).
        server.close();
        server.closeIdleConnections();
        const [requestsDone, finished] = await Promise.all([inFlight.settled(graceMs), holder.drained(graceMs)]);
        if (!requestsDone) log.warn('requests still in flight at shutdown', { requests: inFlight.size });
        const left = finished ? 0 : await holder.interruptMine();
        if (left) log.warn('workflow runs interrupted at shutdown', { runs: left });
        await close();
        return left;
      },
      close,
    };
  } catch (error) {
    connections?.close();
    await stopFeed?.().catch(() => undefined);
    await store.close();
    throw error;
  }
}
