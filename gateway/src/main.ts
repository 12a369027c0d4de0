// `npm start -w gateway`: the gateway on PORT (default 4000), configured from the environment.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './server';
import type { LogLevel } from './logger';
import type { ExecutionMode } from './apollo';
import { trustedProxyCount } from './auth/client-address';
import { demoValueProblems, siteSettingsFromEnv, type SiteSettings } from './site-settings';
import { loyaltyShiftKey } from './kit/branch-loyalty-password';

const root = fileURLToPath(new URL('../../', import.meta.url));
const env = process.env;

function required(name: string): string {
  const value = env[name];
  if (!value) {
    console.error(`[gateway] ${name} is not set (npm start at the repo root starts the reference upstreams and sets it).`);
    process.exit(1);
  }
  return value;
}

/** A whole number >= 1, or the default when unset. */
function positive(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`[gateway] ${name} must be a whole number (1 or more), got '${raw}'.`);
    process.exit(1);
  }
  return value;
}

/** A whole number of milliseconds >= 0, or the default when unset. */
function milliseconds(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[gateway] ${name} must be a whole number of milliseconds (0 or more), got '${raw}'.`);
    process.exit(1);
  }
  return value;
}

/** A whole number >= 0 (a count that may be none), or the default when unset. */
function count(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[gateway] ${name} must be a whole number (0 or more), got '${raw}'.`);
    process.exit(1);
  }
  return value;
}

function executionMode(): ExecutionMode | undefined {
  const raw = env.GRAPHQL_EXECUTION;
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'compiled' || raw === 'graphql-js') return raw;
  console.error(`[gateway] GRAPHQL_EXECUTION must be 'compiled' or 'graphql-js', got '${raw}'.`);
  process.exit(1);
}

// Production never runs on the development stack's demo values (push credentials, the new deliverymen's password,
// the service account's demo password): each one unset or left as the demo is named, and the gateway does not start.
if (env.NODE_ENV === 'production') {
  const problems = demoValueProblems(env);
  for (const problem of problems) console.error(`[gateway] ${problem}`);
  if (problems.length) process.exit(1);
}

/** ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY: 'honoured' when the operator knows the service honours Idempotency-Key. */
function honoured(name: string): boolean {
  const raw = (env[name] ?? '').trim();
  if (raw === '' || raw === 'unknown') return false;
  if (raw === 'honoured') return true;
  console.error(`[gateway] ${name} must be 'honoured' or 'unknown' (or unset), got '${raw}'.`);
  process.exit(1);
}
function siteSettings(): SiteSettings {
  try {
    return siteSettingsFromEnv(env);
  } catch (error) {
    console.error(`[gateway] ${(error as Error).message}.`);
    process.exit(1);
  }
}
const site = siteSettings();

// The loyalty password's key (spec 001: a character shift with the company's key): production must set its own.
let loyaltyPasswordShiftKey: string;
try {
  loyaltyPasswordShiftKey = loyaltyShiftKey(env.LOYALTY_PASSWORD_SHIFT_KEY, env.NODE_ENV === 'production');
} catch (error) {
  console.error(`[gateway] ${(error as Error).message}.`);
  process.exit(1);
}

function proxies(): number {
  try {
    return trustedProxyCount(env.TRUSTED_PROXY_COUNT);
  } catch (error) {
    console.error(`[gateway] ${(error as Error).message}.`);
    process.exit(1);
  }
}

const gateway = await startGateway({
  port: Number(env.PORT ?? 4000),
  host: env.HOST ?? '0.0.0.0',
  upstreams: {
    productApi: required('PRODUCT_API_URL'),
    erp: required('ERP_BRIDGE_URL'),
    loyalty: required('LOYALTY_URL'),
    push: required('PUSH_URL'),
    storage: required('STORAGE_URL'),
    storagePublic: site.storagePublic,
    passwordReset: site.passwordReset,
    productRefresh: site.productRefresh,
  },
  idempotency: { erp: honoured('ERP_IDEMPOTENCY'), loyalty: honoured('LOYALTY_IDEMPOTENCY') },
  loyaltyHeaders: site.loyaltyHeaders,
  loyaltyDuplicateCode: site.loyaltyDuplicateCode,
  push: { appId: env.PUSH_APP_ID, apiKey: env.PUSH_API_KEY, legacy: env.PUSH_LEGACY_API === 'true', segment: env.PUSH_SEGMENT || undefined },
  databaseUrl: env.GATEWAY_DATABASE_URL || undefined,
  storeSettings: {
    poolMax: positive('STORE_POOL_MAX'),
    connectTimeoutMs: milliseconds('STORE_CONNECT_TIMEOUT_MS'),
    statementTimeoutMs: milliseconds('STORE_STATEMENT_TIMEOUT_MS'),
    idleTimeoutMs: milliseconds('STORE_IDLE_TIMEOUT_MS'),
  },
  dataDir: env.GATEWAY_DATABASE_URL ? undefined : join(env.DATA_DIR ?? join(root, '.data'), 'gateway'),
  secretKey: env.SECRET_KEY || undefined,
  loyaltyPasswordShiftKey,
  production: env.NODE_ENV === 'production',
  webDist: env.WEB_DIST ?? undefined,
  logLevel: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
  sessionCacheMs: milliseconds('SESSION_CACHE_MS'),
  execution: executionMode(),
  trustedProxies: proxies(),
  instanceName: env.INSTANCE_NAME || undefined,
  strandedRunGraceMs: milliseconds('WORKFLOW_FINISH_AFTER_MS'),
  requests: {
    maxConcurrent: positive('MAX_CONCURRENT_REQUESTS'),
    queueMax: count('REQUEST_QUEUE_MAX'),
    deadlineMs: positive('REQUEST_DEADLINE_MS'),
  },
  live: {
    watchIntervalMs: milliseconds('ORDER_WATCH_INTERVAL_MS'),
    pollIntervalMs: milliseconds('ORDER_POLL_INTERVAL_MS'),
    sessionCheckMs: milliseconds('LIVE_SESSION_CHECK_MS'),
    limits: {
      socketsPerSession: positive('LIVE_MAX_SOCKETS_PER_SESSION'),
      subscriptionsPerSocket: positive('LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET'),
      messagesPerSecond: positive('LIVE_MAX_MESSAGES_PER_SECOND'),
    },
  },
}).catch((error: unknown) => {
  console.error('[gateway] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

/** SHUTDOWN_GRACE_MS: how long running workflow steps may finish on SIGTERM before they are interrupted. */
const graceMs = milliseconds('SHUTDOWN_GRACE_MS') ?? 20_000;

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  gateway.drain(graceMs).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
