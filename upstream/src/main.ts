// `npm run upstream`: the five reference upstream services in one process on their default ports
// (4101-4105), against DATABASE_URL or the PGlite folder DATA_DIR/upstream (default <repo>/.data/upstream).
// Env: REFERENCE_PROFILE (default | seeds: profile.ts), UPSTREAM_HOST, PRODUCT_API_PORT, ERP_PORT, LOYALTY_PORT, PUSH_PORT, STORAGE_PORT, UPSTREAM_ONLY=a,b.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, UPSTREAM_NAMES, type UpstreamName } from './ports';
import { profileFromEnv } from './profile';
import { startUpstreams } from './start';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PORT_ENV: Record<UpstreamName, string> = {
  productApi: 'PRODUCT_API_PORT',
  erp: 'ERP_PORT',
  loyalty: 'LOYALTY_PORT',
  push: 'PUSH_PORT',
  storage: 'STORAGE_PORT',
};

function fail(message: string): never {
  console.error(`[upstream] ${message}`);
  process.exit(2);
}

function portsFromEnv(): Record<UpstreamName, number> {
  const ports = { ...DEFAULT_PORTS };
  for (const name of UPSTREAM_NAMES) {
    const raw = process.env[PORT_ENV[name]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`${PORT_ENV[name]}=${raw} is not a port number`);
    ports[name] = port;
  }
  return ports;
}

function onlyFromEnv(): UpstreamName[] | undefined {
  const raw = process.env.UPSTREAM_ONLY?.trim();
  if (!raw) return undefined;
  const byKey = new Map(UPSTREAM_NAMES.map((n) => [n.toLowerCase(), n]));
  byKey.set('product-api', 'productApi');
  byKey.set('erp-bridge', 'erp');
  return raw.split(',').map((part) => {
    const name = byKey.get(part.trim().toLowerCase());
    if (!name) fail(`UPSTREAM_ONLY: unknown service '${part.trim()}' (use ${UPSTREAM_NAMES.join(', ')})`);
    return name;
  });
}

let profile: ReturnType<typeof profileFromEnv> = 'default';
try {
  profile = profileFromEnv();
} catch (error) {
  fail((error as Error).message);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : join(process.env.DATA_DIR || join(root, '.data'), 'upstream');
const upstreams = await startUpstreams({
  databaseUrl,
  dataDir,
  host: process.env.UPSTREAM_HOST || '127.0.0.1',
  ports: portsFromEnv(),
  only: onlyFromEnv(),
  profile,
});
console.log(`[upstream] profile: ${profile}`);
console.log(`[upstream] database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
for (const name of UPSTREAM_NAMES) {
  if (upstreams.urls[name]) console.log(`[upstream] ${name.padEnd(10)} ${upstreams.urls[name]}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[upstream] ${signal}: closing`);
  try {
    await upstreams.close();
    process.exit(0);
  } catch (error) {
    console.error('[upstream] close failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
