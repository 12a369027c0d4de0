// Benchmark: the deployment's topology under a bounded load during a rolling restart (docs/operations.md#roll-and-any-stop). Debian's nginx
// (deploy/nginx/painel-locations.conf, as tests/integration/topology.test.ts includes it) in front of two gateways
// started from the deployable folder (`scripts/build.mjs --out <folder> --with-modules`, or BENCH_DEPLOY_FOLDER to
// reuse one) on one PostgreSQL store, the reference services (demo data) in a child behind them. BENCH_DEPLOY_CLIENTS
// clients (default 12) read the open-orders page through nginx, each sending its next request when the last is
// answered, and one more moves demo orders from 'S' to 'P'; first for BENCH_DEPLOY_SECONDS (default 8) with both
// gateways up (steady), then while the gateways are restarted one after the other (SIGTERM, drain, start, ready).
// Printed for each phase: requests answered, failed (anything but HTTP 200 without GraphQL errors, a reset connection
// included) and the answered requests' p99. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL: a
// fresh database is made and dropped), else scripts/postgres.sh starts a throwaway server on BENCH_PG_PORT (default
// 55443). `npm run bench -- deploy`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { UpstreamUrls } from '../gateway/src/upstreams/clients';
import { startChild, type Child } from './lib/children';
import { gqlHeaders, loginToken, OPEN_ORDERS_QUERY } from './lib/gateway-client';
import { openOrdersVariables } from './lib/open-orders';
import { postgresServer, type PostgresServer } from './lib/postgres';
import { skipped, type BenchResult } from './lib/report';
import { ms, percentile } from './lib/stats';
import { freePort } from './startup';

const root = fileURLToPath(new URL('../', import.meta.url));
const NGINX = '/usr/sbin/nginx';
const CLIENTS = Number(process.env.BENCH_DEPLOY_CLIENTS ?? 12);
const STEADY_SECONDS = Number(process.env.BENCH_DEPLOY_SECONDS ?? 8);
const READY_TIMEOUT_MS = 120_000;
// Production refuses the demo push credentials: the reference push provider is given the same site's own.
const PUSH = { PUSH_APP_ID: 'painel-bench-deploy', PUSH_API_KEY: 'chave-bench-deploy' };
const MOVE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { code message } } }`;

interface Slot {
  name: string;
  port: number;
  url: string;
  child?: ChildProcess;
}

interface Phase {
  answered: number[];
  failed: string[];
}

const sleep = (milliseconds: number) => new Promise((r) => setTimeout(r, milliseconds));

async function until(check: () => Promise<boolean>, what: string, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const status = (url: string) =>
  new Promise<number>((resolve) => {
    const req = request(url, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });

/** One GraphQL POST: ok when HTTP 200 with no errors (and, for a move, none in its payload); else why. */
function post(url: URL, agent: Agent, headers: Record<string, string>, body: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) return resolve(`HTTP ${res.statusCode}: ${text.slice(0, 120)}`);
        try {
          const reply = JSON.parse(text) as { errors?: unknown[]; data?: { advanceOrderStatus?: { errors: unknown[] } } };
          const errors = reply.errors ?? (reply.data?.advanceOrderStatus?.errors.length ? reply.data.advanceOrderStatus.errors : null);
          resolve(errors ? JSON.stringify(errors).slice(0, 160) : null);
        } catch {
          resolve(`not JSON: ${text.slice(0, 120)}`);
        }
      });
      res.on('error', (error) => resolve(error.message));
    });
    req.on('error', (error) => resolve(error.message));
    req.end(body);
  });
}

function nginxConfig(dir: string, port: number, slots: Slot[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${join(dir, k)};`).join('\n  ');
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  access_log off;
  ${temp}
  include ${join(root, 'deploy/nginx/painel-map.conf')};
  upstream painel_gateways {
    ${slots.map((slot) => `server 127.0.0.1:${slot.port} max_fails=0;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    include ${join(root, 'deploy/nginx/painel-locations.conf')};
  }
}
`;
}

export async function deployBench(): Promise<BenchResult> {
  if (!existsSync(NGINX)) return skipped('deploy', `no nginx at ${NGINX} (scripts/ensure-nginx.sh installs it)`);
  const work = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
  let server: PostgresServer | undefined;
  let database: FreshPostgres | undefined;
  let upstream: Child<{ urls: UpstreamUrls }> | undefined;
  let nginx: ChildProcess | undefined;
  const slots: Slot[] = [];
  try {
    const folder = process.env.BENCH_DEPLOY_FOLDER ?? join(work, 'painel');
    if (!process.env.BENCH_DEPLOY_FOLDER) {
      console.log('  building the deployable folder');
      execFileSync(process.execPath, ['scripts/build.mjs', '--out', folder, '--with-modules'], { cwd: root, stdio: 'ignore' });
    }
    server = postgresServer('deploy', process.env.BENCH_PG_PORT ?? '55443');
    database = await createFreshPostgres(server.adminUrl, 'benchdeploy');
    execFileSync(process.execPath, [join(folder, 'migrate.js')], { cwd: work, env: { GATEWAY_DATABASE_URL: database.url }, stdio: 'ignore' });
    upstream = await startChild<{ urls: UpstreamUrls }>('upstream.ts', {}, PUSH);
    const urls = upstream.info.urls;
    const secretKey = randomBytes(32).toString('hex');
    const settings = (slot: Slot) => ({
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      GATEWAY_DATABASE_URL: database!.url,
      SECRET_KEY: secretKey,
      DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-bench-1',
      ...PUSH,
      LOYALTY_PASSWORD_SHIFT_KEY: 'chave-da-loja-bench',
      TRUSTED_PROXY_COUNT: '1',
      INSTANCE_NAME: slot.name,
      PORT: String(slot.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // As the topology test: a short drain delay (the balancer here passes over a draining gateway at once).
      SHUTDOWN_DELAY_MS: process.env.BENCH_DEPLOY_SHUTDOWN_DELAY_MS ?? '1000',
      PRODUCT_API_URL: urls.productApi,
      ERP_BRIDGE_URL: urls.erp,
      LOYALTY_URL: urls.loyalty,
      PUSH_URL: urls.push,
      STORAGE_URL: urls.storage,
    });
    const start = async (slot: Slot) => {
      slot.child = spawn(process.execPath, [join(folder, 'gateway.js')], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env: settings(slot) });
      await until(async () => (await status(`${slot.url}/readyz`)) === 200, `${slot.name} to be ready`);
    };
    for (const name of ['gateway-a', 'gateway-b']) {
      const port = await freePort();
      slots.push({ name, port, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(slots.map(start));
    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir);
    const nginxPort = await freePort();
    writeFileSync(join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, nginxPort, slots));
    nginx = spawn(NGINX, ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf')], { stdio: 'ignore' });
    const front = `http://127.0.0.1:${nginxPort}`;
    await until(async () => (await status(`${front}/`)) !== 0, 'nginx to listen');

    const headers = gqlHeaders(await loginToken(front));
    const target = new URL(`${front}/graphql`);
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 1 });
    const page = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });
    let current: Phase = { answered: [], failed: [] };
    let running = true;
    const time = async (body: string) => {
      const phase = current;
      const started = performance.now();
      const failure = await post(target, agent, headers, body);
      if (failure) phase.failed.push(failure);
      else phase.answered.push(performance.now() - started);
    };
    const reader = async () => {
      while (running) await time(page);
    };
    // The demo orders in 'S' (separation), each moved once to 'P' through nginx while the load runs.
    const toMove = await ordersInSeparation(target, agent, headers);
    const mover = async () => {
      while (running && toMove.length) await time(JSON.stringify({ query: MOVE, variables: { input: { orderId: toMove.shift(), target: 'P' } } }));
    };
    console.log(`  warm-up, then ${STEADY_SECONDS} s steady with ${CLIENTS} readers and 1 mover`);
    const load = Promise.all([...Array.from({ length: CLIENTS }, reader), mover()]);
    await sleep(2_000);
    const steady: Phase = (current = { answered: [], failed: [] });
    await sleep(STEADY_SECONDS * 1000);
    const roll: Phase = (current = { answered: [], failed: [] });
    console.log('  rolling restart');
    const rollStarted = performance.now();
    for (const slot of slots) {
      const exited = new Promise<number | null>((resolve) => slot.child!.once('exit', (code) => resolve(code)));
      slot.child!.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) roll.failed.push(`${slot.name} exited ${code}`);
      await start(slot);
    }
    const rollSeconds = (performance.now() - rollStarted) / 1000;
    running = false;
    await load;
    agent.destroy();

    const line = (phase: Phase) => `${phase.answered.length} / ${phase.failed.length} / ${ms(percentile(phase.answered, 99))}`;
    const failures = [...new Set(roll.failed)].slice(0, 5);
    return {
      bench: 'deploy',
      metrics: [
        { name: 'steady (both up): answered / failed / p99', value: line(steady) },
        { name: 'rolling restart: answered / failed / p99', value: line(roll), target: '0 failed', ok: roll.failed.length === 0 },
        { name: 'rolling restart: seconds (SIGTERM, drain, start, ready x 2)', value: rollSeconds.toFixed(1) },
      ],
      notes: [
        `nginx + 2 gateways from the deployable folder on one PostgreSQL; ${CLIENTS} clients reading the open-orders page (5) and 1 moving orders S -> P, each sending its next request when the last is answered`,
        `SHUTDOWN_DELAY_MS ${settings(slots[0]).SHUTDOWN_DELAY_MS}, the other drain settings at their defaults; steady ${STEADY_SECONDS} s after a 2 s warm-up`,
        ...(failures.length ? [`${roll.failed.length} failed during the roll; their distinct answers (at most 5): ${failures.join(' | ')}`] : []),
        ...(steady.failed.length ? [`failures while steady: ${[...new Set(steady.failed)].slice(0, 3).join(' | ')}`] : []),
      ],
    };
  } finally {
    for (const slot of slots) if (slot.child && slot.child.exitCode === null) slot.child.kill('SIGKILL');
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await stopped;
    }
    await upstream?.stop();
    await database?.drop();
    server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Ids of the open orders in separation ('S'), read through the balancer. */
async function ordersInSeparation(target: URL, agent: Agent, headers: Record<string, string>): Promise<string[]> {
  const body = JSON.stringify({ query: '{ openOrders(page: 1, pageSize: 50) { items { id status } } }' });
  const reply = await new Promise<string>((resolve, reject) => {
    const req = request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end(body);
  });
  const items = (JSON.parse(reply) as { data?: { openOrders?: { items: Array<{ id: string; status: string }> } } }).data?.openOrders?.items ?? [];
  return items.filter((order) => order.status === 'S').map((order) => order.id);
}
