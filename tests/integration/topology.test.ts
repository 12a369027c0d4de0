// The deployment's topology for real: Debian's nginx (deploy/nginx/painel-locations.conf, the configuration compose
// uses) in front of two gateways started from the deployable folder on one PostgreSQL store, the reference services
// behind them. Through nginx: a session made on one instance works on the other; a subscription over nginx's
// WebSocket receives an event made through the other instance; page reads and orders moved through invoicing and
// completion keep going while the gateways are restarted one after the other (SIGTERM, drain, start, ready), with no
// failed request, one ERP budget and one loyalty registration per order, and a board whose socket comes back through
// nginx and shows what the product API holds. Runs when TEST_DATABASE_URL names a PostgreSQL server and nginx is installed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { Upstreams } from '../../upstream/src/start';
import { shiftedPassword } from '../../upstream/src/db/seed-data/loyalty-password';
import { exited, until } from './gateway-child';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { connected, EVENTS, live, type Live } from './live-client';
import { Client, type Loose } from './stack';
import { seededUpstreams } from './data-templates';
import { setEnv } from './env';

const root = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const NGINX = '/usr/sbin/nginx';
const METRICS_TOKEN = 'token-de-metricas-da-topologia';
const LOYALTY_SHIFT_KEY = 'chave-da-loja-topologia';
const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { code message } order { status } } }`;

/** A port free now (the gateways keep theirs across restarts, as a deployment slot does). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(adminUrl && existsSync(NGINX))('nginx in front of two gateways from the deployable folder on one PostgreSQL', () => {
  let work: string;
  let folder: string;
  let upstreams: Upstreams;
  let database: FreshPostgres;
  let nginx: ChildProcess | undefined;
  let front: string;
  const slots: Array<{ name: string; port: number; url: string; child?: ChildProcess }> = [];
  const sockets: Array<Pick<Live, 'dispose'>> = [];
  const secretKey = randomBytes(32).toString('hex');

  const settings = (slot: { name: string; port: number }) => ({
    NODE_ENV: 'production',
    GATEWAY_DATABASE_URL: database.url,
    SECRET_KEY: secretKey,
    DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-topologia-1',
    PUSH_APP_ID: 'painel-topologia',
    PUSH_API_KEY: 'chave-topologia',
    LOYALTY_PASSWORD_SHIFT_KEY: LOYALTY_SHIFT_KEY,
    METRICS_TOKEN,
    TRUSTED_PROXY_COUNT: '1',
    INSTANCE_NAME: slot.name,
    PORT: String(slot.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: '1000',
    // Bounds far above any request here, so that a slow machine fails no request by time (what is tested is the
    // drain's order, not the deadline's or the grace's length).
    SHUTDOWN_GRACE_MS: '120000',
    REQUEST_DEADLINE_MS: '120000',
    ERP_IDEMPOTENCY: 'honoured',
    LOYALTY_IDEMPOTENCY: 'honoured',
    PRODUCT_API_URL: upstreams.urls.productApi,
    ERP_BRIDGE_URL: upstreams.urls.erp,
    LOYALTY_URL: upstreams.urls.loyalty,
    PUSH_URL: upstreams.urls.push,
    STORAGE_URL: upstreams.urls.storage,
  });

  /** Starts a slot's gateway and waits until it is ready. */
  async function start(slot: (typeof slots)[number]): Promise<void> {
    slot.child = spawn(process.execPath, [join(folder, 'gateway.js')], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env: settings(slot) });
    await until(async () => (await fetch(`${slot.url}/readyz`).catch(() => null))?.status === 200, `${slot.name} to be ready`, 60_000);
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'topology-'));
    folder = join(work, 'painel');
    execFileSync(process.execPath, ['scripts/build.mjs', '--out', folder, '--with-modules'], { cwd: root, stdio: 'ignore' });
    // The reference push provider takes the site's own credentials, as the company's does (production refuses the demo ones).
    const restore = setEnv({ PUSH_APP_ID: 'painel-topologia', PUSH_API_KEY: 'chave-topologia' });
    try {
      upstreams = await seededUpstreams();
    } finally {
      restore();
    }
    // The branches' Cresce Vendas passwords kept under the site's own key (production refuses the demo one).
    const { rows: accounts } = await upstreams.db.query<{ id: number; token: string }>(
      'SELECT g.id, l.token FROM configuracoes_gerais g JOIN loyalty_credentials l ON l.username = g.cvusername',
    );
    for (const { id, token } of accounts) {
      await upstreams.db.query('UPDATE configuracoes_gerais SET cvpassword = $2 WHERE id = $1', [id, shiftedPassword(token, LOYALTY_SHIFT_KEY)]);
    }
    database = await createFreshPostgres(adminUrl!, 'topology');
    // The deploy step before any gateway starts.
    execFileSync(process.execPath, [join(folder, 'migrate.js')], { cwd: work, env: { GATEWAY_DATABASE_URL: database.url }, stdio: 'ignore' });
    for (const name of ['slot-a', 'slot-b']) {
      const port = await freePort();
      slots.push({ name, port, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(slots.map(start));
    const nginxPort = await freePort();
    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${join(nginxDir, k)};`).join('\n  ');
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${join(nginxDir, 'nginx.pid')};
error_log ${join(nginxDir, 'error.log')} warn;
events {}
http {
  access_log off;
  ${temp}
  include ${join(root, 'deploy/nginx/painel-map.conf')};
  # Never marked down: a stopped gateway is tried and passed over on each request (open source nginx has no
  # active health checks; a draining one answers 503, retried on the other).
  upstream painel_gateways {
    server 127.0.0.1:${slots[0].port} max_fails=0;
    server 127.0.0.1:${slots[1].port} max_fails=0;
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    include ${join(root, 'deploy/nginx/painel-locations.conf')};
  }
}
`,
    );
    nginx = spawn(NGINX, ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf')], { stdio: 'ignore' });
    front = `http://127.0.0.1:${nginxPort}`;
    await until(async () => (await fetch(`${front}/`).catch(() => null)) !== null, 'nginx to listen');
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.dispose();
    for (const slot of slots) if (slot.child && slot.child.exitCode === null) slot.child.kill('SIGKILL');
    if (nginx && nginx.exitCode === null) {
      const stopped = exited(nginx);
      nginx.kill('SIGTERM');
      await stopped;
    }
    await database?.drop();
    await upstreams?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('a session made through nginx works on each instance', async () => {
    const client = new Client(front);
    expect((await client.login('1001')).login.errors).toEqual([]);
    for (const slot of slots) {
      const direct = Object.assign(new Client(slot.url), { cookie: client.cookie });
      expect((await direct.query('{ me { user { matricula } } }')).body.data?.me?.user.matricula).toBe('1001');
    }
  });

  it("a subscription over nginx's WebSocket receives an event made through the other instance", async () => {
    const admin = new Client(front);
    expect((await admin.login('1001')).login.errors).toEqual([]);
    const board = live(front, { cookie: admin.cookie });
    sockets.push(board);
    await connected(board);
    // The instance nginx gave the socket to, from each one's own count of open sockets.
    const sockets_ = await Promise.all(
      slots.map(async (slot) => {
        const text = await (await fetch(`${slot.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        return Number(/^painel_open_sockets (\d+)/m.exec(text)?.[1] ?? 0);
      }),
    );
    expect(sockets_.sort()).toEqual([0, 1]);
    const other = slots[sockets_.indexOf(0)];
    const { rows } = await upstreams.db.query<{ id: number }>(`SELECT id FROM pedidos WHERE status = 'S' AND NOT pedidoadicional ORDER BY id LIMIT 1`);
    const orderId = Number(rows[0].id);
    const direct = Object.assign(new Client(other.url), { cookie: admin.cookie });
    expect((await direct.query(ADVANCE, { input: { orderId: String(orderId), target: 'P' } })).body.data?.advanceOrderStatus.errors).toEqual([]);
    await expect.poll(() => board.events.filter((e) => Number(e.orderEvents.orderId) === orderId).length, { timeout: 10_000 }).toBe(1);
  });

  it('rolling restart: pages read and orders invoiced and completed through nginx, no failed request, one ERP budget and one loyalty registration per order, the board reconnects and resynchronises', async () => {
    const client = new Client(front);
    expect((await client.login('1001')).login.errors).toEqual([]);
    // Orders ready to invoice (status C) that nothing was sent for yet, of branches with a loyalty account (17, 18), each
    // with a deliveryman of its branch: six are moved, the others stay as they are.
    const { rows } = await upstreams.db.query<{ id: number; deliveryman: number }>(
      `SELECT * FROM (SELECT p.id, (SELECT min(f.id) FROM funcionarios f WHERE f.is_deliveryman AND f.branch = p.codfilial) AS deliveryman
          FROM pedidos p WHERE p.status = 'C' AND NOT p.pedidoadicional
            AND NOT EXISTS (SELECT 1 FROM pedidos a WHERE a.pedidoprincipal = p.id)
            AND NOT EXISTS (SELECT 1 FROM erp_orders e WHERE e.id_pedido = p.id)
            AND p.codfilial IN (SELECT codfilial::int FROM loyalty_credentials WHERE active)) ready
        WHERE deliveryman IS NOT NULL ORDER BY id LIMIT 8`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const orders = rows.map((r) => Number(r.id));
    const deliverymen = new Map(rows.map((r) => [Number(r.id), String(r.deliveryman)]));
    const board = reconnectingBoard(front, client, orders);
    sockets.push(board);
    await until(async () => board.live && board.resyncs === 1, 'the board to connect and read its orders');

    const failures: string[] = [];
    let answered = 0;
    let rolling = true;
    const check = (what: string, status: number, errors: unknown) => {
      answered++;
      if (status !== 200 || errors) failures.push(`${what}: ${status} ${JSON.stringify(errors)}`);
    };
    const reader = async () => {
      while (rolling) {
        const { status, body } = await client
          .query('{ openOrders(page: 1, pageSize: 5) { total } }')
          .catch((error: Error) => ({ status: 0, body: { errors: [error.message] } }));
        check('page', status, body.errors);
      }
    };
    // Each order is invoiced (the ERP's processa-pedido), sent out and completed (the loyalty registration). The roll
    // grants orders as it goes, so that some are moved while each gateway drains and is down.
    const completed: number[] = [];
    let allowance = 1;
    const steps = (orderId: number): Array<[string, Record<string, unknown>]> => [
      ['F', {}],
      ['E', { deliverymanId: deliverymen.get(orderId) }],
      ['V', {}],
    ];
    const mover = async () => {
      for (const orderId of orders) {
        await until(async () => !rolling || completed.length < allowance, 'the roll to grant an order', 240_000);
        if (!rolling) return;
        for (const [target, extra] of steps(orderId)) {
          const { status, body } = await client
            .query(ADVANCE, { input: { orderId: String(orderId), target, ...extra } })
            .catch((error: Error) => ({ status: 0, body: { errors: [error.message], data: undefined } }));
          const errors = body.errors ?? (body.data?.advanceOrderStatus.errors.length ? body.data.advanceOrderStatus.errors : undefined);
          check(`move ${orderId} to ${target}`, status, errors);
          if (errors) return;
        }
        completed.push(orderId);
      }
    };
    const load = Promise.all([reader(), reader(), reader(), mover()]);
    await until(async () => completed.length === 1 || failures.length > 0, 'an order completed before the roll', 60_000);
    for (const slot of slots) {
      const stopped = exited(slot.child!);
      slot.child!.kill('SIGTERM');
      const before = completed.length;
      allowance = before + 2;
      await until(async () => completed.length === allowance || failures.length > 0, `two orders completed while ${slot.name} drains and restarts`, 120_000);
      expect(await stopped).toBe(0);
      await start(slot);
    }
    // Both instances were restarted: the board's socket was closed by its own (1012) and came back through nginx.
    await until(async () => board.live && board.connections >= 2, 'the board to reconnect', 60_000);
    const last = orders[completed.length];
    allowance = completed.length + 1;
    await until(async () => completed.length === allowance || failures.length > 0, 'an order completed after the roll', 60_000);
    rolling = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(completed.length * 3);
    expect(completed).toHaveLength(6);
    expect(board.closes).toContain(1012);
    expect(board.errors).toEqual([]);

    // Each order's effects once: its status, one ERP budget, one loyalty registration of its coupon.
    const { rows: after } = await upstreams.db.query<{ id: number; status: string; budgets: number; shops: number }>(
      `SELECT p.id, p.status,
          (SELECT count(*)::int FROM erp_orders e WHERE e.id_pedido = p.id) AS budgets,
          (SELECT count(*)::int FROM loyalty_shops l WHERE l.coupon = p.numcupom) AS shops
        FROM pedidos p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [orders],
    );
    const expected = orders.map((id) => (completed.includes(id) ? { id, status: 'V', budgets: 1, shops: 1 } : { id, status: 'C', budgets: 0, shops: 0 }));
    expect(after.map((r) => ({ ...r, id: Number(r.id) }))).toEqual(expected);

    // The board heard the order completed after the roll over its new socket, and what it shows (its reads on each
    // connection and the events since) is what the product API holds.
    await expect.poll(() => board.events.some((e) => Number(e.orderId) === last && e.kind === 'COMPLETED'), { timeout: 20_000 }).toBe(true);
    await board.settled();
    expect(board.resyncs).toBe(board.connections);
    expect(orders.map((id) => board.shown.get(id))).toEqual(expected.map((o) => o.status));
  }, 480_000);
});

/** How far an order went in the flow the roll moves it through. */
const RANK: Record<string, number> = { C: 0, F: 1, E: 2, V: 3 };

/**
 * An order board over nginx's WebSocket as the web's (web/src/kernel/liveSocket.ts): retried on every close but a
 * refusal, and, on every connection, reading again the orders it shows (what the web's lists do when the socket comes
 * back); between reads, each event moves its order on. Statuses only move forward here, so a read and an event
 * that cross keep the later one.
 */
function reconnectingBoard(front: string, session: Client, orders: number[]) {
  const headers = { cookie: session.cookie! };
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const shown = new Map<number, string>();
  const show = (id: number, status: string | undefined) => {
    if (status && (RANK[status] ?? -1) > (RANK[shown.get(id) ?? ''] ?? -1)) shown.set(id, status);
  };
  const reads: Array<Promise<void>> = [];
  const READ = `{ ${orders.map((id) => `o${id}: order(id: "${id}") { id status }`).join(' ')} }`;
  const board = {
    live: false,
    connections: 0,
    resyncs: 0,
    closes: [] as number[],
    events: [] as Loose[],
    errors: [] as unknown[],
    shown,
    settled: () => Promise.all(reads).then(() => undefined),
    dispose: () => undefined as void,
  };
  const ws = createClient({
    url: `${front.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    lazy: false,
    retryAttempts: Infinity,
    retryWait: () => new Promise((r) => setTimeout(r, 100)),
    shouldRetry: (event) => (event as { code?: number }).code !== 4403,
    onNonLazyError: () => undefined,
    on: {
      connected: () => {
        board.live = true;
        board.connections++;
        const read = session.query(READ).then(({ status, body }) => {
          if (status !== 200 || body.errors) return void board.errors.push(body.errors ?? status);
          for (const order of Object.values(body.data as Record<string, { id: string; status: string }>)) show(Number(order.id), order.status);
          board.resyncs++;
        });
        reads.push(read);
      },
      closed: (event) => {
        board.live = false;
        board.closes.push((event as { code: number }).code);
      },
    },
  });
  const stop = ws.subscribe(
    { query: EVENTS },
    {
      next: (value) => {
        if (value.errors) return void board.errors.push(...value.errors);
        const event = (value.data as Loose).orderEvents;
        board.events.push(event);
        show(Number(event.orderId), event.order?.status);
      },
      error: (error) => board.errors.push(error),
      complete: () => undefined,
    },
  );
  board.dispose = () => {
    stop();
    void ws.dispose();
  };
  return board;
}
