// Benchmark of the gateway's start and its memory at rest (docs/measurements.md#targets): the compiled bundle under
// plain node (gateway/dist/main.js, what `NODE_ENV=production npm start` runs) vs the TypeScript sources through tsx,
// each with its store on PGlite (a data folder, as `npm start` keeps it) and on PostgreSQL (GATEWAY_DATABASE_URL). Each
// start is the deployed process (gateway main, NODE_ENV=production) on a store that already exists (a restart); the
// first start, which creates the store, is reported apart. Measured: time from spawning the process to /healthz
// answering 200; resident memory (VmRSS from /proc/<pid>/status) after a settle and a full GC, with the V8 heap, the
// memory outside it (`external`, WebAssembly and ArrayBuffers included) and anonymous vs file-backed pages, to see
// where it goes. The gateway gets the environment `npm start` gives it (PGLITE_SHARED_BUFFERS=16MB); with PGlite, the
// built gateway also runs with PGlite's default buffer pool (128MB), what it had before. Runs take turns (the variants'
// order flips every round). `npm run bench -- startup`. PostgreSQL: TEST_DATABASE_URL or BENCH_DATABASE_URL (an admin
// URL: a fresh database is created and dropped); otherwise scripts/postgres.sh starts a throwaway server on
// BENCH_PG_PORT (default 55442) and stops it after.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshPostgres } from '@painel/db/test-databases';
import type { UpstreamUrls } from '../gateway/src/upstreams/clients';
import { startChild } from './lib/children';
import { postgresServer, type PostgresServer } from './lib/postgres';
import type { BenchResult, Metric } from './lib/report';
import { median, ms, ratio } from './lib/stats';

const root = fileURLToPath(new URL('../', import.meta.url));
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_STARTUP_SETTLE_MS ?? 5_000);
const MiB = 1024 * 1024;

type Runtime = 'built' | 'tsx';
type StoreKind = 'pglite' | 'postgres';

/** What scripts/start.mjs gives the gateway's process. */
const START_ENV = { PGLITE_SHARED_BUFFERS: '16MB' };

interface Variant {
  name: string;
  runtime: Runtime;
  env: Record<string, string>;
}

function variants(kind: StoreKind): Variant[] {
  const asStarted: Variant[] = [
    { name: 'built', runtime: 'built', env: START_ENV },
    { name: 'tsx', runtime: 'tsx', env: START_ENV },
  ];
  return kind === 'pglite' ? [...asStarted, { name: 'built, 128MB buffer pool', runtime: 'built', env: {} }] : asStarted;
}

interface Store {
  kind: StoreKind;
  env: Record<string, string>;
  drop(): Promise<void>;
}

interface Sample {
  toHealthyMs: number;
  /** VmHWM: the most resident memory the process had, start included. */
  peakRss: number;
  /** VmRSS after the settle, before the GC (what `ps` shows of a gateway left alone). */
  rssBeforeGc: number;
  rss: number;
  rssAnon: number;
  rssFile: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Resident memory of the process's own children (tsx's esbuild service), 0 when it has none. */
  childrenRss: number;
}

/** Loaded with --import into each measured process: on SIGUSR2, a full GC then its memory use on stdout. */
const GC_HOOK =
  'data:text/javascript,' +
  encodeURIComponent(
    "process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); process.stdout.write('@@memory ' + JSON.stringify(process.memoryUsage()) + '\\n'); });",
  );

function nodeArgs(runtime: Runtime): string[] {
  const hook = ['--expose-gc', '--import', GC_HOOK];
  return runtime === 'built' ? [...hook, 'gateway/dist/main.js'] : ['--import', 'tsx', ...hook, 'gateway/src/main.ts'];
}

/** A port free now (bench/deploy.ts keeps each gateway's across its restart). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** VmRSS, RssAnon, RssFile and VmHWM of a process, in bytes. */
function residentMemory(pid: number): { rss: number; rssAnon: number; rssFile: number; peakRss: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), rssAnon: kb('RssAnon'), rssFile: kb('RssFile'), peakRss: kb('VmHWM') };
}

/** The resident memory of every descendant of a process. */
function descendantsRss(pid: number): number {
  let total = 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return 0;
  }
  for (const child of children) {
    try {
      total += residentMemory(child).rss + descendantsRss(child);
    } catch {
      // The child ended meanwhile.
    }
  }
  return total;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Reads the GC hook's answer from the process's stdout after sending it SIGUSR2. */
function heapAfterGc(child: ChildProcess, output: { text: string }): Promise<NodeJS.MemoryUsage> {
  const from = output.text.length;
  child.kill('SIGUSR2');
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = () => {
      const line = output.text
        .slice(from)
        .split('\n')
        .find((l) => l.startsWith('@@memory '));
      if (line) return resolve(JSON.parse(line.slice('@@memory '.length)) as NodeJS.MemoryUsage);
      if (Date.now() > deadline) return reject(new Error('the gateway did not answer the GC signal'));
      setTimeout(poll, 20);
    };
    poll();
  });
}

/** One start of the gateway on the store: time to /healthz, then memory at rest; the process is stopped after. */
async function measure(variant: Variant, store: Store, upstreams: UpstreamUrls, secretKey: string): Promise<Sample> {
  const { runtime } = variant;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs(runtime), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: secretKey,
      DELIVERYMAN_DEFAULT_PASSWORD: 'bench-entregador',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      PRODUCT_API_URL: upstreams.productApi,
      ERP_BRIDGE_URL: upstreams.erp,
      LOYALTY_URL: upstreams.loyalty,
      PUSH_URL: upstreams.push,
      STORAGE_URL: upstreams.storage,
      ...variant.env,
      ...store.env,
    },
  });
  const output = { text: '' };
  const errors = { text: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (errors.text += chunk.toString('utf8')));
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`${runtime} gateway exited (${child.exitCode}): ${errors.text.slice(-400)}`);
      if (performance.now() - started > 120_000) throw new Error(`${runtime} gateway not healthy within 120 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const toHealthyMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssBeforeGc = residentMemory(child.pid!).rss;
    const heap = await heapAfterGc(child, output);
    await new Promise((r) => setTimeout(r, 500));
    const memory = residentMemory(child.pid!);
    return {
      toHealthyMs,
      rssBeforeGc,
      ...memory,
      heapUsed: heap.heapUsed,
      heapTotal: heap.heapTotal,
      external: heap.external,
      arrayBuffers: heap.arrayBuffers,
      childrenRss: descendantsRss(child.pid!),
    };
  } finally {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited(child);
    clearTimeout(killer);
  }
}

async function openStore(kind: StoreKind, adminUrl: () => string): Promise<Store> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    return { kind, env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const fresh = await createFreshPostgres(adminUrl(), 'bench_startup');
  return { kind, env: { GATEWAY_DATABASE_URL: fresh.url }, drop: () => fresh.drop() };
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const medianOf = (samples: Sample[], key: keyof Sample) => median(samples.map((s) => s[key]));

function memoryBreakdown(samples: Sample[]): string {
  return [
    `heap ${mib(medianOf(samples, 'heapUsed'))}/${mib(medianOf(samples, 'heapTotal'))}`,
    `external ${mib(medianOf(samples, 'external'))}`,
    `anon/file ${mib(medianOf(samples, 'rssAnon'))}/${mib(medianOf(samples, 'rssFile'))}`,
    `before GC ${mib(medianOf(samples, 'rssBeforeGc'))}`,
    `peak ${mib(medianOf(samples, 'peakRss'))}`,
  ].join(', ');
}

function storeMetrics(kind: StoreKind, first: Sample, samples: Map<string, Sample[]>): Metric[] {
  const built = samples.get('built')!;
  const tsx = samples.get('tsx')!;
  const metrics: Metric[] = [
    { name: `${kind}: first start, new store (built) to /healthz`, value: ms(first.toHealthyMs, 0) },
    { name: `${kind}: start built / tsx`, value: ratio(medianOf(built, 'toHealthyMs') / medianOf(tsx, 'toHealthyMs')) },
    { name: `${kind}: RSS at rest built / tsx`, value: ratio(medianOf(built, 'rss') / medianOf(tsx, 'rss')) },
  ];
  for (const [name, runs] of samples) {
    metrics.push(
      { name: `${kind}: ${name}: start to /healthz`, value: ms(medianOf(runs, 'toHealthyMs'), 0) },
      { name: `${kind}: ${name}: RSS at rest (after GC)`, value: mib(medianOf(runs, 'rss')) },
      { name: `${kind}: ${name}: where`, value: memoryBreakdown(runs) },
    );
  }
  const tsxChildren = medianOf(tsx, 'childrenRss');
  if (tsxChildren > 0) metrics.push({ name: `${kind}: tsx's child processes, RSS`, value: mib(tsxChildren) });
  return metrics;
}

export async function startupBench(): Promise<BenchResult> {
  if (!existsSync(join(root, 'gateway', 'dist', 'main.js'))) {
    return { bench: 'startup', metrics: [], skipped: 'gateway/dist/main.js missing (npm run build)' };
  }
  const upstream = await startChild<{ urls: UpstreamUrls }>('upstream.ts');
  let postgres: PostgresServer | undefined;
  const notes: string[] = [];
  try {
    const adminUrl = () => (postgres ??= postgresServer('startup', process.env.BENCH_PG_PORT ?? '55442')).adminUrl;
    const metrics: Metric[] = [];
    const restRss: Partial<Record<StoreKind, number>> = {};
    for (const kind of ['pglite', 'postgres'] as const) {
      const store = await openStore(kind, adminUrl);
      const secretKey = randomBytes(32).toString('hex');
      try {
        const first = await measure(variants(kind)[0], store, upstream.info.urls, secretKey);
        const samples = new Map(variants(kind).map((v) => [v.name, [] as Sample[]]));
        for (let round = 0; round < ROUNDS; round++) {
          const order = round % 2 === 0 ? variants(kind) : variants(kind).reverse();
          for (const variant of order) samples.get(variant.name)!.push(await measure(variant, store, upstream.info.urls, secretKey));
        }
        console.log(`[startup] ${kind}: ${JSON.stringify(Object.fromEntries(samples))}`);
        metrics.push(...storeMetrics(kind, first, samples));
        restRss[kind] = medianOf(samples.get('built')!, 'rss');
      } finally {
        await store.drop();
      }
    }
    if (restRss.pglite && restRss.postgres) {
      metrics.push({ name: 'RSS at rest built, PGlite - PostgreSQL (the PGlite share)', value: mib(restRss.pglite - restRss.postgres) });
    }
    notes.push(
      `${ROUNDS} restarts per variant and store on an existing store, taking turns; memory after ${SETTLE_MS / 1000} s at rest and a full GC; ` +
        'heap = V8 heap used/total; external = memory outside the V8 heap held by JS objects (PGlite: its WebAssembly memory)',
    );
    return { bench: 'startup', metrics, notes };
  } finally {
    postgres?.stop();
    await upstream.stop();
  }
}
