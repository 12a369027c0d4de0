// The gateway's HTTP server on node:http (Apollo Server 5 through its own executeHTTPGraphQLRequest; no framework:
// it is benchmarked for throughput). startGateway() opens the services (gateway-services.ts), composes the routes
// below on find-my-way (http/router.ts) and answers a drained stop. main.ts, scripts and tests call it.
//
// Every request, in this order (http/router.ts):
//  1. its URL is parsed (dot segments resolved; paths match as sent, percent escapes not decoded);
//  2. while draining, a path other than /healthz, /readyz and /metrics is answered 503 SHUTTING_DOWN
//     (retry-after: 1, connection: close) before it runs;
//  3. it counts as in flight (a drain lets it finish) and its scope opens (x-request-id, a span unless a probe);
//  4. its route answers, by path, every method:
//     - /graphql, /graphql/ (http/routes/graphql.ts): 503 while draining; load shedding (503 SERVER_BUSY,
//       retry-after); the request deadline from arrival (504 REQUEST_TIMEOUT); the body, 1 MiB at most (413),
//       JSON for a POST that says so (400); the context (session, cookies; an integration key refused); Apollo
//       (CSRF prevention, GraphQL Armor, the cost limit); cookies, no-store, the security headers; compressed as
//       accepted, or streamed (incremental delivery). Its metrics are recorded once answered;
//     - /healthz (http/routes/healthz.ts): 200, nothing else asked;
//     - /readyz (http/routes/readyz.ts): 503 once leaving; else the store within 1 s, the product API beside;
//     - /metrics (http/routes/metrics.ts): 404 when metrics are off; GET/HEAD, the token or the loopback rules;
//     - /uploads/* (http/routes/uploads.ts): PUT of an image under a sealed ticket;
//     - /reports/* (http/routes/reports.ts): a report's CSV or XLSX, streamed;
//     - anything else (http/routes/web-app.ts): the built web app (static.ts: GET/HEAD, hashed assets immutable
//       for a year, the rest ETag and no-cache, .br/.gz variants, index.html for client routes), or a bare 404;
//  5. a route's failure: 503 STORE_UNAVAILABLE (retry-after: 1) when the store's connection is lost, only logged
//     after the deadline answered, else 500 INTERNAL_SERVER_ERROR (a socket already answering is destroyed).
// The WebSocket upgrade of /graphql (live/socket.ts): another path 404, 503 while draining, else graphql-ws.
// A drain (RunningGateway.drain): /readyz 503 at once, everything served for `delayMs`, then steps 2 and 4 turn
// new requests and upgrades away, the port closes, in-flight requests and held runs get `graceMs`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApollo, type ExecutionMode } from './apollo';
import { createLogger, type LogLevel } from './logger';
import { buildSchema, type SchemaModule } from './schema';
import { originOf } from './security-headers';
import { REPORTS_PREFIX } from './domains/reports/route';
import type { Db, PostgresSettings } from '@painel/db/database';
import type { IdempotencyHonoured, UpstreamUrls } from './upstreams/clients';
import type { LoyaltyHeaders } from './upstreams/loyalty';
import type { PushConfig } from './upstreams/push';
import { startLive, type LiveConfig } from './live/start';
import { LiveOrderDesk } from './domains/orders/live/desk';
import { observabilityFromEnv, type ObservabilitySettings } from './observability/settings';
import { startTracing } from './observability/tracing';
import { attachAdmission, attachMetrics } from './observability/metrics';
import { ConcurrencyLimiter, DEFAULT_MAX_CONCURRENT_REQUESTS, DEFAULT_REQUEST_QUEUE_MAX } from './load-shedding';
import { DEFAULT_REQUEST_DEADLINE_MS } from './request-deadline';
import { probeUpstream } from './observability/readiness';
import { InFlight } from './in-flight';
import { openServices, purgeHourly } from './gateway-services';
import { createRouter } from './http/router';
import { graphqlRoute } from './http/routes/graphql';
import { healthzRoute } from './http/routes/healthz';
import { readyzRoute } from './http/routes/readyz';
import { metricsRoute } from './http/routes/metrics';
import { UPLOADS_PREFIX, uploadsRoute } from './http/routes/uploads';
import { reportsRoute } from './http/routes/reports';
import { webAppRoute } from './http/routes/web-app';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

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
  /** MAX_CONCURRENT_REQUESTS: GraphQL HTTP requests worked on at once by this instance (default 32). */
  maxConcurrent?: number;
  /** REQUEST_QUEUE_MAX: requests waiting for a slot beyond those; any more are refused 503 SERVER_BUSY (default 16). */
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

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const production = config.production ?? false;
  const log = createLogger(config.logLevel ?? 'info', { service: 'gateway' });
  const opened = await openServices(config, production, log);
  const { store, services, probe, probed, holder } = opened;
  try {
    // Draining, in two steps: `leaving` turns readiness off; `draining` turns new requests away.
    let leaving = false;
    let draining = false;
    const observability = config.observability ?? observabilityFromEnv();
    const tracing = observability.tracing ? await startTracing(observability.tracing) : null;
    const detachMetrics = attachMetrics(store, observability.metrics);
    if (production && observability.metrics && !observability.metricsToken) log.info('/metrics is refused until METRICS_TOKEN is set');
    const schema = buildSchema(config.modules);
    const apollo = createApollo(schema, production, config.execution);
    await apollo.start();
    const limiter = new ConcurrencyLimiter(
      config.requests?.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_REQUESTS,
      config.requests?.queueMax ?? DEFAULT_REQUEST_QUEUE_MAX,
    );
    const detachAdmission = attachAdmission(limiter);
    // A function is read per request: a test gives only the request it cuts a short deadline.
    const deadlineSetting = config.requests?.deadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS;
    const deadlineMs = typeof deadlineSetting === 'function' ? deadlineSetting : () => deadlineSetting;
    const imageOrigins = [...originOf(config.upstreams.storage), ...originOf(config.upstreams.storagePublic)];

    const inFlight = new InFlight(); // requests being answered: a drain lets them finish before the connections close
    const routes = [
      { paths: ['/graphql', '/graphql/'], handle: graphqlRoute({ apollo, services, limiter, deadlineMs, draining: () => draining }) },
      { paths: ['/healthz'], handle: healthzRoute, whileDraining: true },
      {
        paths: ['/readyz'],
        handle: readyzRoute({ store, productApi: probeUpstream(services.connections.productApi), capabilities: probe.capabilities, leaving: () => leaving }),
        whileDraining: true,
      },
      { paths: ['/metrics'], handle: metricsRoute(observability, production), whileDraining: true },
      { paths: [`${UPLOADS_PREFIX}*`], handle: uploadsRoute(services) },
      { paths: [`${REPORTS_PREFIX}*`], handle: reportsRoute(services) },
    ];
    const otherwise = webAppRoute(config.webDist === null ? null : (config.webDist ?? DEFAULT_WEB_DIST), { imageOrigins });
    const server = createServer(createRouter(routes, { otherwise, draining: () => draining, inFlight, tracing, log }));
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
    const stopPurge = purgeHourly(services);
    const { port } = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    log.info('gateway listening', { url, production });
    const close = async () => {
      stopPurge();
      await probed;
      holder.stop();
      await live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await apollo.stop();
      services.connections.close();
      await opened.stopFeed();
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
    await opened.abandon();
    throw error;
  }
}
