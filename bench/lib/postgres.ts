// A PostgreSQL server for the benches that need one (startup, live): the admin URL given in BENCH_DATABASE_URL or
// TEST_DATABASE_URL, or else a throwaway server that scripts/postgres.sh starts on `port` (a data folder under the
// temporary directory, removed by stop()).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface PostgresServer {
  adminUrl: string;
  stop(): void;
}

export function postgresServer(name: string, port: string): PostgresServer {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, stop: () => undefined };
  const env = { ...process.env, PGPORT_TEST: port, PGDATA_TEST: join(tmpdir(), `painel-bench-${name}-pg`) };
  const printed = execFileSync('bash', ['scripts/postgres.sh', 'start'], { cwd: root, env, encoding: 'utf8' });
  const adminUrl = /TEST_DATABASE_URL=(\S+)/.exec(printed)?.[1];
  if (!adminUrl) throw new Error(`scripts/postgres.sh printed no URL: ${printed}`);
  const stop = () => {
    execFileSync('bash', ['scripts/postgres.sh', 'stop'], { cwd: root, env, stdio: 'ignore' });
    rmSync(env.PGDATA_TEST, { recursive: true, force: true });
  };
  return { adminUrl, stop };
}
