// `npm start`: starts the reference implementation of every upstream service whose URL is not configured (one
// child process, `npm run upstream`), waits until they accept connections, then starts the gateway (a second child)
// pointed at them. Signals are forwarded; when either child stops, the other is stopped too.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.UPSTREAM_HOST ?? '127.0.0.1';

const services = [
  { name: 'productApi', env: 'PRODUCT_API_URL', portEnv: 'PRODUCT_API_PORT', port: 4101, path: '/api/v1/' },
  { name: 'erp', env: 'ERP_BRIDGE_URL', portEnv: 'ERP_PORT', port: 4102, path: '/' },
  { name: 'loyalty', env: 'LOYALTY_URL', portEnv: 'LOYALTY_PORT', port: 4103, path: '/' },
  { name: 'push', env: 'PUSH_URL', portEnv: 'PUSH_PORT', port: 4104, path: '' },
  { name: 'storage', env: 'STORAGE_URL', portEnv: 'STORAGE_PORT', port: 4105, path: '' },
] as const;

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}

function start(label: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[start] ${label} stopped (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPorts(ports: number[], timeoutMs: number): Promise<void> {
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

const env: NodeJS.ProcessEnv = { ...process.env };
const missing = services.filter((s) => !process.env[s.env]);
if (missing.length > 0) {
  console.log(`[start] reference upstream services: ${missing.map((s) => s.name).join(', ')}`);
  start('upstream', ['upstream/src/main.ts'], { ...env, UPSTREAM_ONLY: missing.map((s) => s.name).join(',') });
  const ports = missing.map((s) => Number(process.env[s.portEnv] ?? s.port));
  await waitForPorts(ports, 120_000);
  missing.forEach((s, i) => (env[s.env] = `http://${host}:${ports[i]}${s.path}`));
}
start('gateway', ['gateway/src/main.ts'], env);
