// One small interface over PGlite (default, a data folder) and a PostgreSQL server (DATABASE_URL), so the
// same migrations and queries run on both. Types are parsed the same way on both drivers: int8 -> number,
// date -> 'YYYY-MM-DD' string, numeric -> string (exact money), timestamptz -> Date, json(b) -> value.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { storeError } from './connection-loss';
import { openDedicatedConnection, type DedicatedConnection } from './dedicated-connection';
import { assertChannel, PgListener, type ListenHandlers } from './pg-listener';
import { clientConfig, type PostgresSettings } from './postgres-settings';
import { pgliteSharedBuffers } from './db-settings';
import { claimDataDir } from './pglite-lock';

export type { ListenHandlers } from './pg-listener';
export type { PostgresSettings } from './postgres-settings';
export type { DedicatedConnection } from './dedicated-connection';
export { isConnectionLoss, StoreUnavailable } from './connection-loss';
export { StoreInUse } from './pglite-lock';

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
  /**
   * PostgreSQL: one connection outside the pool, with the pool's settings, for what a session holds (an advisory
   * lock); null on PGlite, whose one process owns the database.
   */
  openDedicated(onError: (error: Error) => void): Promise<DedicatedConnection> | null;
  /** What this handle's connections are doing now, for operators' metrics (read at scrape time). */
  connections(): StoreConnections;
  close(): Promise<void>;
}

export interface StoreConnections {
  /** The LISTEN connection is open (PGlite: always: one process owns the database). */
  listening: boolean;
  /** PostgreSQL's pool: connections open, of them idle, and queries waiting for one; null on PGlite. */
  pool: { total: number; idle: number; waiting: number } | null;
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
  /** PostgreSQL: pool size, timeouts, keepalive and the name each connection shows in pg_stat_activity. */
  postgres?: PostgresSettings;
}

export async function openDatabase(options: OpenOptions): Promise<Db> {
  return options.url ? openPostgres(options.url, options.postgres ?? {}, options.onBackgroundError) : openPglite(options.dataDir);
}

/**
 * PGlite's buffer pool (PostgreSQL's shared_buffers) from PGLITE_SHARED_BUFFERS (e.g. '16MB'), else PGlite's default
 * of 128MB, which is resident in full from the start (docs/decisions/0043-fast-on-the-wire.md: most of a gateway's
 * memory at rest). `npm start` sets it for the gateway, whose store is small.
 */
function pgliteStartParams(): string[] | undefined {
  const sharedBuffers = pgliteSharedBuffers();
  if (!sharedBuffers) return undefined;
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? claimDataDir(dataDir) : () => undefined;
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir, {
      parsers: { [DATE_OID]: keepDateText, [INT8_OID]: int8ToNumber },
      startParams: pgliteStartParams(),
    });
  } catch (error) {
    release();
    throw error;
  }
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
    openDedicated: () => null,
    connections: () => ({ listening: true, pool: null }),
    close: () => lite.close().finally(release),
  };
}

async function openPostgres(url: string, settings: PostgresSettings, onBackgroundError?: (error: Error) => void): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return keepDateText;
      if (oid === INT8_OID) return int8ToNumber;
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  const config = clientConfig(url, settings);
  const pool = new pg.Pool({ ...config, types, max: settings.poolMax ?? 10, idleTimeoutMillis: settings.idleTimeoutMs ?? 30_000 });
  // An idle pooled connection that breaks (server restart, terminated backend) is reported here and replaced on
  // the next query; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => onBackgroundError?.(error));
  const listener = new PgListener(config, onBackgroundError);
  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    try {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    } catch (error) {
      throw storeError(error);
    }
  };
  /**
   * A pooled client of one's own (a script, a transaction). While it is checked out the pool does not listen to it,
   * and a connection that breaks then emits 'error' with nobody listening, which ends the process: this listener
   * keeps it, and a client that broke is destroyed on release instead of going back to the pool.
   */
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw storeError(error);
    }
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      throw storeError(broken ?? error);
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: (sql) =>
      // One connection, so a failing script's open transaction is rolled back on the connection that began it.
      withClient(async (client) => {
        try {
          await client.query(sql);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    transaction: (fn) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const value = await fn({ query: (sql, params) => run(client, sql, params) });
          await client.query('COMMIT');
          return value;
        } catch (error) {
          // A broken connection has rolled the transaction back with its session; ROLLBACK would only fail again.
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    openDedicated: (onError) => openDedicatedConnection(config, onError),
    connections: () => ({
      listening: listener.connected,
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
