// Inserts the demo dataset (or a scaled one for benchmarks) in one transaction, so a crash mid-way leaves
// an empty database that the next start seeds again.
import bcrypt from 'bcryptjs';
import type { Db } from '@painel/db/database';
import { insertRows, syncIdSequence, type Row } from './seed-data/bulk-insert';
import { buildDataset } from './seed-data/dataset';
import { demoImageFiles } from './seed-data/demo-images';
import { syncReferenceSequences } from './seed-data/reference-sequences';

export const DEMO_PASSWORD = 'senha1234';

export interface SeedOptions {
  scale?: number;
  now?: Date;
  seed?: number;
  onProgress?: (table: string, rows: number) => void;
}

/** Seeds and returns the row count per table. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<Record<string, number>> {
  // One hash for every demo user: bcrypt is deliberately slow and the password is the same.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  const dataset = buildDataset({ scale: options.scale ?? 1, now: options.now ?? new Date(), passwordHash, seed: options.seed });
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [table, rows] of dataset) {
      await insertRows(tx, table, rows);
      if (rows.length > 0 && 'id' in rows[0]) await syncIdSequence(tx, table);
      counts[table] = rows.length;
      options.onProgress?.(table, rows.length);
    }
    // The pictures the rows point at, in the storage service's table (drawn here, not part of the pure dataset).
    // A reseed (seed-cli --reset) keeps uploaded files and draws the demo's again.
    const images = demoImageFiles();
    await tx.query('DELETE FROM storage_files WHERE key = ANY($1)', [images.map((i) => i.key)]);
    await insertRows(tx, 'storage_files', images as unknown as Row[]);
    counts.storage_files = images.length;
    options.onProgress?.('storage_files', images.length);
    await syncReferenceSequences(tx);
  });
  return counts;
}
