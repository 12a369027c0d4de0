// Benchmark 3: requests/s of the open-orders query (page of 5, as the screen asks) through the gateway against a
// thin HTTP proxy making the same product API calls with the same client (the gateway's own send(), keep-alive),
// each server in its own process, the upstream in a third, autocannon with 50 connections for the same duration
// each. Runs are interleaved (gateway, proxy, proxy-got, gateway, ...) so drift hits all. Target: gateway/proxy
// >= 0.45. The proxy is also run with got as the gateway configures it (the design card's client, and the
// baseline of the first measurements), fetch (undici) and bare node:http to compare HTTP clients.
import autocannon from 'autocannon';
import { startChild, type Child } from './lib/children';
import { OPEN_ORDERS_QUERY, OPEN_ORDERS_WITHOUT_WORKFLOW, gqlHeaders, loginToken } from './lib/gateway-client';
import { openOrdersVariables, recordOpenOrders, replayAnswers, startGatewayChild, startUpstreamChild } from './lib/open-orders';
import { skipped, type BenchResult } from './lib/report';
import { ratio } from './lib/stats';
import { CLIENT_KINDS, type ClientKind } from './lib/upstream-clients';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const PROXY_TOKEN = 'bench-proxy-token';

interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
}

async function load(target: Target, seconds: number) {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: target.headers,
    body: target.body,
  });
  return { rps: result.requests.average, failures: result.errors + result.timeouts + result.non2xx, p99: result.latency.p99 };
}

export async function throughputBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  const children: Child<{ url: string }>[] = [];
  try {
    const [recording] = await recordOpenOrders(upstream.info.urls, [5]);
    if (!recording.plan) return skipped('throughput', recording.reason!);
    const body = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });
    // The page's GETs are answered from memory unless BENCH_REAL_UPSTREAM=1 (then PGlite is the bottleneck).
    let productApi = upstream.info.urls.productApi;
    if (process.env.BENCH_REAL_UPSTREAM !== '1') {
      const replay = await startChild<{ url: string }>('replay-upstream.ts', { target: productApi, answers: replayAnswers(recording.calls) });
      children.push(replay);
      productApi = replay.info.url;
    }
    const urls = { ...upstream.info.urls, productApi };

    const gateway = await startGatewayChild(urls);
    children.push(gateway);
    const gatewayTarget: Target = { url: `${gateway.info.url}/graphql`, headers: gqlHeaders(await loginToken(gateway.info.url)), body };
    const interpreted = await startGatewayChild(urls, 'graphql-js');
    children.push(interpreted);
    const interpretedTarget: Target = { url: `${interpreted.info.url}/graphql`, headers: gqlHeaders(await loginToken(interpreted.info.url)), body };
    const proxies = new Map<ClientKind, Target>();
    for (const client of CLIENT_KINDS) {
      const proxy = await startChild<{ url: string }>('thin-proxy.ts', {
        productApi,
        client,
        plan: recording.plan,
        token: PROXY_TOKEN,
      });
      children.push(proxy);
      proxies.set(client, { url: `${proxy.info.url}/graphql`, headers: gqlHeaders(PROXY_TOKEN), body });
    }

    const targets: Array<[string, Target]> = [
      ['gateway', gatewayTarget],
      ['gateway-graphql-js', interpretedTarget],
      ...[...proxies].map(([k, t]) => [`proxy-${k}`, t] as [string, Target]),
    ];
    for (const [name, target] of targets) {
      console.log(`  warm-up ${name}`);
      await load(target, WARMUP_SECONDS);
    }
    const samples = new Map<string, { rps: number[]; failures: number; p99: number[] }>();
    const measure = async (name: string, target: Target) => {
      const result = await load(target, SECONDS);
      const entry = samples.get(name) ?? { rps: [], failures: 0, p99: [] };
      entry.rps.push(result.rps);
      entry.failures += result.failures;
      entry.p99.push(result.p99);
      samples.set(name, entry);
      console.log(`  ${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, failures ${result.failures}`);
    };
    for (let round = 0; round < ROUNDS; round++) {
      await measure('gateway', gatewayTarget);
      // Diagnostic: the same gateway executing with graphql-js instead of the compiled executor.
      await measure('gateway-graphql-js', interpretedTarget);
      await measure('proxy-gateway', proxies.get('gateway')!);
      await measure('proxy-got', proxies.get('got')!);
    }
    // Diagnostic: the page without its `workflow` field (the one gateway store query of the page).
    await measure('gateway-no-workflow', {
      ...gatewayTarget,
      body: JSON.stringify({ query: OPEN_ORDERS_WITHOUT_WORKFLOW, variables: openOrdersVariables(5) }),
    });
    await measure('proxy-fetch', proxies.get('fetch')!);
    await measure('proxy-http', proxies.get('http')!);
    await measure('proxy-gateway', proxies.get('gateway')!);
    await measure('proxy-got', proxies.get('got')!);

    const mean = (name: string) => {
      const values = samples.get(name)!.rps;
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const gatewayRps = mean('gateway');
    const sameRps = mean('proxy-gateway');
    const gotRps = mean('proxy-got');
    const notes = [...samples].filter(([, s]) => s.failures > 0).map(([name, s]) => `${name}: ${s.failures} failed requests (errors, timeouts or non-2xx)`);
    notes.push(
      productApi === upstream.info.urls.productApi
        ? 'real upstream (PGlite): its capacity bounds both servers'
        : 'product API GETs of the page replayed from memory (BENCH_REAL_UPSTREAM=1 for the real one)',
    );
    notes.push(
      `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds gateway/gateway-graphql-js/proxy/proxy-got; upstream calls per request: ${1 + recording.plan.followUps.length}`,
    );
    notes.push("same client = the gateway's own send() (GETs on node:http since the hot-path work; got before it)");
    return {
      bench: 'throughput',
      metrics: [
        { name: 'gateway req/s', value: gatewayRps.toFixed(0) },
        { name: 'thin proxy (same client) req/s', value: sameRps.toFixed(0) },
        { name: 'gateway / thin proxy (same client)', value: ratio(gatewayRps / sameRps), target: '>= 0.45', ok: gatewayRps / sameRps >= 0.45 },
        { name: 'gateway, page without workflow field / thin proxy (same client)', value: ratio(mean('gateway-no-workflow') / sameRps) },
        { name: 'gateway, graphql-js execution / thin proxy (same client)', value: ratio(mean('gateway-graphql-js') / sameRps) },
        { name: 'gateway: compiled / graphql-js execution', value: ratio(gatewayRps / mean('gateway-graphql-js')) },
        { name: 'thin proxy (got) req/s', value: gotRps.toFixed(0) },
        { name: 'gateway / thin proxy (got)', value: ratio(gatewayRps / gotRps) },
        { name: 'proxy: same client / got', value: ratio(sameRps / gotRps) },
        { name: 'proxy: fetch / got', value: ratio(mean('proxy-fetch') / gotRps) },
        { name: 'proxy: node:http / got', value: ratio(mean('proxy-http') / gotRps) },
      ],
      notes,
    };
  } finally {
    for (const child of children.reverse()) await child.stop();
    await upstream.stop();
  }
}
