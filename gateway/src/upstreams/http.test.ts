import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, send, sendOk } from './http';
import { retryDelay } from './http-get';
import { fakeServer } from './fake-server.test-helper';
import type { GraphQLError } from 'graphql';
import { MIN_CALL_MS, RequestDeadline } from '../request-deadline';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(handler: Parameters<typeof fakeServer>[0], options: Parameters<typeof createHttpClient>[2] = {}) {
  const server = await fakeServer(handler);
  const http = createHttpClient('productApi', server.url, { timeoutMs: 2000, ...options });
  cleanups.push(server.close, http.close);
  return { server, http };
}

describe('send() GET path', () => {
  it('builds the URL as got did (prefix + path, params replace the query) and parses JSON', async () => {
    const { server, http } = await setup(() => ({ status: 200, body: { ok: true } }));
    const reply = await send(http, '/clientes/?old=1', {
      searchParams: { id__in: '1,2', page: 1, skip: undefined, none: null },
      headers: { authorization: 'Bearer t' },
    });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(server.requests[0].url).toBe('/api/v1/clientes/?id__in=1%2C2&page=1');
    expect(server.requests[0].headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer t', 'accept-encoding': 'gzip, deflate, br' });
  });

  it("returns error statuses for the caller to map, retrying only got's retryable ones", async () => {
    const { server, http } = await setup(() => ({ status: 404, body: { detail: 'Não encontrado.' } }));
    await expect(sendOk(http, 'pedidos/9/')).rejects.toMatchObject({ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET once on 503 and answers the second reply', async () => {
    let calls = 0;
    const { server, http } = await setup(() => (++calls === 1 ? { status: 503, body: { detail: 'busy' } } : { status: 200, body: [1] }));
    expect((await send(http, 'filiais/')).body).toEqual([1]);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry when getRetries is 0, nor when Retry-After exceeds the timeout', async () => {
    const none = await setup(() => ({ status: 503, body: 'x' }), { getRetries: 0 });
    await send(none.http, 'a/');
    expect(none.server.requests).toHaveLength(1);
    const later = await setup(() => ({ status: 429, body: 'x', headers: { 'retry-after': '60' } }));
    await expect(sendOk(later.http, 'a/')).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: '60' } });
    expect(later.server.requests).toHaveLength(1);
  });

  it('times out a whole request as UPSTREAM_TIMEOUT', async () => {
    const { server, http } = await setup(() => new Promise(() => undefined), { timeoutMs: 200, getRetries: 0 });
    await expect(send(http, 'slow/')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT', upstream: 'productApi' } });
    expect(server.requests).toHaveLength(1);
  });

  it("maps a refused connection to UPSTREAM_UNAVAILABLE, after got's retry", async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const http = createHttpClient('erp', `http://127.0.0.1:${port}/`, { timeoutMs: 2000 });
    cleanups.push(http.close);
    await expect(send(http, 'x/')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' }, message: expect.stringContaining('ECONNREFUSED') });
  });

  it('decodes gzip bodies', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(JSON.stringify({ nome: 'Açúcar' })));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const http = createHttpClient('productApi', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    cleanups.push(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))), http.close);
    expect((await send(http, 'produtos/1/')).body).toEqual({ nome: 'Açúcar' });
  });

  it('writes still go through got, without retries', async () => {
    const { server, http } = await setup(() => ({ status: 503, body: { detail: 'busy' } }));
    const reply = await send(http, 'pedidos/', { method: 'POST', json: { a: 1 } });
    expect(reply.status).toBe(503);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });
});

describe("retryDelay (got's rules for GET)", () => {
  const reply = (status: number, headers: Record<string, string> = {}) => ({ status, headers, text: '' });
  it('backs off 1 s then 2 s (plus noise) on retryable statuses and network codes', () => {
    expect(retryDelay(1, reply(502), undefined, 15_000)).toBeGreaterThanOrEqual(1000);
    expect(retryDelay(1, reply(502), undefined, 15_000)).toBeLessThan(1100);
    expect(retryDelay(2, undefined, { code: 'ECONNRESET' }, 15_000)).toBeGreaterThanOrEqual(2000);
  });
  it('honours Retry-After up to the timeout, and never retries 413 without it or other statuses and errors', () => {
    expect(retryDelay(1, reply(429, { 'retry-after': '3' }), undefined, 15_000)).toBe(3000);
    expect(retryDelay(1, reply(503, { 'retry-after': '30' }), undefined, 15_000)).toBe(0);
    expect(retryDelay(1, reply(413), undefined, 15_000)).toBe(0);
    expect(retryDelay(1, reply(400), undefined, 15_000)).toBe(0);
    expect(retryDelay(1, undefined, new Error('boom'), 15_000)).toBe(0);
  });
});

describe("send() within a request's deadline", () => {
  const within = (http: ReturnType<typeof createHttpClient>, deadline: RequestDeadline) => ({
    ...http,
    scope: { requestId: 'r-1', tracing: null, span: undefined, deadline },
  });
  const hung = () => new Promise<never>(() => undefined);

  it('cuts a hung GET at the deadline (its own timeout is longer) with REQUEST_TIMEOUT, and retries nothing', async () => {
    const { server, http } = await setup(hung, { timeoutMs: 60_000 });
    const deadline = new RequestDeadline(300);
    cleanups.push(() => deadline.end());
    await expect(send(within(http, deadline), 'pedidos/')).rejects.toMatchObject({
      message: 'O servidor demorou demais para responder. Tente novamente.',
      extensions: { code: 'REQUEST_TIMEOUT', upstream: 'productApi' },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('begins no retry that could not answer before the deadline: the answer it has stands', async () => {
    const { server, http } = await setup(() => ({ status: 503, body: { detail: 'ocupado' } }));
    const deadline = new RequestDeadline(500); // got's first retry waits 1 s
    cleanups.push(() => deadline.end());
    expect((await send(within(http, deadline), 'filiais/')).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing with too little time left, saying so (a write then is safe to send again)', async () => {
    const { server, http } = await setup(() => ({ status: 201, body: {} }));
    const deadline = new RequestDeadline(MIN_CALL_MS - 1);
    cleanups.push(() => deadline.end());
    await expect(send(within(http, deadline), 'pedidos/', { method: 'POST', json: {} })).rejects.toMatchObject({
      extensions: { code: 'REQUEST_TIMEOUT', reached: false },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('cuts a hung write at the deadline and leaves it in doubt (no reached: false)', async () => {
    const { server, http } = await setup(hung, { timeoutMs: 60_000 });
    const deadline = new RequestDeadline(300);
    cleanups.push(() => deadline.end());
    const error = await send(within(http, deadline), 'pedidos/', { method: 'POST', json: { a: 1 } }).catch((e: GraphQLError) => e);
    expect(error).toMatchObject({ extensions: { code: 'REQUEST_TIMEOUT', upstream: 'productApi' } });
    expect((error as GraphQLError).extensions.reached).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });
});
