// Benchmark 4: one request at a time, the open-orders page of 5 through the gateway against the same data read
// directly from the product API (the same calls the gateway makes: the list, then the batched lookups at once),
// and the thin proxy for reference. Requests alternate between targets so drift hits all. Target: the gateway
// adds at most 0.5 ms (median) over direct REST.
import { startChild, type Child } from './lib/children';
import { ME_QUERY, OPEN_ORDERS_QUERY, OPEN_ORDERS_WITHOUT_WORKFLOW, gqlHeaders, loginToken } from './lib/gateway-client';
import { httpRequest } from './lib/http';
import { openOrdersVariables, recordOpenOrders, startGatewayChild, startUpstreamChild } from './lib/open-orders';
import { skipped, type BenchResult } from './lib/report';
import { median, ms, percentile, timed } from './lib/stats';
import { ApiSession, createUpstreamClient, runPlan } from './lib/upstream-clients';

const WARMUP = 50;
const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 300);
const PROXY_TOKEN = 'bench-proxy-token';

async function post(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const reply = await httpRequest(url, { method: 'POST', headers, body });
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  JSON.parse(reply.text);
}

export async function latencyBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  const children: Child<{ url: string }>[] = [];
  const direct = createUpstreamClient('http', upstream.info.urls.productApi);
  try {
    const [recording] = await recordOpenOrders(upstream.info.urls, [5]);
    if (!recording.plan) return skipped('latency', recording.reason!);
    const plan = recording.plan;
    const body = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });
    const gateway = await startGatewayChild(upstream.info.urls);
    children.push(gateway);
    const proxy = await startChild<{ url: string }>('thin-proxy.ts', {
      productApi: upstream.info.urls.productApi,
      client: 'gateway',
      plan,
      token: PROXY_TOKEN,
    });
    children.push(proxy);
    const gatewayHeaders = gqlHeaders(await loginToken(gateway.info.url));
    const session = new ApiSession(direct);
    const withoutWorkflow = JSON.stringify({ query: OPEN_ORDERS_WITHOUT_WORKFLOW, variables: openOrdersVariables(5) });
    const meOnly = JSON.stringify({ query: ME_QUERY });

    const targets: Record<string, () => Promise<unknown>> = {
      gateway: () => post(`${gateway.info.url}/graphql`, gatewayHeaders, body),
      'direct REST': () => runPlan(session, plan),
      'thin proxy (same client)': () => post(`${proxy.info.url}/graphql`, gqlHeaders(PROXY_TOKEN), body),
      // Diagnostics: where the gateway's time goes.
      'gateway, page without workflow field': () => post(`${gateway.info.url}/graphql`, gatewayHeaders, withoutWorkflow),
      'gateway, me only (no upstream)': () => post(`${gateway.info.url}/graphql`, gatewayHeaders, meOnly),
    };
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      for (const [name, run] of Object.entries(targets)) {
        const { ms: took } = await timed(run);
        if (i >= WARMUP) samples[name].push(took);
      }
    }
    const added = median(samples.gateway) - median(samples['direct REST']);
    const addedP95 = percentile(samples.gateway, 95) - percentile(samples['direct REST'], 95);
    return {
      bench: 'latency',
      metrics: [
        ...Object.entries(samples).map(([name, values]) => ({
          name: `${name} median / p95`,
          value: `${ms(median(values))} / ${ms(percentile(values, 95))}`,
        })),
        { name: 'gateway added latency (median)', value: ms(added), target: '<= 0.5 ms', ok: added <= 0.5 },
        { name: 'gateway added latency (p95)', value: ms(addedP95) },
        { name: 'gateway / direct REST (median)', value: (median(samples.gateway) / median(samples['direct REST'])).toFixed(2) },
      ],
      notes: [`${SAMPLES} sequential requests per target after ${WARMUP} warm-up, alternating targets; ${1 + plan.followUps.length} upstream calls per page`],
    };
  } finally {
    direct.close();
    for (const child of children.reverse()) await child.stop();
    await upstream.stop();
  }
}
