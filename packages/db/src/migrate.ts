// Applies the numbered SQL files of a migrations folder once each, in order, recording them in
// schema_migrations. Each file runs in one transaction, so a failed migration leaves nothing half done. Several
// processes may start at once against one PostgreSQL (gateway instances): an advisory lock serialises them there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './database';

const LOCK_KEY = 7_400_301;

export async function migrate(db: Db, folder: string): Promise<string[]> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      return applyPending(db, folder);
    });
  }
  return applyPending(db, folder);
}

async function applyPending(db: Db, folder: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = readdirSync(folder)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(folder, file), 'utf8');
    await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}
