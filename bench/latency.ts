// Benchmark 4: one request at a time, the open-orders page of 5 through the gateway against the same data read
// directly from the product API (the same calls the gateway makes: the list, then the batched lookups at once),
// and the thin proxy (the same calls with the same client, no GraphQL). Requests alternate between targets so drift
// hits all. Target (docs/measurements.md#targets): the gateway's own work, gateway - thin proxy, at most 0.5 ms
// (median). The gateway's latency over direct REST is printed beside it: it also holds the process hop, which on these
// machines a proxy that does nothing but forward already pays (~1.2 ms), so no server in the path could keep it under
// 0.5 ms. Two floors show what is left for the page itself: the gateway answering `me` (no upstream call) against the
// thin proxy answering a constant.
//
// Measured twice, side by side within each phase:
// - against the page's answers replayed from memory (the target): the difference is then the gateway's own time
//   plus the extra process hop, not the upstream's;
// - against the real product API on PGlite (context). Each page costs it ~12 ms, during which every process
//   waiting on it goes idle; on a small VM waking an idle CPU costs a few hundred microseconds, so any extra
//   process in the path (even a bare proxy: the "process hop" line) pays ~0.5-1 ms there that it does not pay when
//   answers come back at once.
import { startChild, type Child } from './lib/children';
import { ME_QUERY, OPEN_ORDERS_QUERY, OPEN_ORDERS_WITHOUT_WORKFLOW, gqlHeaders, loginToken } from './lib/gateway-client';
import { httpRequest } from './lib/http';
import { openOrdersVariables, recordOpenOrders, replayAnswers, startGatewayChild, startUpstreamChild, type UpstreamChild } from './lib/open-orders';
import type { CallPlan } from './lib/recording';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { median, ms, percentile, timed } from './lib/stats';
import { ApiSession, createUpstreamClient, runPlan } from './lib/upstream-clients';

const WARMUP = 50;
const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 300);
/** Requests in a row per target before the next one takes over: each server is measured warm, as a server in use
 *  is, while the rotation still spreads machine drift over all targets. */
const BLOCK = 10;
const PROXY_TOKEN = 'bench-proxy-token';
const TARGET_MS = 0.5;

async function post(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const reply = await httpRequest(url, { method: 'POST', headers, body });
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  JSON.parse(reply.text);
}

type Samples = Record<string, number[]>;

/** Starts gateway and proxies on `productApi`, runs every target in turn SAMPLES times, stops them. */
async function measurePhase(upstream: UpstreamChild, productApi: string, plan: CallPlan): Promise<Samples> {
  const children: Child<{ url: string }>[] = [];
  const direct = createUpstreamClient('http', productApi);
  try {
    const gateway = await startGatewayChild({ ...upstream.info.urls, productApi });
    children.push(gateway);
    const interpreted = await startGatewayChild({ ...upstream.info.urls, productApi }, 'graphql-js');
    children.push(interpreted);
    const proxy = await startChild<{ url: string }>('thin-proxy.ts', { productApi, client: 'gateway', plan, token: PROXY_TOKEN });
    children.push(proxy);
    const gatewayHeaders = gqlHeaders(await loginToken(gateway.info.url));
    const interpretedHeaders = gqlHeaders(await loginToken(interpreted.info.url));
    const session = new ApiSession(direct);
    const page = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });
    const withoutWorkflow = JSON.stringify({ query: OPEN_ORDERS_WITHOUT_WORKFLOW, variables: openOrdersVariables(5) });
    const meOnly = JSON.stringify({ query: ME_QUERY });
    const targets: Record<string, () => Promise<unknown>> = {
      gateway: () => post(`${gateway.info.url}/graphql`, gatewayHeaders, page),
      'direct REST': () => runPlan(session, plan),
      'thin proxy (same client)': () => post(`${proxy.info.url}/graphql`, gqlHeaders(PROXY_TOKEN), page),
      // Diagnostics: where the gateway's time goes.
      'gateway, page without workflow field': () => post(`${gateway.info.url}/graphql`, gatewayHeaders, withoutWorkflow),
      'gateway, me only (no upstream)': () => post(`${gateway.info.url}/graphql`, gatewayHeaders, meOnly),
      // The HTTP floor beside it: the same process hop with a constant answer and no upstream call.
      'thin proxy, constant answer (no upstream)': () => post(`${proxy.info.url}/empty`, gqlHeaders(PROXY_TOKEN), meOnly),
      'gateway, graphql-js execution': () => post(`${interpreted.info.url}/graphql`, interpretedHeaders, page),
    };
    const samples: Samples = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (const run of Object.values(targets)) for (let i = 0; i < WARMUP; i++) await run();
    for (let done = 0; done < SAMPLES; done += BLOCK) {
      for (const [name, run] of Object.entries(targets)) {
        for (let i = 0; i < BLOCK; i++) samples[name].push((await timed(run)).ms);
      }
    }
    return samples;
  } finally {
    direct.close();
    for (const child of children.reverse()) await child.stop();
  }
}

function phaseMetrics(label: string, samples: Samples, withTarget: boolean): Metric[] {
  const added = median(samples.gateway) - median(samples['direct REST']);
  const hop = median(samples['thin proxy (same client)']) - median(samples['direct REST']);
  return [
    ...Object.entries(samples).map(([name, values]) => ({
      name: `${label}: ${name} median / p95`,
      value: `${ms(median(values))} / ${ms(percentile(values, 95))}`,
    })),
    { name: `${label}: gateway added latency (median)`, value: ms(added) },
    { name: `${label}: of which the process hop (thin proxy - direct, median)`, value: ms(hop) },
    {
      name: `${label}: of which the gateway's own work (gateway - thin proxy, median)`,
      value: ms(added - hop),
      ...(withTarget ? { target: `<= ${TARGET_MS} ms`, ok: added - hop <= TARGET_MS } : {}),
    },
    {
      name: `${label}: the gateway's floor, no upstream (me only - thin proxy constant answer, median)`,
      value: ms(median(samples['gateway, me only (no upstream)']) - median(samples['thin proxy, constant answer (no upstream)'])),
    },
    { name: `${label}: gateway added latency (p95)`, value: ms(percentile(samples.gateway, 95) - percentile(samples['direct REST'], 95)) },
  ];
}

export async function latencyBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  let replay: Child<{ url: string }> | undefined;
  try {
    const [recording] = await recordOpenOrders(upstream.info.urls, [5]);
    if (!recording.plan) return skipped('latency', recording.reason!);
    const plan = recording.plan;
    const target = upstream.info.urls.productApi;
    replay = await startChild<{ url: string }>('replay-upstream.ts', { target, answers: replayAnswers(recording.calls) });
    const inMemory = await measurePhase(upstream, replay.info.url, plan);
    const real = await measurePhase(upstream, target, plan);
    return {
      bench: 'latency',
      metrics: [...phaseMetrics('in-memory upstream', inMemory, true), ...phaseMetrics('real upstream (PGlite)', real, false)],
      notes: [
        `${SAMPLES} sequential requests per target after ${WARMUP} warm-up, targets taking turns in blocks of ${BLOCK}; ${1 + plan.followUps.length} upstream calls per page`,
        'target measured with the page answers replayed from memory; the real upstream leaves every process idle ~12 ms per page, and waking idle CPUs inflates any extra hop (see the thin proxy line)',
      ],
    };
  } finally {
    await replay?.stop();
    await upstream.stop();
  }
}
