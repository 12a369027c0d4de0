// Benchmark 3: requests/s of the open-orders query (page of 5, as the screen asks) through the gateway against a
// thin HTTP proxy making the same product API calls with the same client (the gateway's own send(), keep-alive),
// each server in its own process, the upstream in a third, autocannon with 50 connections for the same duration
// each. Runs are interleaved (gateway, proxy, proxy-got, gateway, ...) so drift hits all. Target: gateway/proxy
// >= 0.55 (docs/measurements.md#targets: a median of three runs; then 0.6). The proxy is also run with got as the
// gateway configures it (the first design's HTTP client, and the baseline of the first measurements), fetch
// (undici) and bare node:http to compare HTTP clients. A line shows what the policy and input checks cost per request of the page
// (lib/check-cost.ts).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startChild, type Child } from './lib/children';
import { ME_QUERY, OPEN_ORDERS_QUERY, OPEN_ORDERS_WITHOUT_WORKFLOW, gql, gqlHeaders, loginToken } from './lib/gateway-client';
import type { CheckCost } from './lib/check-cost';
import type { UserType } from '../gateway/src/auth/policy';
import { openOrdersVariables, recordOpenOrders, replayAnswers, startGatewayChild, startUpstreamChild } from './lib/open-orders';
import { skipped, type BenchResult } from './lib/report';
import { ratio } from './lib/stats';
import { CLIENT_KINDS, type ClientKind } from './lib/upstream-clients';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const PROXY_TOKEN = 'bench-proxy-token';
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The server's process, whose CPU time per request is read from /proc (less shaken by a shared machine's load). */
  pid?: number;
}

/** CPU seconds (user + system) the process has used so far, or null where /proc is not available. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime and stime (fields 14 and 15 of stat)
  } catch {
    return null;
  }
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
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    p99: result.latency.p99,
  };
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
    const gatewayToken = await loginToken(gateway.info.url);
    const gatewayTarget: Target = { url: `${gateway.info.url}/graphql`, headers: gqlHeaders(gatewayToken), body, pid: gateway.process.pid };
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
      proxies.set(client, { url: `${proxy.info.url}/graphql`, headers: gqlHeaders(PROXY_TOKEN), body, pid: proxy.process.pid });
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
    const samples = new Map<string, { rps: number[]; failures: number; p99: number[]; cpu: number; requests: number }>();
    const measure = async (name: string, target: Target) => {
      const cpuBefore = cpuSeconds(target.pid);
      const result = await load(target, SECONDS);
      const cpuAfter = cpuSeconds(target.pid);
      const entry = samples.get(name) ?? { rps: [], failures: 0, p99: [], cpu: 0, requests: 0 };
      entry.rps.push(result.rps);
      entry.failures += result.failures;
      entry.p99.push(result.p99);
      if (cpuBefore !== null && cpuAfter !== null) {
        entry.cpu += cpuAfter - cpuBefore;
        entry.requests += result.requests;
      }
      samples.set(name, entry);
      console.log(`  ${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, failures ${result.failures}`);
    };
    /** The server's CPU µs per request over its runs (NaN without /proc). */
    const cpuPerRequest = (name: string) => {
      const entry = samples.get(name)!;
      return entry.requests ? (entry.cpu * 1e6) / entry.requests : NaN;
    };
    /** CPU µs per request of `page` above `floor` (the same server answering without its page work). */
    const pageWorkUs = (page: string, floor: string) => cpuPerRequest(page) - cpuPerRequest(floor);
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
    // Diagnostics: the floors under the page. The gateway answering `me` (HTTP, Apollo, the session; no upstream
    // call) and the proxy answering a constant (HTTP alone): what is left above them is each server's work for the page.
    await measure('gateway-me', { ...gatewayTarget, body: JSON.stringify({ query: ME_QUERY }) });
    const sameClientProxy = proxies.get('gateway')!;
    await measure('proxy-empty', { ...sameClientProxy, url: sameClientProxy.url.replace(/\/graphql$/, '/empty') });
    await measure('proxy-fetch', proxies.get('fetch')!);
    await measure('proxy-http', proxies.get('http')!);
    await measure('proxy-gateway', proxies.get('gateway')!);
    await measure('proxy-got', proxies.get('got')!);

    // What the policy and input checks cost per request: the page's answer and the user's type from the gateway, then
    // the checks' own code timed in a production-mode child while the servers are idle (children/check-cost.ts).
    const [page, me] = await Promise.all([
      gql(gateway.info.url, gatewayToken, OPEN_ORDERS_QUERY, openOrdersVariables(5)),
      gql(gateway.info.url, gatewayToken, ME_QUERY),
    ]);
    const user = me.body.data?.me as { type: UserType; branch: number | null };
    const checker = await startChild<CheckCost>(
      'check-cost.ts',
      { query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5), data: page.body.data, type: user.type, branch: user.branch },
      { NODE_ENV: 'production' },
    );
    const checks = checker.info;
    await checker.stop();
    const checksUs = checks.costUs + checks.fieldUs;

    const mean = (name: string) => {
      const values = samples.get(name)!.rps;
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const gatewayRps = mean('gateway');
    // The gateway's CPU per request, or the time per request its req/s allows where /proc is missing.
    const gatewayCpuUs = Number.isNaN(cpuPerRequest('gateway')) ? 1e6 / gatewayRps : cpuPerRequest('gateway');
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
    notes.push(
      "CPU per request: user + system time of the server process over its runs (/proc/<pid>/stat) divided by the requests answered; a ratio that the machine's other load shakes less than req/s",
    );
    notes.push(
      "floors: the gateway's `{ me { type branch } }` (HTTP, Apollo, the session, no upstream call) and the thin proxy's POST /empty (HTTP alone, a constant answer), one run each; the page's work of a server is its page CPU minus its floor, and the room line is what the gateway's page work may cost for its CPU per request to stay within the proxy's / 0.55 and / 0.6",
    );
    notes.push(
      "policy and input checks: the gateway's own check functions (query-cost checkCost, auth/directives fieldChecks) for the page's answer and user, timed in a child process of their own in production mode (children/check-cost.ts, lib/check-cost.ts); the share is of the gateway's CPU per request (below)",
    );
    return {
      bench: 'throughput',
      metrics: [
        { name: 'gateway req/s', value: gatewayRps.toFixed(0) },
        { name: 'thin proxy (same client) req/s', value: sameRps.toFixed(0) },
        { name: 'gateway / thin proxy (same client)', value: ratio(gatewayRps / sameRps), target: '>= 0.55', ok: gatewayRps / sameRps >= 0.55 },
        {
          name: `policy and input checks per request (cost limit ${checks.costUs.toFixed(1)} µs + ${checks.fieldChecks} field checks ${checks.fieldUs.toFixed(1)} µs)`,
          value: `${checksUs.toFixed(1)} µs, ${((100 * checksUs) / gatewayCpuUs).toFixed(1)}% of the gateway's CPU per request`,
        },
        { name: 'cost limit walk, uncached (first use of a document)', value: `${checks.costWalkUs.toFixed(1)} µs` },
        {
          name: 'CPU per request: gateway / thin proxy (same client), µs',
          value: `${cpuPerRequest('gateway').toFixed(0)} / ${cpuPerRequest('proxy-gateway').toFixed(0)}`,
        },
        {
          name: "gateway's own CPU per request (gateway - thin proxy); proxy / gateway CPU",
          value: `${(cpuPerRequest('gateway') - cpuPerRequest('proxy-gateway')).toFixed(0)} µs; ${ratio(cpuPerRequest('proxy-gateway') / cpuPerRequest('gateway'))}`,
        },
        {
          name: 'floors, CPU per request: gateway, me only (no upstream) / thin proxy, constant answer (no upstream), µs',
          value: `${cpuPerRequest('gateway-me').toFixed(0)} / ${cpuPerRequest('proxy-empty').toFixed(0)}`,
        },
        {
          name: "the page's work above the floor, CPU per request: gateway (page - me) / thin proxy (page - constant), µs",
          value: `${pageWorkUs('gateway', 'gateway-me').toFixed(0)} / ${pageWorkUs('proxy-gateway', 'proxy-empty').toFixed(0)}`,
        },
        {
          name: "room for the gateway's page work at gateway / proxy CPU 0.55 and 0.6 (proxy CPU / ratio - gateway me), µs",
          value: [0.55, 0.6].map((r) => (cpuPerRequest('proxy-gateway') / r - cpuPerRequest('gateway-me')).toFixed(0)).join(' / '),
        },
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
