// Calls the specs place on other hosts or leave to the site: the reset and recovery calls and the ERP refresh script
// go where the settings say (PASSWORD_RESET_API_URL, PRODUCT_REFRESH_URL), the rest stays on the product API; the
// loyalty platform gets its credentials under the site's header names and its repeat code is the site's.
import { afterEach, describe, expect, it } from 'vitest';
import { connectUpstreams, upstreamsFor } from './clients';
import { fakeServer, type Answer, type Recorded } from './fake-server.test-helper';

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function server(handler: (req: Recorded) => Answer) {
  const fake = await fakeServer(handler);
  closers.push(fake.close);
  return fake;
}

const tokens = { current: async () => 'jwt-1', refresh: async () => 'jwt-1' };

describe('calls on the hosts a site names', () => {
  it('sends reset, recovery and the refresh script to their own hosts, with the bearer; the rest to the product API', async () => {
    const api = await server(() => ({ status: 200, body: { results: [] } }));
    const resets = await server(() => ({ status: 200, body: { success: true, url: 'https://painel/resetpasswordweb/MQ/abc' } }));
    const scripts = await server(() => ({ status: 200, body: { id: 1, output: 'Executando' } }));
    const connections = connectUpstreams({
      urls: {
        productApi: api.url,
        erp: api.url,
        loyalty: api.url,
        push: api.url,
        storage: api.url,
        passwordReset: resets.url,
        productRefresh: `${scripts.url}scripts/atualiza.php`,
      },
      push: { appId: 'a', apiKey: 'k' },
    });
    closers.push(() => connections.close());
    const upstreams = upstreamsFor(connections, tokens);
    await upstreams.productApi.passwordResets.recover('ana@example.com');
    await upstreams.productApi.products.requestRefresh({ user: '1001', codprod: 10, codauxiliar: null, codfilial: 17 });
    await upstreams.productApi.products.latestUpdateLog();
    expect(resets.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([['POST', '/api/v1/recovery/', 'Bearer jwt-1']]);
    expect(scripts.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/v1/scripts/atualiza.php?user=1001&codprod=10&codfilial=17', 'Bearer jwt-1'],
    ]);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/v1/update-logs/?page=1&page_size=1']);
  });
});

describe('the loyalty platform as a site speaks to it', () => {
  it("puts the credentials under the site's header names and takes its repeat code as 'already done'", async () => {
    const loyalty = await server(() => ({ status: 200, body: { response: { code: 422, errors: [{ message: 'Cupom já registrado.' }] } } }));
    const connections = connectUpstreams({
      urls: { productApi: loyalty.url, erp: loyalty.url, loyalty: loyalty.url, push: loyalty.url, storage: loyalty.url },
      push: { appId: 'a', apiKey: 'k' },
      loyaltyHeaders: { username: 'x-cv-user', token: 'x-cv-token' },
      loyaltyDuplicateCode: 422,
    });
    closers.push(() => connections.close());
    const error = await upstreamsFor(connections, null)
      .loyalty.registerPurchase({ username: 'loja17', token: 'segredo' }, { payment: { coupon: 'C-1' } })
      .catch((e: unknown) => e);
    expect(loyalty.requests[0].headers).toMatchObject({ 'x-cv-user': 'loja17', 'x-cv-token': 'segredo' });
    expect(loyalty.requests[0].headers['x-username']).toBeUndefined();
    expect((error as { extensions: Record<string, unknown> }).extensions).toMatchObject({ loyaltyCode: 422, loyaltyRepeat: true });
  });
});
