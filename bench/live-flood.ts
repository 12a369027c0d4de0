// `bench live`, the flood line: a `{ ok }` probe's p99 with the gateway idle and while a flood runs, side by side in
// one run on one gateway (production mode, the live limits at their defaults: gateway/src/live/limits.ts). The flood
// is what the limits admit for several sessions (every socket a session may open, every subscription a socket may
// hold), each subscription asking every event's order with a heavy selection (customer, history, a page of items
// with their products); an item of an open order is marked missing and back through the gateway at a steady pace,
// each change an event for every subscription. With the flood's sockets open, quiet phases (no change: the gateway
// idle) alternate with flooding ones, so the machine's drift over the run weighs on both. Before any socket opens,
// the probe is also read idle and beside the same changes alone (what the changes cost without a subscription). The
// probe and the flood's sockets run in children of their own (bench/children/probe.ts, live-flood.ts), so neither's
// event loop is in the other's figures; the gateway and the probe run on a core of their own, the rest of the line on
// the others (lib/core-split.ts), as a deployment keeps the gateway apart from its clients and upstreams. Target: p99 under flood <= 2x idle (the fan-out yields to HTTP:
// live/limits.ts FanOutGate).
// BENCH_LIVE_FLOOD_SESSIONS (4), BENCH_LIVE_PROBE_SECONDS (15 per phase; quiet and flooding ones split it in
// rounds), BENCH_LIVE_FLOOD_CHANGE_MS (1000).
import { liveLimits } from '../gateway/src/live/limits';
import { startChild, type Child } from './lib/children';
import { splitCores } from './lib/core-split';
import { gql, loginToken } from './lib/gateway-client';
import type { Metric } from './lib/report';
import { median, ms, percentile, ratio } from './lib/stats';

const SESSIONS = Number(process.env.BENCH_LIVE_FLOOD_SESSIONS ?? 4);
const PROBE_SECONDS = Number(process.env.BENCH_LIVE_PROBE_SECONDS ?? 15);
const CHANGE_EVERY_MS = Number(process.env.BENCH_LIVE_FLOOD_CHANGE_MS ?? 1000);
const PROBE_PAUSE_MS = 5;
/** Quiet and flooding phases alternate this many times, PROBE_SECONDS of each in all. */
const ROUNDS = 3;
const TARGET_RATIO = 2;
/** How long the fan-out of the last change may take to reach every subscription before the rest count as missed. */
const DRAIN_TIMEOUT_MS = 120_000;
/** Demo users of branch 17 and of every branch (README, demo logins): each reads the toggled order's events. */
const USERS = ['1001', '1002', '1003', '1004'];

/** The issue's heavy board: the order with its customer, its history and 50 items with their products. */
export const HEAVY_SELECTION = `subscription {
  orderEvents {
    kind at actor orderId
    order {
      id status statusLabel placedAt total itemCount
      customer { id name cpf mainPhone }
      history { kind at actor orderId fromStatus toStatus staffName invoiceNumber }
      items(pageSize: 50) { total items { id quantity pickedQuantity price missing separated product { id code auxCode description unit offerType category section { id } } } }
    }
  }
}`;
const TOGGLE = `mutation($itemId: ID!, $missing: Boolean!) { setOrderItemMissing(itemId: $itemId, missing: $missing) { id missing } }`;
const TOGGLABLE = `{ openOrders(filter: { statuses: [S] }, pageSize: 20) { items { id branch { code } itemsLockedReason items(pageSize: 1) { items { id missing } } } } }`;

interface Toggle {
  itemId: string;
  missing: boolean;
}

async function togglableItem(url: string, token: string): Promise<Toggle> {
  const answer = await gql(url, token, TOGGLABLE);
  type Row = { branch: { code: number }; itemsLockedReason: string | null; items: { items: Array<{ id: string; missing: boolean }> } };
  const rows = (answer.body.data?.openOrders as { items: Row[] } | undefined)?.items ?? [];
  const row = rows.find((r) => r.branch.code === 17 && r.itemsLockedReason === null && r.items.items.length > 0);
  if (!row) throw new Error(`no open order of branch 17 whose items may change: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return { itemId: row.items.items[0].id, missing: row.items.items[0].missing };
}

/** An item of an open order marked missing and back through the gateway every CHANGE_EVERY_MS until stopped. */
function changing(url: string, token: string, toggle: Toggle) {
  let changes = 0;
  let refused = 0;
  const mutationTimes: number[] = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const begun = performance.now();
      toggle.missing = !toggle.missing;
      const answer = await gql(url, token, TOGGLE, { ...toggle });
      mutationTimes.push(performance.now() - begun);
      if (answer.body.errors?.length) refused++;
      else changes++;
      await sleep(Math.max(0, CHANGE_EVERY_MS - (performance.now() - begun)));
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
      return { changes, refused, mutationTimes };
    },
  };
}

function ask<T>(child: Child<unknown>, message: Record<string, unknown>, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: { type?: string } & T) => {
      if (reply?.type !== answer) return;
      child.process.off('message', listener);
      resolve(reply);
    };
    child.process.on('message', listener);
    child.process.send(message);
  });
}

type LoopDelay = { p99: number; max: number };

/** The probe's latencies over one phase, and the gateway's event-loop delay over the same phase. */
async function probe(prober: Child<unknown>, url: string, gateway: Child<unknown>, seconds = PROBE_SECONDS): Promise<{ samples: number[]; loop: LoopDelay }> {
  gateway.process.send({ type: 'loop-reset' });
  const reply = await ask<{ samples?: number[]; error?: string }>(prober, { type: 'probe', url, seconds, pauseMs: PROBE_PAUSE_MS }, 'probed');
  if (!reply.samples) throw new Error(`probe failed: ${reply.error}`);
  return { samples: reply.samples, loop: await ask<LoopDelay>(gateway, { type: 'loop' }, 'loop') };
}

type Counts = { received: number; errors: number; firstError: string | null };
const countsOf = (flood: Child<unknown>) => ask<Counts>(flood, { type: 'count' }, 'count');
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

export async function floodMetrics(options: {
  upstreams: Record<string, string>;
  databaseUrl: string;
  secretKey: string;
}): Promise<{ metrics: Metric[]; notes: string[] }> {
  const limits = liveLimits();
  const children: Child<unknown>[] = [];
  // The gateway (and the probe timing it) on a core of its own, the load on the others: see lib/core-split.ts.
  const cores = splitCores();
  try {
    const gateway = await startChild<{ url: string }>('gateway.ts', { ...options, live: {} }, { NODE_ENV: 'production' });
    children.push(gateway);
    cores?.server(gateway.process.pid!);
    const url = gateway.info.url;
    const tokens = await Promise.all(Array.from({ length: SESSIONS }, (_, i) => loginToken(url, USERS[i % USERS.length])));
    const toggle = await togglableItem(url, tokens[0]);
    const prober = await startChild<unknown>('probe.ts');
    children.push(prober);
    cores?.server(prober.process.pid!);

    await probe(prober, url, gateway); // warm-up: the first requests compile the operation and fill the caches
    const { samples: idle, loop: idleLoop } = await probe(prober, url, gateway);
    // The same changes with no subscription open: the share of the probe's p99 that is the change's own work (the
    // gateway's mutation, the reference product API and PostgreSQL on the same cores), not the fan-out's.
    const alone = changing(url, tokens[0], toggle);
    const { samples: changesAlone, loop: aloneLoop } = await probe(prober, url, gateway);
    const aloneRefused = (await alone.stop()).refused;

    const flood = await startChild<{ sockets: number; subscriptions: number }>('live-flood.ts', {
      url,
      tokens,
      socketsPerSession: limits.socketsPerSession,
      subscriptionsPerSocket: limits.subscriptionsPerSocket,
      query: HEAVY_SELECTION,
    });
    children.push(flood);
    const { subscriptions } = flood.info;
    // Every subscription is in place once a first change reaches them all (subscribe messages follow the
    // acknowledgement, and a socket's fifty are validated one after another).
    toggle.missing = !toggle.missing;
    await gql(url, tokens[0], TOGGLE, { ...toggle });
    const settled = performance.now();
    while ((await countsOf(flood)).received < subscriptions && performance.now() - settled < DRAIN_TIMEOUT_MS) await sleep(500);

    // Quiet and flooding phases alternate on the same gateway with the flood's sockets open in both, so that a drift
    // of the machine over the run (the idle p99 moved 1.4-2.4 ms between runs) weighs on both sides alike; each
    // quiet phase starts once the last change has reached every subscription.
    const before = await countsOf(flood);
    const quiet: number[] = [];
    const flooded: number[] = [];
    const mutationTimes: number[] = [];
    let changes = 0;
    let refused = 0;
    let quietLoop: LoopDelay = { p99: 0, max: 0 };
    let floodLoop: LoopDelay = { p99: 0, max: 0 };
    let drained = 0;
    let after = before;
    const worse = (a: LoopDelay, b: LoopDelay): LoopDelay => ({ p99: Math.max(a.p99, b.p99), max: Math.max(a.max, b.max) });
    for (let round = 0; round < ROUNDS; round++) {
      const calm = await probe(prober, url, gateway, PROBE_SECONDS / ROUNDS);
      quiet.push(...calm.samples);
      quietLoop = worse(quietLoop, calm.loop);
      const flooding = changing(url, tokens[0], toggle);
      const busy = await probe(prober, url, gateway, PROBE_SECONDS / ROUNDS);
      const phase = await flooding.stop();
      flooded.push(...busy.samples);
      floodLoop = worse(floodLoop, busy.loop);
      changes += phase.changes;
      refused += phase.refused;
      mutationTimes.push(...phase.mutationTimes);
      const drainStarted = performance.now();
      after = await countsOf(flood);
      while (after.received - before.received < changes * subscriptions && performance.now() - drainStarted < DRAIN_TIMEOUT_MS) {
        await sleep(100);
        after = await countsOf(flood);
      }
      drained = Math.max(drained, performance.now() - drainStarted);
    }
    const expected = changes * subscriptions;
    const delivered = after.received - before.received;

    const idleP99 = percentile(idle, 99);
    const quietP99 = percentile(quiet, 99);
    const floodP99 = percentile(flooded, 99);
    const floodRatio = floodP99 / quietP99;
    const metrics: Metric[] = [
      {
        name: `{ ok } probe p99: idle / under flood (${subscriptions} heavy subscriptions on ${flood.info.sockets} sockets, ${SESSIONS} sessions, open in both; ${ROUNDS} x ${PROBE_SECONDS / ROUNDS} s of each, alternating; ${changes} changes)`,
        value: `${ms(quietP99)} / ${ms(floodP99)} = ${ratio(floodRatio)}x`,
        target: `<= ${TARGET_RATIO}x`,
        ok: floodRatio <= TARGET_RATIO && changes > 0 && delivered === expected,
      },
      { name: '{ ok } probe p50: idle / under flood', value: `${ms(median(quiet))} / ${ms(median(flooded))} (${quiet.length} / ${flooded.length} requests)` },
      {
        name: "{ ok } probe p99 before any socket: idle / the same changes alone (the change's own share)",
        value: `${ms(idleP99)} / ${ms(percentile(changesAlone, 99))} = ${ratio(percentile(changesAlone, 99) / idleP99)}x`,
      },
      {
        // Whether the gateway's own event loop was held (the fan-out starving HTTP), apart from the cores the flood's
        // other processes (PostgreSQL, the product API, the sockets' client, the kernel's loopback copies) take.
        name: 'gateway event-loop delay beyond a 10 ms timer, p99 (max): before any socket idle / changes alone; flood idle / under flood',
        value: `${[idleLoop, aloneLoop].map((l) => `${ms(l.p99)} (${ms(l.max)})`).join(' / ')}; ${[quietLoop, floodLoop].map((l) => `${ms(l.p99)} (${ms(l.max)})`).join(' / ')}`,
      },
      {
        name: 'setOrderItemMissing under flood, p50 / p99',
        value: mutationTimes.length ? `${ms(median(mutationTimes), 0)} / ${ms(percentile(mutationTimes, 99), 0)}` : 'none',
      },
      {
        name: 'flood events delivered (the longest wait after a flooding phase for its last change to reach every subscription)',
        value: `${delivered} of ${expected} (${(drained / 1000).toFixed(1)} s)`,
        ok: delivered === expected && after.errors === 0 && refused === 0,
      },
    ];
    const notes = [
      `flood: ${SESSIONS} sessions (${USERS.slice(0, SESSIONS).join(', ')}) x ${limits.socketsPerSession} sockets x ${limits.subscriptionsPerSocket} subscriptions (the default limits), an item of an open order of branch 17 marked missing and back every ${CHANGE_EVERY_MS} ms through the gateway; the probe one request at a time with ${PROBE_PAUSE_MS} ms between, after a warm-up: ${PROBE_SECONDS} s idle and ${PROBE_SECONDS} s of the changes alone before any socket opens, then ${ROUNDS} rounds of ${PROBE_SECONDS / ROUNDS} s quiet and ${PROBE_SECONDS / ROUNDS} s of changes with the flood's sockets open; each loop-delay figure of a flood phase is the worst of its rounds`,
      `cores: ${cores?.description ?? 'shared by every process of the line (not split: one core, no taskset, or BENCH_CORE_SPLIT=0)'}`,
      ...(after.errors || refused || aloneRefused
        ? [`flood errors ${after.errors} (${after.firstError}); changes refused ${refused} (under flood), ${aloneRefused} (alone)`]
        : []),
    ];
    return { metrics, notes };
  } finally {
    for (const child of children.reverse()) await child.stop();
    cores?.undo();
  }
}
