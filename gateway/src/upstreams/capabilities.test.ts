// The capability table (what the services offer beyond the specs) and the product API's read-only probes: a route
// that answers 404 without a token is absent, 401 present; offers' keys and an accent-blind name search tell the rest.
import { afterEach, describe, expect, it } from 'vitest';
import { Capabilities } from './capabilities';
import { probeAtStart, probeWithToken } from './capability-probe';
import { createHttpClient } from './http';
import { fakeServer, type Answer, type Recorded } from './fake-server.test-helper';

const tokens = async () => ({ current: async () => 't', refresh: async () => 't' });
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function probed(handler: (req: Recorded) => Answer, withToken = true) {
  const server = await fakeServer(handler);
  const http = createHttpClient('productApi', server.url);
  close = async () => (http.close(), await server.close());
  const capabilities = new Capabilities({ erpIdempotency: true, loyaltyIdempotency: false });
  const deps = { capabilities, productApi: http, tokens: withToken ? tokens : async () => null };
  await probeAtStart(deps);
  await probeWithToken(deps);
  return { capabilities, requests: server.requests };
}

describe('the capability probe', () => {
  it('finds the extensions of an API that has them', async () => {
    const { capabilities, requests } = await probed((req) => {
      if (req.url.startsWith('/api/v1/pedidos-alterados/')) return { status: req.headers.authorization ? 200 : 401, body: { detail: 'x' } };
      if (req.url.startsWith('/api/v1/ofertas/')) return { status: 200, body: { results: [{ id: 1, poferta: '1.00', pvenda_anterior: '2.00' }] } };
      if (req.url.includes('cliente=Joao')) return { status: 200, body: { results: [{ id: 1, cliente: 'João Silva' }], total: 1 } };
      return { status: 200, body: { results: [{ id: 1, cliente: 'João Silva' }], total: 1 } };
    });
    expect(capabilities.summary()).toEqual({
      changesFeed: 'on',
      previousOfferPrice: 'on',
      resetUsername: 'unknown',
      accentInsensitiveNames: 'on',
      monthlySales: 'on',
      privacyPolicy: 'on',
      erpIdempotency: 'on',
      loyaltyIdempotency: 'off',
    });
    // Reads only, the feed's without credentials.
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
    expect(requests.find((r) => r.url.startsWith('/api/v1/pedidos-alterados/'))?.headers.authorization).toBeUndefined();
  });

  it('finds them missing on an API built from the specs alone', async () => {
    const { capabilities } = await probed((req) => {
      if (/^\/api\/v1\/(pedidos-alterados|dashboard\/vendas-mensais|politica-privacidade)\//.test(req.url))
        return { status: 404, body: { detail: 'Not found.' } };
      if (req.url.startsWith('/api/v1/ofertas/')) return { status: 200, body: { results: [{ id: 1, poferta: '1.00' }] } };
      if (req.url.includes('cliente=Joao')) return { status: 200, body: { results: [], total: 0 } };
      return { status: 200, body: { results: [{ id: 1, cliente: 'João Silva' }], total: 1 } };
    });
    expect(capabilities.summary()).toMatchObject({
      changesFeed: 'off',
      previousOfferPrice: 'off',
      accentInsensitiveNames: 'off',
      monthlySales: 'off',
      privacyPolicy: 'off',
    });
    expect(capabilities.rows().find((r) => r.name === 'changesFeed')).toMatchObject({
      source: 'probed',
      without: expect.stringContaining('Atualização periódica'),
    });
  });

  it('without a token, or with nothing stored to look at, says unknown rather than guess', async () => {
    const { capabilities, requests } = await probed(() => ({ status: 500, body: 'boom' }), false);
    expect(capabilities.summary()).toMatchObject({
      changesFeed: 'unknown',
      previousOfferPrice: 'unknown',
      accentInsensitiveNames: 'unknown',
      monthlySales: 'unknown',
      privacyPolicy: 'unknown',
    });
    // The three unauthenticated route reads (changes feed, monthly sales, privacy policy); nothing needing a token.
    expect(requests).toHaveLength(3);
  });
});

describe('the capability table', () => {
  it('keeps what the operator declared, and learns what use shows', () => {
    const capabilities = new Capabilities({ erpIdempotency: false, loyaltyIdempotency: false });
    expect(capabilities.state('erpIdempotency')).toBe('off');
    capabilities.found('erpIdempotency', 'on');
    expect(capabilities.state('erpIdempotency')).toBe('off');
    expect(capabilities.lacks('resetUsername')).toBe(false);
    capabilities.found('resetUsername', 'off', 'learned');
    expect(capabilities.lacks('resetUsername')).toBe(true);
    capabilities.found('resetUsername', 'unknown');
    expect(capabilities.rows().find((r) => r.name === 'resetUsername')).toMatchObject({ state: 'off', source: 'learned' });
  });
});
