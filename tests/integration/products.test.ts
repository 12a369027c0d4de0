// 'Produtos' against the reference upstreams: a branch's products 8 a page with their offers, section, category and
// subcategory at one product API call per resource type, the filter dialog's query, the card rules (price display,
// minimum stock), the cascade, and the branch binding of types 3 and 4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

const PRODUCT = `id code auxiliaryCode branch description unit section { id description } category { id description }
  subcategory { id description } salePrice tablePrice priceDisplay { price struckPrice } canUpdate outOfLine stock minimumStock
  belowMinimumStock onOffer offerType { code label } imageUrl updatedAt offers { id type { code label } price minQuantity maxQuantity startsOn endsOn }`;
const LIST = `query($filter: ProductFilter!, $page: Int) { products(filter: $filter, page: $page) { total truncated branch items { ${PRODUCT} } } }`;

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
  stack.proxies.productApi.calls.slice(mark).filter((c) => c.method === 'GET').map((c) => c.path.split('?')[0].replace(/^.*\/api\/v1\//, ''));

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
      expect(product.priceDisplay).toEqual({ price: product.salePrice, struckPrice: plain ? null : product.tablePrice });
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
