// The deployable folder (`npm run build`, scripts/deployable.mjs) as a deployment runs it: written outside the
// checkout with its runtime packages (--with-modules), started with plain node from another directory, with only
// the production settings in its environment (no PATH, no TypeScript, no dev dependency reachable: nothing above
// the folder holds a node_modules). The bundle must find what the sources find by path (schema/*.graphql, the
// store's SQL migrations) and answer as the sources do: /healthz, /readyz, a demo user's login through /graphql;
// it writes nothing into its own folder; wrong settings print one list and exit 1; a stale build is refused.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upstreams } from '../../upstream/src/start';
import { buildProblem } from '../../scripts/deployable.mjs';
import { Client } from './stack';
import { seededUpstreams } from './data-templates';

const root = fileURLToPath(new URL('../../', import.meta.url));
let upstreams: Upstreams;
let work: string;
let folder: string;
let dataDir: string;
let elsewhere: string;
let gateway: ChildProcess | undefined;
let url: string;
let upstreamsClosed = false;
let filesBefore: string[];

/** Every file of the folder but its packages, with its size and time: what a write into it would change. */
function folderFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : folderFiles(full, base);
    const { size, mtimeMs } = statSync(full);
    return [`${relative(base, full)} ${size} ${mtimeMs}`];
  });
}

/** The gateway's address, read from its 'gateway listening' log line (the log is written to stderr). */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = text.split('\n').find((l) => l.includes('"gateway listening"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url.replace('0.0.0.0', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`built gateway exited (${code}) before listening: ${text}`)));
  });
}

/** The settings a production deployment gives the gateway, and nothing else. */
function productionSettings(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SECRET_KEY: randomBytes(32).toString('hex'),
    DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-teste-1',
    // Production refuses the demo push credentials (the test below): this gateway has a site's own.
    PUSH_APP_ID: 'painel-teste',
    PUSH_API_KEY: 'chave-teste',
    LOYALTY_PASSWORD_SHIFT_KEY: 'chave-de-teste-da-loja',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PGLITE_SHARED_BUFFERS: '16MB',
    LOG_LEVEL: 'info',
    PRODUCT_API_URL: upstreams.urls.productApi,
    ERP_BRIDGE_URL: upstreams.urls.erp,
    LOYALTY_URL: upstreams.urls.loyalty,
    PUSH_URL: upstreams.urls.push,
    STORAGE_URL: upstreams.urls.storage,
  };
}

/** `node <folder>/gateway.js` from another directory with exactly `env`. */
const startBuilt = (env: Record<string, string>) =>
  spawn(process.execPath, [join(folder, 'gateway.js')], { cwd: elsewhere, stdio: ['ignore', 'ignore', 'pipe'], env });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'built-gateway-'));
  folder = join(work, 'painel');
  dataDir = join(work, 'data');
  elsewhere = mkdtempSync(join(work, 'cwd-'));
  // The folder of the sources as they are now (the web app's build is the prepare step's).
  execFileSync(process.execPath, ['scripts/build.mjs', '--out', folder, '--with-modules'], { cwd: root, stdio: 'ignore' });
  filesBefore = folderFiles(folder);
  upstreams = await seededUpstreams();
  gateway = startBuilt(productionSettings());
  url = await listening(gateway);
}, 180_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) {
    const exited = new Promise((resolve) => gateway!.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  if (!upstreamsClosed) await upstreams?.close();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('the deployable folder', () => {
  it('holds the bundles, the assets and a package.json of runtime dependencies only', () => {
    for (const file of [
      'gateway.js',
      'upstream.js',
      'migrate.js',
      'schema',
      'gateway/src/store/migrations',
      'upstream/src/db/migrations',
      'web/dist/index.html',
      'web/dist/index.html.br',
    ]) {
      expect(existsSync(join(folder, file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies?: unknown };
    expect(manifest.devDependencies).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['graphql', '@apollo/server', '@electric-sql/pglite', 'pg', 'zod']));
    for (const dev of ['tsx', 'typescript', 'vitest', 'esbuild', 'vite']) expect(manifest.dependencies).not.toHaveProperty(dev);
    expect(existsSync(join(folder, 'node_modules', 'tsx'))).toBe(false);
    expect(readdirSync(folder).some((f) => f.endsWith('.ts'))).toBe(false);
  });

  it('refuses to start in production on wrong or missing settings, printing one list and exiting 1', async () => {
    const { SECRET_KEY: _secret, PRODUCT_API_URL: _api, ...rest } = productionSettings();
    const refused = startBuilt({
      ...rest,
      PORT: 'quatro mil',
      LOG_LEVEL: 'verboso',
      PUSH_APP_ID: 'demo-app-id',
      PUSH_API_KEY: '',
      DELIVERYMAN_DEFAULT_PASSWORD: '',
    });
    let text = '';
    refused.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const code = await new Promise((resolve) => refused.once('exit', resolve));
    expect(code).toBe(1);
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^\[gateway\] cannot start: 7 settings to fix:$/);
    expect(lines.slice(1).map((l) => l.replace(/^\[gateway\] {3}/, '').split(' ')[0])).toEqual([
      'PORT',
      'SECRET_KEY',
      'PRODUCT_API_URL',
      'PUSH_APP_ID',
      'PUSH_API_KEY',
      'DELIVERYMAN_DEFAULT_PASSWORD',
      'LOG_LEVEL',
    ]);
    expect(text).toMatch(/PUSH_APP_ID is a demo value/);
    expect(text).toMatch(/PUSH_API_KEY is required in production/);
    expect(text).toMatch(/SECRET_KEY is required in production/);
  });

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', store: 'ok' });
  });

  it('signs a demo user in through /graphql', async () => {
    const { login } = await new Client(url).login('1001');
    expect(login.errors).toEqual([]);
    expect(login.me.user.matricula).toBe('1001');
  });

  it('serves the web app from the folder', async () => {
    const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
  });

  it('writes nothing into its own folder', () => {
    expect(folderFiles(folder)).toEqual(filesBefore);
    expect(existsSync(join(dataDir, 'gateway'))).toBe(true);
  });

  it('is refused by NODE_ENV=production npm start when missing or older than the sources', () => {
    expect(buildProblem(root, folder)).toBeNull();
    expect(buildProblem(root, join(work, 'nowhere'))).toMatch(/is missing: run 'npm run build'/);
    const info = join(folder, 'build-info.json');
    const built = readFileSync(info, 'utf8');
    writeFileSync(info, JSON.stringify({ sources: 'of another commit' }));
    try {
      expect(buildProblem(root, folder)).toMatch(/is stale .*run 'npm run build'/);
    } finally {
      writeFileSync(info, built);
    }
  });

  // Production answered every resolver error as a 500 'Erro interno' (GraphQL Armor assigned to graphql-jit's
  // read-only error message): staff saw no page text, tools no UPSTREAM_ERROR. Last in the file: it stops the upstreams.
  it('answers a product API that is down with the page text and UPSTREAM_ERROR, compiled or not', async () => {
    const client = new Client(url);
    await client.login('1001');
    await upstreams.close();
    upstreamsClosed = true;
    // graphql-js runs a document's first use, graphql-jit the next ones (compiled-execution.ts).
    for (let use = 0; use < 3; use++) {
      const { status, body } = await client.query('{ openOrders(page: 1, pageSize: 5) { total } }');
      expect(status).toBe(200);
      expect(body.errors).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/^Erro ao carregar pedidos: /), extensions: { code: 'UPSTREAM_ERROR' } }),
      ]);
    }
  });
});
