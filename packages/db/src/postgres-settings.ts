// How the gateway (and the reference services) connect to PostgreSQL, the same for the pool, the LISTEN connection
// and the leader lock's connection: a server that stops answering is noticed (TCP keepalive, connect and statement
// timeouts) instead of holding requests for minutes, and every connection is named in pg_stat_activity.
import type pg from 'pg';

export interface PostgresSettings {
  /** Connections the pool opens at most (default 10); the process holds two more (LISTEN, leader lock). */
  poolMax?: number;
  /** How long opening a connection may take (default 5 s). */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer (default 15 s; 0 = no limit). */
  statementTimeoutMs?: number;
  /** An idle pooled connection is closed after this (default 30 s). */
  idleTimeoutMs?: number;
  /** pg_stat_activity's application_name (e.g. 'painel-gateway/a'). */
  applicationName?: string;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** node-postgres's client settings for `url` under `settings` (pool-only settings are the pool's). */
export function clientConfig(url: string, settings: PostgresSettings): pg.ClientConfig {
  return {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: settings.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    application_name: settings.applicationName,
  };
}
