import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { fakeServer } from '../fake-server.test-helper';
import { probeAccentInsensitiveNames, probePreviousOfferPrice } from './extensions';
import { ProductApiTransport } from './transport';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A product API whose lists link a next page on every page, as a large one does. */
async function endlessLists(row: (url: URL) => Record<string, unknown>) {
  const server = await fakeServer((req) => {
    const url = new URL(req.url, 'http://x');
    if (url.searchParams.has('cliente')) return { status: 200, body: { total: 1, next: null, results: [{ cliente: 'João Silva' }] } };
    const page = Number(url.searchParams.get('page') ?? 1);
    return { status: 200, body: { total: 5000, next: `http://x${url.pathname}?page=${page + 1}`, results: [row(url)] } };
  });
  const http = createHttpClient('productApi', server.url, { timeoutMs: 2000 });
  cleanups.push(server.close, http.close);
  return { server, api: new ProductApiTransport(http, { current: async () => 't', refresh: async () => 't' }) };
}

describe('the start-up probes read one page', () => {
  it("offers' previous price: one request, however many offers follow", async () => {
    const { server, api } = await endlessLists(() => ({ id: 1, pvenda_anterior: '9.90' }));
    expect(await probePreviousOfferPrice(api)).toBe('on');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/ofertas/?page_size=1']);
  });

  it('accent-blind names: the first page of customers and one filtered read', async () => {
    const { server, api } = await endlessLists(() => ({ id: 1, cliente: 'João Silva' }));
    expect(await probeAccentInsensitiveNames(api)).toBe('on');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/clientes/?page_size=100', '/api/v1/clientes/?cliente=Joao&page_size=1']);
  });
});
