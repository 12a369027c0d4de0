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
import { Client } from './stack';

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

/** main.ts in its own process on the test's store folder (which outlives it), as a deployment slot runs it. */
function startGateway(env: Record<string, string> = {}): ChildProcess {
  const urls = upstreams.urls;
  return spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
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
      INSTANCE_NAME: 'slot-a',
      PRODUCT_API_URL: urls.productApi,
      ERP_BRIDGE_URL: urls.erp,
      LOYALTY_URL: urls.loyalty,
      PUSH_URL: urls.push,
      STORAGE_URL: urls.storage,
      ...env,
    },
  });
}

const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) {
  advanceOrderStatus(input: $input) { errors { code message } order { status invoiceNumber } workflow { state error { code message } canRetry } }
}`;

async function erpFault(fault: Record<string, unknown>) {
  const res = await fetch(`${upstreams.urls.erp}_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(201);
}

/** The ERP bridge's recorded processa-pedido requests for an order (the sandbox keeps every one). */
async function erpSends(orderId: number): Promise<Array<{ status: number | null; headers: Record<string, string> }>> {
  const res = await fetch(`${upstreams.urls.erp}_sandbox/requests?path=processa-pedido&limit=1000`);
  const { results } = (await res.json()) as { results: Array<{ status: number | null; headers: Record<string, string>; body: { id_pedido?: number } }> };
  return results.filter((r) => r.body?.id_pedido === orderId);
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Demo orders in 'C' (ready to invoice), read from the product API's own database. */
async function ordersReadyToInvoice(): Promise<number[]> {
  const { rows } = await upstreams.db.query<{ id: number }>(`SELECT id FROM pedidos WHERE status = 'C' ORDER BY id LIMIT 2`);
  return rows.map((r) => Number(r.id));
}

describe('the gateway process', () => {
  it('answers, then ends on SIGTERM with exit code 0', async () => {
    gateway = startGateway();
    const url = await listening(gateway);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
  });
});

describe('workflows across a crash or a deploy (issue 23)', () => {
  it('a gateway killed while the ERP answer was lost: started again, the order is free at once and invoiced once', async () => {
    const [orderId] = await ordersReadyToInvoice();
    // The ERP does the work, then its answer never arrives; the gateway dies waiting for it.
    await erpFault({ mode: 'lost', path: 'processa-pedido', times: 1 });
    gateway = startGateway();
    const first = new Client(await listening(gateway));
    expect((await first.login('1001')).login.errors).toEqual([]);
    const lost = first.query(ADVANCE, { input: { orderId: String(orderId), target: 'F' } }).catch(() => null);
    await until(async () => (await erpSends(orderId)).length === 1, 'the ERP to receive the order');
    gateway.kill('SIGKILL');
    await exited(gateway);
    await lost;

    gateway = startGateway();
    const again = new Client(await listening(gateway));
    expect((await again.login('1001')).login.errors).toEqual([]);
    const answer = await again.query(ADVANCE, { input: { orderId: String(orderId), target: 'F' } });
    const result = answer.body.data?.advanceOrderStatus;
    expect(result.errors).toEqual([]);
    expect(result.order.status).toBe('F');
    // The resumed step sent with the same Idempotency-Key: the bridge replayed its first answer and made no second
    // budget; the order carries the number of the only one.
    const sends = await erpSends(orderId);
    expect(sends).toHaveLength(2);
    expect(new Set(sends.map((s) => s.headers['idempotency-key'])).size).toBe(1);
    const { rows } = await upstreams.db.query<{ numorcamento: string }>('SELECT numorcamento FROM erp_orders WHERE id_pedido = $1', [orderId]);
    expect(rows).toHaveLength(1);
    expect(String(result.order.invoiceNumber)).toBe(String(rows[0].numorcamento));
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
  });

  it('SIGTERM drains: not ready at once, the step left after the grace is interrupted and resumable at once', async () => {
    const [, orderId] = await ordersReadyToInvoice();
    // The ERP never answers this one: the step cannot finish inside the grace.
    await erpFault({ mode: 'timeout', path: 'processa-pedido', times: 1 });
    gateway = startGateway({ SHUTDOWN_GRACE_MS: '1500' });
    const url = await listening(gateway);
    const first = new Client(url);
    expect((await first.login('1001')).login.errors).toEqual([]);
    const stuck = first.query(ADVANCE, { input: { orderId: String(orderId), target: 'F' } }).catch(() => null);
    await until(async () => (await erpSends(orderId)).length === 1, 'the ERP to receive the order');
    const exit = exited(gateway);
    gateway.kill('SIGTERM');
    await until(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status === 503, 'readiness to turn off', 1_000).catch(() => undefined);
    expect(await exit).toBe(0);
    await stuck;

    gateway = startGateway();
    const again = new Client(await listening(gateway));
    expect((await again.login('1001')).login.errors).toEqual([]);
    const answer = await again.query(ADVANCE, { input: { orderId: String(orderId), target: 'F' } });
    expect(answer.body.data?.advanceOrderStatus.errors).toEqual([]);
    expect(answer.body.data?.advanceOrderStatus.order.status).toBe('F');
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
  });
});
