// Resolvers of schema/recipes.graphql ('Receitas', types 1, 2 and 3 by the policy). Reads go through the kit's
// read wrapper ('Erro ao carregar Receitas: '); each change is one journaled run with its audit entry (workflow.ts);
// the dialog's rules and a new image are checked before anything is written. The product search is per branch:
// the one chosen, or type 3's own (branchFilter refuses another). Ingredient products are bound like every
// products path (BRANCH_BINDING 'products'): a bound user neither reads nor links another branch's products, and
// such a product is refused exactly like one that does not exist (product ids are sequential).
import { branchFilter, reachesBranch } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers, QueryResolvers, RecipeInput } from '../../generated/resolvers-types';
import { imageProblem, storedFilesBase } from '../../kit/image-check';
import { badInput, pageRequest, pageResult } from '../../kit/paging';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { reading } from '../../kit/read';
import { existing } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { RecipeRecord } from '../../upstreams/product-api/recipes';
import { inputErrors, type UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { toRecipe, toRecipeProduct, toRecipeWrite } from './mappers';
import { RECIPE_IMAGE, RECIPE_MESSAGES, RECIPE_SEARCH_SIZE, recipeProblems, searchText, withHiddenProducts, type BranchVisible } from './rules';
import { runRecipeChange } from './workflow';

const refused = refusal('recipe');
const refusedDelete = refusal('deletedId');

/** The recipe by id, or the user errors that answer instead (a recipe is shared by every branch: no binding). */
const lookup = (ctx: Context, id: string, failed: string) =>
  existing<RecipeRecord>(ctx, { id, get: (n) => ctx.upstreams.productApi.recipes.get(n), notFound: RECIPE_MESSAGES.notFound, failed });

/** The branches whose products this user may see in a recipe. */
const visibleTo = (ctx: Context): BranchVisible => {
  const session = sessionOf(ctx);
  return (branch) => reachesBranch(session, 'products', branch);
};

/** Every linked product must exist and be one the user may see; another branch's answers as a missing one. */
async function linkErrors(ctx: Context, input: RecipeInput, visible: BranchVisible, prefix: string): Promise<UserErrorData[]> {
  const products = ctx.upstreams.productApi.products;
  try {
    const found = await Promise.all(input.ingredients.map((ingredient) => Promise.all(ingredient.products.map((p) => products.load(Number(p.id))))));
    const wrong = found.flatMap((linked, index) => (linked.every((p) => p && visible(Number(p.codfilial))) ? [] : [index]));
    return inputErrors(wrong.map((index) => ({ field: `ingredients.${index}.products`, message: RECIPE_MESSAGES.productUnknown })));
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`);
  }
}

/** The dialog's problems, then the image's (only a new image: one already stored was accepted when it was). */
async function formErrors(ctx: Context, input: RecipeInput, before: RecipeRecord | null): Promise<UserErrorData[]> {
  const problems = recipeProblems(input);
  if (problems.length) return inputErrors(problems);
  const image = input.imageUrl?.trim();
  if (image && image !== before?.image) {
    const problem = await imageProblem(image, RECIPE_IMAGE, storedFilesBase(ctx.services.connections.settings.urls));
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

const Query: QueryResolvers = {
  recipes: (_parent, { page, pageSize }, ctx) =>
    reading(RECIPE_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const visible = visibleTo(ctx);
      const found = await ctx.upstreams.productApi.recipes.list(request.page, request.size);
      return { ...pageResult(request, { total: found.total, items: found.items.map((record) => toRecipe(record, visible)) }), pageSize: request.size };
    }),
  recipeProductSearch: (_parent, { text, branch }, ctx) =>
    reading(RECIPE_MESSAGES.searchFailed, async () => {
      const wanted = searchText(text);
      // The search runs only with text (docs/areas/staff-and-support.md#validation); no branch is ever assumed
      // (docs/decisions/0006-ids-are-data.md).
      if (!wanted) throw badInput(RECIPE_MESSAGES.searchText, 'text');
      const chosen = branchFilter(sessionOf(ctx), 'products', branch ?? null);
      if (chosen === null) throw badInput(RECIPE_MESSAGES.searchBranch, 'branch');
      const found = await ctx.upstreams.productApi.recipes.searchProducts(wanted, chosen, RECIPE_SEARCH_SIZE);
      return { branch: chosen, total: found.total, items: found.items.map(toRecipeProduct) };
    }),
};

/**
 * Create (id null) or update, in the kit's pipeline order: the recipe, the dialog's rules and the image, the
 * linked products, then the journaled run (workflow.ts; it needs its own steps, so it is its own definition for the engine's performChange).
 */
async function save(ctx: Context, id: string | null | undefined, input: RecipeInput, requestId: string | null | undefined) {
  const failed = id == null ? RECIPE_MESSAGES.createFailed : RECIPE_MESSAGES.updateFailed;
  const before = id == null ? null : await lookup(ctx, id, failed);
  if (before !== null && isRefusal(before)) return refused(before);
  const visible = visibleTo(ctx);
  const errors = await formErrors(ctx, input, before);
  if (errors.length) return refused(errors);
  const links = await linkErrors(ctx, input, visible, failed);
  if (links.length) return refused(links);
  const write = before ? withHiddenProducts(before, toRecipeWrite(input), visible) : toRecipeWrite(input);
  const outcome = await runRecipeChange(
    workflowDeps(ctx),
    before ? { kind: 'update', before, write } : { kind: 'create', write },
    requestId?.trim() || null,
    failed,
  );
  if (!outcome.record) return refused(outcome.errors);
  return { recipe: toRecipe(outcome.record as RecipeRecord, visible), message: before ? RECIPE_MESSAGES.updated : RECIPE_MESSAGES.created, errors: [] };
}

const Mutation: MutationResolvers = {
  createRecipe: (_parent, { input, requestId }, ctx) => save(ctx, null, input, requestId),
  updateRecipe: (_parent, { id, input, requestId }, ctx) => save(ctx, id, input, requestId),
  saveRecipe: (_parent, { id, input, requestId }, ctx) => save(ctx, id, input, requestId),
  deleteRecipe: async (_parent, { id, requestId }, ctx) => {
    const failed = RECIPE_MESSAGES.deleteFailed;
    const before = await lookup(ctx, id, failed);
    if (isRefusal(before)) return refusedDelete(before);
    const outcome = await runRecipeChange(workflowDeps(ctx), { kind: 'delete', before }, requestId?.trim() || null, failed);
    if (!outcome.record) return refusedDelete(outcome.errors);
    return { deletedId: String(before.id), message: RECIPE_MESSAGES.deleted, errors: [] };
  },
};

export const recipeResolvers = { Query, Mutation };
