// Lists read whole follow `next` to the end and refuse a short read; lookups check the keys of what a filter
// returned, because a real product API may cap its pages and ignore filters its view does not declare.
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { fakeServer } from '../fake-server.test-helper';
import { ProductApiTransport } from './transport';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(handler: Parameters<typeof fakeServer>[0]) {
  const server = await fakeServer(handler);
  const http = createHttpClient('productApi', server.url, { timeoutMs: 2000 });
  cleanups.push(server.close, http.close);
  return { server, api: new ProductApiTransport(http, null) };
}

const ROWS = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, pedido: i < 240 ? 7 : 8 }));

/** A DRF list over ROWS that caps pages at 100 and ignores every filter. */
function cappedIgnoringFilters(rows = ROWS, total = rows.length) {
  return (req: { url: string }) => {
    const page = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? '1');
    const slice = rows.slice((page - 1) * 100, page * 100);
    if (page > 1 && slice.length === 0) return { status: 404, body: { detail: 'Invalid page.' } };
    return { status: 200, body: { total, next: page * 100 < rows.length ? `http://elsewhere/?page=${page + 1}` : null, previous: null, results: slice } };
  };
}

describe('lists read whole', () => {
  it('follow next page by page on the configured host, and check the rows again', async () => {
    const { server, api } = await setup(cappedIgnoringFilters());
    const items = await api.results<{ id: number; pedido: number }>('detalhe-item-pedido/', { pedido: 7, page_size: 100000 }, (r) => r.pedido === 7);
    expect(items).toHaveLength(240);
    expect(server.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual([null, '2', '3']);
    expect(server.requests.every((r) => r.url.startsWith('/api/v1/detalhe-item-pedido/'))).toBe(true);
  });

  it('refuse a list that ends short of its total', async () => {
    const { api } = await setup(cappedIgnoringFilters(ROWS.slice(0, 150), 300));
    await expect(api.results('detalhe-item-pedido/', { pedido: 7 })).rejects.toMatchObject({
      message: expect.stringContaining('só 150 de 300 registros'),
      extensions: { code: 'UPSTREAM_ERROR', upstream: 'productApi' },
    });
  });
});

describe('list pages', () => {
  it("are made of a capped server's own pages, so a page of 120 rows shows 120", async () => {
    const { server, api } = await setup(cappedIgnoringFilters());
    const second = await api.list<{ id: number }>('pedidos-em-aberto/', {}, 2, 120);
    expect(second.total).toBe(250);
    expect(second.items.map((r) => r.id)).toEqual(Array.from({ length: 120 }, (_, i) => 121 + i));
    const all = await api.list<{ id: number }>('pedidos-em-aberto/', {}, 1, 10_000);
    expect(all.items).toHaveLength(250);
    // The asked page, then the server pages it spans.
    expect(server.requests.length).toBe(1 + 2 + 1 + 3);
  });
});

describe('single-row lookups', () => {
  it('answer the row with the asked keys, reading on past a first page of other rows', async () => {
    const { api } = await setup(cappedIgnoringFilters());
    expect(await api.find<{ id: number }>('cancelamento-pedido/', { numpedido: 245 }, (r) => r.id === 245)).toEqual({ id: 245, pedido: 8 });
    expect(await api.find<{ id: number }>('cancelamento-pedido/', { numpedido: 999 }, (r) => r.id === 999)).toBeUndefined();
  });

  it('batch by key and read each missing key alone when the batch filter was ignored', async () => {
    const { server, api } = await setup((req) => {
      const url = new URL(req.url, 'http://x');
      const one = /clientes\/(\d+)\/$/.exec(url.pathname);
      if (one) return Number(one[1]) === 404 ? { status: 404, body: { detail: 'Not found.' } } : { status: 200, body: { id: Number(one[1]) } };
      return { status: 200, body: { total: 50, next: 'x', results: [{ id: 1 }, { id: 2 }] } };
    });
    const loader = api.byIdLoader<{ id: number }>('clientes/');
    expect(await Promise.all([loader.load(2), loader.load(130), loader.load(404)])).toEqual([{ id: 2 }, { id: 130 }, null]);
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      '/api/v1/clientes/130/',
      '/api/v1/clientes/404/',
      '/api/v1/clientes/?id__in=2%2C130%2C404&page_size=3',
    ]);
  });
});
