// The gateway as a deployment runs it, for the tests that kill or stop it: gateway/src/main.ts in its own process
// on a store that outlives it (a folder for PGlite, or a PostgreSQL database), its address read from its log, its
// exit awaited; and the reference services' sandbox (faults, recorded requests) the tests steer it with.
// gateway-process.test.ts and gateway-crash.test.ts share it.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Upstreams } from '../../upstream/src/start';
import { TEST_DEADLINE_MS } from '../request-limits';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildStore {
  /** A PGlite store in this folder (one process at a time), or */
  dataDir?: string;
  /** a PostgreSQL database several instances share. */
  databaseUrl?: string;
}

/** The gateway's address, read from its 'gateway listening' log line (the log is written to stderr). */
export function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = text.split('\n').find((l) => l.includes('"gateway listening"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url.replace('0.0.0.0', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}) before listening: ${text}`)));
  });
}

/** The exit code (or signal); a gateway that hangs on SIGTERM never answers, and the test's timeout fails it. */
export function exited(child: ChildProcess): Promise<number | string | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

/** main.ts in its own process, as deployment slot `instance` runs it; `upstreams` may name proxies instead. */
export function spawnGateway(upstreams: Upstreams['urls'], store: ChildStore, instance: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      // Not 'test': Apollo installs its signal handlers only outside tests, as in development and production.
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      ...(store.databaseUrl ? { GATEWAY_DATABASE_URL: store.databaseUrl } : { DATA_DIR: store.dataDir!, GATEWAY_DATABASE_URL: '' }),
      LOG_LEVEL: 'info',
      // No load balancer watches these: SIGTERM drains without the delay (a test that follows it sets its own).
      SHUTDOWN_DELAY_MS: '0',
      INSTANCE_NAME: instance,
      PRODUCT_API_URL: upstreams.productApi,
      ERP_BRIDGE_URL: upstreams.erp,
      LOYALTY_URL: upstreams.loyalty,
      PUSH_URL: upstreams.push,
      STORAGE_URL: upstreams.storage,
      // As `npm start` on the default reference profile, whose ERP bridge and loyalty platform honour the key; a
      // test on the seeds profile passes '' for both.
      REQUEST_DEADLINE_MS: String(TEST_DEADLINE_MS),
      ERP_IDEMPOTENCY: 'honoured',
      LOYALTY_IDEMPOTENCY: 'honoured',
      ...env,
    },
  });
}

/** Kills a child that is still running (a test's cleanup). */
export function killIfRunning(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Sets a fault on a reference service (ERP bridge, loyalty platform, push provider): POST /_sandbox/faults. */
export async function sandboxFault(serviceUrl: string, fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(new URL('/_sandbox/faults', serviceUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`fault refused: ${await res.text()}`);
}

export interface SandboxRequest {
  path: string;
  status: number | null;
  headers: Record<string, string>;
  query: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** The requests a reference service recorded on paths containing `path`, oldest first (the sandbox keeps each one). */
export async function sandboxRequests(serviceUrl: string, path: string): Promise<SandboxRequest[]> {
  const url = new URL('/_sandbox/requests', serviceUrl);
  url.searchParams.set('path', path);
  url.searchParams.set('limit', '10000');
  return ((await (await fetch(url)).json()) as { results: SandboxRequest[] }).results;
}

/** Waits until `check` holds, polling every 100 ms; fails with `what` after `ms`. */
export async function until(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
