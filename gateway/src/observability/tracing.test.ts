import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTracing } from './tracing';

// A collector that takes every export and keeps nothing: the spans' content is the integration test's business.
const collector = createServer((req, res) => req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')));
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));
afterEach(() => vi.unstubAllEnvs());

const incoming = { method: 'POST', headers: {} } as IncomingMessage;

/** One request's spans: the request, its operation, one upstream call, and the headers that call would send. */
async function oneRequest(sampler: string) {
  vi.stubEnv('OTEL_TRACES_SAMPLER', sampler);
  const tracing = await startTracing({ url, serviceName: 'painel-gateway-test', batchDelayMs: 10 });
  const request = tracing.startRequest(incoming, '/graphql');
  const operation = tracing.startOperation(request);
  const upstream = tracing.startUpstream(operation, 'productApi', 'GET', 'pedidos-em-aberto', 'http://127.0.0.1/api/pedidos-em-aberto/');
  const headers: Record<string, string> = {};
  tracing.inject(upstream, headers);
  tracing.endUpstream(upstream, 200);
  tracing.endOperation(operation, 'OpenOrders', 'ok');
  tracing.endRequest(request, 200, true);
  await tracing.shutdown();
  return { request, operation, upstream, traceparent: headers.traceparent };
}

describe('tracing', () => {
  it('makes a span per operation and upstream call of a sampled request, the upstream told its own span', async () => {
    const { request, operation, upstream, traceparent } = await oneRequest('always_on');
    expect(new Set([request, operation, upstream]).size).toBe(3);
    const { traceId, spanId } = upstream.spanContext();
    expect(operation.spanContext().traceId).toBe(traceId);
    expect(traceparent).toBe(`00-${traceId}-${spanId}-01`);
  });

  it('makes no span under a request the sampler left out, and still passes the trace on, marked not sampled', async () => {
    const { request, operation, upstream, traceparent } = await oneRequest('always_off');
    expect(request.isRecording()).toBe(false);
    expect(operation).toBe(request);
    expect(upstream).toBe(request);
    const { traceId, spanId } = request.spanContext();
    expect(traceparent).toBe(`00-${traceId}-${spanId}-00`);
  });
});
