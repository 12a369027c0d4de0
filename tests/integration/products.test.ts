// 'Produtos' against the reference upstreams: a branch's products 8 a page with their offers, section, category and
// subcategory at one product API call per resource type, the filter dialog's query, the card rules (price display,
// minimum stock), the cascade, and the branch binding of types 3 and 4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';
import { jpeg, storeDirectly } from './images';
import { setEnv } from './env';

const PRODUCT = `id code auxiliaryCode branch description unit section { id description } category { id description }
  subcategory { id description } salePrice tablePrice priceDisplay { price struckPrice } canUpdate outOfLine stock minimumStock
  belowMinimumStock onOffer offerType { code label } imageUrl updatedAt offers { id type { code label } price minQuantity maxQuantity startsOn endsOn }`;
const LIST = `query($filter: ProductFilter!, $page: Int) { products(filter: $filter, page: $page) { total truncated branch items { ${PRODUCT} } } }`;

const SAVE = `mutation($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { message errors { code message field } product { ${PRODUCT} notes unitWeight soldInPacks packQuantity } }
}`;

let stack: WorkflowStack;
const clients = new Map<string, Client>();

async function as(matricula: string): Promise<Client> {
  if (!clients.has(matricula)) {
    const client = stack.client();
    expect((await client.login(matricula)).login.errors).toEqual([]);
    clients.set(matricula, client);
  }
  return clients.get(matricula)!;
}

const gql = async (matricula: string, query: string, variables?: Record<string, unknown>): Promise<Loose> => {
  const result = await (await as(matricula)).query(query, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data;
};
const page = async (filter: Loose, number = 1, matricula = '1001') => (await gql(matricula, LIST, { filter, page: number })).products;
/** The product API resources read since `mark` (a count of the proxy's calls). */
const productApiGets = (mark: number) =>
  stack.proxies.productApi.calls
    .slice(mark)
    .filter((c) => c.method === 'GET')
    .map((c) => c.path.split('?')[0].replace(/^.*\/api\/v1\//, ''));

beforeAll(async () => {
  stack = await startWorkflowStack();
}, 120_000);
afterAll(async () => stack?.close());

describe('products', () => {
  it('lists a branch 8 a page by description, each card with its offers, at one call per resource type', async () => {
    await as('1001');
    const mark = stack.proxies.productApi.calls.length;
    const first = await page({ branch: 17 });
    expect(productApiGets(mark).sort()).toEqual(['categorias/', 'produtos-ordenados/', 'subcategorias/']);
    expect(first.total).toBeGreaterThan(100);
    expect(first.branch).toBe(17);
    expect(first.items).toHaveLength(8);
    expect(first.items.every((p: Loose) => p.branch === 17 && p.section?.description && p.category?.description && p.subcategory?.description)).toBe(true);
    const names = first.items.map((p: Loose) => p.description);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'variant' })));
    const second = await page({ branch: 17 }, 2);
    expect(second.items.map((p: Loose) => p.id)).not.toContain(first.items[0].id);
    const past = await page({ branch: 17 }, 10_000);
    expect(past).toMatchObject({ total: first.total, items: [] });
  });

  it('applies the price display and minimum-stock rules to what the API holds', async () => {
    const offers = await page({ branch: 17, onOfferOnly: true });
    expect(offers.items).toHaveLength(8);
    for (const product of offers.items as Loose[]) {
      expect(product.onOffer).toBe(true);
      const plain = ['V', 'L'].includes(product.offerType.code);
      // The offer's own price against the struck table price (the sale price when the offer row is missing).
      const own = (product.offers as Loose[]).find((o) => o.type.code === product.offerType.code);
      const price = plain || !own ? product.salePrice : own.price;
      expect(product.priceDisplay).toEqual({ price, struckPrice: plain ? null : product.tablePrice });
      expect(product.belowMinimumStock).toBe(Number(product.stock) < Number(product.minimumStock));
      if (product.offerType.code === 'L') {
        expect(product.offers.length).toBeGreaterThan(1);
        expect(product.offers.every((o: Loose) => o.type.code === 'L' && Number(o.maxQuantity) > 0)).toBe(true);
      }
    }
  });

  it('sends the filter dialog to the API', async () => {
    const outOfLine = await page({ branch: 18, outOfLine: true });
    expect(outOfLine.total).toBeGreaterThan(0);
    expect(outOfLine.items.every((p: Loose) => p.outOfLine && p.branch === 18)).toBe(true);
    const withoutImage = await page({ branch: 17, withoutImageOnly: true });
    expect(withoutImage.total).toBeGreaterThan(0);
    expect(withoutImage.items.every((p: Loose) => p.imageUrl === null)).toBe(true);
    const one = (await page({ branch: 17 })).items[3];
    const byCode = await page({ branch: 17, code: one.code });
    expect(byCode.items.map((p: Loose) => p.id)).toEqual([one.id]);
    const byWord = await page({ branch: 17, description: one.description.split(' ')[0].toLowerCase(), sectionId: one.section.id });
    expect(byWord.items.every((p: Loose) => p.section.id === one.section.id && p.description.includes(one.description.split(' ')[0]))).toBe(true);
    const recent = await page({ branch: 17, registeredFrom: '2099-01-01' });
    expect(recent.total).toBe(0);
  });

  it('answers an empty page until a branch is chosen', async () => {
    expect(await page({})).toEqual({ total: 0, truncated: false, branch: null, items: [] });
  });

  it('binds types 3 to their own branch and refuses another; type 4 has no products page', async () => {
    const own = await page({}, 1, '1003');
    expect(own.branch).toBe(17);
    expect(own.items.every((p: Loose) => p.branch === 17)).toBe(true);
    const other = await (await as('1003')).query(LIST, { filter: { branch: 18 } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const separator = await (await as('1004')).query(LIST, { filter: { branch: 17 } });
    expect(separator.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql('1003', '{ productBranches { code name } }')).productBranches.map((b: Loose) => b.code)).toEqual([17]);
    expect((await gql('1005', '{ productBranches { code } }')).productBranches.map((b: Loose) => b.code).sort()).toEqual([17, 18]);
  });

  it('gives the edit form its section -> category -> subcategory cascade in three calls', async () => {
    await as('1002');
    const mark = stack.proxies.productApi.calls.length;
    const { productCatalogue } = await gql('1002', '{ productCatalogue { id description categories { id description subcategories { id description } } } }');
    expect(productApiGets(mark).sort()).toEqual(['categorias/', 'secoes/', 'subcategorias/']);
    const categories = await stack.api.get('categorias/?page_size=10000');
    expect(productCatalogue.flatMap((s: Loose) => s.categories).length).toBe(categories.results.length);
    for (const section of productCatalogue as Loose[]) {
      for (const category of section.categories) {
        const stored = categories.results.find((c: Loose) => String(c.id) === category.id);
        expect(String(stored.secao)).toBe(section.id);
      }
    }
    expect(productCatalogue.some((s: Loose) => s.categories.some((c: Loose) => c.subcategories.length > 0))).toBe(true);
  });
});

const upload = (bytes: Uint8Array) => storeDirectly(stack.upstreams.urls.storage, bytes, 'produtos');

/** The edit form filled from a listed product. */
const formOf = (p: Loose, extra: Loose = {}) => ({
  description: p.description,
  unit: p.unit,
  sectionId: p.section.id,
  categoryId: p.category.id,
  subcategoryId: p.subcategory.id,
  salePrice: p.salePrice,
  tablePrice: p.tablePrice,
  outOfLine: p.outOfLine,
  stock: p.stock,
  minimumStock: p.minimumStock,
  minimumPurchase: '1',
  onOffer: p.onOffer,
  offerType: p.offerType.code,
  soldInPacks: false,
  packQuantity: null,
  unitWeight: p.unit === 'KG' ? '0.500' : null,
  notes: null,
  imageUrl: p.imageUrl,
  ...extra,
});
/** Waits until update-logs' newest entry is no longer 'Executando' (the reference script finished). */
async function refreshDone(): Promise<Loose> {
  for (let i = 0; i < 100; i++) {
    const [latest] = (await stack.api.get('update-logs/?page_size=1')).results;
    if (latest?.output !== 'Executando') return latest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the refresh job did not finish');
}
const save = async (matricula: string, id: string, input: Loose) => (await as(matricula)).query(SAVE, { id, input });
const audits = async (id: string) =>
  (await stack.api.get('application-logs/?tabela=produtos&page_size=1000')).results.filter((l: Loose) => String(l.dadoAntes?.id) === id);

describe('updateProduct', () => {
  it('saves the whole product as one journaled change with one audit entry', async () => {
    const [product] = (await page({ branch: 17, outOfLine: false })).items;
    const { productCatalogue } = await gql('1001', '{ productCatalogue { id categories { id subcategories { id } } } }');
    const section = productCatalogue.find((s: Loose) => s.id !== product.section.id && s.categories.some((c: Loose) => c.subcategories.length));
    const category = section.categories.find((c: Loose) => c.subcategories.length);
    const answer = await save(
      '1001',
      product.id,
      formOf(product, {
        description: `${product.description} EDITADO`,
        sectionId: section.id,
        categoryId: category.id,
        subcategoryId: category.subcategories[0].id,
        minimumStock: '7',
        notes: 'Conferido',
        soldInPacks: true,
        packQuantity: '12',
        outOfLine: true,
      }),
    );
    expect(answer.body.errors).toBeUndefined();
    const payload = answer.body.data!.updateProduct;
    expect(payload.errors).toEqual([]);
    expect(payload.message).toBe('Produto Atualizado com Sucesso!');
    expect(payload.product).toMatchObject({
      id: product.id,
      description: `${product.description} EDITADO`,
      section: { id: section.id },
      category: { id: category.id },
      outOfLine: true,
      notes: 'Conferido',
      soldInPacks: true,
      packQuantity: '12.000',
    });
    const stored = await stack.api.get(`produtos/${product.id}/`);
    expect(stored).toMatchObject({
      codprod: product.code,
      codfilial: 17,
      secao: Number(section.id),
      categoria: Number(category.id),
      foralinha: 'S',
      estoqueminimo: '7.000',
      tem_multiplo: true,
    });
    const entries = await audits(product.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ metodo: 'PUT', dadoDepois: { descricao: `${product.description} EDITADO` } });
  });

  it('refuses a category outside the section and the form problems, writing nothing', async () => {
    const [product] = (await page({ branch: 18 })).items;
    const { productCatalogue } = await gql('1001', '{ productCatalogue { id categories { id } } }');
    const other = productCatalogue.find((s: Loose) => s.id !== product.section.id && s.categories.length);
    const writes = stack.proxies.productApi.calls.filter((c) => c.method === 'PUT').length;
    const wrong = (await save('1002', product.id, formOf(product, { categoryId: other.categories[0].id }))).body.data!.updateProduct;
    expect(wrong.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'A categoria escolhida não pertence à seção.', field: 'categoryId' }]);
    const empty = (await save('1002', product.id, formOf(product, { description: '', minimumStock: '-1' }))).body.data!.updateProduct;
    expect(empty.errors.map((e: Loose) => [e.field, e.message])).toEqual([
      ['description', 'Campo Obrigatório'],
      ['minimumStock', 'O valor mínimo é 0!'],
    ]);
    expect(stack.proxies.productApi.calls.filter((c) => c.method === 'PUT').length).toBe(writes);
  });

  it("lets only types 1 and 2 change 'fora de linha', binds type 3 to its branch and leaves type 5 read-only", async () => {
    const [own] = (await page({ branch: 17, outOfLine: false }, 2)).items;
    const refused = (await save('1003', own.id, formOf(own, { outOfLine: true }))).body.data!.updateProduct;
    expect(refused.errors).toEqual([{ code: 'FORBIDDEN', message: expect.stringContaining('Fora de linha'), field: 'outOfLine' }]);
    const allowed = (await save('1003', own.id, formOf(own, { notes: 'Pelo subgerente' }))).body.data!.updateProduct;
    expect(allowed.errors).toEqual([]);
    const [other] = (await page({ branch: 18 })).items;
    // Another branch's product answers like a missing id (docs/security.md#lookups-by-id; branch-rights.test.ts
    // compares them).
    expect((await save('1003', other.id, formOf(other))).body.data!.updateProduct.errors[0].code).toBe('NOT_FOUND');
    expect((await save('1005', own.id, formOf(own))).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await save('1002', own.id, formOf(own, { outOfLine: true }))).body.data!.updateProduct.errors).toEqual([]);
  });

  it("keeps the offers editor's rule on the product form: a product with L tiers keeps type L (docs/areas/catalogue.md#offers)", async () => {
    let product: Loose;
    for (let n = 1; !product; n++)
      product = (await page({ branch: 17, onOfferOnly: true }, n)).items.find((p: Loose) => p.offerType.code === 'L' && p.offers.length >= 2);
    const writes = stack.proxies.productApi.calls.filter((c) => c.method === 'PUT').length;
    const mixed = (await save('1001', product.id, formOf(product, { offerType: 'A' }))).body.data!.updateProduct;
    expect(mixed.errors).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: "Este produto tem ofertas do tipo L: o tipo de oferta deve ser L. Para mudar o tipo, altere ou exclua as ofertas em 'Ofertas'.",
        field: 'offerType',
      },
    ]);
    expect(stack.proxies.productApi.calls.filter((c) => c.method === 'PUT').length).toBe(writes);
    expect((await save('1001', product.id, formOf(product, { notes: 'Mesmo tipo' }))).body.data!.updateProduct.errors).toEqual([]);
  });

  it('checks the image on the stored file: a JPEG up to 200 KB', async () => {
    const [product] = (await page({ branch: 17 }, 3)).items;
    const large = await upload(jpeg(800, 800, 210_000));
    const tooLarge = (await save('1001', product.id, formOf(product, { imageUrl: large }))).body.data!.updateProduct;
    expect(tooLarge.errors).toEqual([{ code: 'IMAGE_INVALID', message: 'A imagem do produto deve ter um tamanho menor do que 200KB!', field: 'imageUrl' }]);
    const small = await upload(jpeg(640, 480, 1000));
    const saved = (await save('1001', product.id, formOf(product, { imageUrl: small }))).body.data!.updateProduct;
    expect(saved.errors).toEqual([]);
    expect(saved.product.imageUrl).toBe(small);
  });

  it("is refused while the ERP stock update says 'Executando', unless that entry is stale", async () => {
    const saved = stack.clock.now;
    // The reference script (same process) finishes its job only after this delay: the entry stays 'Executando'.
    const restoreEnv = setEnv({ PRODUCT_REFRESH_DELAY_MS: '4000' });
    try {
      // The gateway's clock at the update log's own time, and a session opened then.
      stack.clock.now = Date.now();
      const superuser = stack.client();
      expect((await superuser.login('1001')).login.errors).toEqual([]);
      const [product] = (await superuser.query(LIST, { filter: { branch: 17 }, page: 4 })).body.data!.products.items;
      await stack.api.get(`scripts/atualiza-produto/?codprod=${product.code}&codfilial=17&user=teste`);
      const busy = (await superuser.query(SAVE, { id: product.id, input: formOf(product) })).body.data!.updateProduct;
      expect(busy.errors).toEqual([
        { code: 'REFUSED', message: 'Atualização de Estoque de produtos sendo executada no momento, tente mais tarde.', field: null },
      ]);
      // The same entry seen two hours later: a job left 'Executando' (a restart) no longer blocks edits.
      stack.clock.now += 2 * 60 * 60_000;
      const stale = (await superuser.query(SAVE, { id: product.id, input: formOf(product) })).body.data!.updateProduct;
      expect(stale.errors).toEqual([]);
      await refreshDone();
    } finally {
      stack.clock.now = saved;
      restoreEnv();
    }
  });
});

const OFFERS = `mutation($productId: ID!, $offers: [ProductOfferInput!]!) {
  saveProductOffers(productId: $productId, offers: $offers) { message errors { code message field } product { ${PRODUCT} } }
}`;
const saveOffers = async (matricula: string, productId: string, offers: Loose[]) => (await as(matricula)).query(OFFERS, { productId, offers });
/** A day counted from today (whole days away, so the UTC and São Paulo dates agree). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rowOf = (o: Loose) => ({
  id: o.id,
  type: o.type.code,
  price: o.price,
  minQuantity: o.minQuantity,
  maxQuantity: o.maxQuantity,
  startsOn: o.startsOn,
  endsOn: o.endsOn,
});
const offerAudits = async (productId: string) =>
  (await stack.api.get('application-logs/?tabela=ofertas&page_size=1000')).results.filter((l: Loose) => String(l.dadoAntes?.produto) === productId);

describe('saveProductOffers', () => {
  it('adds an L tier with the first offer dates, updates and deletes in one workflow with one audit entry', async () => {
    let product: Loose;
    for (let n = 1; !product; n++)
      product = (await page({ branch: 17, onOfferOnly: true }, n)).items.find((p: Loose) => p.offerType.code === 'L' && p.offers.length >= 2);
    const [first, second, ...rest] = product.offers.map(rowOf);
    const answer = (
      await saveOffers('1001', product.id, [
        first,
        { ...second, price: '1.11' },
        { type: 'L', price: '0.99', minQuantity: '50', maxQuantity: '99', startsOn: '2030-01-01', endsOn: '2030-01-02' },
      ])
    ).body.data!.saveProductOffers;
    expect(answer.errors).toEqual([]);
    expect(answer.message).toBe('Oferta criada com Sucesso!');
    const offers = answer.product.offers;
    expect(offers).toHaveLength(3);
    expect(offers.every((o: Loose) => o.startsOn === first.startsOn && o.endsOn === first.endsOn)).toBe(true);
    expect(Number(offers.find((o: Loose) => o.id === second.id).price)).toBe(1.11);
    expect(offers.some((o: Loose) => o.minQuantity.startsWith('50') && o.price.startsWith('0.99'))).toBe(true);
    for (const gone of rest) expect(offers.some((o: Loose) => o.id === gone.id)).toBe(false);
    expect(answer.product).toMatchObject({ onOffer: true, offerType: { code: 'L' } });
    expect(await offerAudits(product.id)).toHaveLength(1);
  });

  it('marks a product without offers on offer with the new offer type; an empty list deletes them all', async () => {
    let product: Loose;
    for (let n = 1; !product; n++) product = (await page({ branch: 18 }, n)).items.find((p: Loose) => p.offers.length === 0 && !p.onOffer);
    const added = (await saveOffers('1002', product.id, [{ type: 'A', price: '2.50', startsOn: dayFromNow(-2), endsOn: dayFromNow(30) }])).body.data!
      .saveProductOffers;
    expect(added.errors).toEqual([]);
    expect(added.product).toMatchObject({
      onOffer: true,
      offerType: { code: 'A' },
      offers: [{ type: { code: 'A' }, minQuantity: '0.000', maxQuantity: '0.000' }],
    });
    // The card shows the offer's price against the struck table price, though the product's pvenda is unchanged.
    expect(added.product.priceDisplay).toEqual({ price: added.product.offers[0].price, struckPrice: added.product.tablePrice });
    expect(added.product.priceDisplay.price).not.toBe(added.product.salePrice);
    const stored = await stack.api.get(`produtos/${product.id}/`);
    expect(stored).toMatchObject({ oferta: 'S', tipopoferta: 'A' });
    const refused = (
      await saveOffers('1002', product.id, [rowOf(added.product.offers[0]), { type: 'A', price: '2.00', startsOn: dayFromNow(-2), endsOn: dayFromNow(30) }])
    ).body.data!.saveProductOffers;
    expect(refused.errors.map((e: Loose) => e.field)).toEqual(['offers']);
    const cleared = (await saveOffers('1002', product.id, [])).body.data!.saveProductOffers;
    expect(cleared.errors).toEqual([]);
    expect(cleared.product.offers).toEqual([]);
    // No offer left: the product is off offer, as after the card's delete.
    expect(cleared.product).toMatchObject({ onOffer: false, offerType: { code: 'V' } });
    expect(await stack.api.get(`produtos/${product.id}/`)).toMatchObject({ oferta: 'N', tipopoferta: 'V' });
    expect((await saveOffers('1005', product.id, [])).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('saveProductOffers after a lost answer', () => {
  it('creates and deletes each offer exactly once when the API acted but its answer never came', async () => {
    let product: Loose;
    for (let n = 1; !product; n++) product = (await page({ branch: 18 }, n)).items.find((p: Loose) => p.offers.length === 0 && !p.onOffer);
    // The product an earlier test cleared may come back here (off offer again): count this test's entries only.
    const auditsBefore = (await offerAudits(product.id)).length;
    const offer = { type: 'A', price: '3.75', startsOn: '2030-03-01', endsOn: '2030-03-31' };
    let since = stack.proxies.productApi.calls.length;
    stack.proxies.productApi.add({ method: 'POST', path: '/ofertas/', action: 'lose' });
    const added = (await saveOffers('1002', product.id, [offer])).body.data!.saveProductOffers;
    expect(added.errors).toEqual([]);
    expect(added.product.offers).toHaveLength(1);
    expect((await stack.api.get(`ofertas/?produto=${product.id}&page_size=500`)).results).toHaveLength(1);
    const posts = stack.proxies.productApi.calls.slice(since).filter((c) => c.method === 'POST' && c.path.includes('/ofertas/'));
    expect(posts).toHaveLength(1);

    since = stack.proxies.productApi.calls.length;
    stack.proxies.productApi.add({ method: 'DELETE', path: '/ofertas/', action: 'lose' });
    const cleared = (await saveOffers('1002', product.id, [])).body.data!.saveProductOffers;
    expect(cleared.errors).toEqual([]);
    expect(cleared.product.offers).toEqual([]);
    // No offer left: the product is off offer, as after the card's delete.
    expect(cleared.product).toMatchObject({ onOffer: false, offerType: { code: 'V' } });
    expect(await stack.api.get(`produtos/${product.id}/`)).toMatchObject({ oferta: 'N', tipopoferta: 'V' });
    const deletes = stack.proxies.productApi.calls.slice(since).filter((c) => c.method === 'DELETE' && c.path.includes('/ofertas/'));
    expect(deletes.length).toBeGreaterThanOrEqual(1);
    expect(await offerAudits(product.id)).toHaveLength(auditsBefore + 2);
  });
});

const DELETE_OFFERS = `mutation($productId: ID!) {
  deleteProductOffers(productId: $productId) { message errors { code message field } product { ${PRODUCT} } }
}`;

describe('deleteProductOffers (the card delete; docs/decisions/0015-products-belong-to-the-erp.md: offers, never the product)', () => {
  it('deletes every offer of the product in one workflow with one DELETE audit entry, takes it off offer, keeps the product', async () => {
    let product: Loose;
    for (let n = 1; !product; n++)
      product = (await page({ branch: 17, onOfferOnly: true }, n)).items.find((p: Loose) => p.offers.length >= 1 && p.offerType.code !== 'L');
    const del = async (matricula: string) => (await as(matricula)).query(DELETE_OFFERS, { productId: product.id });
    expect((await del('1005')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const since = stack.proxies.productApi.calls.length;
    const answer = (await del('1003')).body.data!.deleteProductOffers;
    expect(answer.errors).toEqual([]);
    expect(answer.message).toBe('Ofertas Excluídas com Sucesso!');
    expect(answer.product).toMatchObject({ id: product.id, onOffer: false, offerType: { code: 'V' }, offers: [] });
    const deletes = stack.proxies.productApi.calls.slice(since).filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.path.replace(/^.*\/api\/v1\//, '')).sort()).toEqual(product.offers.map((o: Loose) => `ofertas/${o.id}/`).sort());
    expect((await stack.api.get(`ofertas/?produto=${product.id}&page_size=500`)).results).toEqual([]);
    expect(await stack.api.get(`produtos/${product.id}/`)).toMatchObject({ id: Number(product.id), oferta: 'N', tipopoferta: 'V' });
    const audits = (await offerAudits(product.id)).filter((l: Loose) => l.metodo === 'DELETE');
    expect(audits).toHaveLength(1);
    expect([...audits[0].dadoDepois.excluidas].sort()).toEqual(product.offers.map((o: Loose) => Number(o.id)).sort());
    const again = (await del('1001')).body.data!.deleteProductOffers;
    expect(again.errors).toEqual([{ code: 'NOT_FOUND', message: 'Este produto não possui ofertas para excluir.', field: 'productId' }]);
    expect((await offerAudits(product.id)).filter((l: Loose) => l.metodo === 'DELETE')).toHaveLength(1);
  });
});

const REFRESH = `mutation($id: ID!) { refreshProduct(id: $id) { message errors { code message field } state { running stale output } } }`;
const STATE = '{ productRefreshState { running stale output } }';

describe('refreshProduct', () => {
  it('asks the ERP script through the gateway, blocks edits and refreshes until it is done', async () => {
    let product: Loose;
    for (let n = 1; !product; n++) product = (await page({ branch: 17 }, n)).items.find((p: Loose) => p.canUpdate);
    const restoreEnv = setEnv({ PRODUCT_REFRESH_DELAY_MS: '1500' });
    try {
      const mark = stack.proxies.productApi.calls.length;
      const asked = (await (await as('1005')).query(REFRESH, { id: product.id })).body.data!.refreshProduct;
      expect(asked).toMatchObject({ errors: [], message: 'Atualização do produto realizada com sucesso!', state: { running: true, output: 'Executando' } });
      const script = stack.proxies.productApi.calls.slice(mark).find((c) => c.path.includes('scripts/atualiza-produto/'))!;
      expect(new URL(script.path, 'http://x').searchParams.get('codprod')).toBe(String(product.code));
      expect(new URL(script.path, 'http://x').searchParams.get('user')).toBe('1005');
      const again = (await (await as('1003')).query(REFRESH, { id: product.id })).body.data!.refreshProduct;
      expect(again.errors).toEqual([
        { code: 'REFUSED', message: 'É necessário aguardar a finalização da atualização atual para requisitar outra!', field: null },
      ]);
      const edit = (await save('1001', product.id, formOf(product))).body.data!.updateProduct;
      expect(edit.errors[0].message).toBe('Atualização de Estoque de produtos sendo executada no momento, tente mais tarde.');
      expect((await gql('1001', STATE)).productRefreshState.running).toBe(true);
      const finished = await refreshDone();
      expect(finished.output).toMatch(/^Concluído/);
      expect((await gql('1001', STATE)).productRefreshState).toMatchObject({ running: false, stale: false });
    } finally {
      restoreEnv();
    }
  });

  it('refuses a product the ERP does not update, and type 4 has no right', async () => {
    let product: Loose;
    for (let n = 1; !product; n++) product = (await page({ branch: 18 }, n)).items.find((p: Loose) => !p.canUpdate);
    const refused = (await (await as('1002')).query(REFRESH, { id: product.id })).body.data!.refreshProduct;
    expect(refused.errors).toEqual([{ code: 'REFUSED', message: 'Este produto não é atualizado pelo ERP.', field: null }]);
    expect((await (await as('1004')).query(REFRESH, { id: product.id })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('offers (docs/areas/catalogue.md#offers)', () => {
  /** A product of branch 18 with no offer, not yet used by another test. */
  const used = new Set<string>();
  async function plainProduct(): Promise<Loose> {
    for (let n = 1; ; n++) {
      const found = (await page({ branch: 18 }, n)).items.find((p: Loose) => p.offers.length === 0 && !p.onOffer && !used.has(p.id) && Number(p.salePrice) > 3);
      if (found) {
        used.add(found.id);
        return found;
      }
    }
  }
  const tier = (min: string, max: string, price = '1.50') => ({
    type: 'L',
    price,
    minQuantity: min,
    maxQuantity: max,
    startsOn: dayFromNow(-2),
    endsOn: dayFromNow(30),
  });

  it('refuses several offers unless all are L, and overlapping L tiers, writing nothing', async () => {
    const product = await plainProduct();
    const since = stack.proxies.productApi.calls.length;
    const mixed = (await saveOffers('1001', product.id, [tier('1', '5'), { ...tier('0', '0'), type: 'A' }])).body.data!.saveProductOffers;
    expect(mixed.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'Mais de uma oferta só é permitida quando todas são do tipo L.', field: 'offers' }]);
    const overlapping = (await saveOffers('1001', product.id, [tier('1', '5'), tier('3', '10')])).body.data!.saveProductOffers;
    expect(overlapping.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'As faixas de quantidade não podem se sobrepor (1 a 5 e 3 a 10).', field: 'offers.1.minQuantity' },
    ]);
    expect(stack.proxies.productApi.calls.slice(since).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps the rows in the order they were saved when the editor is opened again', async () => {
    const product = await plainProduct();
    const saved = (await saveOffers('1001', product.id, [tier('6', '10', '1.40'), tier('1', '5', '1.50')])).body.data!.saveProductOffers;
    expect(saved.errors).toEqual([]);
    expect(saved.product.offers.map((o: Loose) => Number(o.minQuantity))).toEqual([6, 1]);
    const listed = (await page({ branch: 18, code: product.code })).items.find((p: Loose) => p.id === product.id);
    expect(listed.offers.map((o: Loose) => Number(o.minQuantity))).toEqual([6, 1]);
  });

  it('does not show an offer that starts in the future as the current price', async () => {
    const product = await plainProduct();
    const saved = (await saveOffers('1001', product.id, [{ type: 'O', price: '1.99', startsOn: dayFromNow(3), endsOn: dayFromNow(30) }])).body.data!
      .saveProductOffers;
    expect(saved.errors).toEqual([]);
    expect(saved.product.priceDisplay).toEqual({ price: product.salePrice, struckPrice: null });
  });

  it('gives the product back the sale price it had before the offer when the offers are deleted', async () => {
    const product = await plainProduct();
    const offered = (await saveOffers('1001', product.id, [{ type: 'O', price: '1.99', startsOn: dayFromNow(-2), endsOn: dayFromNow(30) }])).body.data!
      .saveProductOffers;
    expect(offered.errors).toEqual([]);
    // Staff then set the sale price to the offer's, as they do while an offer runs.
    const repriced = (await save('1001', product.id, formOf(offered.product, { salePrice: '1.99', minimumPurchase: '1' }))).body.data!.updateProduct;
    expect(repriced.errors).toEqual([]);
    expect(Number((await stack.api.get(`produtos/${product.id}/`)).pvenda)).toBe(1.99);
    const deleted = (await (await as('1001')).query(DELETE_OFFERS, { productId: product.id })).body.data!.deleteProductOffers;
    expect(deleted.errors).toEqual([]);
    expect(Number(deleted.product.salePrice)).toBe(Number(product.salePrice));
    expect(Number((await stack.api.get(`produtos/${product.id}/`)).pvenda)).toBe(Number(product.salePrice));
  });

  it("sets 'Última atualização' to the moment of an 'Edição de Produto' save (reference API: every write)", async () => {
    const product = await plainProduct();
    const before = Date.now();
    const answer = (await save('1001', product.id, formOf(product, { notes: 'Atualizado agora' }))).body.data!.updateProduct;
    expect(answer.errors).toEqual([]);
    expect(new Date(answer.product.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date((await stack.api.get(`produtos/${product.id}/`)).dataatualizacao).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
