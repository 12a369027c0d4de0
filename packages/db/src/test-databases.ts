// Test helper: the storage engines every database test runs on. PGlite in memory always; PostgreSQL too when
// TEST_DATABASE_URL points at a server (CI starts one with scripts/postgres.sh). Each call gives a fresh,
// empty database (PostgreSQL: a new database created on the server and dropped on close).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from './database';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
}

export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = [{ name: 'pglite', open: () => openDatabase({}) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) engines.push({ name: 'postgres', open: () => openFreshPostgres(adminUrl) });
  return engines;
}

export interface FreshPostgres {
  /** The database's name on the server (a later createFreshPostgres may copy it as its template). */
  name: string;
  url: string;
  /** Drops the database (closing whatever still holds it). */
  drop(): Promise<void>;
}

/**
 * Creates a database on the server behind adminUrl, empty or a copy of `template` (a database nobody is connected
 * to); for tests that open it through their own code.
 */
export async function createFreshPostgres(adminUrl: string, prefix = 't', template?: string): Promise<FreshPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openFreshPostgres(adminUrl: string): Promise<Db> {
  const fresh = await createFreshPostgres(adminUrl);
  const db = await openDatabase({ url: fresh.url });
  return {
    ...db,
    close: async () => {
      await db.close();
      await fresh.drop();
    },
  };
}
