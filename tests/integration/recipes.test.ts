// 'Receitas' against the reference upstreams: the list (5 a page, validity from the linked products' stock), the
// product search per branch (upper-case trimmed text, 20 at most, type 3 bound to its own branch), create, update
// and delete with what the product API recorded and one audit entry each (table recipe), a lost answer and a
// failed audit then the same submission again (nothing twice), the dialog's rules and a bad image refused before
// any write.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { jpeg, uploadImage } from './images';
import { auditEntries, gql as gqlAs, newestLogId, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const PRODUCT = 'productId code description branch quantity stock outOfStock';
const RECIPE = `id name description imageUrl valid steps { order description }
  ingredients { order name quantity unit toTaste products { ${PRODUCT} } }`;
const LIST = `query($page: Int) { recipes(page: $page) { total truncated items { ${RECIPE} } } }`;
const SEARCH = `query($text: String!, $branch: Int) { recipeProductSearch(text: $text, branch: $branch) { branch total items { ${PRODUCT} } } }`;
const SAVE = `mutation($id: ID, $input: RecipeInput!, $requestId: String) {
  saveRecipe(id: $id, input: $input, requestId: $requestId) { message errors { code message field } recipe { ${RECIPE} } }
}`;
const CREATE = `mutation($input: RecipeInput!, $requestId: String) {
  createRecipe(input: $input, requestId: $requestId) { message errors { code message field } recipe { ${RECIPE} } }
}`;
const UPDATE = `mutation($id: ID!, $input: RecipeInput!, $requestId: String) {
  updateRecipe(id: $id, input: $input, requestId: $requestId) { message errors { code message field } recipe { ${RECIPE} } }
}`;
const DELETE = `mutation($id: ID!, $requestId: String) { deleteRecipe(id: $id, requestId: $requestId) { deletedId message errors { code message field } } }`;

let stack: WorkflowStack;
let admin: Client;
let firstLogId = 0;

const gql = (query: string, variables?: Record<string, unknown>, client = admin) => gqlAs(client, query, variables);
const auditOf = (id: string) => auditEntries(stack, 'recipe', { since: firstLogId, id });
const calls = (since: number, method: string) =>
  stack.proxies.productApi.calls.slice(since).filter((c) => c.method === method && c.path.includes('/recipes/recipes/')).length;
const form = (productId: string, extra: Loose = {}) => ({
  name: 'Cuscuz Nordestino',
  description: 'Cuscuz de milho no vapor',
  ingredients: [
    { name: 'flocão de milho', quantity: '2.000', unit: 'xícara', toTaste: false, products: [{ id: productId }] },
    { name: 'sal', quantity: '5', unit: 'gramas', toTaste: true, products: [] },
  ],
  steps: [{ description: 'Hidrate o flocão com água e sal.' }, { description: 'Cozinhe no vapor por 10 minutos.' }],
  ...extra,
});

withWorkflowStack(['1001'], async (started, clients) => {
  stack = started;
  [admin] = clients;
  firstLogId = await newestLogId(stack);
});

describe('recipes', () => {
  it('lists the demo recipes 5 a page, valid only when every linked product has stock', async () => {
    const first = (await gql(LIST)).recipes;
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(5);
    expect((await gql(LIST, { page: 2 })).recipes.items).toHaveLength(1);
    for (const recipe of first.items) {
      const stocks = recipe.ingredients.flatMap((i: Loose) => i.products.map((p: Loose) => Number(p.stock)));
      expect(recipe.valid).toBe(recipe.ingredients.length > 0 && recipe.steps.length > 0 && stocks.every((s: number) => s > 0));
    }
    const salt = first.items.flatMap((r: Loose) => r.ingredients).find((i: Loose) => i.toTaste);
    expect(salt).toMatchObject({ quantity: null, unit: null, products: [] });
  });

  it('searches a branch with upper-case trimmed text, 20 at most, never without text or branch', async () => {
    const since = stack.proxies.productApi.calls.length;
    const found = (await gql(SEARCH, { text: '  arroz ', branch: 17 })).recipeProductSearch;
    expect(found.branch).toBe(17);
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.length).toBeLessThanOrEqual(20);
    expect(found.items.every((p: Loose) => p.branch === 17 && p.description.toUpperCase().includes('ARROZ'))).toBe(true);
    const path = stack.proxies.productApi.calls
      .slice(since)
      .map((c) => c.path)
      .find((p) => p.includes('prod-recipe-search'));
    expect(new URL(path!, 'http://x').searchParams.get('descricao')).toBe('ARROZ');
    expect(new URL(path!, 'http://x').searchParams.get('codfilial')).toBe('17');
    expect(new URL(path!, 'http://x').searchParams.get('page_size')).toBe('20');
    const empty = await admin.query(SEARCH, { text: '  ', branch: 17 });
    expect(empty.body.errors?.[0]).toMatchObject({ message: 'Digite o nome do produto para pesquisar.', extensions: { code: 'BAD_USER_INPUT' } });
    const noBranch = await admin.query(SEARCH, { text: 'arroz' });
    expect(noBranch.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const submanager = stack.client();
    expect((await submanager.login('1003')).login.errors).toEqual([]);
    expect((await gql(SEARCH, { text: 'arroz' }, submanager)).recipeProductSearch.branch).toBe(17);
    expect((await submanager.query(SEARCH, { text: 'arroz', branch: 18 })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('creates with a searched product and an image, updates and deletes, as the API recorded, one audit entry each', async () => {
    const product = (await gql(SEARCH, { text: 'arroz', branch: 18 })).recipeProductSearch.items[0];
    const image = await uploadImage(stack.gateway.url, admin, 'produtos', jpeg(400, 400));
    const created = (await gql(CREATE, { input: form(product.productId, { imageUrl: image }), requestId: randomUUID() })).createRecipe;
    expect(created).toMatchObject({ message: 'Receita Cadastrada Com Sucesso', errors: [] });
    const id = created.recipe.id;
    const stored = await stack.api.get(`recipes/recipes/${id}/`);
    expect(stored).toMatchObject({ name: 'Cuscuz Nordestino', image });
    expect(stored.ingredients).toMatchObject([
      { name: 'flocão de milho', quantity: '2.000', unit: 'xícara', order: 1, a_gosto: false, products: [{ id: Number(product.productId), codfilial: 18 }] },
      { name: 'sal', quantity: null, unit: null, order: 2, a_gosto: true, products: [] },
    ]);
    expect(stored.instructions.map((s: Loose) => s.order)).toEqual([1, 2]);

    const updated = (
      await gql(UPDATE, { id, input: form(product.productId, { imageUrl: image, name: 'Cuscuz Recheado', steps: [{ description: 'Só um passo.' }] }) })
    ).updateRecipe;
    expect(updated).toMatchObject({
      message: 'Atualização de receita realizada com Sucesso!',
      errors: [],
      recipe: { id, name: 'Cuscuz Recheado', steps: [{ order: 1 }] },
    });
    expect((await stack.api.get(`recipes/recipes/${id}/`)).instructions).toHaveLength(1);

    expect((await gql(DELETE, { id })).deleteRecipe).toEqual({ deletedId: id, message: 'Receita excluída com sucesso!', errors: [] });
    const audit = await auditOf(id);
    expect(audit.map((l) => [l.metodo, l.tabela])).toEqual([
      ['POST', 'recipe'],
      ['PUT', 'recipe'],
      ['DELETE', 'recipe'],
    ]);
    expect(audit[2]).toMatchObject({ dadoAntes: { id: Number(id), name: 'Cuscuz Recheado' }, dadoDepois: null });
    expect((await gql(DELETE, { id })).deleteRecipe.errors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Receita não encontrada.' }]);
  });

  it('a lost answer, then a failed audit: the same submission again makes one recipe and one audit entry', async () => {
    const product = (await gql(SEARCH, { text: 'arroz', branch: 18 })).recipeProductSearch.items[0];
    const input = form(product.productId, { name: 'Cuscuz após falha' });
    const requestId = randomUUID();
    const since = stack.proxies.productApi.calls.length;
    stack.proxies.productApi.add({ method: 'POST', path: '/recipes/recipes/', action: 'lose', times: 1 });
    const lost = (await gql(SAVE, { input, requestId })).saveRecipe;
    expect(lost.recipe).toBeNull();
    expect(lost.errors[0]).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringMatching(/^Erro ao cadastrar receita:/) });
    stack.proxies.productApi.clear();
    stack.proxies.productApi.add({ method: 'POST', path: '/application-logs/', action: 'status', status: 503, times: 1 });
    const auditFailed = (await gql(SAVE, { input, requestId })).saveRecipe;
    expect(auditFailed.errors[0].code).toBe('AUDIT_FAILED');
    stack.proxies.productApi.clear();
    const done = (await gql(SAVE, { input, requestId })).saveRecipe;
    expect(done).toMatchObject({ message: 'Receita Cadastrada Com Sucesso', errors: [], recipe: { name: 'Cuscuz após falha' } });
    expect((await stack.api.get('recipes/recipes/?name=Cuscuz após falha')).results).toHaveLength(1);
    expect(calls(since, 'POST')).toBe(1);
    expect(await auditOf(done.recipe.id)).toHaveLength(1);

    // A delete that fails is told in the data layer's words (the save's request id names another change); sent
    // again it is done once.
    stack.proxies.productApi.add({ method: 'DELETE', path: `/recipes/recipes/${done.recipe.id}/`, action: 'status', status: 500, times: 3 });
    const refused = (await gql(DELETE, { id: done.recipe.id, requestId })).deleteRecipe;
    expect(refused.errors[0]).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringMatching(/^Não foi possível remover a receita:/) });
    stack.proxies.productApi.clear();
    const deleteId = randomUUID();
    expect((await gql(DELETE, { id: done.recipe.id, requestId: deleteId })).deleteRecipe.errors).toEqual([]);
    expect((await auditOf(done.recipe.id)).map((l) => l.metodo)).toEqual(['POST', 'DELETE']);
  });

  it("refuses the dialog's problems and a bad image before any write", async () => {
    const since = stack.proxies.productApi.calls.length;
    const errors = async (input: Loose) => (await gql(SAVE, { input })).saveRecipe.errors;
    expect(
      await errors(
        form('1', {
          name: ' ',
          description: '',
          ingredients: [{ name: '', quantity: 'duas', unit: null, toTaste: false, products: [] }],
          steps: [{ description: ' ' }],
        }),
      ),
    ).toEqual([
      { code: 'BAD_USER_INPUT', field: 'name', message: 'Este campo é obrigatório!' },
      { code: 'BAD_USER_INPUT', field: 'description', message: 'Este campo é obrigatório!' },
      { code: 'BAD_USER_INPUT', field: 'ingredients.0.name', message: 'Este campo é obrigatório!' },
      { code: 'BAD_USER_INPUT', field: 'ingredients.0.quantity', message: 'Este campo deve ser um número!' },
      { code: 'BAD_USER_INPUT', field: 'steps.0.description', message: 'Este campo é obrigatório!' },
    ]);
    const image = async (url: string) => (await errors(form('1', { imageUrl: url })))[0];
    expect(await image(await uploadImage(stack.gateway.url, admin, 'produtos', jpeg(395, 220)))).toEqual({
      code: 'IMAGE_INVALID',
      field: 'imageUrl',
      message: 'A imagem deve ter dimensões de 400x400px',
    });
    expect((await image('https://example.com/receita.jpg')).message).toBe('A imagem da receita precisa ser enviada pelo painel antes de usá-la.');
    expect(calls(since, 'POST') + calls(since, 'PUT')).toBe(0);
  });

  it('a recipe needs an ingredient and a step: the save refuses none of either, and one stored without is not valid', async () => {
    const since = stack.proxies.productApi.calls.length;
    const product = (await gql(SEARCH, { text: 'arroz', branch: 18 })).recipeProductSearch.items.find((p: Loose) => Number(p.stock) > 0);
    const refused = (await gql(SAVE, { input: form(product.productId, { ingredients: [], steps: [] }) })).saveRecipe;
    expect(refused).toMatchObject({
      recipe: null,
      errors: [
        { code: 'BAD_USER_INPUT', field: 'ingredients', message: 'Inclua ao menos um ingrediente.' },
        { code: 'BAD_USER_INPUT', field: 'steps', message: 'Inclua ao menos um passo.' },
      ],
    });
    expect(calls(since, 'POST') + calls(since, 'PUT')).toBe(0);
    // Written by another client of the product API: stocked products, no step.
    const ingredients = [
      { name: 'arroz', quantity: '1', unit: 'xícara', order: 1, a_gosto: false, products: [{ produto: Number(product.productId), quantidade: '1' }] },
    ];
    const stored = await stack.api.post('recipes/recipes/', { name: 'Arroz sem passos', description: 'D', image: null, ingredients, instructions: [] });
    const all = (await gql('{ recipes(pageSize: -1) { items { id valid steps { order } } } }')).recipes.items;
    expect(all.find((r: Loose) => r.id === String(stored.id))).toEqual({ id: String(stored.id), valid: false, steps: [] });
    expect((await gql(DELETE, { id: String(stored.id) })).deleteRecipe.errors).toEqual([]);
  });

  it('is refused to types 4 and above', async () => {
    const separator = stack.client();
    expect((await separator.login('1004')).login.errors).toEqual([]);
    expect((await separator.query(LIST)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
