// Branch rights (docs/security.md#lookups-by-id) against the reference upstreams: 'filial' is type 1's page alone
// while every other page keeps a branch's code and name; recipe ingredients are bound like every products path
// (a submanager neither reads nor links another branch's products); and a bound user's by-id actions on another
// branch's records answer exactly like an id that does not exist, as order(id) does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { ADVANCE, RETRY, createOrder } from './workflow-fixtures';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
const clients = new Map<string, Client>();
const as = async (matricula: string): Promise<Client> => {
  let client = clients.get(matricula);
  if (!client) {
    client = stack.client();
    expect((await client.login(matricula)).login.errors).toEqual([]);
    clients.set(matricula, client);
  }
  return client;
};
const gql = async (matricula: string, query: string, variables?: Record<string, unknown>): Promise<Loose> => {
  const result = await (await as(matricula)).query(query, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data;
};
const first = async (path: string): Promise<Loose> => (await stack.api.get(path)).results[0];
const MISSING = '999999999';

beforeAll(async () => {
  stack = await startWorkflowStack();
}, 120_000);
afterAll(async () => stack?.close());

describe("page 'filial' is type 1's alone (docs/decisions/0026-branch-page-type-1-only.md)", () => {
  const UPDATE = `mutation($input: BranchInput!) { updateBranch(input: $input) { message errors { code message } } }`;
  const CREATE = `mutation($input: BranchInput!) { createBranch(input: $input) { message errors { code message } } }`;
  const form = (code: number, name: string) => ({
    code,
    name,
    cnpj: '12.ABC.345/01DE-35',
    address: 'Rua das Flores',
    number: '10',
    neighbourhood: 'Centro',
    city: 'Teresina',
    state: 'PI',
    postalCode: '64000-100',
    mapsUrl: 'https://maps.google.com/?q=x',
    contact: '(86) 3222-1000',
    whatsappUrl: 'https://wa.me/558632221000',
    status: 'A',
  });

  it('a manager (1002) may neither update nor create a branch, nor read the table; the product API is unchanged', async () => {
    const manager = await as('1002');
    const before = await stack.api.get('filiais/18/');
    const update = await manager.query(UPDATE, { input: form(18, 'Filial Tomada') });
    expect(update.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await stack.api.get('filiais/18/')).toEqual(before);
    const create = await manager.query(CREATE, { input: form(951, 'Filial Nova') });
    expect(create.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await stack.api.get('filiais/?codFilial=951')).results).toEqual([]);
    for (const read of ['{ branches { total } }', '{ branch(code: 18) { code } }', '{ deliveryPeriods { id } }']) {
      expect((await manager.query(read)).body.errors?.[0].extensions?.code, read).toBe('FORBIDDEN');
    }
    const me = (await gql('1002', '{ me { pages } }')).me;
    expect(me.pages).not.toContain('filial');
    expect(me.pages).toEqual(expect.arrayContaining(['horario', 'configuracoes', 'funcionamento', 'produto', 'relatorio']));
  });

  it("keeps every other page's branch code and name for type 2 (field-rules.test.ts: the record's other fields)", async () => {
    const pickers = await gql(
      '1002',
      `{
      settingsBranches { code name } holidayBranches { code name } productBranches { code name } sectionRankBranches { code name }
      recipeSearchBranches { code name } reportBranchOptions { branches { code name } }
    }`,
    );
    for (const [field, list] of Object.entries(pickers)) {
      const branches = field === 'reportBranchOptions' ? (list as Loose).branches : list;
      expect(
        branches.map((b: Loose) => b.code),
        field,
      ).toEqual(expect.arrayContaining([17, 18]));
      expect(
        branches.every((b: Loose) => b.name),
        field,
      ).toBe(true);
    }
    // 'Períodos de Entrega' still reads a branch's schedule; its changes stay type 1's.
    expect((await gql('1002', '{ branchSchedule(branch: 18) { id start end type } }')).branchSchedule.length).toBeGreaterThan(0);
  });

  it('a superuser (1001) keeps the page', async () => {
    expect((await gql('1001', '{ branch(code: 18) { code cnpj } }')).branch).toMatchObject({ code: 18, cnpj: expect.any(String) });
  });
});

describe('recipe products are bound to the submanager’s branch', () => {
  const PRODUCT = 'productId branch description stock salePrice';
  const RECIPES = `{ recipes(pageSize: 100) { items { id valid ingredients { name products { ${PRODUCT} } } } } }`;
  const SAVE = `mutation($id: ID, $input: RecipeInput!) {
    saveRecipe(id: $id, input: $input) { message errors { code message field } recipe { id ingredients { name products { ${PRODUCT} } } } }
  }`;
  const recipe = (name: string, ...ingredients: Array<[string, string[]]>) => ({
    name,
    description: 'Receita de teste',
    ingredients: ingredients.map(([ingredient, ids]) => ({
      name: ingredient,
      quantity: '1',
      unit: 'unidade',
      toTaste: false,
      products: ids.map((id) => ({ id })),
    })),
    steps: [{ description: 'Misture.' }],
  });
  let own: Loose;
  let other: Loose;

  beforeAll(async () => {
    own = await first('produtos/?codfilial=17&page_size=1');
    other = await first('produtos/?codfilial=18&page_size=1');
  });

  it("saveRecipe refuses another branch's product exactly like a missing one, and writes nothing", async () => {
    const count = (await stack.api.get('recipes/recipes/?page_size=1')).count;
    const withOther = await gql('1003', SAVE, { input: recipe('Receita Cruzada', ['arroz', [String(own.id), String(other.id)]]) });
    const withMissing = await gql('1003', SAVE, { input: recipe('Receita Cruzada', ['arroz', [String(own.id), MISSING]]) });
    expect(withOther.saveRecipe.recipe).toBeNull();
    expect(withOther.saveRecipe.errors).toEqual([{ code: 'BAD_USER_INPUT', field: 'ingredients.0.products', message: 'Produto inválido.' }]);
    expect(withOther).toEqual(withMissing);
    expect((await stack.api.get('recipes/recipes/?page_size=1')).count).toBe(count);
    // The same recipe with the own branch's product alone is saved.
    const saved = (await gql('1003', SAVE, { input: recipe('Receita Própria', ['arroz', [String(own.id)]]) })).saveRecipe;
    expect(saved.errors).toEqual([]);
    expect(saved.recipe.ingredients[0].products.map((p: Loose) => p.branch)).toEqual([17]);
  });

  it("recipes hide another branch's ingredient products from a submanager; a superuser sees them", async () => {
    const made = (
      await gql('1001', SAVE, { input: recipe('Receita Duas Filiais', ['arroz', [String(own.id), String(other.id)]], ['feijão', [String(other.id)]]) })
    ).saveRecipe;
    expect(made.errors).toEqual([]);
    const seenBy = async (m: string) => (await gql(m, RECIPES)).recipes.items.find((r: Loose) => r.id === made.recipe.id);
    expect((await seenBy('1001')).ingredients.map((i: Loose) => i.products.map((p: Loose) => p.branch))).toEqual([[17, 18], [18]]);
    const bound = await seenBy('1003');
    expect(bound.ingredients.map((i: Loose) => i.products.map((p: Loose) => p.productId))).toEqual([[String(own.id)], []]);
    const everyProduct = (await gql('1003', RECIPES)).recipes.items.flatMap((r: Loose) => r.ingredients.flatMap((i: Loose) => i.products));
    expect(everyProduct.length).toBeGreaterThan(0);
    expect(everyProduct.filter((p: Loose) => p.branch !== 17)).toEqual([]);

    // Saving what they see keeps the links they could not see: a submanager's edit never drops branch 18's.
    const edited = (await gql('1003', SAVE, { id: made.recipe.id, input: recipe('Receita Editada', ['arroz', [String(own.id)]], ['feijão', []]) })).saveRecipe;
    expect(edited.errors).toEqual([]);
    expect(edited.recipe.ingredients.map((i: Loose) => i.products.map((p: Loose) => p.branch))).toEqual([[17], []]);
    const stored = await stack.api.get(`recipes/recipes/${made.recipe.id}/`);
    expect(stored.name).toBe('Receita Editada');
    expect(stored.ingredients.map((i: Loose) => i.products.map((p: Loose) => p.id))).toEqual([[own.id, other.id], [other.id]]);
  });
});

describe("a submanager's by-id actions on another branch's records answer like a missing id", () => {
  /** The whole answer, so code, message, field and data must all match. */
  const answer = async (query: string, variables: Record<string, unknown>) => (await (await as('1003')).query(query, variables)).body;
  const same = async (query: string, vars: (id: string) => Record<string, unknown>, otherId: string | number) => {
    const missing = await answer(query, vars(MISSING));
    const other = await answer(query, vars(String(otherId)));
    expect(JSON.stringify(missing)).toMatch(/NOT_FOUND/);
    expect(other).toEqual(missing);
  };

  it('setOrderItemMissing', async () => {
    const order = await first('pedidos/?codfilial=18&status=R&page_size=1');
    const item = await first(`itens-pedidos/?pedido=${order.id}&page_size=1`);
    await same('mutation($id: ID!) { setOrderItemMissing(itemId: $id, missing: true) { id missing } }', (id) => ({ id }), item.id);
    expect((await stack.api.get(`itens-pedidos/${item.id}/`)).em_falta).toBe(item.em_falta);
  });

  it('updateProduct, saveProductOffers, deleteProductOffers and refreshProduct', async () => {
    const product = await stack.api.get(`produtos/${(await first('produtos/?codfilial=18&page_size=1')).id}/`);
    const input = {
      description: 'Tomado',
      unit: 'UN',
      sectionId: '1',
      categoryId: '1',
      subcategoryId: '1',
      salePrice: '1.00',
      tablePrice: '1.00',
      outOfLine: false,
      stock: '1',
      minimumStock: '0',
      minimumPurchase: '1',
      onOffer: false,
      offerType: 'V',
      soldInPacks: false,
    };
    const payload = 'message errors { code message field } product { id }';
    await same(`mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${payload} } }`, (id) => ({ id, input }), product.id);
    await same(`mutation($id: ID!) { saveProductOffers(productId: $id, offers: []) { ${payload} } }`, (id) => ({ id }), product.id);
    await same(`mutation($id: ID!) { deleteProductOffers(productId: $id) { ${payload} } }`, (id) => ({ id }), product.id);
    await same('mutation($id: ID!) { refreshProduct(id: $id) { message errors { code message field } } }', (id) => ({ id }), product.id);
    expect(await stack.api.get(`produtos/${product.id}/`)).toEqual(product);
  });

  it('updatePicker and updateDeliveryman', async () => {
    const picker = await first('funcionarios/?branch=18&is_separating=true&page_size=1');
    const deliveryman = await first('funcionarios/?branch=18&is_deliveryman=true&page_size=1');
    const save = (field: string) =>
      `mutation($id: ID!, $input: EmployeeInput!) { ${field}(id: $id, input: $input) { message errors { code message field } member { id } } }`;
    const input = { name: 'Tomado', branch: 17 };
    await same(save('updatePicker'), (id) => ({ id, input }), picker.id);
    await same(save('updateDeliveryman'), (id) => ({ id, input }), deliveryman.id);
    expect((await stack.api.get(`funcionarios/${picker.id}/`)).nome).toBe(picker.nome);
  });

  it('updateSpecialDate and deleteSpecialDate', async () => {
    const entry = await first('horarios-especiais/?filial=2&page_size=1'); /* branch 18 by its id */
    const payload = 'message errors { code message field }';
    const input = { branch: 17, date: '2026-12-24', type: 'F', description: 'Tomado' };
    await same(`mutation($id: ID!, $input: SpecialDateInput!) { updateSpecialDate(id: $id, input: $input) { ${payload} } }`, (id) => ({ id, input }), entry.id);
    await same(`mutation($id: ID!) { deleteSpecialDate(id: $id) { deletedId ${payload} } }`, (id) => ({ id }), entry.id);
    expect(await stack.api.get(`horarios-especiais/${entry.id}/`)).toEqual(entry);
  });

  it("a picker of another branch chosen for an own order, and another branch's order run", async () => {
    const order = await createOrder(stack, { type: 'E' });
    const picker = await first('funcionarios/?branch=18&is_separating=true&is_available=true&page_size=1');
    await same(ADVANCE, (id) => ({ input: { orderId: String(order.id), target: 'S', pickerId: id } }), picker.id);
    expect((await stack.api.get(`pedidos/${order.id}/`)).status).toBe('R');

    const theirs = await first('pedidos/?codfilial=18&status=R&page_size=1');
    const run = (await gql('1001', ADVANCE, { input: { orderId: String(theirs.id), target: 'S', pickerId: String(picker.id) } })).advanceOrderStatus;
    expect(run.errors).toEqual([]);
    await same(RETRY, (id) => ({ id }), run.workflow.id);
  });
});
