// A stack's own databases, copied from the folders global-setup.ts prepared for the run (the demo data, the store's
// schema): a copy starts in about a second where initdb, the migrations and the seed took several. When the run
// has crossed midnight in São Paulo since the seed, the demo data's "today" is stale: the stack then starts in
// memory and seeds as it always did, so a test never sees yesterday's demo day.
// With TEST_DATABASE_URL (CI), the reference services run on a database of their own on that PostgreSQL server,
// created from the run's template: PGlite is PostgreSQL compiled to WebAssembly inside the test's own process, so
// every upstream query of a stack took the cores the gateway and the tests were measured on (the integration step
// is CPU-bound on the 2-core CI machine). The reference services run on both engines: their own database tests,
// the end-to-end run and a run without TEST_DATABASE_URL keep them on PGlite; the gateway's store stays on PGlite.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createFreshPostgres } from '@painel/db/test-databases';
import { startUpstreams, type StartOptions, type Upstreams } from '../../upstream/src/start';
import { saoPauloDate } from '../../upstream/src/db/seed-data/dates';

export interface DataCopy {
  /** PGlite folder, or undefined: in memory (the reference services seed it at start). */
  dataDir?: string;
  /** Deletes the copy (after its database has been closed). */
  remove(): void;
}

/** A fresh copy of one prepared database: 'upstream' (demo data) or 'gateway' (the store's schema). */
export function templateCopy(name: 'upstream' | 'gateway'): DataCopy {
  const root = inject('dataTemplates');
  if (!root || inject('dataTemplatesDay') !== saoPauloDate(new Date())) return { remove: () => undefined };
  const dir = mkdtempSync(join(root, 'runs', `${name}-`));
  cpSync(join(root, name), dir, { recursive: true });
  return { dataDir: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where a stack's reference services keep their data (startUpstreams' options), and how to delete it afterwards. */
interface UpstreamCopy {
  where: Pick<StartOptions, 'databaseUrl' | 'dataDir'>;
  remove(): void | Promise<void>;
}

/** A fresh copy of the demo database on TEST_DATABASE_URL's server, when the run prepared one there (and it is still today). */
async function serverCopy(): Promise<UpstreamCopy | null> {
  const template = inject('upstreamTemplateDatabase');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl || inject('dataTemplatesDay') !== saoPauloDate(new Date())) return null;
  const fresh = await createFreshPostgres(adminUrl, 'it_upstream', template);
  return { where: { databaseUrl: fresh.url }, remove: fresh.drop };
}

/** A fresh copy of the demo database as a PGlite folder (or in memory, seeded at start: see templateCopy). */
function folderCopy(): UpstreamCopy {
  const copy = templateCopy('upstream');
  return { where: { dataDir: copy.dataDir }, remove: copy.remove };
}

/** startUpstreams on a fresh copy of the demo database (deleted when they close): on the server, else a PGlite folder. */
export async function seededUpstreams(options: StartOptions = {}): Promise<Upstreams> {
  const copy = (await serverCopy()) ?? folderCopy();
  try {
    const upstreams = await startUpstreams({ ...options, ...copy.where });
    return {
      ...upstreams,
      close: async () => {
        await upstreams.close();
        await copy.remove();
      },
    };
  } catch (error) {
    await copy.remove();
    throw error;
  }
}

/**
 * The year of the demo data's "today" (the seed runs on the day the run starts). A test whose figures come from
 * the demo's history (sales from January of last year, holidays of last, this and next year) puts the gateway's
 * clock in this year, so it reads the same data whatever year the run happens in.
 */
export function demoYear(): number {
  return Number((inject('dataTemplatesDay') || saoPauloDate(new Date())).slice(0, 4));
}
