// The gateway as `npm start` and a deployment run it: its own process (gateway/src/main.ts) outside the test
// environment, so Apollo behaves as there. It answers, then a SIGTERM (Ctrl-C in `npm start`, a deploy's stop)
// ends it with exit code 0: HTTP server, Apollo, upstream connections, store feed and store all closed. Apollo's own
// signal handlers once raced main.ts's and could hang it (gateway/src/apollo.test.ts pins that cause down; this
// race does not happen on every run).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upstreams } from '../../upstream/src/start';
import { exited, killIfRunning, listening, sandboxFault, sandboxRequests, spawnGateway, until } from './gateway-child';
import { Client } from './stack';
import { holdingProxy } from './holding-proxy';
import { seededUpstreams } from './data-templates';

let upstreams: Upstreams;
let dataDir: string;
let gateway: ChildProcess | undefined;

beforeAll(async () => {
  upstreams = await seededUpstreams();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-'));
}, 120_000);
afterAll(async () => {
  killIfRunning(gateway);
  await upstreams?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** main.ts in its own process on the test's store folder (which outlives it), as a deployment slot runs it. */
const startGateway = (env: Record<string, string> = {}) => spawnGateway(upstreams.urls, { dataDir }, 'slot-a', env);

const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) {
  advanceOrderStatus(input: $input) { errors { code message } order { status invoiceNumber } workflow { state error { code message } canRetry } }
}`;

const erpFault = (fault: Record<string, unknown>) => sandboxFault(upstreams.urls.erp, fault);

/** The ERP bridge's recorded processa-pedido requests for an order (the sandbox keeps every one). */
const erpSends = async (orderId: number) => (await sandboxRequests(upstreams.urls.erp, 'processa-pedido')).filter((r) => r.body?.id_pedido === orderId);

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

describe('the store choice', () => {
  it('a second instance on the same embedded PGlite store is refused at start with the reason', async () => {
    gateway = startGateway();
    const url = await listening(gateway);
    const second = spawnGateway(upstreams.urls, { dataDir }, 'slot-b');
    let text = '';
    second.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    expect(await exited(second)).toBe(1);
    expect(text).toMatch(/embedded PGlite store .* is in use by process \d+/);
    expect(text).toMatch(/GATEWAY_DATABASE_URL/);
    // The first one goes on serving.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
  });
});

describe('a drain a load balancer can follow', () => {
  it('SIGTERM: readiness off while still serving, then every request in flight completes, then exit 0', async () => {
    const proxy = await holdingProxy(upstreams.urls.productApi);
    try {
      // The delay is long enough for the request sent after readiness went off to arrive inside it.
      gateway = spawnGateway({ ...upstreams.urls, productApi: proxy.url }, { dataDir }, 'slot-drain', {
        SHUTDOWN_DELAY_MS: '5000',
        SHUTDOWN_GRACE_MS: '60000',
      });
      const url = await listening(gateway);
      const client = new Client(url);
      expect((await client.login('1001')).login.errors).toEqual([]);
      // Each of these page reads is held at the product API until released: all are in flight at SIGTERM.
      proxy.hold((path) => path.includes('pedidos-em-aberto/') && path.includes('page_size=7'));
      // Each a different page: identical reads in flight at once might be shared upstream.
      const page = (n: number) => client.query(`{ openOrders(page: ${n}, pageSize: 7) { total items { id } } }`);
      const inFlight = Array.from({ length: 8 }, (_, i) => page(i + 1));
      await until(async () => proxy.held === 8, 'eight requests in flight at the product API');
      const exit = exited(gateway);
      gateway.kill('SIGTERM');
      await until(async () => (await fetch(`${url}/readyz`)).status === 503, 'readiness to turn off');
      // Still served while the balancer notices: a ninth request, held too.
      inFlight.push(page(9));
      await until(async () => proxy.held === 9, 'the request sent during the drain delay to be in flight');
      // Then the port stops accepting, while the nine are still held.
      await until(async () => (await fetch(`${url}/healthz`).catch(() => null)) === null, 'the port to close');
      expect(proxy.held).toBe(9);
      proxy.release();
      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
      expect(answers.filter((a) => a.body.errors === undefined && typeof a.body.data?.openOrders.total === 'number')).toHaveLength(9);
      expect(proxy.forwarded).toBe(9);
      expect(await exit).toBe(0);
    } finally {
      proxy.release();
      await proxy.close();
    }
  });
});

describe('workflows across a crash or a deploy (docs/decisions/0042-runs-held-by-heartbeat.md)', () => {
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
