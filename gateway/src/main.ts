// `npm start -w gateway` (or `node build/gateway.js`): the gateway on PORT (default 4000), configured from the
// environment as settings.ts declares it. Every setting is checked before anything starts; on any problem the
// whole list is printed, one line per variable, and the process exits 1.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './server';
import { gatewaySettingsFromEnv } from './settings';
import { siteSettingsOf } from './site-settings';
import { drainOnSignals } from './shutdown';
import { DEMO_LOYALTY_SHIFT_KEY } from './kit/branch-loyalty-password';

const root = fileURLToPath(new URL('../../', import.meta.url));

const checked = gatewaySettingsFromEnv();
if (!checked.ok) {
  console.error(`[gateway] cannot start: ${checked.problems.length} setting${checked.problems.length === 1 ? '' : 's'} to fix:`);
  for (const problem of checked.problems) console.error(`[gateway]   ${problem}`);
  process.exit(1);
}
const settings = checked.values;
const production = settings.NODE_ENV === 'production';
const site = siteSettingsOf(settings);

const gateway = await startGateway({
  port: settings.PORT,
  host: settings.HOST,
  upstreams: {
    productApi: settings.PRODUCT_API_URL,
    erp: settings.ERP_BRIDGE_URL,
    loyalty: settings.LOYALTY_URL,
    push: settings.PUSH_URL,
    storage: settings.STORAGE_URL,
    storagePublic: site.storagePublic,
    passwordReset: site.passwordReset,
    productRefresh: site.productRefresh,
  },
  idempotency: { erp: settings.ERP_IDEMPOTENCY === 'honoured', loyalty: settings.LOYALTY_IDEMPOTENCY === 'honoured' },
  loyaltyHeaders: site.loyaltyHeaders,
  loyaltyDuplicateCode: site.loyaltyDuplicateCode,
  push: { appId: settings.PUSH_APP_ID, apiKey: settings.PUSH_API_KEY, legacy: settings.PUSH_LEGACY_API, segment: settings.PUSH_SEGMENT },
  databaseUrl: settings.GATEWAY_DATABASE_URL,
  storeSettings: {
    poolMax: settings.STORE_POOL_MAX,
    connectTimeoutMs: settings.STORE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: settings.STORE_STATEMENT_TIMEOUT_MS,
    idleTimeoutMs: settings.STORE_IDLE_TIMEOUT_MS,
  },
  dataDir: settings.GATEWAY_DATABASE_URL ? undefined : join(settings.DATA_DIR ?? join(root, '.data'), 'gateway'),
  secretKey: settings.SECRET_KEY,
  loyaltyPasswordShiftKey: settings.LOYALTY_PASSWORD_SHIFT_KEY ?? DEMO_LOYALTY_SHIFT_KEY,
  production,
  webDist: settings.WEB_DIST,
  logLevel: settings.LOG_LEVEL,
  sessionCacheMs: settings.SESSION_CACHE_MS,
  execution: settings.GRAPHQL_EXECUTION,
  trustedProxies: settings.TRUSTED_PROXY_COUNT,
  instanceName: settings.INSTANCE_NAME,
  strandedRunGraceMs: settings.WORKFLOW_FINISH_AFTER_MS,
  requests: {
    maxConcurrent: settings.MAX_CONCURRENT_REQUESTS,
    queueMax: settings.REQUEST_QUEUE_MAX,
    deadlineMs: settings.REQUEST_DEADLINE_MS,
  },
  live: {
    watchIntervalMs: settings.ORDER_WATCH_INTERVAL_MS,
    pollIntervalMs: settings.ORDER_POLL_INTERVAL_MS,
    sessionCheckMs: settings.LIVE_SESSION_CHECK_MS,
    limits: {
      socketsPerSession: settings.LIVE_MAX_SOCKETS_PER_SESSION,
      subscriptionsPerSocket: settings.LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET,
      messagesPerSecond: settings.LIVE_MAX_MESSAGES_PER_SECOND,
    },
  },
}).catch((error: unknown) => {
  console.error('[gateway] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

drainOnSignals(gateway, { delayMs: settings.SHUTDOWN_DELAY_MS, graceMs: settings.SHUTDOWN_GRACE_MS });
