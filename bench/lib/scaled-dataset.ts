// The seed's scaled dataset (`npm run seed -- --scale 20`: 20 times the demo's customers, products and orders),
// built once into a PGlite folder and kept between runs: seeding it takes minutes. The benchmarks that the issues
// ask to run "over the scaled dataset" (reports, the client picker) start their reference upstreams on it.
import { openDatabase } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';
import { MIGRATIONS_FOLDER } from '../../upstream/src/db/prepare';
import { seedDatabase } from '../../upstream/src/db/seed';

export const SCALE = 20;
export const SCALED_DATA_DIR = process.env.BENCH_SCALED_DATA_DIR ?? process.env.BENCH_REPORTS_DATA_DIR ?? `/tmp/painel-bench-reports-scale${SCALE}`;

/** The folder of the scaled dataset, seeded on first use. Benchmarks only read it (a write would pile up). */
export async function scaledDataset(): Promise<string> {
  const db = await openDatabase({ dataDir: SCALED_DATA_DIR });
  try {
    await migrate(db, MIGRATIONS_FOLDER);
    const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS present');
    if (!rows[0].present) {
      console.log(`[bench] seeding scale ${SCALE} into ${SCALED_DATA_DIR} (once)`);
      await seedDatabase(db, { scale: SCALE });
    }
  } finally {
    await db.close();
  }
  return SCALED_DATA_DIR;
}
