// Recipes with nested ingredients (and their linked products) and instructions; writes replace the children.
import type { Queryable } from '@painel/db/database';
import { getOne, listHandler, pageEnvelope, pageRequest, readRows, withDbErrors } from './crud';
import { asObject, fieldErrors, notFound } from './http';
import { compileResource, id, text, type ResourceDef } from './registry';
import type { RequestContext, Router } from './router';
import { buildConditions } from './filters';
import { produtos } from './resources/catalogue';
import { InvalidValue, parseBodyValue } from './values';

const recipeDef: ResourceDef = {
  path: 'recipes/recipes',
  table: 'recipes',
  fields: [
    id(),
    text('name', { required: true }),
    text('description', { required: true }),
    text('image', { nullable: true }),
    {
      name: 'ingredients',
      type: 'json',
      column: null,
      readOnly: true,
      read: `(SELECT COALESCE(json_agg(json_build_object('id', ri.id, 'quantity', ri.quantity::text, 'unit', ri.unit,
        'name', ri.name, 'order', ri.sort_order, 'a_gosto', ri.a_gosto,
        'products', (SELECT COALESCE(json_agg(json_build_object('id', p.id, 'codprod', p.codprod, 'descricao', p.descricao,
          'codfilial', p.codfilial, 'quantidade', rp.quantidade::text, 'qtdestoque', p.qtdestoque::text,
          'pvenda', p.pvenda::text, 'imagem', p.imagem) ORDER BY rp.id), '[]'::json)
          FROM recipe_ingredient_products rp JOIN produtos p ON p.id = rp.produto WHERE rp.ingredient = ri.id))
        ORDER BY ri.sort_order, ri.id), '[]'::json) FROM recipe_ingredients ri WHERE ri.recipe = t.id)`,
    },
    {
      name: 'instructions',
      type: 'json',
      column: null,
      readOnly: true,
      read: `(SELECT COALESCE(json_agg(json_build_object('id', rs.id, 'order', rs.sort_order, 'description', rs.description)
        ORDER BY rs.sort_order, rs.id), '[]'::json) FROM recipe_instructions rs WHERE rs.recipe = t.id)`,
    },
  ],
  filters: [{ param: 'name', kind: 'icontains', type: 'text', expr: 't.name' }],
  orderBy: 't.name, t.id',
};

const recipes = compileResource(recipeDef);

interface Ingredient {
  quantity: string | null;
  unit: string | null;
  name: string;
  order: number;
  a_gosto: boolean;
  products: { produto: number; quantidade: string }[];
}

interface RecipeInput {
  name: string;
  description: string;
  image: string | null;
  ingredients: Ingredient[];
  instructions: { order: number; description: string }[];
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const list = (v: unknown) => (Array.isArray(v) ? v : []) as Record<string, unknown>[];

function parseRecipe(body: Record<string, unknown>): RecipeInput {
  const errors: Record<string, unknown> = {};
  if (blank(body.name)) errors.name = ['This field is required.'];
  if (blank(body.description)) errors.description = ['This field is required.'];
  if (body.ingredients !== undefined && !Array.isArray(body.ingredients)) errors.ingredients = ['Expected a list of items.'];
  if (body.instructions !== undefined && !Array.isArray(body.instructions)) errors.instructions = ['Expected a list of items.'];
  const ingredientErrors: Record<string, string[]>[] = [];
  const ingredients = list(body.ingredients).map((raw, index): Ingredient => {
    const e: Record<string, string[]> = {};
    if (blank(raw.name)) e.name = ['This field is required.'];
    const aGosto = raw.a_gosto === true;
    let quantity: string | null = null;
    if (!aGosto && !blank(raw.quantity)) {
      try {
        quantity = parseBodyValue('decimal', raw.quantity) as string;
      } catch (error) {
        if (error instanceof InvalidValue) e.quantity = [error.message];
      }
    }
    const products = list(raw.products).map((p) => {
      const produto = typeof p === 'number' ? p : Number(p.produto ?? p.id);
      if (!Number.isSafeInteger(produto)) e.products = ['Invalid product.'];
      const quantidade = typeof p === 'object' && p.quantidade != null ? String(p.quantidade) : '1';
      if (!/^\d+(\.\d+)?$/.test(quantidade)) e.products = ['A valid number is required.'];
      return { produto, quantidade };
    });
    ingredientErrors.push(e);
    return {
      quantity,
      unit: aGosto || blank(raw.unit) ? null : String(raw.unit),
      name: String(raw.name ?? '').trim(),
      order: Number.isSafeInteger(raw.order) ? (raw.order as number) : index + 1,
      a_gosto: aGosto,
      products,
    };
  });
  if (ingredientErrors.some((e) => Object.keys(e).length)) errors.ingredients = ingredientErrors;
  const stepErrors: Record<string, string[]>[] = [];
  const instructions = list(body.instructions).map((raw, index) => {
    stepErrors.push(blank(raw.description) ? { description: ['This field is required.'] } : {});
    return { order: Number.isSafeInteger(raw.order) ? (raw.order as number) : index + 1, description: String(raw.description ?? '') };
  });
  if (stepErrors.some((e) => Object.keys(e).length)) errors.instructions = stepErrors;
  if (body.image !== undefined && body.image !== null && typeof body.image !== 'string') errors.image = ['Not a valid string.'];
  if (Object.keys(errors).length) throw fieldErrors(errors as Record<string, string[]>);
  return {
    name: String(body.name).trim(),
    description: String(body.description),
    image: blank(body.image) ? null : String(body.image),
    ingredients,
    instructions,
  };
}

async function writeChildren(tx: Queryable, recipeId: number, input: RecipeInput): Promise<void> {
  await tx.query('DELETE FROM recipe_ingredients WHERE recipe = $1', [recipeId]);
  await tx.query('DELETE FROM recipe_instructions WHERE recipe = $1', [recipeId]);
  for (const ing of input.ingredients) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO recipe_ingredients (recipe, quantity, unit, name, sort_order, a_gosto)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [recipeId, ing.quantity, ing.unit, ing.name, ing.order, ing.a_gosto],
    );
    for (const p of ing.products) {
      await tx.query('INSERT INTO recipe_ingredient_products (ingredient, produto, quantidade) VALUES ($1, $2, $3)', [rows[0].id, p.produto, p.quantidade]);
    }
  }
  for (const step of input.instructions) {
    await tx.query('INSERT INTO recipe_instructions (recipe, sort_order, description) VALUES ($1, $2, $3)', [recipeId, step.order, step.description]);
  }
}

const readOne = async (q: Queryable, recipeId: number) => (await readRows(q, recipes, ['t.id = $1'], [recipeId], true))[0];

export function mountRecipes(router: Router): void {
  const base = 'recipes/recipes/';
  router.get(base, (ctx) => listHandler(ctx, recipes));
  router.get(`${base}{id}/`, async (ctx) => ({ status: 200, body: await getOne(ctx.db, recipes, ctx.params.id) }));
  router.post(base, async (ctx) => {
    const input = parseRecipe(asObject(await ctx.body()));
    const created = await withDbErrors(recipes, () =>
      ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>('INSERT INTO recipes (name, description, image) VALUES ($1, $2, $3) RETURNING id', [
          input.name,
          input.description,
          input.image,
        ]);
        await writeChildren(tx, rows[0].id, input);
        const row = await readOne(tx, rows[0].id);
        return row;
      }),
    );
    return { status: 201, body: created };
  });
  const update = async (ctx: RequestContext) => {
    const recipeId = Number(ctx.params.id);
    if (!Number.isSafeInteger(recipeId)) throw notFound();
    const input = parseRecipe(asObject(await ctx.body()));
    const updated = await withDbErrors(recipes, () =>
      ctx.db.transaction(async (tx) => {
        const before = await readOne(tx, recipeId);
        if (!before) throw notFound();
        await tx.query('UPDATE recipes SET name = $1, description = $2, image = $3 WHERE id = $4', [input.name, input.description, input.image, recipeId]);
        await writeChildren(tx, recipeId, input);
        const after = await readOne(tx, recipeId);
        return after;
      }),
    );
    return { status: 200, body: updated };
  };
  router.put(`${base}{id}/`, update);
  router.patch(`${base}{id}/`, update);
  router.delete(`${base}{id}/`, async (ctx) => {
    const recipeId = Number(ctx.params.id);
    if (!Number.isSafeInteger(recipeId)) throw notFound();
    await ctx.db.transaction(async (tx) => {
      const before = await readOne(tx, recipeId);
      if (!before) throw notFound();
      await tx.query('DELETE FROM recipes WHERE id = $1', [recipeId]);
    });
    return { status: 204 };
  });

  const products = compileResource({ ...produtos, path: 'prod-recipe-search', orderBy: 't.descricao, t.id' });
  // The recipe editor's product search: {page, results: {produtos}, total}.
  router.get('prod-recipe-search/', async (ctx) => {
    const req = pageRequest(ctx.query, ctx.features.maxPageSize);
    const params: unknown[] = [];
    const conditions = buildConditions(products, ctx.query, params, ctx.features);
    const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
    const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${products.fromSql}${where}`, params)).rows[0].n;
    const n = params.length;
    const rows = await readRows(
      ctx.db,
      products,
      conditions,
      [...params, req.pageSize, (Math.max(req.page, 1) - 1) * req.pageSize],
      false,
      ` LIMIT $${n + 1} OFFSET $${n + 2}`,
    );
    const envelope = pageEnvelope(ctx, total, { ...req, page: Math.max(req.page, 1) }, rows);
    return { status: 200, body: { page: Math.max(req.page, 1), total, next: envelope.next, previous: envelope.previous, results: { produtos: rows } } };
  });
}
