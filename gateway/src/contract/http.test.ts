import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../upstreams/fake-server.test-helper';
import { ContractHttp } from './http';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function door(mayWrite: boolean) {
  const server = await fakeServer(() => ({ status: 200, body: { ok: true } }));
  cleanups.push(server.close);
  return { server, http: new ContractHttp({ productApi: server.url, storage: server.url.replace('/api/v1/', '/') }, mayWrite) };
}

describe('the contract checks’ one door to the services', () => {
  it('read-only: refuses every method but GET before it leaves, except the token reads', async () => {
    const { server, http } = await door(false);
    await http.call('productApi', 'clientes/', { query: { page_size: 1 } });
    await http.call('productApi', 'token/', { method: 'POST', json: {} });
    await http.call('productApi', 'token/refresh/', { method: 'POST', json: {} });
    for (const [service, method, path] of [
      ['productApi', 'POST', 'destaques/'],
      ['productApi', 'POST', 'token/extra/'],
      ['productApi', 'PATCH', 'password-reset-complete'],
      ['storage', 'POST', 'token/'],
      ['storage', 'PUT', 'files/x.jpg'],
    ] as const) {
      await expect(http.call(service, path, { method })).rejects.toThrow(/refused: this run is read-only/);
    }
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/clientes/?page_size=1',
      'POST /api/v1/token/',
      'POST /api/v1/token/refresh/',
    ]);
    expect(http.writes()).toEqual([]);
  });

  it('with --write: sends the writes and lists them', async () => {
    const { server, http } = await door(true);
    await http.call('productApi', 'destaques/', { method: 'POST', json: {} });
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    expect(http.writes()).toEqual([{ service: 'productApi', method: 'POST', path: '/api/v1/destaques/' }]);
  });
});
