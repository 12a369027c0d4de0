// One small interface over PGlite (default, a data folder) and a PostgreSQL server (DATABASE_URL), so the
// same migrations and queries run on both. Types are parsed the same way on both drivers: int8 -> number,
// date -> 'YYYY-MM-DD' string, numeric -> string (exact money), timestamptz -> Date, json(b) -> value.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { assertChannel, PgListener, type ListenHandlers } from './pg-listener';

export type { ListenHandlers } from './pg-listener';

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
  /**
   * LISTEN on `channel` (a plain lower-case name): onNotify gets each NOTIFY payload once its transaction commits.
   * Resolves once listening; the function it returns stops. PostgreSQL: see pg-listener.ts for broken connections.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
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
  /** Failures of background work (PostgreSQL: the LISTEN connection broke or could not reconnect). */
  onBackgroundError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Db> {
  return options.url ? openPostgres(options.url, options.onBackgroundError) : openPglite(options.dataDir);
}

/**
 * PGlite's buffer pool (PostgreSQL's shared_buffers) from PGLITE_SHARED_BUFFERS (e.g. '16MB'), else PGlite's default
 * of 128MB, which is resident in full from the start (issue 24: most of a gateway's memory at rest). `npm start`
 * sets it for the gateway, whose store is small.
 */
function pgliteStartParams(): string[] | undefined {
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS?.trim();
  if (!sharedBuffers) return undefined;
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB, got '${sharedBuffers}'`);
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, {
    parsers: { [DATE_OID]: keepDateText, [INT8_OID]: int8ToNumber },
    startParams: pgliteStartParams(),
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
    listen: async (channel, handlers) => {
      assertChannel(channel);
      // One process owns a PGlite database: its connection never breaks, so onReconnect never runs.
      const stop = await lite.listen(channel, (payload) => handlers.onNotify(payload));
      return () => stop();
    },
    close: () => lite.close(),
  };
}

async function openPostgres(url: string, onBackgroundError?: (error: Error) => void): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return keepDateText;
      if (oid === INT8_OID) return int8ToNumber;
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle pooled connection that breaks (server restart, terminated backend) is reported here and replaced on
  // the next query; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => onBackgroundError?.(error));
  const listener = new PgListener(url, onBackgroundError);
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
    listen: (channel, handlers) => listener.listen(channel, handlers),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
