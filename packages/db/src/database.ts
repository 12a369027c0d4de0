// One small interface over PGlite (default, a data folder) and a PostgreSQL server (DATABASE_URL), so the
// same migrations and queries run on both. Types are parsed the same way on both drivers: int8 -> number,
// date -> 'YYYY-MM-DD' string, numeric -> string (exact money), timestamptz -> Date, json(b) -> value.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (no parameters): used by migrations. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const keepDateText = (value: string) => value;
const int8ToNumber = (value: string) => Number(value);

export interface OpenOptions {
  /** postgres://... ; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent (and no url) the database lives in memory. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Db> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, {
    parsers: { [DATE_OID]: keepDateText, [INT8_OID]: int8ToNumber },
  });
  const run = async <R>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) => {
    const result = await q.query<R>(sql, params as unknown[]);
    // PGlite reports affectedRows 0 for a SELECT; pg reports the rows read. Match pg.
    return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    exec: async (sql) => {
      try {
        await lite.exec(sql);
      } catch (error) {
        await lite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return keepDateText;
      if (oid === INT8_OID) return int8ToNumber;
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query(sql, params);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      // One connection, so a failing script's open transaction is rolled back on the connection that began it.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
