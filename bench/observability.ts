// Benchmark: what operators' visibility costs (docs/decisions/0041-operators-see-inside.md). Requests/s of the
// open-orders page (page of 5, the screen's own document) through four gateway children side by side: metrics and
// tracing off (METRICS_ENABLED=false, no OTLP endpoint), metrics only, both on (metrics on every request and upstream
// call, every request traced: request, operation and upstream spans batched to an OTLP/HTTP receiver in this process,
// which counts and drops them), and both on with one request in ten traced (the standard sampler variables). The page's
// product API GETs are replayed from memory as in `throughput`, so the gateways' own work is what is compared. Runs
// interleaved in alternating order with autocannon, 50 connections; the CPU per request of each process is read from
// /proc as a steadier second view. Target: on / off >= 0.95.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startChild, type Child } from './lib/children';
import { OPEN_ORDERS_QUERY, gqlHeaders, loginToken } from './lib/gateway-client';
import { openOrdersVariables, recordOpenOrders, replayAnswers, startUpstreamChild } from './lib/open-orders';
import { skipped, type BenchResult } from './lib/report';
import { median, ratio } from './lib/stats';
import { startTracing } from '../gateway/src/observability/tracing';
import { recordGraphql, recordUpstream } from '../gateway/src/observability/metrics';

const CONNECTIONS = 50;
/** Measured seconds per process and round, in SLICES slices. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLICES = 4;
const SLICE_SECONDS = Math.max(1, Math.round(SECONDS / SLICES));
const ROUNDS = Number(process.env.BENCH_OBSERVABILITY_ROUNDS ?? 5);
/** Each fresh process's first seconds of load: graphql-jit compiles the page's document, V8 optimises the hot path. */
const WARMUP_SECONDS = 3;
const METRICS_TOKEN = 'bench-metrics-token';
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** An OTLP/HTTP collector stand-in: counts the spans of each export and answers 200. */
async function otlpReceiver() {
  let spans = 0;
  let exports = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      exports++;
      spans += (
        Buffer.concat(chunks)
          .toString('utf8')
          .match(/"spanId"/g) ?? []
      ).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => ({ spans, exports }),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/**
 * CPU µs per request of the observability's own calls for a request of `upstreamCalls` upstream calls, timed in this
 * process while the gateways are idle (a figure the machine's load shakes less than req/s): the metrics recorded,
 * and the spans made, ended, injected and exported to the receiver (the export's HTTP included).
 */
async function isolatedCostUs(receiverUrl: string, upstreamCalls: number) {
  const REQUESTS = 20_000;
  const tracing = await startTracing({ url: `${receiverUrl}/v1/traces`, serviceName: 'painel-gateway-bench', batchDelayMs: 100 });
  const req = { method: 'POST', headers: {} } as IncomingMessage;
  const time = async (work: () => void) => {
    const before = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      work();
      if (i % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setTimeout(r, 500)); // the last batches leave
    const used = process.cpuUsage(before);
    return (used.user + used.system) / REQUESTS;
  };
  const metricsUs = await time(() => {
    recordGraphql('OpenOrders', 'ok', 0.01);
    for (let k = 0; k < upstreamCalls; k++) recordUpstream('productApi', 'pedidos-em-aberto', 200, 0.005);
  });
  const tracingUs = await time(() => {
    const request = tracing.startRequest(req, '/graphql');
    const operation = tracing.startOperation(request);
    for (let k = 0; k < upstreamCalls; k++) {
      const call = tracing.startUpstream(operation, 'productApi', 'GET', 'pedidos-em-aberto', 'http://127.0.0.1/api/pedidos-em-aberto/');
      tracing.inject(call, {});
      tracing.endUpstream(call, 200);
    }
    tracing.endOperation(operation, 'OpenOrders', 'ok');
    tracing.endRequest(request, 200, true);
  });
  await tracing.shutdown();
  return { metricsUs, tracingUs };
}

export async function observabilityBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  const receiver = await otlpReceiver();
  const children: Child<{ url: string }>[] = [];
  try {
    const [recording] = await recordOpenOrders(upstream.info.urls, [5]);
    if (!recording.plan) return skipped('observability', recording.reason!);
    const replay = await startChild<{ url: string }>('replay-upstream.ts', {
      target: upstream.info.urls.productApi,
      answers: replayAnswers(recording.calls),
    });
    children.push(replay);
    const upstreams = { ...upstream.info.urls, productApi: replay.info.url };
    const body = JSON.stringify({ query: OPEN_ORDERS_QUERY, variables: openOrdersVariables(5) });

    const variants = {
      off: { METRICS_ENABLED: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
      metrics: { METRICS_ENABLED: 'true', METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: '' },
      on: { METRICS_ENABLED: 'true', METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'painel-gateway-bench' },
      // What a busy production would run: one request in ten traced (the others still pass a traceparent on).
      sampled: {
        METRICS_ENABLED: 'true',
        METRICS_TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      },
    };
    type Variant = keyof typeof variants;
    const names = Object.keys(variants) as Variant[];
    /** Per variant and round: requests/s averaged over the round's slices, and CPU µs per request. */
    const rounds = Object.fromEntries(names.map((name) => [name, { rps: [] as number[], cpuUs: [] as number[], failures: 0 }])) as Record<
      Variant,
      { rps: number[]; cpuUs: number[]; failures: number }
    >;
    type Target = { child: Child<{ url: string }>; headers: Record<string, string>; rps: number[]; cpu: number; requests: number };
    const run = async (name: Variant, target: Target, seconds: number, record: boolean) => {
      const before = cpuSeconds(target.child.process.pid);
      const result = await autocannon({
        url: `${target.child.info.url}/graphql`,
        connections: CONNECTIONS,
        duration: seconds,
        method: 'POST',
        headers: target.headers,
        body,
      });
      const after = cpuSeconds(target.child.process.pid);
      if (!record) return;
      target.rps.push(result.requests.average);
      rounds[name].failures += result.errors + result.timeouts + result.non2xx;
      if (before !== null && after !== null) {
        target.cpu += after - before;
        target.requests += result.requests.total;
      }
    };
    // Fresh gateway processes every round, and the round's seconds cut into short slices taken in turn. Two
    // processes of one build differ by up to ~15% in CPU per request for their whole lives (seen with two 'off'
    // processes side by side, pinned to a core or not), and the machine's speed drifts by as much within a minute:
    // slices in turn put the drift on every variant alike, and each round's ratios are taken against that round's
    // 'off' process, so one process's luck moves one round's figures; the median over the rounds keeps the typical one.
    let counted = 0;
    let scrapeStatus = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const targets = {} as Record<Variant, Target>;
      try {
        for (const name of names) {
          const child = await startChild<{ url: string }>('gateway.ts', { upstreams }, { NODE_ENV: 'production', ...variants[name] });
          targets[name] = { child, headers: gqlHeaders(await loginToken(child.info.url)), rps: [], cpu: 0, requests: 0 };
        }
        for (const name of names) await run(name, targets[name], WARMUP_SECONDS, false);
        for (let slice = 0; slice < SLICES; slice++) {
          const order = (round + slice) % 2 ? [...names].reverse() : names;
          for (const name of order) await run(name, targets[name], SLICE_SECONDS, true);
        }
        for (const name of names) {
          const target = targets[name];
          rounds[name].rps.push(target.rps.reduce((a, b) => a + b, 0) / target.rps.length);
          rounds[name].cpuUs.push(target.requests ? (target.cpu * 1e6) / target.requests : NaN);
        }
        console.log(
          `  round ${round + 1}: ${names.map((name) => `${name} ${rounds[name].rps.at(-1)!.toFixed(0)} req/s ${rounds[name].cpuUs.at(-1)!.toFixed(0)} µs`).join(', ')}`,
        );
        // The "on" gateway really measured: its counter of the page.
        const scrape = await fetch(`${targets.on.child.info.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        scrapeStatus = scrape.status;
        counted += (await scrape.text())
          .split('\n')
          .filter((line) => line.startsWith('painel_graphql_requests_total{') && line.includes('operation="OpenOrders"'))
          .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
      } finally {
        // Stopping flushes each gateway's batched spans to the receiver.
        await Promise.all(Object.values(targets).map((target) => target.child.stop()));
      }
    }

    const { spans, exports } = receiver.counts();
    const upstreamCalls = recording.calls.filter((call) => call.method === 'GET').length;
    const isolated = await isolatedCostUs(receiver.url, upstreamCalls);

    /** The median over rounds of a variant's req/s against the same round's 'off' process. */
    const pairedRatio = (name: Variant) => median(rounds[name].rps.map((rps, round) => rps / rounds.off.rps[round]));
    const ratios = (name: Variant) => rounds[name].rps.map((rps, round) => ratio(rps / rounds.off.rps[round])).join(', ');
    const onRatio = pairedRatio('on');
    const notes = [
      `${CONNECTIONS} connections; ${ROUNDS} rounds, each on four fresh gateway processes (${WARMUP_SECONDS} s warm-up each), then ${SLICES} slices of ${SLICE_SECONDS} s per process taken in turn (order alternating); ratios per round against that round's 'off', median over rounds; page GETs replayed from memory`,
      `per round, / off: on ${ratios('on')}; metrics only ${ratios('metrics')}; on 10% ${ratios('sampled')}`,
      `on: /metrics counted ${counted} OpenOrders requests over the rounds (status ${scrapeStatus}); the receiver got ${spans} spans in ${exports} exports (100% sampled; spans the batch queue dropped under load are not exported)`,
    ];
    for (const name of names) if (rounds[name].failures) notes.push(`${name}: ${rounds[name].failures} failed requests`);
    return {
      bench: 'observability',
      metrics: [
        { name: 'gateway req/s, metrics and tracing off (median of rounds)', value: median(rounds.off.rps).toFixed(0) },
        { name: 'gateway req/s, metrics and tracing on (median of rounds)', value: median(rounds.on.rps).toFixed(0) },
        { name: 'on / off (req/s, median of rounds)', value: ratio(onRatio), target: '>= 0.95', ok: onRatio >= 0.95 },
        { name: 'metrics only / off (req/s, median of rounds)', value: ratio(pairedRatio('metrics')) },
        { name: 'on, 10% of requests traced / off (req/s, median of rounds)', value: ratio(pairedRatio('sampled')) },
        {
          name: `observability code alone per request (${upstreamCalls} upstream calls): metrics + every request traced, µs`,
          value: `${isolated.metricsUs.toFixed(1)} + ${isolated.tracingUs.toFixed(1)}, ${((100 * (isolated.metricsUs + isolated.tracingUs)) / median(rounds.off.cpuUs)).toFixed(1)}% of the gateway's CPU per request (off)`,
        },
        {
          name: 'CPU per request off / metrics only / on / on 10%, µs (median of rounds)',
          value: names.map((name) => median(rounds[name].cpuUs).toFixed(0)).join(' / '),
        },
      ],
      notes,
    };
  } finally {
    for (const child of children.reverse()) await child.stop();
    await upstream.stop();
    await receiver.close();
  }
}
