// Starts the reference upstream services in this process against one database: the product API (under
// /api/v1/), ERP bridge, loyalty platform, push provider and storage API, each on its own port.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Db } from '@painel/db/database';
import { prepareDatabase } from './db/prepare';
import { erpBridgeService } from './erp-bridge/server';
import { loyaltyService } from './loyalty/server';
import { createProductApi } from './product-api/server';
import { mountReports } from './product-api/reports/mount';
import { UPSTREAM_NAMES, type UpstreamName } from './ports';
import { referenceFeatures, type ReferenceFeatures, type ReferenceProfile } from './profile';
import { pushService } from './push/server';
import { createServiceHandler, type ServiceDefinition } from './sandbox/service';
import { storageService } from './storage/server';

export interface StartOptions {
  /** PostgreSQL URL; otherwise PGlite in dataDir, or in memory when neither is given. */
  databaseUrl?: string;
  dataDir?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Port per service; 0 or absent = ephemeral. */
  ports?: Partial<Record<UpstreamName, number>>;
  /** Services to start (default all). The database is prepared for all of them regardless. */
  only?: UpstreamName[];
  /** Which extensions the services offer (profile.ts); default 'default', every extension on. */
  profile?: ReferenceProfile;
  /**
   * Base of the product API's password-reset links, asked per request (default: PUBLIC_WEB_URL): two stacks in one
   * process (the e2e run's) each link to their own panel.
   */
  publicWebUrl?: () => string;
}

export interface Upstreams {
  /** Base URL per service; '' for a service not started. productApi ends with /api/v1/, erp with /. */
  urls: Record<UpstreamName, string>;
  db: Db;
  /** The extensions these services offer. */
  features: ReferenceFeatures;
  close(): Promise<void>;
}

function listen(handler: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Also drops sockets held open by a 'timeout' fault and idle keep-alive connections.
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function baseUrl(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** A service as the profile offers it: without the `Idempotency-Key` extension, a repeated POST is done again. */
function offered(service: ServiceDefinition, features: ReferenceFeatures): ServiceDefinition {
  return features.idempotencyKey ? service : { ...service, idempotentPosts: undefined };
}

export async function startUpstreams(options: StartOptions = {}): Promise<Upstreams> {
  const host = options.host ?? '127.0.0.1';
  const selected = new Set<UpstreamName>(options.only ?? UPSTREAM_NAMES);
  const features = referenceFeatures(options.profile);
  const db = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : options.dataDir,
    // A pooled PostgreSQL connection that broke: the pool replaces it on the next query.
    onBackgroundError: (error) => console.warn(`[upstream] database connection error: ${error.message}`),
  });
  const servers: Server[] = [];
  const closeAll = async () => {
    await Promise.all(servers.map(stop));
    await db.close();
  };
  try {
    await prepareDatabase(db);
    const handlers: Record<UpstreamName, () => Promise<RequestListener>> = {
      productApi: () => createProductApi(db, { mount: mountReports, features, publicWebUrl: options.publicWebUrl }),
      erp: async () => createServiceHandler(db, offered(erpBridgeService(db, features), features)),
      loyalty: async () => createServiceHandler(db, offered(loyaltyService(db), features)),
      push: async () => createServiceHandler(db, pushService(db)),
      storage: async () => createServiceHandler(db, storageService(db)),
    };
    const suffix: Record<UpstreamName, string> = { productApi: '/api/v1/', erp: '/', loyalty: '', push: '', storage: '' };
    const urls: Record<UpstreamName, string> = { productApi: '', erp: '', loyalty: '', push: '', storage: '' };
    for (const name of UPSTREAM_NAMES) {
      if (!selected.has(name)) continue;
      const server = await listen(await handlers[name](), host, options.ports?.[name] ?? 0);
      servers.push(server);
      urls[name] = baseUrl(server, host) + suffix[name];
    }
    let closing: Promise<void> | undefined;
    return { urls, db, features, close: () => (closing ??= closeAll()) };
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}
