// One PostgreSQL connection of its own, outside any pool: for what lives as long as a session does (a session-level
// advisory lock: the gateway's leader election, gateway/src/events/leader.ts). The session ends, and what it holds
// is released, when the connection is ended or breaks; `onError` hears a break. Opened through Db.openDedicated,
// with the pool's settings.
import pg from 'pg';
import { storeError } from './connection-loss';

export interface DedicatedConnection {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  end(): Promise<void>;
}

export async function openDedicatedConnection(config: pg.ClientConfig, onError: (error: Error) => void): Promise<DedicatedConnection> {
  const client = new pg.Client(config);
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    throw storeError(error);
  }
  return {
    query: async <R>(sql: string, params?: unknown[]) => {
      try {
        return (await client.query(sql, params)).rows as R[];
      } catch (error) {
        throw storeError(error);
      }
    },
    end: () => client.end(),
  };
}
