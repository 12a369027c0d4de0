// Fast, schema-checked inserts for seeding: multi-row INSERT statements inside the caller's transaction
// (columns checked against the live table so a schema change fails loudly), and sequences moved past the
// explicitly inserted ids so later API creates do not collide.
import type { Queryable } from '@painel/db/database';

export type Row = Record<string, unknown>;

interface ColumnInfo {
  name: string;
  json: boolean;
}

const ROWS_PER_STATEMENT = 2_000;
const columnCache = new WeakMap<Queryable, Map<string, ColumnInfo[]>>();

async function columnsOf(db: Queryable, table: string): Promise<ColumnInfo[]> {
  let perDb = columnCache.get(db);
  if (!perDb) columnCache.set(db, (perDb = new Map()));
  const cached = perDb.get(table);
  if (cached) return cached;
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  if (rows.length === 0) throw new Error(`seed: table "${table}" does not exist`);
  const info = rows.map((r) => ({ name: r.column_name, json: r.data_type === 'jsonb' || r.data_type === 'json' }));
  perDb.set(table, info);
  return info;
}

/**
 * SQL literal of a seed value. Seed values are our own generated data (no user input), and literals are
 * markedly faster than bind parameters for bulk inserts on PGlite; quoting still escapes every string.
 */
function literal(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  if (json) return `'${JSON.stringify(value).replace(/'/g, "''")}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`seed: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'`; // bytea's hex input format
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Inserts rows (all with the same keys as the first one); returns nothing. Unknown columns are an error. */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const known = new Map((await columnsOf(db, table)).map((c) => [c.name, c]));
  const keys = Object.keys(rows[0]);
  const missing = keys.filter((k) => !known.has(k));
  if (missing.length > 0) throw new Error(`seed: table "${table}" has no column(s) ${missing.join(', ')}`);
  const columnList = keys.map((k) => `"${k}"`).join(', ');
  const json = keys.map((k) => known.get(k)!.json);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const tuples = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values = keys.map((key, i) => literal(row[key], json[i]));
      return `(${values.join(',')})`;
    });
    await db.query(`INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(',')}`);
  }
}

/** After explicit ids were inserted, moves the table's id sequence (if any) past the largest id. */
export async function syncIdSequence(db: Queryable, table: string): Promise<void> {
  const { rows } = await db.query<{ seq: string | null }>(`SELECT pg_get_serial_sequence($1, 'id') AS seq`, [table]);
  const seq = rows[0]?.seq;
  if (!seq) return;
  await db.query(`SELECT setval($1, GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`, [seq]);
}
