// What a gateway serves with, opened in this order before its HTTP server exists: the store, the keys, the
// upstream connections and what they offer (capability probes), the services every request shares, the store's
// change feed, and the workflow holder (runs this instance held when it last stopped are interrupted first).
import { hostname } from 'node:os';
import type { Db } from '@painel/db/database';
import { deriveKeys } from './auth/keys';
import { serviceAccountOf } from './auth/integration-keys-account';
import { LoginLimiter } from './auth/login-limiter';
import { SessionStore } from './auth/session';
import type { GatewayServices } from './context';
import { DEFAULT_STRANDED_GRACE_MS, strandedOrderRunsFinisher } from './domains/orders/workflows/stranded-runs';
import { purgeTicketClaims } from './domains/uploads/ticket-claims';
import { loyaltyShiftKey } from './kit/branch-loyalty-password';
import type { Logger } from './logger';
import type { GatewayConfig } from './server';
import { followStoreChanges } from './store/change-feed';
import { resolveSecretKey } from './store/settings';
import { openStore } from './store/store';
import { Capabilities } from './upstreams/capabilities';
import { logCapabilities, probeAtStart, probeWithToken, type ProbeDeps } from './upstreams/capability-probe';
import { connectUpstreams } from './upstreams/clients';
import type { HttpClient } from './upstreams/http';
import { activeRunsFor } from './workflows/active-runs';
import { holderFor, interruptHeld, setInstanceName } from './workflows/run-holder';

const DEFAULT_SESSION_CACHE_MS = 5000;

export interface OpenedServices {
  store: Db;
  services: GatewayServices;
  probe: ProbeDeps;
  /** Settles when the start-up reads that need the service account's sign-in are done. */
  probed: Promise<void>;
  holder: ReturnType<typeof holderFor>;
  stopFeed(): Promise<void>;
  /** Undoes what was opened when the gateway fails to start after this. */
  abandon(): Promise<void>;
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

export async function openServices(config: GatewayConfig, production: boolean, log: Logger): Promise<OpenedServices> {
  const store = await openStore({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    // Each connection names its instance in pg_stat_activity (an operator sees which gateway holds what).
    postgres: { ...config.storeSettings, applicationName: `painel-gateway/${config.instanceName ?? hostname()}` },
    onBackgroundError: (error) => log.warn('gateway store background work failed', { error: String(error) }),
  });
  let connections: ReturnType<typeof connectUpstreams> | undefined;
  let stopFeed: (() => Promise<void>) | undefined;
  const abandon = async () => {
    connections?.close();
    await stopFeed?.().catch(() => undefined);
    await store.close();
  };
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
    const feed = await followStoreChanges(store, services.sessions, activeRunsFor(store));
    stopFeed = feed;
    // Runs this process name held when it last stopped (a crash, SIGKILL) are interrupted now; on PGlite the store
    // is this process's alone, so every running run is. Then the heartbeat keeps ours alive and finds silent ones.
    setInstanceName(config.instanceName ?? `${hostname()}:${config.port || `pid-${process.pid}`}`);
    const interrupted = await interruptHeld(store, !config.databaseUrl);
    if (interrupted) log.warn('workflow runs interrupted by an earlier stop', { runs: interrupted });
    const holder = holderFor(store);
    holder.start((error) => log.warn('workflow heartbeat failed', { error: String(error) }));
    holder.afterBeat(strandedOrderRunsFinisher(services, config.strandedRunGraceMs ?? DEFAULT_STRANDED_GRACE_MS));
    return { store, services, probe, probed, holder, stopFeed: feed, abandon };
  } catch (error) {
    await abandon();
    throw error;
  }
}

/** Rows of long-gone sessions, login failures and upload tickets are dropped hourly; unref: housekeeping never
 *  keeps the process alive. Answers the stop. */
export function purgeHourly(services: GatewayServices): () => void {
  const { log } = services;
  const purge = setInterval(
    () => {
      services.sessions.purge(services.now()).catch((error: unknown) => log.warn('session purge failed', { error: String(error) }));
      services.loginLimiter.purge(services.now()).catch((error: unknown) => log.warn('login failures purge failed', { error: String(error) }));
      purgeTicketClaims(services.store, services.now()).catch((error: unknown) => log.warn('upload ticket purge failed', { error: String(error) }));
    },
    60 * 60 * 1000,
  );
  purge.unref();
  return () => clearInterval(purge);
}
