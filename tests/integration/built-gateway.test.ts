// The compiled gateway (`npm run build`: gateway/dist/main.js), as `NODE_ENV=production npm start` runs it: plain
// node, no tsx, in production mode. The bundle must find what the sources find by path (schema/*.graphql, the
// store's SQL migrations) and answer as the sources do: /healthz, and a demo user's login through /graphql.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upstreams } from '../../upstream/src/start';
import { Client } from './stack';
import { seededUpstreams } from './data-templates';

const root = fileURLToPath(new URL('../../', import.meta.url));
let upstreams: Upstreams;
let dataDir: string;
let gateway: ChildProcess | undefined;
let url: string;
let upstreamsClosed = false;

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

beforeAll(async () => {
  // The bundle of the sources as they are now (the prepare step builds only when they changed; this is ~0.3 s).
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
  upstreams = await seededUpstreams();
  dataDir = mkdtempSync(join(tmpdir(), 'built-gateway-'));
  gateway = spawn(process.execPath, ['gateway/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // What scripts/start.mjs gives the gateway.
      PGLITE_SHARED_BUFFERS: '16MB',
      SECRET_KEY: randomBytes(32).toString('hex'),
      DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-teste-1',
      // Production refuses the demo push credentials (the test below): this gateway has a site's own.
      PUSH_APP_ID: 'painel-teste',
      PUSH_API_KEY: 'chave-teste',
      LOYALTY_PASSWORD_SHIFT_KEY: 'chave-de-teste-da-loja',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PRODUCT_API_URL: upstreams.urls.productApi,
      ERP_BRIDGE_URL: upstreams.urls.erp,
      LOYALTY_URL: upstreams.urls.loyalty,
      PUSH_URL: upstreams.urls.push,
      STORAGE_URL: upstreams.urls.storage,
    },
  });
  url = await listening(gateway);
}, 120_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) {
    const exited = new Promise((resolve) => gateway!.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  if (!upstreamsClosed) await upstreams?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the compiled gateway', () => {
  it('refuses to start in production on demo values, naming each variable', async () => {
    const refused = spawn(process.execPath, ['gateway/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SECRET_KEY: 'x'.repeat(64),
        PUSH_APP_ID: 'demo-app-id',
        PUSH_API_KEY: '',
        DELIVERYMAN_DEFAULT_PASSWORD: '',
      },
    });
    let text = '';
    refused.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const code = await new Promise((resolve) => refused.once('exit', resolve));
    expect(code).toBe(1);
    expect(text).toMatch(/PUSH_APP_ID is a demo value/);
    expect(text).toMatch(/PUSH_API_KEY is required in production/);
    expect(text).toMatch(/DELIVERYMAN_DEFAULT_PASSWORD is required in production/);
  });

  it('answers /healthz', async () => {
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('signs a demo user in through /graphql', async () => {
    const { login } = await new Client(url).login('1001');
    expect(login.errors).toEqual([]);
    expect(login.me.user.matricula).toBe('1001');
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
