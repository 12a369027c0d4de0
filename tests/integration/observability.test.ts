// Operators can see inside (docs/decisions/0041-operators-see-inside.md) against the reference upstreams: /metrics
// counters move with a named GraphQL request and its upstream call and need the token; a trace reaches an OTLP receiver
// of the test's own with the incoming traceparent honoured, the operation span under the request's and the upstream
// call under the operation's; the upstream sees that traceparent and the request id; /readyz stays ready while the
// shared product API is down (a switch in the test's proxy), reporting it beside, and /healthz stays 200.
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/server';
import { Client } from './stack';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

const TOKEN = 'metrics-test-token';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
// Named as the web's own operation: only names the gateway's documents hold become labels.
const QUERY = 'query PaymentMethods { paymentMethods(page: 1, pageSize: 6) { total items { id } } }';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const closeServer = (server: Server) => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r())));

/** A pass-through to the product API that remembers each request's headers, and can play dead (connection reset). */
async function headerProxy(target: string) {
  const base = new URL(target);
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const state = { down: false };
  const server = createServer((req, res) => {
    if (state.down) return void req.socket.destroy();
    seen.push({ path: req.url ?? '', headers: req.headers });
    const upstream = httpRequest({ host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const url = `${await listen(server)}${base.pathname}`;
  return { url, seen, state, close: () => closeServer(server) };
}

/** An OTLP/HTTP receiver: the spans of every JSON export to /v1/traces. */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { url: await listen(server), spans, close: () => closeServer(server) };
}

let upstreams: Awaited<ReturnType<typeof seededUpstreams>>;
let proxy: Awaited<ReturnType<typeof headerProxy>>;
let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let gateway: RunningGateway;
let client: Client;

beforeAll(async () => {
  upstreams = await seededUpstreams();
  proxy = await headerProxy(upstreams.urls.productApi);
  receiver = await otlpReceiver();
  gateway = await gatewayOnOwnStore({
    port: 0,
    upstreams: { ...upstreams.urls, productApi: proxy.url },
    webDist: null,
    logLevel: 'silent',
    observability: { metrics: true, metricsToken: TOKEN, tracing: { url: `${receiver.url}/v1/traces`, serviceName: 'painel-gateway', batchDelayMs: 50 } },
  });
  client = new Client(gateway.url);
  expect((await client.login('1001')).login.errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await receiver?.close();
  await upstreams?.close();
});

const metrics = async (token?: string) => {
  const res = await fetch(`${gateway.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, text: await res.text(), cors: res.headers.get('access-control-allow-origin') };
};

/** The value of one series in Prometheus's text format (0 when absent). */
const series = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

async function waitFor<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not found in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('observability', () => {
  it('counts a GraphQL request by name and its upstream call by service and resource; /metrics needs the token', async () => {
    const before = (await metrics(TOKEN)).text;
    const answer = await client.raw(JSON.stringify({ query: QUERY }));
    expect(answer.body.errors).toBeUndefined();
    const after = await metrics(TOKEN);
    expect(after.status).toBe(200);
    expect(after.cors).toBeNull();
    const requests = { operation: 'PaymentMethods', outcome: 'ok' };
    expect(series(after.text, 'painel_graphql_requests_total', requests) - series(before, 'painel_graphql_requests_total', requests)).toBe(1);
    expect(series(after.text, 'painel_graphql_request_duration_seconds_count', requests)).toBeGreaterThanOrEqual(1);
    const upstream = { service: 'productApi', resource: 'formas-pagamento', outcome: 'ok' };
    expect(series(after.text, 'painel_upstream_requests_total', upstream)).toBeGreaterThan(series(before, 'painel_upstream_requests_total', upstream));
    expect(after.text).toMatch(/^painel_sessions_open [1-9]/m);
    expect(after.text).toContain('nodejs_eventloop_lag_seconds');

    expect((await metrics()).status).toBe(401);
    expect((await metrics('wrong-token')).status).toBe(401);
  });

  it('answers the caller its request id (cleaned) and sends it upstream', async () => {
    const seenBefore = proxy.seen.length;
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie!, 'x-request-id': 'pedido<script>-42' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('pedidoscript-42');
    const upstreamCall = proxy.seen.slice(seenBefore).find((call) => call.path.includes('formas-pagamento'));
    expect(upstreamCall?.headers['x-request-id']).toBe('pedidoscript-42');
    const generated = (await fetch(`${gateway.url}/healthz`)).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exports a trace: request, operation and upstream call as parent and children, traceparent sent upstream', async () => {
    const seenBefore = proxy.seen.length;
    const parent = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
    const answer = await client.raw(JSON.stringify({ query: QUERY }), { traceparent: parent, 'x-request-id': 'traced-1' });
    expect(answer.body.errors).toBeUndefined();
    const operation = await waitFor(() => receiver.spans.find((s) => s.name === 'PaymentMethods' && s.traceId === TRACE_ID));
    const request = receiver.spans.find((s) => s.spanId === operation.parentSpanId);
    expect(request?.name).toBe('POST /graphql');
    expect(request?.parentSpanId).toBe('00f067aa0ba902b7');
    const upstreamSpan = await waitFor(() => receiver.spans.find((s) => s.parentSpanId === operation.spanId && s.name.includes('formas-pagamento')));
    expect(upstreamSpan.traceId).toBe(TRACE_ID);
    const upstreamCall = proxy.seen.slice(seenBefore).find((call) => call.path.includes('formas-pagamento'));
    expect(upstreamCall?.headers.traceparent).toBe(`00-${TRACE_ID}-${upstreamSpan.spanId}-01`);
    expect(upstreamCall?.headers['x-request-id']).toBe('traced-1');
  });

  it('/readyz stays ready while the shared product API is down and says so beside; /healthz stays 200', async () => {
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    proxy.state.down = true;
    try {
      await new Promise((r) => setTimeout(r, 2100)); // past the cached answer
      const down = await fetch(`${gateway.url}/readyz`);
      expect(down.status).toBe(200);
      // Beside it, the product API's state and what the services offer beyond the specs (neither makes it unready).
      expect(await down.json()).toEqual({
        status: 'ok',
        store: 'ok',
        productApi: 'unavailable',
        capabilities: expect.objectContaining({ changesFeed: 'on' }),
      });
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    } finally {
      proxy.state.down = false;
    }
  });
});

describe('metrics labels and who reads them', () => {
  const operationsOf = (text: string) =>
    new Set(
      text
        .split('\n')
        .filter((l) => l.startsWith('painel_graphql_requests_total{'))
        .map((l) => /operation="([^"]*)"/.exec(l)?.[1]),
    );

  it("anyone's invented operation names add no label: they count under 'other', the web's names keep theirs", async () => {
    const before = (await metrics(TOKEN)).text;
    for (let i = 0; i < 30; i++) {
      const answer = await new Client(gateway.url).raw(JSON.stringify({ query: `query Junk_${i} { ok }` }));
      expect(answer.body.data).toEqual({ ok: true });
    }
    const after = (await metrics(TOKEN)).text;
    const labels = operationsOf(after);
    expect([...labels].filter((name) => name?.startsWith('Junk_'))).toEqual([]);
    const other = { operation: 'other', outcome: 'ok' };
    expect(series(after, 'painel_graphql_requests_total', other) - series(before, 'painel_graphql_requests_total', other)).toBe(30);
    await client.raw(JSON.stringify({ query: QUERY }));
    expect(operationsOf((await metrics(TOKEN)).text).has('PaymentMethods')).toBe(true);
  });

  it("the alert rules (deploy/prometheus/alerts.yaml) read only metrics this gateway's /metrics serves", async () => {
    const rules = readFileSync(new URL('../../deploy/prometheus/alerts.yaml', import.meta.url), 'utf8');
    const read = [...new Set([...rules.matchAll(/\b(painel_[a-z_]+)\b/g)].map((m) => m[1]))];
    expect(read.length).toBeGreaterThanOrEqual(4);
    const served = new Set([...(await metrics(TOKEN)).text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    expect(read.filter((name) => !served.has(name))).toEqual([]);
    // The store-read gauges have their series at 0 on an idle store, so the rules see a value from the start.
    const text = (await metrics(TOKEN)).text;
    expect(text).toMatch(/^painel_orders_uncertain\{service="erp",send="order"\} 0$/m);
    expect(text).toMatch(/^painel_store_listen_up 1$/m);
  });

  it('without a token in development: the loopback socket must also name the loopback as its Host (no DNS rebinding)', async () => {
    const nowhere = 'http://127.0.0.1:9/';
    const open = await gatewayOnOwnStore({
      port: 0,
      upstreams: { productApi: nowhere, erp: nowhere, loyalty: nowhere, push: nowhere, storage: nowhere },
      webDist: null,
      logLevel: 'silent',
      observability: { metrics: true, tracing: null },
    });
    try {
      const port = new URL(open.url).port;
      const statusWithHost = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpGet({ host: '127.0.0.1', port, path: '/metrics', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
        });
      expect(await statusWithHost(`localhost:${port}`)).toBe(200);
      expect(await statusWithHost(`127.0.0.1:${port}`)).toBe(200);
      expect(await statusWithHost(`rebind.example:${port}`)).toBe(403);
    } finally {
      await open.close();
    }
  });
});
