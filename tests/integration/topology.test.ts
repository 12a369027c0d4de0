// The deployment's topology for real: Debian's nginx (deploy/nginx/painel-locations.conf, the configuration compose
// uses) in front of two gateways started from the deployable folder on one PostgreSQL store, the reference services
// behind them. Through nginx: a session made on one instance works on the other; a subscription over nginx's
// WebSocket receives an event made through the other instance; page reads and status moves keep going while the
// gateways are restarted one after the other (SIGTERM, drain, start, ready) with no failed request and each move
// applied once. Runs when TEST_DATABASE_URL names a PostgreSQL server and nginx is installed.
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
import { exited, until } from './gateway-child';
import { connected, live, type Live } from './live-client';
import { Client } from './stack';
import { seededUpstreams } from './data-templates';
import { setEnv } from './env';

const root = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const NGINX = '/usr/sbin/nginx';
const METRICS_TOKEN = 'token-de-metricas-da-topologia';
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
  const sockets: Live[] = [];
  const secretKey = randomBytes(32).toString('hex');

  const settings = (slot: { name: string; port: number }) => ({
    NODE_ENV: 'production',
    GATEWAY_DATABASE_URL: database.url,
    SECRET_KEY: secretKey,
    DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-topologia-1',
    PUSH_APP_ID: 'painel-topologia',
    PUSH_API_KEY: 'chave-topologia',
    LOYALTY_PASSWORD_SHIFT_KEY: 'chave-da-loja-topologia',
    METRICS_TOKEN,
    TRUSTED_PROXY_COUNT: '1',
    INSTANCE_NAME: slot.name,
    PORT: String(slot.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: '1000',
    SHUTDOWN_GRACE_MS: '20000',
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

  it('rolling restart: page reads and status moves through nginx, no failed request, each move applied once', async () => {
    const client = new Client(front);
    expect((await client.login('1001')).login.errors).toEqual([]);
    const { rows } = await upstreams.db.query<{ id: number }>(
      `SELECT id FROM pedidos WHERE status = 'S' AND NOT pedidoadicional AND NOT EXISTS (SELECT 1 FROM pedidos a WHERE a.pedidoprincipal = pedidos.id) ORDER BY id DESC LIMIT 40`,
    );
    const toMove = rows.map((r) => Number(r.id));
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
    const moved: number[] = [];
    const mover = async () => {
      while (rolling && toMove.length) {
        const orderId = toMove.shift()!;
        const { status, body } = await client
          .query(ADVANCE, { input: { orderId: String(orderId), target: 'P' } })
          .catch((error: Error) => ({ status: 0, body: { errors: [error.message], data: undefined } }));
        check(`move ${orderId}`, status, body.errors ?? (body.data?.advanceOrderStatus.errors.length ? body.data.advanceOrderStatus.errors : undefined));
        moved.push(orderId);
      }
    };
    const load = Promise.all([reader(), reader(), reader(), mover()]);
    for (const slot of slots) {
      const stopped = exited(slot.child!);
      slot.child!.kill('SIGTERM');
      expect(await stopped).toBe(0);
      await start(slot);
    }
    rolling = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(moved.length).toBeGreaterThan(0);
    const { rows: after } = await upstreams.db.query<{ id: number; status: string }>(`SELECT id, status FROM pedidos WHERE id = ANY($1::int[])`, [moved]);
    expect(after.map((r) => r.status)).toEqual(Array(moved.length).fill('P'));
  });
});
