// `bench live` (docs/measurements.md#targets): the live order desk at scale. Two gateway instances (production mode,
// each its own process) on one PostgreSQL store, as behind a load balancer, with boards open on both over real
// WebSockets (graphql-ws, the subscription 'Pedidos em Aberto' runs: web/src/orders/live/queries.ts). 1. Product API
// calls per minute with the boards idle, measured with a few boards and then with all of them: what the desk costs
// upstream must not grow with the number of boards (target <= 20 a minute, the one watcher). 2. Event delivery, from a
// write to the LAST board that receives it: writes through the gateway (a status change on one instance, its event
// published when the step ends) and orders written straight into the product API's database, as the customer app does
// (found by the watcher, so its interval is part of their delay). Target: p99 <= 1 s for the gateway's writes. 3.
// Gateway memory per open socket (resident memory with all boards open minus with a few, per socket). 4. The flood line
// (live-flood.ts): a `{ ok }` probe's p99 idle and under a flood of heavy subscriptions, on a third gateway with the
// default live limits, once the boards' gateways have stopped (target <= 2x). The boards, the reference services and
// the counting proxy share this process (its event loop adds to the delivery figures, never takes from them).
// BENCH_LIVE_BOARDS (200), BENCH_LIVE_FEW_BOARDS (20), BENCH_LIVE_IDLE_SECONDS (30 per idle phase), BENCH_LIVE_SECONDS
// (60 of writes, one every BENCH_LIVE_WRITE_MS 2000).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createFreshPostgres } from '@painel/db/test-databases';
import type { Db } from '@painel/db/database';
import { startUpstreams } from '../upstream/src/start';
import { OpenBoardEventsDocument } from '../web/src/generated/graphql';
import { startChild, type Child } from './lib/children';
import { gql, loginToken } from './lib/gateway-client';
import { postgresServer } from './lib/postgres';
import { countingProxy } from './lib/recording';
import { floodMetrics } from './live-flood';
import type { BenchResult, Metric } from './lib/report';
import { median, ms, percentile } from './lib/stats';

const BOARDS = Number(process.env.BENCH_LIVE_BOARDS ?? 200);
const FEW_BOARDS = Number(process.env.BENCH_LIVE_FEW_BOARDS ?? 20);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30);
const WRITE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const WRITE_EVERY_MS = Number(process.env.BENCH_LIVE_WRITE_MS ?? 2000);
/** How long a write's event may take to reach every board before it counts as missed. */
const DELIVERY_TIMEOUT_MS = 15_000;
const TARGET_CALLS_PER_MINUTE = 20;
const TARGET_P99_MS = 1000;
const BOARD_QUERY = print(OpenBoardEventsDocument);
const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { code message } } }`;

type Gateway = Child<{ url: string }>;

interface Board {
  client: WsClient;
  connected: Promise<void>;
  dispose(): void;
}

/** When each board received each (order, kind): the delivery of a write is its last board's time. */
class Deliveries {
  private readonly seen = new Map<string, number[]>();
  private readonly waiters = new Map<string, { count: number; resolve: () => void }>();

  received(orderId: string, kind: string) {
    const key = `${orderId}:${kind}`;
    const times = this.seen.get(key) ?? [];
    times.push(performance.now());
    this.seen.set(key, times);
    const waiter = this.waiters.get(key);
    if (waiter && times.length >= waiter.count) waiter.resolve();
  }

  /** The time the last of `count` boards received it, or null when not all did within the timeout. */
  async last(orderId: string, kind: string, count: number): Promise<number | null> {
    const key = `${orderId}:${kind}`;
    if ((this.seen.get(key)?.length ?? 0) < count) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
        this.waiters.set(key, { count, resolve: () => (clearTimeout(timer), resolve()) });
      });
      this.waiters.delete(key);
    }
    const times = this.seen.get(key) ?? [];
    return times.length >= count ? Math.max(...times) : null;
  }
}

function openBoard(gatewayUrl: string, token: string, deliveries: Deliveries): Board {
  let ready: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (ready = resolve));
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => ready() },
  });
  const dispose = client.subscribe<{ orderEvents: { kind: string; orderId: string } }>(
    { query: BOARD_QUERY },
    {
      next: (value) => value.data && deliveries.received(value.data.orderEvents.orderId, value.data.orderEvents.kind),
      error: (error) => console.error('[live] board error', error),
      complete: () => undefined,
    },
  );
  return { client, connected, dispose };
}

function residentBytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** An order as the customer app writes it: straight into the product API's database, status 'Recebido'. */
async function customerAppOrder(db: Db): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pedidos (codcli, codfilial, status, tipopedido, vltotal)
     SELECT codcli, codfilial, 'R', 'E', 42 FROM pedidos WHERE codfilial = 17 LIMIT 1 RETURNING id`,
  );
  return String(rows[0].id);
}

/** Orders in 'Em Separação' that a status change moves to 'Separado' (a plain confirmation, no ERP step). */
async function separatingOrders(db: Db, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM pedidos p WHERE status = 'S' AND NOT pedidoadicional
       AND NOT EXISTS (SELECT 1 FROM pedidos a WHERE a.pedidoprincipal = p.id) ORDER BY id LIMIT $1`,
    [count],
  );
  return rows.map((r) => String(r.id));
}

async function callsPerMinute(calls: () => number, seconds: number): Promise<number> {
  const before = calls();
  await sleep(seconds * 1000);
  return ((calls() - before) * 60) / seconds;
}

export async function liveBench(): Promise<BenchResult> {
  const postgres = postgresServer('live', process.env.BENCH_PG_PORT ?? '55443');
  const fresh = await createFreshPostgres(postgres.adminUrl, 'bench_live');
  const upstreams = await startUpstreams();
  const proxy = await countingProxy(upstreams.urls.productApi);
  const gateways: Gateway[] = [];
  const boards: Board[] = [];
  const closeBoards = async () => {
    for (const board of boards.splice(0)) {
      board.dispose();
      await board.client.dispose();
    }
    for (const gateway of gateways.splice(0)) await gateway.stop();
  };
  try {
    const secretKey = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i++) {
      // Every board of an instance shares one session here (a person holds a few): the per-session socket limit
      // (gateway/src/live/limits.ts) is raised to the boards' number so the bench measures the desk, not the limit.
      const live = { limits: { socketsPerSession: BOARDS } };
      const options = { upstreams: { ...upstreams.urls, productApi: proxy.url }, databaseUrl: fresh.url, secretKey, live };
      gateways.push(await startChild<{ url: string }>('gateway.ts', options, { NODE_ENV: 'production' }));
    }
    const urls = gateways.map((g) => g.info.url);
    // A handful of sessions, as on a morning shift: the superuser's boards see every branch.
    const tokens = await Promise.all(urls.map((url) => loginToken(url, '1001')));
    const deliveries = new Deliveries();
    const open = async (count: number) => {
      const opened = Array.from({ length: count }, (_, i) => openBoard(urls[(boards.length + i) % 2], tokens[(boards.length + i) % 2], deliveries));
      boards.push(...opened);
      await Promise.all(opened.map((b) => b.connected));
      await sleep(1000); // the subscribe messages follow the acknowledgement
    };
    const apiCalls = () => proxy.calls.length;

    await open(FEW_BOARDS);
    await sleep(3000);
    const fewRss = gateways.map((g) => residentBytes(g.process.pid!));
    const fewPerMinute = await callsPerMinute(apiCalls, IDLE_SECONDS);
    await open(BOARDS - FEW_BOARDS);
    await sleep(3000);
    const allRss = gateways.map((g) => residentBytes(g.process.pid!));
    const allPerMinute = await callsPerMinute(apiCalls, IDLE_SECONDS);
    const perSocket = (allRss[0] + allRss[1] - fewRss[0] - fewRss[1]) / (BOARDS - FEW_BOARDS);

    const writes = Math.floor((WRITE_SECONDS * 1000) / WRITE_EVERY_MS);
    const toMove = await separatingOrders(upstreams.db, Math.ceil(writes / 2));
    const gatewayDelays: number[] = [];
    const outsideDelays: number[] = [];
    let missed = 0;
    let refused = 0;
    const pending: Promise<void>[] = [];
    const callsBefore = apiCalls();
    const started = performance.now();
    for (let i = 0; i < writes; i++) {
      const due = started + i * WRITE_EVERY_MS;
      await sleep(Math.max(0, due - performance.now()));
      const throughGateway = i % 2 === 0 && toMove.length > 0;
      const begun = performance.now();
      let orderId: string;
      let kind: string;
      if (throughGateway) {
        orderId = toMove.shift()!;
        kind = 'STATUS_CHANGED';
        const answer = await gql(urls[i % 4 === 0 ? 0 : 1], tokens[0], ADVANCE, { input: { orderId, target: 'P' } });
        if (answer.body.errors?.length || (answer.body.data as { advanceOrderStatus: { errors: unknown[] } }).advanceOrderStatus.errors.length) {
          refused++;
          continue;
        }
      } else {
        orderId = await customerAppOrder(upstreams.db);
        kind = 'CREATED';
      }
      const delays = throughGateway ? gatewayDelays : outsideDelays;
      pending.push(
        deliveries.last(orderId, kind, boards.length).then((last) => {
          if (last === null) missed++;
          else delays.push(last - begun);
        }),
      );
    }
    await Promise.all(pending);
    const writeMinutes = (performance.now() - started) / 60_000;
    const writeCallsPerMinute = (apiCalls() - callsBefore) / writeMinutes;

    const metrics: Metric[] = [
      {
        name: `product API calls a minute, ${FEW_BOARDS} boards idle`,
        value: fewPerMinute.toFixed(1),
        target: `<= ${TARGET_CALLS_PER_MINUTE}`,
        ok: fewPerMinute <= TARGET_CALLS_PER_MINUTE,
      },
      {
        name: `product API calls a minute, ${BOARDS} boards idle`,
        value: allPerMinute.toFixed(1),
        target: `<= ${TARGET_CALLS_PER_MINUTE}, as with ${FEW_BOARDS}`,
        ok: allPerMinute <= TARGET_CALLS_PER_MINUTE && allPerMinute <= fewPerMinute + 1,
      },
      {
        name: `gateway write -> last of ${BOARDS} boards, p50 / p99 (${gatewayDelays.length} writes)`,
        value: gatewayDelays.length ? `${ms(median(gatewayDelays), 0)} / ${ms(percentile(gatewayDelays, 99), 0)}` : 'none',
        target: `p99 <= ${TARGET_P99_MS} ms`,
        ok: gatewayDelays.length > 0 && percentile(gatewayDelays, 99) <= TARGET_P99_MS && missed === 0,
      },
      {
        name: `order written to the product API -> last board, p50 / p99 (${outsideDelays.length} orders)`,
        value: outsideDelays.length ? `${ms(median(outsideDelays), 0)} / ${ms(percentile(outsideDelays, 99), 0)}` : 'none',
      },
      {
        name: 'deliveries missed (a board without the event after 15 s); status changes refused',
        value: `${missed}; ${refused}`,
        ok: missed === 0 && refused === 0,
      },
      { name: 'product API calls a minute while writing (both instances)', value: writeCallsPerMinute.toFixed(1) },
      { name: 'gateway resident memory per open socket', value: `${(perSocket / 1024).toFixed(1)} KiB` },
    ];
    const boardRss = allRss.map((b) => `${(b / 2 ** 20).toFixed(0)} MiB`).join(', ');
    await closeBoards();
    const flood = await floodMetrics({ upstreams: upstreams.urls, databaseUrl: fresh.url, secretKey });
    return {
      bench: 'live',
      metrics: [...metrics, ...flood.metrics],
      notes: [
        `2 gateway instances (production mode) on one PostgreSQL store; ${BOARDS} boards (superuser, bearer sessions) alternating between them; idle phases of ${IDLE_SECONDS} s; ${writes} writes, one every ${WRITE_EVERY_MS} ms, alternating a status change S -> P through a gateway and an order inserted into the product API's database (the watcher's interval, ORDER_WATCH_INTERVAL_MS, is part of the latter's delay)`,
        `memory: VmRSS of both gateways with ${BOARDS} boards minus with ${FEW_BOARDS}, divided by ${BOARDS - FEW_BOARDS}: ${boardRss}`,
        ...flood.notes,
      ],
    };
  } finally {
    await closeBoards();
    await proxy.close();
    await upstreams.close();
    await fresh.drop();
    postgres.stop();
  }
}
