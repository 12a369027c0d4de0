// The gateway as `npm start` and a deployment run it: its own process (gateway/src/main.ts) outside the test
// environment, so Apollo behaves as there. It answers, then a SIGTERM (Ctrl-C in `npm start`, a deploy's stop)
// ends it with exit code 0: HTTP server, Apollo, upstream connections, store feed and store all closed. Apollo's own
// signal handlers once raced main.ts's and could hang it (gateway/src/apollo.test.ts pins that cause down; this
// race does not happen on every run).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreams, type Upstreams } from '../../upstream/src/start';

const root = fileURLToPath(new URL('../../', import.meta.url));
let upstreams: Upstreams;
let dataDir: string;
let gateway: ChildProcess | undefined;

beforeAll(async () => {
  upstreams = await startUpstreams();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-'));
}, 120_000);
afterAll(async () => {
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
  await upstreams?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The gateway's address, read from its 'gateway listening' log line (the log is written to stderr). */
function listening(child: ChildProcess): Promise<string> {
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
function exited(child: ChildProcess): Promise<number | string | null> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

describe('the gateway process', () => {
  it('answers, then ends on SIGTERM with exit code 0', async () => {
    const urls = upstreams.urls;
    gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        // Not 'test': Apollo installs its signal handlers only outside tests, as in development and production.
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PRODUCT_API_URL: urls.productApi,
        ERP_BRIDGE_URL: urls.erp,
        LOYALTY_URL: urls.loyalty,
        PUSH_URL: urls.push,
        STORAGE_URL: urls.storage,
      },
    });
    const url = await listening(gateway);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
  });
});
