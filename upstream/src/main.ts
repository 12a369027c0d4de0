// `npm run upstream`: the five reference upstream services in one process on their default ports
// (4101-4105), against DATABASE_URL or the PGlite folder DATA_DIR/upstream (default <repo>/.data/upstream).
// The environment it reads is declared in settings.ts; every problem is listed at once and it exits 2.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPSTREAM_NAMES } from './ports';
import { upstreamSettingsFromEnv } from './settings';
import { startUpstreams } from './start';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const checked = upstreamSettingsFromEnv();
if (!checked.ok) {
  for (const problem of checked.problems) console.error(`[upstream] ${problem}`);
  process.exit(2);
}
const settings = checked.values;
const profile = settings.REFERENCE_PROFILE;
const databaseUrl = settings.DATABASE_URL;
const dataDir = databaseUrl ? undefined : join(settings.DATA_DIR ?? join(root, '.data'), 'upstream');
const upstreams = await startUpstreams({
  databaseUrl,
  dataDir,
  host: settings.UPSTREAM_HOST,
  ports: {
    productApi: settings.PRODUCT_API_PORT,
    erp: settings.ERP_PORT,
    loyalty: settings.LOYALTY_PORT,
    push: settings.PUSH_PORT,
    storage: settings.STORAGE_PORT,
  },
  only: settings.UPSTREAM_ONLY,
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
