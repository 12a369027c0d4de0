// `npm run migrate` (`node build/migrate.js` in the deployable folder): the deploy step that brings the gateway
// store's schema up to date before new gateways start, and with `--reference` (or DATABASE_URL set) the reference
// services' database too. Each migration runs once under PostgreSQL's advisory lock (@painel/db/migrate), so it is
// safe beside gateways starting at the same time (each of which migrates at start as well); on the embedded PGlite
// store it is refused while a gateway holds the folder. Settings as the gateway reads them (settings.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';
import { readSettings } from '@painel/db/settings';
import { MIGRATIONS_FOLDER as REFERENCE_MIGRATIONS } from '../../upstream/src/db/prepare';
import { UPSTREAM_SETTINGS } from '../../upstream/src/settings';
import { someSettings } from './settings';
import { STORE_MIGRATIONS } from './store/store';

const root = fileURLToPath(new URL('../../', import.meta.url));

const gatewaySide = readSettings(someSettings(['GATEWAY_DATABASE_URL', 'DATA_DIR', 'PGLITE_SHARED_BUFFERS']), process.env, { production: false });
const referenceSide = readSettings({ DATABASE_URL: UPSTREAM_SETTINGS.DATABASE_URL }, process.env, { production: false });
const problems = [...(gatewaySide.ok ? [] : gatewaySide.problems), ...(referenceSide.ok ? [] : referenceSide.problems)];
if (!gatewaySide.ok || !referenceSide.ok) {
  for (const problem of problems) console.error(`[migrate] ${problem}`);
  process.exit(1);
}
const dataRoot = gatewaySide.values.DATA_DIR ?? join(root, '.data');

async function run(label: string, url: string | undefined, dataDir: string, folder: string): Promise<void> {
  const db = await openDatabase({ url, dataDir: url ? undefined : dataDir });
  try {
    const applied = await migrate(db, folder);
    const where = url ? 'PostgreSQL' : `PGlite in ${dataDir}`;
    console.log(`[migrate] ${label} (${where}): ${applied.length ? applied.join(', ') : 'up to date'}`);
  } finally {
    await db.close();
  }
}

try {
  await run('gateway store', gatewaySide.values.GATEWAY_DATABASE_URL, join(dataRoot, 'gateway'), STORE_MIGRATIONS);
  if (process.argv.includes('--reference') || referenceSide.values.DATABASE_URL) {
    await run('reference services', referenceSide.values.DATABASE_URL, join(dataRoot, 'upstream'), REFERENCE_MIGRATIONS);
  }
} catch (error) {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
