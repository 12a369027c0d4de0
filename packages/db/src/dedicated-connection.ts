// One PostgreSQL connection of its own, outside any pool: for what lives as long as a session does (a session-level
// advisory lock: the gateway's leader election, gateway/src/events/leader.ts). The session ends, and what it holds
// is released, when the connection is ended or breaks; `onError` hears a break.
import pg from 'pg';

export interface DedicatedConnection {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  end(): Promise<void>;
}

export async function openDedicatedConnection(url: string, onError: (error: Error) => void): Promise<DedicatedConnection> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', onError);
  await client.connect();
  return {
    query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
    end: () => client.end(),
  };
}
