// `npm start`: starts the reference implementation of every upstream service whose URL is not configured (one
// child process), waits until they accept connections, then starts the gateway (a second child) pointed at them.
// Signals are forwarded; when either child stops, the other is stopped too.
// What runs: with NODE_ENV=production the deployable folder `npm run build` wrote (build/gateway.js, build/upstream.js)
// with plain node: it never installs or builds, and refuses with the reason when the folder is missing or older than
// the sources. Otherwise the prepare step first (scripts/prepare.mjs: install, codegen, web build when stale), then
// the TypeScript sources through tsx. Plain JavaScript, so production needs no TypeScript tooling to start.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProblem } from './deployable.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.UPSTREAM_HOST ?? '127.0.0.1';
const production = process.env.NODE_ENV === 'production';

const buildDir = join(root, 'build');

if (production) {
  const problem = buildProblem(root, buildDir);
  if (problem) {
    console.error(`[start] ${problem}; NODE_ENV=production npm start never installs or builds.`);
    process.exit(1);
  }
} else {
  const prepared = spawnSync(process.execPath, [join(root, 'scripts', 'prepare.mjs')], { cwd: root, stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

/** Node's arguments for a program: the deployable folder's bundle in production, its TypeScript entry through tsx otherwise. */
function program(workspace) {
  if (!production) return ['--import', 'tsx', `${workspace}/src/main.ts`];
  return [join(buildDir, `${workspace}.js`)];
}

const services = [
  { name: 'productApi', env: 'PRODUCT_API_URL', portEnv: 'PRODUCT_API_PORT', port: 4101, path: '/api/v1/' },
  { name: 'erp', env: 'ERP_BRIDGE_URL', portEnv: 'ERP_PORT', port: 4102, path: '/' },
  { name: 'loyalty', env: 'LOYALTY_URL', portEnv: 'LOYALTY_PORT', port: 4103, path: '/' },
  { name: 'push', env: 'PUSH_URL', portEnv: 'PUSH_PORT', port: 4104, path: '' },
  { name: 'storage', env: 'STORAGE_URL', portEnv: 'STORAGE_PORT', port: 4105, path: '' },
];

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}

function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[start] ${label} stopped (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPorts(ports, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await portOpen(port))) {
      if (stopping) return;
      if (Date.now() > deadline) throw new Error(`upstream port ${port} did not open within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const env = { ...process.env };
const missing = services.filter((s) => !process.env[s.env]);
if (missing.length > 0) {
  console.log(`[start] reference upstream services: ${missing.map((s) => s.name).join(', ')}`);
  start('upstream', program('upstream'), { ...env, UPSTREAM_ONLY: missing.map((s) => s.name).join(',') });
  const ports = missing.map((s) => Number(process.env[s.portEnv] ?? s.port));
  await waitForPorts(ports, 120_000);
  missing.forEach((s, i) => (env[s.env] = `http://${host}:${ports[i]}${s.path}`));
  // The reference ERP bridge and loyalty platform of the default profile honour Idempotency-Key (a repeat answers
  // the first result), so a send whose answer was lost may go again; the seeds profile's do not, nor, as far as
  // anyone has declared, the company's: there the gateway holds the order for a person instead.
  const profile = (process.env.REFERENCE_PROFILE ?? '').trim() || 'default';
  if (profile === 'default') {
    if (!process.env.ERP_BRIDGE_URL && !process.env.ERP_IDEMPOTENCY) env.ERP_IDEMPOTENCY = 'honoured';
    if (!process.env.LOYALTY_URL && !process.env.LOYALTY_IDEMPOTENCY) env.LOYALTY_IDEMPOTENCY = 'honoured';
  }
  // The demo's keys for internal tools ('Integrações') act upstream as the demo superuser of the reference product
  // API; against the real API (PRODUCT_API_URL set) the service account must be configured.
  if (!production && !process.env.PRODUCT_API_URL && !process.env.INTEGRATION_ACCOUNT_MATRICULA) {
    Object.assign(env, { INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234' });
  }
}
// The gateway's store is small: PGlite's 128MB buffer pool, resident in full, was most of its memory at rest (issue
// 24, `npm run bench -- startup`). 16MB holds it (packages/db reads PGLITE_SHARED_BUFFERS).
start('gateway', program('gateway'), { PGLITE_SHARED_BUFFERS: '16MB', ...env });
