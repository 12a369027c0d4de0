// Benchmark: a gateway past its capacity (docs/decisions/0053-load-shedding-and-deadlines.md). The open-orders page
// (page of 5, its product API GETs replayed from memory as in `throughput`) through one gateway child with the default
// limits (MAX_CONCURRENT_REQUESTS, REQUEST_QUEUE_MAX; BENCH_OVERLOAD_LIMIT, BENCH_OVERLOAD_QUEUE try others): first
// unloaded (one client), at capacity (as many clients as the limit: its normal latency when full), then with 4x its
// capacity in clients (4 x (limit + queue), each sending its next request as soon as the last is answered, and,
// refused, after the answer's Retry-After as the web does). Printed side by side: the admitted requests' p99 against
// the unloaded p99 and the p99 at capacity (ratios), the refusals' time (median, p99), and how many were admitted
// and refused; each phase's first seconds (every client starting at once) apart. For context, the same load on a second gateway whose limit admits everything (no shedding):
// what the admitted p99 would be without it.
import { randomBytes } from 'node:crypto';
import { request, Agent } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startChild, type Child } from './lib/children';
import { OPEN_ORDERS_QUERY, gqlHeaders, loginToken } from './lib/gateway-client';
import { openOrdersVariables, recordOpenOrders, replayAnswers, startGatewayChild, startUpstreamChild } from './lib/open-orders';
import { skipped, type BenchResult } from './lib/report';
import { ms, percentile, ratio } from './lib/stats';
import { DEFAULT_MAX_CONCURRENT_REQUESTS, DEFAULT_REQUEST_QUEUE_MAX } from '../gateway/src/load-shedding';

const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
/** Each phase's first seconds, measured apart (drive()). */
const RAMP_SECONDS = 3;
// The limits under test: the defaults, or BENCH_OVERLOAD_LIMIT / BENCH_OVERLOAD_QUEUE to try others.
const LIMIT = Number(process.env.BENCH_OVERLOAD_LIMIT ?? DEFAULT_MAX_CONCURRENT_REQUESTS);
const QUEUE = Number(process.env.BENCH_OVERLOAD_QUEUE ?? DEFAULT_REQUEST_QUEUE_MAX);
const CAPACITY = LIMIT + QUEUE;
const CLIENTS = 4 * CAPACITY;
const METRICS_TOKEN = randomBytes(16).toString('hex');
/** The product API's own time per answer (ms), replayed answers waiting that long: 0 is a CPU-bound instance. */
const UPSTREAM_MS = Number(process.env.BENCH_OVERLOAD_UPSTREAM_MS ?? 0);

interface Load {
  /** Times (ms) of answered 200s, of 503 refusals, and how many failed otherwise. */
  admitted: number[];
  refused: number[];
  /** Times (ms) of the requests sent in the phase's first RAMP_SECONDS (any status). */
  ramp: number[];
  failed: number;
  seconds: number;
  /** The driver's own event-loop delay p99 (ms) during the phase: what its timings carry of its own lateness. */
  driverLagP99: number;
}

function once(url: URL, agent: Agent, headers: Record<string, string>, body: string): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 1) }));
      res.on('error', () => resolve({ status: 0, retryAfter: 1 }));
    });
    req.on('error', () => resolve({ status: 0, retryAfter: 1 }));
    req.end(body);
  });
}

/** `clients` loops for `seconds`, each on its own keep-alive connection. */
async function drive(target: string, headers: Record<string, string>, body: string, clients: number, seconds: number): Promise<Load> {
  const url = new URL(target);
  // Every client keeps its connection while it waits out a Retry-After, as a browser or a balancer does: the
  // Agent's default maxFreeSockets (256) closed the idle ones beyond it, and the retry wave opened hundreds at once.
  const agent = new Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const load: Load = { admitted: [], refused: [], ramp: [], failed: 0, seconds, driverLagP99: 0 };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  // Every client starts at the same moment, connects and sends its first request together, and the refused ones
  // come back together after Retry-After: the phase's first RAMP_SECONDS are that synchronized start (hundreds of
  // connects and first requests at once), kept apart from the steady state that follows, which is what the limit
  // decides.
  const steadyFrom = performance.now() + RAMP_SECONDS * 1000;
  const end = steadyFrom + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const { status, retryAfter } = await once(url, agent, headers, body);
      const took = performance.now() - started;
      if (started < steadyFrom) {
        load.ramp.push(took);
        if (status === 503) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        continue;
      }
      if (status === 200) load.admitted.push(took);
      else if (status === 503) {
        load.refused.push(took);
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      } else load.failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  lag.disable();
  load.driverLagP99 = lag.percentile(99) / 1e6;
  agent.destroy();
  return load;
}

/**
 * The gateway's own event-loop delay p99 (ms) and time in GC (s) since the last call: prom-client's default metrics
 * on its /metrics (a production gateway answers it with METRICS_TOKEN, which its child inherits from this process),
 * whose lag percentiles restart at every scrape.
 */
async function gatewayLoop(url: string): Promise<{ lagP99: number; lagMax: number; gcSeconds: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
  return {
    lagP99: value(/^nodejs_eventloop_lag_p99_seconds (\S+)$/gm) * 1000,
    lagMax: value(/^nodejs_eventloop_lag_max_seconds (\S+)$/gm) * 1000,
    gcSeconds: value(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm),
  };
}

export async function overloadBench(): Promise<BenchResult> {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const upstream = await startUpstreamChild();
  const children: Child<{ url: string }>[] = [];
  try {
    const [recording] = await recordOpenOrders(upstream.info.urls, [5]);
    if (!recording.plan) return skipped('overload', recording.reason!);
    const replay = await startChild<{ url: string }>('replay-upstream.ts', {
      target: upstream.info.urls.productApi,
      answers: replayAnswers(recording.calls),
      delayMs: UPSTREAM_MS,
    });
    children.push(replay);
    const urls = { ...upstream.info.urls, productApi: replay.info.url };
    const shedding = await startGatewayChild(urls, undefined, { maxConcurrent: LIMIT, queueMax: QUEUE });
    children.push(shedding);
    // Context: the same gateway admitting every client at once (a limit and queue above the load).
    const unlimited = await startGatewayChild(urls, undefined, { maxConcurrent: 100_000, queueMax: 0 });
    children.push(unlimited);
    const body = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });
    const target = (child: Child<{ url: string }>) => `${child.info.url}/graphql`;
    const sheddingHeaders = gqlHeaders(await loginToken(shedding.info.url));
    const unlimitedHeaders = gqlHeaders(await loginToken(unlimited.info.url));

    console.log('  warm-up');
    await drive(target(shedding), sheddingHeaders, body, 16, WARMUP_SECONDS);
    await drive(target(unlimited), unlimitedHeaders, body, 16, WARMUP_SECONDS);
    console.log('  unloaded (1 client)');
    const idle = await drive(target(shedding), sheddingHeaders, body, 1, SECONDS);
    // The instance's normal latency when full: as many clients as it works on at once, none waiting, none refused.
    console.log(`  at capacity (${LIMIT} clients)`);
    const beforeFull = await gatewayLoop(shedding.info.url);
    const full = await drive(target(shedding), sheddingHeaders, body, LIMIT, SECONDS);
    const afterFull = await gatewayLoop(shedding.info.url);
    console.log(`  ${CLIENTS} clients, shedding on (limit ${LIMIT}, queue ${QUEUE})`);
    const loaded = await drive(target(shedding), sheddingHeaders, body, CLIENTS, SECONDS);
    const afterLoaded = await gatewayLoop(shedding.info.url);
    console.log(`  ${CLIENTS} clients, no shedding`);
    const open = await drive(target(unlimited), unlimitedHeaders, body, CLIENTS, SECONDS);

    const idleP99 = percentile(idle.admitted, 99);
    const fullP99 = percentile(full.admitted, 99);
    const admittedP99 = percentile(loaded.admitted, 99);
    const openP99 = percentile(open.admitted, 99);
    const rate = (load: Load, samples: number[]) => (samples.length / load.seconds).toFixed(0);
    return {
      bench: 'overload',
      metrics: [
        { name: 'unloaded p99 (1 client)', value: ms(idleP99) },
        { name: `admitted p99 at ${CLIENTS} clients (4x limit + queue), shedding on`, value: ms(admittedP99) },
        { name: 'admitted p99 / unloaded p99, shedding on', value: ratio(admittedP99 / idleP99) },
        { name: `p99 at capacity (${LIMIT} clients, none queued)`, value: ms(fullP99) },
        { name: 'admitted p99 at 4x / p99 at capacity (the queue adds at most one more turn: about 2)', value: ratio(admittedP99 / fullP99) },
        { name: 'refusal (503 SERVER_BUSY) time: median / p99', value: `${ms(percentile(loaded.refused, 50))} / ${ms(percentile(loaded.refused, 99))}` },
        { name: 'admitted / refused per second, shedding on', value: `${rate(loaded, loaded.admitted)} / ${rate(loaded, loaded.refused)}` },
        { name: `context: p99 at ${CLIENTS} clients, no shedding (all admitted)`, value: ms(openP99) },
        { name: 'context: no-shedding p99 / unloaded p99', value: ratio(openP99 / idleP99) },
        { name: 'context: answered per second, no shedding', value: rate(open, open.admitted) },
      ],
      notes: [
        `limit ${LIMIT}, queue ${QUEUE} (BENCH_OVERLOAD_LIMIT, BENCH_OVERLOAD_QUEUE; defaults MAX_CONCURRENT_REQUESTS ${DEFAULT_MAX_CONCURRENT_REQUESTS}, REQUEST_QUEUE_MAX ${DEFAULT_REQUEST_QUEUE_MAX})`,
        `${SECONDS} s per phase after its first ${RAMP_SECONDS} s, after ${WARMUP_SECONDS} s warm-up; clients send their next request as soon as the last is answered, a refused one after its Retry-After (the web's behaviour)`,
        `failures other than 503: unloaded ${idle.failed}, at capacity ${full.failed}, shedding ${loaded.failed}, no shedding ${open.failed}`,
        `the shedding gateway's event-loop delay p99 / max and time in GC: at capacity ${ms(afterFull.lagP99)} / ${ms(afterFull.lagMax)}, ${(afterFull.gcSeconds - beforeFull.gcSeconds).toFixed(2)} s; at ${CLIENTS} clients ${ms(afterLoaded.lagP99)} / ${ms(afterLoaded.lagMax)}, ${(afterLoaded.gcSeconds - afterFull.gcSeconds).toFixed(2)} s (of ${SECONDS} s)`,
        `requests of each phase's first ${RAMP_SECONDS} s (every client starting at once; left out of the figures above), p99: unloaded ${ms(percentile(idle.ramp, 99))}, at capacity ${ms(percentile(full.ramp, 99))}, shedding ${ms(percentile(loaded.ramp, 99))}, no shedding ${ms(percentile(open.ramp, 99))}`,
        `the driver's own event-loop delay p99 (its timings include it): unloaded ${ms(idle.driverLagP99)}, at capacity ${ms(full.driverLagP99)}, shedding ${ms(loaded.driverLagP99)}, no shedding ${ms(open.driverLagP99)}`,
        `product API GETs of the page replayed from memory (as in 'throughput'), each after ${UPSTREAM_MS} ms (BENCH_OVERLOAD_UPSTREAM_MS)`,
      ],
    };
  } finally {
    for (const child of children.reverse()) await child.stop();
    await upstream.stop();
  }
}
