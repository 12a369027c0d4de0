import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { ProductApiTransport, type TokenProvider } from './transport';
import { fakeServer } from '../fake-server.test-helper';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(handler: Parameters<typeof fakeServer>[0], tokens: TokenProvider | null = null) {
  const server = await fakeServer(handler);
  const http = createHttpClient('productApi', server.url, { timeoutMs: 2000 });
  cleanups.push(server.close, http.close);
  return { server, api: new ProductApiTransport(http, tokens) };
}

describe('ProductApiTransport', () => {
  it('batches lookups by id into one id__in call per resource', async () => {
    const { server, api } = await setup((req) => {
      const ids = new URL(req.url, 'http://x').searchParams.get('id__in')!.split(',');
      const rows = ids.filter((i) => i !== '9').map((id) => ({ id: Number(id), nome: `c${id}` }));
      return { status: 200, body: { total: rows.length, results: rows } };
    });
    const loader = api.byIdLoader<{ id: number; nome: string }>('clientes/');
    const found = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(9)]);
    expect(found.map((r) => r?.nome ?? null)).toEqual(['c1', 'c2', 'c1', null]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].url).toBe('/api/v1/clientes/?id__in=1%2C2%2C9&page_size=3');
  });

  it('lists as {total, items} and answers a page past the end with no items', async () => {
    const { api } = await setup((req) => {
      const page = new URL(req.url, 'http://x').searchParams.get('page');
      return page === '1'
        ? { status: 200, body: { total: 7, next: null, previous: null, results: [{ id: 1 }] } }
        : { status: 404, body: { detail: 'Invalid page.' } };
    });
    expect(await api.list('pedidos-em-aberto/', { codfilial: 17 }, 1, 5)).toEqual({ total: 7, items: [{ id: 1 }] });
    expect(await api.list('pedidos-em-aberto/', { codfilial: 17 }, 9, 5)).toEqual({ total: 7, items: [] });
  });

  it('refreshes a refused token once and retries with the new one', async () => {
    let refreshed = 0;
    const tokens: TokenProvider = {
      current: async () => 'old',
      refresh: async (rejected) => (expect(rejected).toBe('old'), refreshed++, 'new'),
    };
    const { server, api } = await setup(
      (req) =>
        req.headers.authorization === 'Bearer new'
          ? { status: 200, body: { ok: true } }
          : {
              status: 401,
              body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
              headers: { 'www-authenticate': 'Bearer realm="api"' },
            },
      tokens,
    );
    expect(await api.get('filiais/')).toEqual({ ok: true });
    expect(refreshed).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop when the refreshed token is refused too', async () => {
    const tokens: TokenProvider = { current: async () => 'a', refresh: async () => 'b' };
    const { server, api } = await setup(() => ({ status: 401, body: { detail: 'nope', code: 'token_not_valid' } }), tokens);
    await expect(api.get('filiais/')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(server.requests).toHaveLength(2);
  });

  it('retries GET on a 503 but never a POST', async () => {
    const { server, api } = await setup(() => ({ status: 503, body: { detail: 'busy' } }));
    await expect(api.get('filiais/')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    const gets = server.requests.length;
    expect(gets).toBe(2);
    await expect(api.post('filiais/', { a: 1 })).rejects.toMatchObject({ message: 'busy' });
    expect(server.requests.length - gets).toBe(1);
  });

  it('sends a PATCH with its JSON body and bearer, once even on a 503, and maps a refusal like any write', async () => {
    const tokens: TokenProvider = { current: async () => 'tok', refresh: async () => 'tok2' };
    let status = 200;
    const { server, api } = await setup(
      () => (status === 200 ? { status, body: { success: true } } : { status, body: { detail: 'Token is not valid' } }),
      tokens,
    );
    expect(await api.patch('password-reset-complete', { password: 'x'.repeat(8), uidb64: 'MQ', token: 't' })).toEqual({ success: true });
    expect(server.requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/password-reset-complete', headers: { authorization: 'Bearer tok' } });
    expect(JSON.parse(server.requests[0].body)).toEqual({ password: 'xxxxxxxx', uidb64: 'MQ', token: 't' });
    status = 503;
    await expect(api.patch('password-reset-complete', {})).rejects.toMatchObject({ extensions: { upstreamStatus: 503 } });
    expect(server.requests).toHaveLength(2);
    status = 401;
    // DRF's English detail never reaches a person (upstreams/drf-texts.ts).
    await expect(api.patch('password-reset-complete', {})).rejects.toMatchObject({
      message: 'A API de produtos recusou os dados enviados.',
      extensions: { upstreamStatus: 401 },
    });
  });
});
