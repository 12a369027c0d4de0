// The gateway's Prometheus metrics (prom-client, in a registry of its own, served by metrics-route.ts). One set
// per process: a gateway attaches its store for the gauges read at scrape time (open sessions, the oldest
// unfinished workflow run). The hot paths (every GraphQL request, every upstream call) reach their series by the
// joined label values (series.ts), and do nothing at all when metrics are off (METRICS_ENABLED=false).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SeriesCounter, SeriesHistogram } from './series';
import type { Db, Queryable } from '@painel/db/database';
import { performance } from 'node:perf_hooks';
import type { GraphqlOutcome, RequestScope } from './request-scope';

export const registry = new Registry();
let enabled = true;
let defaultsStarted = false;

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// The four per-request metrics are series.ts's (no label hashing on the hot path); the rest are prom-client's.
const graphqlRequests = new SeriesCounter({
  name: 'painel_graphql_requests_total',
  help: 'GraphQL requests answered, by operation name (bounded: labels.ts) and outcome (ok, user_error, error).',
  labelNames: ['operation', 'outcome'] as const,
  registry,
});
const graphqlDuration = new SeriesHistogram({
  name: 'painel_graphql_request_duration_seconds',
  help: 'Time from the request arriving to its answer written, by operation name and outcome.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registry,
});
const upstreamRequests = new SeriesCounter({
  name: 'painel_upstream_requests_total',
  help: 'Upstream HTTP calls by service, resource (the path template) and outcome (ok, client_error 4xx, server_error 5xx, network_error).',
  labelNames: ['service', 'resource', 'outcome'] as const,
  registry,
});
const upstreamDuration = new SeriesHistogram({
  name: 'painel_upstream_request_duration_seconds',
  help: 'Upstream HTTP call time (retries of a GET included) by service and resource.',
  labelNames: ['service', 'resource'] as const,
  buckets: SECONDS_BUCKETS,
  registry,
});
const workflowRuns = new Counter({
  name: 'painel_workflow_runs_total',
  help: 'Workflow runs executed by this process, by kind and outcome (succeeded, failed, journal_error).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
const requestsShed = new Counter({
  name: 'painel_requests_shed_total',
  help: 'GraphQL HTTP requests refused at once with 503 SERVER_BUSY: this instance had MAX_CONCURRENT_REQUESTS at work and REQUEST_QUEUE_MAX waiting.',
  registers: [registry],
});
const deadlinesHit = new Counter({
  name: 'painel_request_deadlines_total',
  help: 'GraphQL HTTP requests answered 504 REQUEST_TIMEOUT: REQUEST_DEADLINE_MS passed before their answer.',
  registers: [registry],
});
const fanOutWait = new Histogram({
  name: 'painel_live_fanout_wait_seconds',
  help: "Time a live event's delivery to one subscriber waited for its turn in the fan-out (live/limits.ts FanOutGate): the fan-out's lag.",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
const leader = new Gauge({
  name: 'painel_leader',
  help: "1 while this instance leads (holds the store's advisory lock and runs the order watcher), else 0.",
  registers: [registry],
});
const openSockets = new Gauge({
  name: 'painel_open_sockets',
  help: 'Live WebSocket connections open on this process.',
  registers: [registry],
});

/** Scrape-time readers of the gateway store (the one attached last). */
let store: Queryable | null = null;
/** The attached store's connections (PostgreSQL: pool and LISTEN connection), read at scrape time. */
let storeConnections: Db['connections'] | null = null;
/** The load shedder's counts (server.ts), read at scrape time. */
let admission: { inFlight: number; queued: number } | null = null;
const SESSIONS_CACHE_MS = 5000;
let sessionsRead: { at: number; value: number } | null = null;

new Gauge({
  name: 'painel_sessions_open',
  help: 'Sessions neither ended nor past their absolute limit, in the gateway store (all instances; read at most every 5 s).',
  registers: [registry],
  async collect() {
    if (!store) return;
    const now = Date.now();
    if (!sessionsRead || now - sessionsRead.at > SESSIONS_CACHE_MS) {
      const result = await store.query<{ open: string | number }>('SELECT count(*) AS open FROM sessions WHERE ended_at IS NULL AND expires_at > now()');
      sessionsRead = { at: now, value: Number(result.rows[0]?.open ?? 0) };
    }
    this.set(sessionsRead.value);
  },
});

new Gauge({
  name: 'painel_workflow_oldest_unfinished_seconds',
  help: 'Age of the oldest workflow run still running, or failed and waiting for a retry, in the gateway store (all instances); 0 when none.',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    if (!store) return;
    const result = await store.query<{ status: string; age: string | number | null }>(
      "SELECT status, extract(epoch FROM now() - min(created_at)) AS age FROM workflow_runs WHERE status IN ('running', 'failed') GROUP BY status",
    );
    const ages = new Map(result.rows.map((row) => [row.status, Number(row.age ?? 0)]));
    for (const status of ['running', 'failed']) this.set({ status }, Math.max(0, ages.get(status) ?? 0));
  },
});

new Gauge({
  name: 'painel_workflow_runs_stopped',
  help: 'Workflow runs failed and never retried since, by code: INTERRUPTED (their process stopped mid-run) and UNCERTAIN (a send in doubt waiting for a person), in the gateway store (all instances).',
  labelNames: ['code'] as const,
  registers: [registry],
  async collect() {
    if (!store) return;
    const result = await store.query<{ code: string; runs: string | number }>(
      "SELECT error_code AS code, count(*) AS runs FROM workflow_runs WHERE status = 'failed' AND error_code IN ('INTERRUPTED', 'UNCERTAIN') GROUP BY error_code",
    );
    const counts = new Map(result.rows.map((row) => [row.code, Number(row.runs)]));
    for (const code of ['INTERRUPTED', 'UNCERTAIN']) this.set({ code }, counts.get(code) ?? 0);
  },
});

/** Which service a held send is about (erp-holds.ts HeldSend): the order's budget and the customer go to the ERP. */
const HELD_SENDS = [
  { send: 'order', service: 'erp' },
  { send: 'customer', service: 'erp' },
  { send: 'loyalty-cancel', service: 'loyalty' },
] as const;

new Gauge({
  name: 'painel_orders_uncertain',
  help: 'Orders held UNCERTAIN for a person (a send whose answer was lost, never sent again on its own), by service (erp, loyalty) and send (order, customer, loyalty-cancel), in the gateway store (all instances).',
  labelNames: ['service', 'send'] as const,
  registers: [registry],
  async collect() {
    if (!store) return;
    // A held run stays failed with its hold (runner.ts StepHold) until resolved; a newer run on the order abandons it.
    const result = await store.query<{ send: string | null; orders: string | number }>(
      `SELECT result #>> '{hold,what}' AS send, count(DISTINCT subject) AS orders FROM workflow_runs
        WHERE status = 'failed' AND error_code = 'UNCERTAIN' AND result #> '{hold,what}' IS NOT NULL GROUP BY 1`,
    );
    const counts = new Map(result.rows.map((row) => [row.send, Number(row.orders)]));
    for (const { send, service } of HELD_SENDS) this.set({ service, send }, counts.get(send) ?? 0);
  },
});

new Gauge({
  name: 'painel_store_listen_up',
  help: "1 while this instance's LISTEN connection to the gateway store is open (sessions, revocations and events from other instances arrive on it), else 0.",
  registers: [registry],
  collect() {
    if (storeConnections) this.set(storeConnections().listening ? 1 : 0);
  },
});

new Gauge({
  name: 'painel_store_pool_connections',
  help: "This instance's pooled gateway store connections by state: in_use (checked out), idle, waiting (queries waiting for a connection: the pool is exhausted).",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = storeConnections?.().pool;
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.total - pool.idle);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

new Gauge({
  name: 'painel_graphql_requests_admitted',
  help: 'GraphQL HTTP requests of this instance by state: in_flight (being worked on, at most MAX_CONCURRENT_REQUESTS) and queued (waiting for a slot, at most REQUEST_QUEUE_MAX).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!admission) return;
    this.set({ state: 'in_flight' }, admission.inFlight);
    this.set({ state: 'queued' }, admission.queued);
  },
});

/**
 * Turns metrics on or off for the process and points the scrape-time gauges at `db`; answers the detach. The
 * default Node metrics (event-loop lag among them: nodejs_eventloop_lag_seconds and its percentiles, heap, GC,
 * CPU) start with the first gateway that has metrics on.
 */
export function attachMetrics(db: Db, on: boolean): () => void {
  enabled = on;
  if (!on) return () => undefined;
  if (!defaultsStarted) {
    defaultsStarted = true;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  }
  store = db;
  storeConnections = db.connections;
  sessionsRead = null;
  return () => {
    if (store === db) {
      store = null;
      storeConnections = null;
    }
  };
}

export function metricsEnabled(): boolean {
  return enabled;
}

/** For the live-socket code: how many WebSockets this process holds open now. */
export function setOpenSockets(count: number): void {
  openSockets.set(count);
}

export function recordGraphql(operation: string, outcome: GraphqlOutcome, seconds: number): void {
  if (!enabled) return;
  const key = `${operation}\u0000${outcome}`;
  const labels = { operation, outcome };
  graphqlRequests.add(key, labels);
  graphqlDuration.observe(key, labels, seconds);
}

/**
 * A /graphql request once answered: its operation and outcome as the plugin saw them (graphql-plugin.ts), or, for
 * a request turned away before an operation was resolved (draining, a body too large, malformed JSON), 'invalid'
 * with the outcome its HTTP status says.
 */
export function recordGraphqlRequest(scope: RequestScope, status: number, startedMs: number): void {
  if (!enabled) return;
  const outcome = scope.outcome ?? (status >= 500 ? 'error' : status >= 400 ? 'user_error' : 'ok');
  recordGraphql(scope.operation ?? 'invalid', outcome, (performance.now() - startedMs) / 1000);
}

export type UpstreamOutcome = 'ok' | 'client_error' | 'server_error' | 'network_error';

export function recordUpstream(service: string, resource: string, status: number | undefined, seconds: number): void {
  if (!enabled) return;
  const outcome: UpstreamOutcome = status === undefined ? 'network_error' : status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok';
  const key = `${service}\u0000${resource}`;
  upstreamRequests.add(`${key}\u0000${outcome}`, { service, resource, outcome });
  upstreamDuration.observe(key, { service, resource }, seconds);
}

/** A workflow run's end as executeRun saw it (workflows/runner.ts). Kinds are names in the code: a bounded set. */
export function recordWorkflowRun(kind: string, outcome: string): void {
  if (!enabled) return;
  workflowRuns.inc({ kind, outcome });
}

/** The load shedder whose counts the admitted-requests gauge reads (server.ts; the one attached last). */
export function attachAdmission(limiter: { inFlight: number; queued: number }): () => void {
  admission = limiter;
  return () => {
    if (admission === limiter) admission = null;
  };
}

export function recordShed(): void {
  if (enabled) requestsShed.inc();
}

export function recordDeadlineHit(): void {
  if (enabled) deadlinesHit.inc();
}

/** How long a subscriber's delivery waited for its fan-out turn (live/limits.ts). */
export function recordFanOutWait(seconds: number): void {
  if (enabled) fanOutWait.observe(seconds);
}

/** This instance started or stopped leading (events/leader.ts). */
export function setLeader(leading: boolean): void {
  leader.set(leading ? 1 : 0);
}
