// Opens the gateway store and brings its schema up to date.
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db, type PostgresSettings } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';

export const STORE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface StoreOptions {
  /** postgres://... (GATEWAY_DATABASE_URL); wins over dataDir. */
  url?: string;
  /** PGlite folder; in memory when neither is given. */
  dataDir?: string;
  /** PostgreSQL connection settings (pool size, timeouts, application_name). */
  postgres?: PostgresSettings;
  /** Failures of the store's background work (PostgreSQL: its notification connection). */
  onBackgroundError?: (error: Error) => void;
}

export async function openStore(options: StoreOptions): Promise<Db> {
  const db = await openDatabase(options);
  try {
    await migrate(db, STORE_MIGRATIONS);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
