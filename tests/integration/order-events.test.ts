// The live order desk over a real WebSocket (graphql-ws, what Apollo Client's GraphQLWsLink speaks): who may
// subscribe, which events each user type receives (a finished order by its id only to type 7), a logout closing the
// socket, orders written straight into the product API found by the one watcher (with the service account when one
// is configured) and kept in their history as made outside the panel, and (on PostgreSQL) two instances behaving as
// one: an event made on one arrives on the other, and the watcher moves when its leader stops. The watcher reads every 200 ms here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { RunningGateway } from '../../gateway/src/server';
import { Client } from './stack';
import { setEnv } from './env';
import { connected, customerAppOrder, EVENTS, live, type Live } from './live-client';
import { deskOf } from '../../gateway/src/domains/orders/live/desk';
import { WATCH_MARK_KEY } from '../../gateway/src/domains/orders/live/watcher';
import type { GatewayServices } from '../../gateway/src/context';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

const WATCH_MS = 200;
const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { code message } order { status } } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Cliente desistiu") { errors { code message } order { status } } }`;
const COMPLETE = `mutation($id: ID!) { completeOrder(orderId: $id) { errors { code message } order { status } } }`;

const ofOrder = (l: Live, id: number) => l.events.filter((e) => Number(e.orderEvents.orderId) === id);
const quiet = (ms = 600) => new Promise((r) => setTimeout(r, ms));

async function openOrder(db: Db, status: string, branch: number, skip: number[] = []): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM pedidos WHERE status = $1 AND codfilial = $2 AND NOT pedidoadicional AND NOT (id = ANY($3::int[]))
      AND NOT EXISTS (SELECT 1 FROM pedidos a WHERE a.pedidoprincipal = pedidos.id) ORDER BY id LIMIT 1`,
    [status, branch, skip],
  );
  if (!rows[0]) throw new Error(`no order in ${status} on branch ${branch}`);
  return rows[0].id;
}

async function login(url: string, matricula: string, token = false): Promise<Client> {
  const client = new Client(url);
  const { login } = await client.login(matricula, 'senha1234', token);
  expect(login.errors).toEqual([]);
  if (token) client.bearer = login.token;
  return client;
}

interface LiveStack {
  db: Db;
  gateways: RunningGateway[];
  /** Stops one instance (the watcher's leader, say); close() skips it. The reference services stay for the file. */
  stop(index: number): Promise<void>;
  close(): Promise<void>;
}

/** The reference services (a fresh copy of the demo data), started once for the file: both stacks below use them. */
let sharedUpstreams: ReturnType<typeof seededUpstreams> | null = null;
const upstreamsOnce = () => (sharedUpstreams ??= seededUpstreams());
afterAll(async () => (await sharedUpstreams)?.close());

/** `count` gateways on the shared reference services: on a fresh PostgreSQL store when `databaseUrl` is given, else PGlite in memory. */
async function liveStack(count: number, databaseUrl?: string): Promise<LiveStack> {
  const upstreams = await upstreamsOnce();
  const gateways: RunningGateway[] = [];
  const stopped = new Set<number>();
  for (let i = 0; i < count; i++) {
    gateways.push(
      await gatewayOnOwnStore({
        port: 0,
        upstreams: upstreams.urls,
        webDist: null,
        logLevel: (process.env.LIVE_TEST_LOG_LEVEL as 'debug' | undefined) ?? 'silent',
        databaseUrl,
        instanceName: `live-${i}`,
        live: { watchIntervalMs: WATCH_MS },
      }),
    );
  }
  const stop = async (index: number) => {
    if (stopped.has(index)) return;
    stopped.add(index);
    await gateways[index].close();
  };
  return {
    db: upstreams.db,
    gateways,
    stop,
    close: async () => {
      for (let i = 0; i < gateways.length; i++) await stop(i);
    },
  };
}

describe('live order events on one instance (PGlite)', () => {
  let stack: LiveStack;
  let url: string;
  const sockets: Live[] = [];
  const open = (l: Live) => (sockets.push(l), l);

  beforeAll(async () => {
    stack = await liveStack(1);
    url = stack.gateways[0].url;
  });
  afterAll(async () => {
    for (const s of sockets) s.dispose();
    await stack?.close();
  });

  it('closes a socket without a session with 4401 and a Portuguese reason', async () => {
    const anonymous = open(live(url, {}));
    await expect.poll(() => anonymous.closed?.code, { timeout: 3000 }).toBe(4401);
    expect(anonymous.closed?.reason).toMatch(/Sessão encerrada ou inexistente/);
  });

  it("ignores the session cookie of a socket another site opened; the panel's own page keeps it", async () => {
    const person = await login(url, '1001');
    const foreign = open(live(url, { cookie: person.cookie, origin: 'https://outro-site.example' }));
    await expect.poll(() => foreign.closed?.code, { timeout: 3000 }).toBe(4401);
    const own = open(live(url, { cookie: person.cookie, origin: url }));
    await connected(own);
    expect(own.closed).toBeNull();
  });

  it('refuses a type without the orders page, another branch for a bound user (FORBIDDEN), and queries', async () => {
    const marketing = await login(url, '1005');
    const refused = open(live(url, { cookie: marketing.cookie }));
    await expect.poll(() => refused.errors[0]?.extensions?.code, { timeout: 3000 }).toBe('FORBIDDEN');
    const checker = await login(url, '1007');
    const otherBranch = open(live(url, { cookie: checker.cookie }, EVENTS, { branch: 18 }));
    await expect.poll(() => otherBranch.errors[0]?.extensions?.code, { timeout: 3000 }).toBe('FORBIDDEN');
    const query = open(live(url, { cookie: checker.cookie }, '{ me { type } }'));
    await expect.poll(() => query.errors[0]?.message, { timeout: 3000 }).toMatch(/só há assinaturas/);
  });

  it('a status change reaches each board that may see it: branch binding per user type, actor per SEE_ORDER_STAFF', async () => {
    const admin = await login(url, '1001');
    const submanager = await login(url, '1003', true);
    const checker = await login(url, '1007');
    const boards = {
      admin: open(live(url, { cookie: admin.cookie })),
      submanager: open(live(url, { bearer: submanager.bearer })),
      checker: open(live(url, { cookie: checker.cookie })),
      checker17: open(live(url, { cookie: checker.cookie }, EVENTS, { branch: 17 })),
    };
    for (const board of Object.values(boards)) await connected(board);
    const own = await openOrder(stack.db, 'S', 17);
    const other = await openOrder(stack.db, 'S', 18);
    for (const id of [own, other]) {
      const moved = await admin.query(ADVANCE, { input: { orderId: String(id), target: 'P' } });
      expect(moved.body.data?.advanceOrderStatus.errors).toEqual([]);
    }
    await expect.poll(() => ofOrder(boards.admin, other).length, { timeout: 3000 }).toBe(1);
    await expect.poll(() => ofOrder(boards.checker17, own).length, { timeout: 3000 }).toBe(1);
    await quiet(300);
    expect(ofOrder(boards.admin, own).map((e) => e.orderEvents)).toEqual([
      expect.objectContaining({ kind: 'STATUS_CHANGED', actor: 'Administrador Geral', order: expect.objectContaining({ status: 'P' }) }),
    ]);
    expect(ofOrder(boards.submanager, own).map((e) => e.orderEvents.actor)).toEqual(['Administrador Geral']);
    expect(ofOrder(boards.checker, own).map((e) => [e.orderEvents.kind, e.orderEvents.actor])).toEqual([['STATUS_CHANGED', null]]);
    // Every field of the event is guarded as on HTTP: the order's picker follows SEE_ORDER_STAFF too.
    const picker = (await admin.query('query($id: ID!) { order(id: $id) { picker { id } } }', { id: String(own) })).body.data?.order.picker;
    expect(picker).not.toBeNull();
    expect(ofOrder(boards.admin, own)[0].orderEvents.order.picker).toEqual(picker);
    expect(ofOrder(boards.checker, own)[0].orderEvents.order.picker).toBeNull();
    // Branch 18's order never reaches branch 17's users.
    for (const board of [boards.submanager, boards.checker, boards.checker17]) expect(ofOrder(board, other)).toEqual([]);
  });

  it("a finished order reaches whole only the users who may open 'Pedidos Concluídos'/'Cancelados'; type 7 gets its id", async () => {
    const admin = await login(url, '1001');
    const submanager = await login(url, '1003');
    const checker = await login(url, '1007');
    const allowed = open(live(url, { cookie: submanager.cookie }));
    const checkerBoard = open(live(url, { cookie: checker.cookie }));
    await connected(allowed);
    await connected(checkerBoard);
    const cancelledId = await openOrder(stack.db, 'R', 17);
    const completedId = await openOrder(stack.db, 'E', 17);
    const otherBranch = await openOrder(stack.db, 'R', 18);
    for (const id of [cancelledId, otherBranch]) expect((await admin.query(CANCEL, { id: String(id) })).body.data?.cancelOrder.errors).toEqual([]);
    const completed = await admin.query(COMPLETE, { id: String(completedId) });
    expect(completed.body.data?.completeOrder.errors).toEqual([]);
    expect(completed.body.data?.completeOrder.order.status).toBe('V');
    await expect.poll(() => ofOrder(allowed, completedId).map((e) => e.orderEvents.kind), { timeout: 3000 }).toEqual(['COMPLETED']);
    await expect.poll(() => ofOrder(checkerBoard, completedId).length, { timeout: 3000 }).toBe(1);
    await quiet(300);
    expect(ofOrder(allowed, cancelledId).map((e) => [e.orderEvents.kind, e.orderEvents.order?.status])).toEqual([['CANCELLED', 'X']]);
    expect(ofOrder(allowed, completedId)[0].orderEvents.order).toMatchObject({ id: String(completedId), status: 'V' });
    // The checker may not read finished orders: the event names the order by its id only, so the board drops the row.
    expect(ofOrder(checkerBoard, cancelledId).map((e) => e.orderEvents)).toEqual([
      expect.objectContaining({ kind: 'CANCELLED', orderId: String(cancelledId), order: null }),
    ]);
    expect(ofOrder(checkerBoard, completedId).map((e) => e.orderEvents)).toEqual([
      expect.objectContaining({ kind: 'COMPLETED', orderId: String(completedId), order: null }),
    ]);
    // Another branch's finished order is not even named to a branch-bound user.
    expect(ofOrder(checkerBoard, otherBranch)).toEqual([]);
    expect(ofOrder(allowed, otherBranch)).toEqual([]);
  });

  it('an order the customer app writes straight into the product API arrives once (the watcher)', async () => {
    const checker = await login(url, '1007');
    const board = open(live(url, { cookie: checker.cookie }));
    await connected(board);
    const id = await customerAppOrder(stack.db, 17);
    await expect.poll(() => ofOrder(board, id).length, { timeout: 3000 }).toBe(1);
    await quiet(4 * WATCH_MS);
    expect(ofOrder(board, id).map((e) => [e.orderEvents.kind, e.orderEvents.actor])).toEqual([['CREATED', null]]);
  });

  it("a change the customer app makes is in the order's history as made outside the panel, with nobody named", async () => {
    const submanager = await login(url, '1003');
    const board = open(live(url, { cookie: submanager.cookie }));
    await connected(board);
    const id = await customerAppOrder(stack.db, 17);
    await expect.poll(() => ofOrder(board, id).length, { timeout: 3000 }).toBe(1);
    await stack.db.query(`UPDATE pedidos SET status = 'X' WHERE id = $1`, [id]);
    await expect.poll(() => ofOrder(board, id).length, { timeout: 3000 }).toBe(2);
    const history = (await submanager.query(`query($id: ID!) { order(id: $id) { history { kind origin actor fromStatus toStatus } } }`, { id: String(id) }))
      .body.data?.order.history;
    // The new order itself is no change of one; its cancellation in the app is, seen from 'Recebido'.
    expect(history).toEqual([{ kind: 'STATUS_CHANGED', origin: 'OUTSIDE', actor: null, fromStatus: 'R', toStatus: 'X' }]);
  });

  it("a workflow's progress arrives as each step starts and at its end, then the subscription completes", async () => {
    const admin = await login(url, '1001');
    const id = await openOrder(stack.db, 'S', 17, [await openOrder(stack.db, 'S', 17)]);
    const progress = open(
      live(url, { cookie: admin.cookie }, 'subscription($o: ID!) { orderWorkflowProgress(order: $o) { kind state progress } }', { o: String(id) }),
    );
    await connected(progress);
    const moved = await admin.query(ADVANCE, { input: { orderId: String(id), target: 'P' } });
    expect(moved.body.data?.advanceOrderStatus.errors).toEqual([]);
    await expect.poll(() => progress.completed, { timeout: 3000 }).toBe(true);
    const states = progress.events.map((e) => e.orderWorkflowProgress.state);
    expect(states.at(-1)).toBe('DONE');
    expect(states.slice(0, -1).every((s: string) => s === 'RUNNING')).toBe(true);
    expect(states.length).toBeGreaterThan(1);
    expect(progress.events[0].orderWorkflowProgress.kind).toBe('status_change');
    // Another branch's order is one the checker cannot follow (NOT_FOUND, as order(id) answers null).
    const checker = await login(url, '1007');
    const other = await openOrder(stack.db, 'S', 18);
    const refused = open(live(url, { cookie: checker.cookie }, 'subscription($o: ID!) { orderWorkflowProgress(order: $o) { state } }', { o: String(other) }));
    await expect.poll(() => refused.errors[0]?.extensions?.code, { timeout: 3000 }).toBe('NOT_FOUND');
  });

  it('a logout closes the sockets of that session at once (4401)', async () => {
    const checker = await login(url, '1007');
    const board = open(live(url, { cookie: checker.cookie }));
    await connected(board);
    expect((await checker.query('mutation { logout }')).body.errors).toBeUndefined();
    await expect.poll(() => board.closed?.code, { timeout: 3000 }).toBe(4401);
  });
});

describe("the watcher's upstream identity", () => {
  let stack: LiveStack;
  const sockets: Live[] = [];
  beforeAll(async () => {
    // The gateway's service account (auth/integration-keys-account.ts), read as the gateway's live desk starts.
    const restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234' });
    try {
      stack = await liveStack(1);
    } finally {
      restoreEnv();
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.dispose();
    await stack?.close();
  });

  it('is the service account when configured: outside orders are still found once every session is past its limit', async () => {
    const url = stack.gateways[0].url;
    const checker = await login(url, '1007');
    const board = live(url, { cookie: checker.cookie });
    sockets.push(board);
    await connected(board);
    // The watcher's first look since a board opened starts its mark from then: an order written before is not news.
    await quiet(3 * WATCH_MS);
    // Every session reaches its absolute limit behind the gateway's back (not announced: open sockets learn it at
    // their next check, 60 s away): no person's token to read with. Without the service account the watcher would
    // make no call (the fallback of watcher-identity.ts); with it, the outside order is found.
    await stack.gateways[0].store.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    const id = await customerAppOrder(stack.db, 17);
    await expect.poll(() => ofOrder(board, id).map((e) => e.orderEvents.kind), { timeout: 3000 }).toEqual(['CREATED']);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('live order events on two instances sharing one PostgreSQL store', () => {
  let database: FreshPostgres;
  let stack: LiveStack;
  const sockets: Live[] = [];
  const open = (l: Live) => (sockets.push(l), l);

  beforeAll(async () => {
    database = await createFreshPostgres(adminUrl!, 'live');
    stack = await liveStack(2, database.url);
  });
  afterAll(async () => {
    for (const s of sockets) s.dispose();
    await stack?.close();
    await database?.drop();
  });

  it('an event made on one instance arrives on the other, filtered there by branch', async () => {
    const [a, b] = stack.gateways;
    const admin = await login(a.url, '1001');
    const checker = await login(b.url, '1007');
    const onB = open(live(b.url, { cookie: checker.cookie }));
    await connected(onB);
    const own = await openOrder(stack.db, 'S', 17);
    const other = await openOrder(stack.db, 'S', 18);
    for (const id of [other, own])
      expect((await admin.query(ADVANCE, { input: { orderId: String(id), target: 'P' } })).body.data?.advanceOrderStatus.errors).toEqual([]);
    await expect.poll(() => ofOrder(onB, own).length, { timeout: 3000 }).toBe(1);
    expect(ofOrder(onB, own)[0].orderEvents).toMatchObject({ kind: 'STATUS_CHANGED', actor: null, order: { status: 'P' } });
    expect(ofOrder(onB, other)).toEqual([]);
  });

  it('a logout on one instance closes the socket on the other', async () => {
    const [a, b] = stack.gateways;
    const checker = await login(a.url, '1007', true);
    const onB = open(live(b.url, { bearer: checker.bearer }));
    await connected(onB);
    expect((await checker.query('mutation { logout }')).body.errors).toBeUndefined();
    await expect.poll(() => onB.closed?.code, { timeout: 3000 }).toBe(4401);
  });

  it('one watcher for both: an outside order arrives once on each, and the watcher moves when its leader stops', async () => {
    const [a, b] = stack.gateways;
    // This store's advisory locks only: pg_locks shows every database of the server, and other files' gateways (two
    // integration files run at a time) hold their own leader locks in theirs.
    const locks = async () =>
      Number(
        (
          await a.store.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        ).rows[0].n,
      );
    await expect.poll(locks, { timeout: 3000 }).toBe(1);
    const onA = open(live(a.url, { cookie: (await login(a.url, '1007')).cookie }));
    const onB = open(live(b.url, { cookie: (await login(b.url, '1007')).cookie }));
    await connected(onA);
    await connected(onB);
    const first = await customerAppOrder(stack.db, 17);
    await expect.poll(() => [ofOrder(onA, first).length, ofOrder(onB, first).length], { timeout: 3000 }).toEqual([1, 1]);
    await quiet(4 * WATCH_MS);
    expect([ofOrder(onA, first).length, ofOrder(onB, first).length]).toEqual([1, 1]);

    // The first instance took the lock as it started (the second found it held): stopping it moves the watcher.
    await stack.stop(0);
    const second = await customerAppOrder(stack.db, 17);
    await expect.poll(() => ofOrder(onB, second).map((e) => e.orderEvents.kind), { timeout: 5000 }).toEqual(['CREATED']);
    await quiet(4 * WATCH_MS);
    expect(ofOrder(onB, second)).toHaveLength(1);
  });

  it('a leader dies after telling a change and before saving its mark: the next one reads it again, and nobody hears it twice', async () => {
    const fresh = await createFreshPostgres(adminUrl!, 'liveleader');
    const pair = await liveStack(2, fresh.url);
    try {
      const [a, b] = pair.gateways;
      const deskOn = (g: RunningGateway) => deskOf({ store: g.store } as GatewayServices);
      await expect.poll(() => deskOn(a).watching, { timeout: 3000 }).toBe(true);
      const cookie = (await login(a.url, '1007')).cookie;
      const onA = open(live(a.url, { cookie }));
      const onB = open(live(b.url, { cookie: (await login(b.url, '1007')).cookie }));
      await connected(onA);
      await connected(onB);
      const markOf = async () => (await b.store.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [WATCH_MARK_KEY])).rows[0]?.value;
      await expect.poll(markOf, { timeout: 3000 }).toBeTruthy();
      const before = (await markOf())!;

      const first = await customerAppOrder(pair.db, 17);
      await expect.poll(() => [ofOrder(onA, first).length, ofOrder(onB, first).length], { timeout: 3000 }).toEqual([1, 1]);
      // The board on A moves to B (its instance is about to go), listening before B leads.
      const moved = open(live(b.url, { cookie }));
      await connected(moved);
      // The leader told the change and died before its mark reached the store: the mark is the one before it.
      await deskOn(a).watcher.stop();
      await b.store.query('UPDATE settings SET value = $2 WHERE key = $1', [WATCH_MARK_KEY, before]);
      await pair.stop(0);
      await expect.poll(() => deskOn(b).watching, { timeout: 5000 }).toBe(true);

      // B reads from that mark: `first` again, then a change made now. Events arrive in order, so once `second` is
      // on both boards, any repeat of `first` would be there already.
      const second = await customerAppOrder(pair.db, 17);
      await expect.poll(() => [ofOrder(moved, second).length, ofOrder(onB, second).length], { timeout: 5000 }).toEqual([1, 1]);
      expect(ofOrder(moved, first)).toEqual([]);
      expect(ofOrder(onB, first)).toHaveLength(1);
      expect(ofOrder(onB, second)[0].orderEvents.id).not.toBe(ofOrder(onB, first)[0].orderEvents.id);
    } finally {
      await pair.close();
      await fresh.drop();
    }
  });
});
