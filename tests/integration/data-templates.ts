// A stack's own databases, copied from what global-setup.ts prepared for the run (the demo data, the store's
// schema): a copy starts in about a second where initdb, the migrations and the seed took several. When the run
// has crossed midnight in São Paulo since the seed, the demo data's "today" is stale: the stack then starts in
// memory and seeds as it always did, so a test never sees yesterday's demo day.
// With TEST_DATABASE_URL (CI), the reference services and the gateway's store run on databases of their own on that
// server, the demo data created from the run's template: PGlite is PostgreSQL compiled to WebAssembly inside the
// test's own process, so every query of a stack took the cores the gateway and the tests were measured on (the
// integration step is CPU-bound on the 2-core CI machine), and opening a PGlite copy of the store took half a second
// of them. Without it, PGlite folders copied from the run's. The reference services' own database tests, and the
// tests that start a gateway on a store they name, keep running on both engines.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createFreshPostgres } from '@painel/db/test-databases';
import { startGateway, type GatewayConfig, type RunningGateway } from '../../gateway/src/server';
import { startUpstreams, type StartOptions, type Upstreams } from '../../upstream/src/start';
import { saoPauloDate } from '../../upstream/src/db/seed-data/dates';

/** Where a database of a stack's own is (startUpstreams' and startGateway's options: neither is in memory), and how to delete it. */
interface OwnDatabase {
  where: Pick<StartOptions & GatewayConfig, 'databaseUrl' | 'dataDir'>;
  /** After its database has been closed. */
  remove(): void | Promise<void>;
}

const IN_MEMORY: OwnDatabase = { where: {}, remove: () => undefined };

/** A fresh copy of one prepared PGlite folder: 'upstream' (demo data) or 'gateway' (the store's schema); in memory when stale or not prepared. */
function folderCopy(name: 'upstream' | 'gateway'): OwnDatabase {
  const root = inject('dataTemplates');
  if (!root || !existsSync(join(root, name)) || inject('dataTemplatesDay') !== saoPauloDate(new Date())) return IN_MEMORY;
  const dir = mkdtempSync(join(root, 'runs', `${name}-`));
  cpSync(join(root, name), dir, { recursive: true });
  return { where: { dataDir: dir }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh copy of the demo database on TEST_DATABASE_URL's server, when the run prepared one there (and it is still today). */
async function serverDemoCopy(): Promise<OwnDatabase | null> {
  const template = inject('upstreamTemplateDatabase');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl || inject('dataTemplatesDay') !== saoPauloDate(new Date())) return null;
  const fresh = await createFreshPostgres(adminUrl, 'it_upstream', template);
  return { where: { databaseUrl: fresh.url }, remove: fresh.drop };
}

/** A store of a gateway's own: an empty database on TEST_DATABASE_URL's server (the gateway migrates it as it starts), else a PGlite copy. */
async function ownStore(): Promise<OwnDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return folderCopy('gateway');
  const fresh = await createFreshPostgres(adminUrl, 'it_store');
  return { where: { databaseUrl: fresh.url }, remove: fresh.drop };
}

/**
 * Starts what `start` starts on `own` database, deleted when it ends: after each of `ends` (its close, and a gateway's
 * drain) or a failed start.
 */
async function startOnOwn<T extends { close(): Promise<void> }>(
  own: OwnDatabase,
  start: (where: OwnDatabase['where']) => Promise<T>,
  ends: Array<keyof T> = ['close'],
): Promise<T> {
  try {
    const running = await start(own.where);
    const endings = ends.map((name) => {
      const end = running[name] as (...args: unknown[]) => Promise<unknown>;
      const endThenRemove = async (...args: unknown[]) => {
        const result = await end(...args);
        await own.remove();
        return result;
      };
      return [name, endThenRemove];
    });
    return { ...running, ...Object.fromEntries(endings) };
  } catch (error) {
    await own.remove();
    throw error;
  }
}

/**
 * startGateway on a store of its own (ownStore), deleted once the gateway has closed or drained; a config that names
 * its store (databaseUrl or dataDir) starts on it as given.
 */
export async function gatewayOnOwnStore(config: GatewayConfig): Promise<RunningGateway> {
  if (config.databaseUrl || config.dataDir) return startGateway(config);
  return startOnOwn(await ownStore(), (where) => startGateway({ ...config, ...where }), ['close', 'drain']);
}

/** startUpstreams on a fresh copy of the demo database (deleted when they close): on the server, else a PGlite folder. */
export async function seededUpstreams(options: StartOptions = {}): Promise<Upstreams> {
  return startOnOwn((await serverDemoCopy()) ?? folderCopy('upstream'), (where) => startUpstreams({ ...options, ...where }));
}

/**
 * The year of the demo data's "today" (the seed runs on the day the run starts). A test whose figures come from
 * the demo's history (sales from January of last year, holidays of last, this and next year) puts the gateway's
 * clock in this year, so it reads the same data whatever year the run happens in.
 */
export function demoYear(): number {
  return Number((inject('dataTemplatesDay') || saoPauloDate(new Date())).slice(0, 4));
}
