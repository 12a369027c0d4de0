// updateProduct ('Edição de Produto'): the stored product read once, the branch binding, who may change 'fora de
// linha', the form's rules, the cascade and the ERP stock update's state read together (one call each), the image
// checked on the stored file, then one journaled change (PUT of the whole product, then its audit entry).
import { assertBranchRecord, isAllowed } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers } from '../../generated/resolvers-types';
import type { ProductRecord } from '../../upstreams/product-api/products';
import { isNotFound } from '../../upstreams/product-api/transport';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { imageProblem } from '../../kit/image-check';
import {
  cascadeProblems,
  changesOutOfLine,
  PRODUCT_EDIT_MESSAGES,
  PRODUCT_IMAGE,
  productProblems,
  productWrite,
  refreshStaleMinutes,
  refreshState,
} from './edit-rules';
import { toProduct } from './mappers';

const TABLE = 'produtos';
const validId = (id: string) => /^\d{1,12}$/.test(id.trim());
const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];
const refused = (errors: UserErrorData[]) => ({ product: null, message: null, errors });

async function existing(ctx: Context, id: string): Promise<ProductRecord | UserErrorData[]> {
  if (!validId(id)) return failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.notFound, 'id');
  try {
    const product = await ctx.upstreams.productApi.products.get(Number(id));
    // Another branch's product answers like a missing id (types 3 and 4 are bound to theirs).
    assertBranchRecord(sessionOf(ctx), 'products', product.codfilial);
    return product;
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.notFound, 'id');
    return failure('UPSTREAM_ERROR', `${PRODUCT_EDIT_MESSAGES.updateFailed}${textOf(error)}`);
  }
}

/** The cascade and the ERP stock update's state, read side by side. */
async function upstreamProblems(ctx: Context, input: Parameters<typeof productProblems>[0]): Promise<UserErrorData[]> {
  const api = ctx.upstreams.productApi.products;
  const ids = [input.sectionId, input.categoryId, input.subcategoryId];
  if (!ids.every((id) => validId(id))) return failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.categoryOutsideSection, 'categoryId');
  try {
    const [category, subcategory, latest] = await Promise.all([
      api.categories.load(Number(input.categoryId)),
      api.subcategories.load(Number(input.subcategoryId)),
      api.latestUpdateLog(),
    ]);
    const cascade = cascadeProblems(Number(input.sectionId), category, subcategory);
    if (cascade.length) return inputErrors(cascade);
    if (refreshState(latest, ctx.now, refreshStaleMinutes()) === 'running') return failure('REFUSED', PRODUCT_EDIT_MESSAGES.busy);
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${PRODUCT_EDIT_MESSAGES.updateFailed}${textOf(error)}`);
  }
  return [];
}

export const productMutations: MutationResolvers = {
  updateProduct: async (_parent, { id, input }, ctx) => {
    const session = sessionOf(ctx);
    const before = await existing(ctx, id);
    if (Array.isArray(before)) return refused(before);
    // Enforced here, not only by the form's disabled switch (spec 001 section 6).
    if (changesOutOfLine(input, before) && !isAllowed(session.type, 'produto', 'EDIT_PRODUCT_OUT_OF_LINE')) {
      return refused(failure('FORBIDDEN', PRODUCT_EDIT_MESSAGES.outOfLineForbidden, 'outOfLine'));
    }
    const problems = productProblems(input, before);
    if (problems.length) return refused(inputErrors(problems));
    const found = await upstreamProblems(ctx, input);
    if (found.length) return refused(found);
    const image = input.imageUrl?.trim();
    if (image && image !== before.imagem) {
      const problem = await imageProblem(image, PRODUCT_IMAGE, ctx.services.connections.settings.urls.storage);
      if (problem) return refused(failure('IMAGE_INVALID', problem, 'imageUrl'));
    }
    const api = ctx.upstreams.productApi.products;
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'product_update',
      subject: `${TABLE}:${before.id}`,
      table: TABLE,
      method: 'PUT',
      before,
      asked: { id: before.id, input },
      write: () => api.update(before.id, productWrite(before, input)),
      prefix: PRODUCT_EDIT_MESSAGES.updateFailed,
    });
    if (!outcome.record) return refused(outcome.errors);
    // Read back as the list shows it (section nested, offers inside); the write's own answer if that fails.
    const saved = await api.getSorted(before.id).catch(() => ({ ...outcome.record!, secao: outcome.record!.secao }));
    return { product: toProduct(saved), message: PRODUCT_EDIT_MESSAGES.updated, errors: [] };
  },
};
