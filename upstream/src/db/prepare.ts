// Makes a product-API database ready on every start: pending migrations, then the demo dataset when the
// database has no users yet (a fresh data folder or server). Safe to call any number of times.
import { fileURLToPath } from 'node:url';
import type { Db } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';
import { seedDatabase, type SeedOptions } from './seed';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PrepareResult {
  migrations: string[];
  seeded: boolean;
}

export async function prepareDatabase(db: Db, options: SeedOptions = {}): Promise<PrepareResult> {
  const migrations = await migrate(db, MIGRATIONS_FOLDER);
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS present');
  if (rows[0].present) return { migrations, seeded: false };
  await seedDatabase(db, options);
  return { migrations, seeded: true };
}
