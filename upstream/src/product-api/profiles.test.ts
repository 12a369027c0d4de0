// The product API's extensions by profile (profile.ts): on 'seeds' the changes feed is an unknown route (404 even
// without a token, as a DRF router answers before authenticating), offers carry no pvenda_anterior (their own list
// and a product's nested offers), and the reset answer does not name the user. The default profile keeps all three.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@painel/db/test-databases';
import { referenceFeatures, REFERENCE_PROFILES } from '../profile';
import { mountReports } from './reports/mount';
import { startHarness, type Harness } from './testing/harness';

const [engine] = testEngines();

describe.each(REFERENCE_PROFILES)('the product API on the %s profile', (profile) => {
  const extensions = profile === 'default';
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { features: referenceFeatures(profile), mount: mountReports });
    await h.db.exec(`
      INSERT INTO filiais (codfilial, razaosocial) VALUES (18, 'Loja 18');
      INSERT INTO produtos (id, codprod, codauxiliar, codfilial, descricao, pvenda, oferta) VALUES (1, 10, '789001', 18, 'TOMATE', '5.990', 'S');
      INSERT INTO ofertas (tipopoferta, poferta, codprod, codfilial, produto, liminicial, limfinal, pvenda_anterior)
        VALUES ('L', '4.99', 10, 18, 1, 1, 5, '5.990');
    `);
  }, 120_000);
  afterAll(() => h?.close());

  it(`${extensions ? 'has' : 'has no'} changes feed`, async () => {
    expect((await h.call('GET', 'pedidos-alterados/?page_size=1')).status).toBe(extensions ? 200 : 404);
    expect((await h.call('GET', 'pedidos-alterados/', undefined, null)).status).toBe(extensions ? 401 : 404);
    expect((await h.call('GET', 'pedidos-em-aberto/?page_size=1')).status).toBe(200);
  });

  it(`${extensions ? 'has' : 'has no'} monthly sales and privacy policy routes (404 even without a token when absent)`, async () => {
    expect((await h.call('GET', 'dashboard/vendas-mensais/?anos=2026')).status).toBe(extensions ? 200 : 404);
    expect((await h.call('GET', 'dashboard/vendas-mensais/?anos=2026', undefined, null)).status).toBe(extensions ? 401 : 404);
    expect((await h.call('GET', 'politica-privacidade/?page_size=1')).status).toBe(extensions ? 200 : 404);
    expect((await h.call('GET', 'politica-privacidade/', undefined, null)).status).toBe(extensions ? 401 : 404);
    expect((await h.call('GET', 'relatorio17/?datainicial=2026-01-01&datafinal=2026-01-31&filial=Todas')).status).toBe(200);
  });

  it(`offers ${extensions ? 'carry' : 'do not carry'} the price before them`, async () => {
    const offers = (await h.call('GET', 'ofertas/?page_size=5')).body.results;
    expect(offers).toHaveLength(1);
    expect('pvenda_anterior' in offers[0]).toBe(extensions);
    const product = (await h.call('GET', 'produtos/1/')).body;
    expect(product.ofertasProduto).toHaveLength(1);
    expect(product.ofertasProduto[0].poferta).toBe('4.990');
    expect('pvenda_anterior' in product.ofertasProduto[0]).toBe(extensions);
  });

  it(`the reset answer ${extensions ? 'names' : 'does not name'} the user`, async () => {
    const rec = await h.call('POST', 'recovery/', { email: 'admin@example.com' });
    const [, uidb64, token] = /\/resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(rec.body.url)!;
    const done = await h.call('PATCH', 'password-reset-complete', { password: 'nova-senha-1', uidb64, token }, null);
    expect(done.status).toBe(200);
    expect(done.body).toEqual(
      extensions ? { success: true, message: 'Password reset success', username: '1001' } : { success: true, message: 'Password reset success' },
    );
  });
});
