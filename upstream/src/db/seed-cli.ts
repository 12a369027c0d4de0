// `npm run seed -- --scale N [--reset]`: builds a (large) dataset for benchmarks into DATABASE_URL, or into the
// PGlite folder DATA_DIR/upstream (default .data/upstream at the repo root). N multiplies customers, products
// and orders. A database that already has users is left alone unless --reset empties the seeded tables first.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';
import { MIGRATIONS_FOLDER } from './prepare';
import { seedDatabase } from './seed';
import { buildDataset } from './seed-data/dataset';
import { upstreamSetting } from '../settings';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface CliArgs {
  scale: number;
  reset: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { scale: 1, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') args.reset = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const text = arg.includes('=') ? arg.slice('--scale='.length) : argv[++i];
      const scale = Number(text);
      if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error(`--scale needs a whole number from 1 to 1000, got "${text ?? ''}"`);
      args.scale = scale;
    } else throw new Error(`unknown argument "${arg}" (usage: npm run seed -- --scale N [--reset])`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = upstreamSetting('DATABASE_URL');
  const dataDir = url ? undefined : join(upstreamSetting('DATA_DIR') ?? join(root, '.data'), 'upstream');
  console.log(`[seed] target: ${url ? url.replace(/\/\/[^@/]*@/, '//***@') : dataDir}; scale ${args.scale}`);
  const db = await openDatabase({ url, dataDir });
  try {
    const applied = await migrate(db, MIGRATIONS_FOLDER);
    if (applied.length) console.log(`[seed] migrations applied: ${applied.join(', ')}`);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (rows[0].n > 0) {
      if (!args.reset) {
        console.error('[seed] the database already has data; run with --reset to replace it');
        process.exitCode = 2;
        return;
      }
      // Table names only; the dataset decides which tables the seed owns.
      const tables = buildDataset({ scale: 1, now: new Date(), passwordHash: '' }).map(([t]) => `"${t}"`);
      await db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
      console.log(`[seed] emptied ${tables.length} tables`);
    }
    const started = Date.now();
    const counts = await seedDatabase(db, {
      scale: args.scale,
      onProgress: (table, n) => console.log(`[seed] ${table.padEnd(28)} ${String(n).padStart(9)} rows  (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`[seed] done: ${total} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
