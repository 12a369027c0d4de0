// updateProduct ('Edição de Produto'): the stored product read once, the branch binding, who may change 'fora de
// linha', the form's rules, the cascade and the ERP stock update's state read together (one call each), the image
// checked on the stored file, then one journaled change (PUT of the whole product, then its audit entry).
import { isAllowed } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationResolvers, ProductInput } from '../../generated/resolvers-types';
import { imageProblem } from '../../kit/image-check';
import { changeRecord } from '../../kit/mutation';
import { failure, refusal } from '../../kit/payload';
import { existing, recordId } from '../../kit/records';
import { textOf } from '../../kit/text';
import type { ProductRecord } from '../../upstreams/product-api/products';
import { inputErrors, type UserErrorData } from '../../user-error';
import { sameSubmission } from '../../workflows/keys';
import { journalSubject } from '../../workflows/subjects';
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
const refused = refusal('product');

/** The product by id, bound to the user's branch (types 3 and 4: another branch's answers like a missing id). */
export const productLookup = (ctx: Context, id: string, failed: string) =>
  existing<ProductRecord>(ctx, {
    id,
    get: (n) => ctx.upstreams.productApi.products.get(n),
    notFound: PRODUCT_EDIT_MESSAGES.notFound,
    failed,
    branch: { scope: 'products', of: (product) => product.codfilial },
  });

/** The cascade and the ERP stock update's state, read side by side. */
async function upstreamProblems(ctx: Context, input: ProductInput): Promise<UserErrorData[]> {
  const api = ctx.upstreams.productApi.products;
  const [sectionId, categoryId, subcategoryId] = [input.sectionId, input.categoryId, input.subcategoryId].map(recordId);
  if (sectionId === null || categoryId === null || subcategoryId === null) return failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.categoryOutsideSection, 'categoryId');
  try {
    const [category, subcategory, latest] = await Promise.all([api.categories.load(categoryId), api.subcategories.load(subcategoryId), api.latestUpdateLog()]);
    const cascade = cascadeProblems(sectionId, category, subcategory);
    if (cascade.length) return inputErrors(cascade);
    if (refreshState(latest, ctx.now, refreshStaleMinutes()) === 'running') return failure('REFUSED', PRODUCT_EDIT_MESSAGES.busy);
  } catch (error) {
    return failure('UPSTREAM_ERROR', `${PRODUCT_EDIT_MESSAGES.updateFailed}${textOf(error)}`);
  }
  return [];
}

/** What needs the stored product: who may change 'fora de linha', the form's rules, the cascade, the image. */
async function verify(ctx: Context, input: ProductInput, before: ProductRecord): Promise<UserErrorData[]> {
  // Enforced here, not only by the form's disabled switch (spec 001 section 6).
  if (changesOutOfLine(input, before) && !isAllowed(sessionOf(ctx).type, 'produto', 'EDIT_PRODUCT_OUT_OF_LINE')) {
    return failure('FORBIDDEN', PRODUCT_EDIT_MESSAGES.outOfLineForbidden, 'outOfLine');
  }
  const problems = productProblems(input, before);
  if (problems.length) return inputErrors(problems);
  const found = await upstreamProblems(ctx, input);
  if (found.length) return found;
  const image = input.imageUrl?.trim();
  if (image && image !== before.imagem) {
    const problem = await imageProblem(image, PRODUCT_IMAGE, ctx.services.connections.settings.urls.storage);
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

export const productMutations: MutationResolvers = {
  updateProduct: async (_parent, { id, input }, ctx) => {
    const api = ctx.upstreams.productApi.products;
    return await changeRecord(ctx, {
      load: () => productLookup(ctx, id, PRODUCT_EDIT_MESSAGES.updateFailed),
      verify: (before) => verify(ctx, input, before!),
      change: (before) => ({
        kind: 'product_update',
        subject: journalSubject(TABLE, before!.id),
        table: TABLE,
        method: 'PUT',
        before,
        key: sameSubmission({ id: before!.id, input }),
        write: () => api.update(before!.id, productWrite(before!, input)),
        prefix: PRODUCT_EDIT_MESSAGES.updateFailed,
      }),
      // Read back as the list shows it (section nested, offers inside); the write's own answer if that fails.
      done: async (written, before) => {
        const saved = await api.getSorted(before!.id).catch(() => written);
        return { product: toProduct(saved), message: PRODUCT_EDIT_MESSAGES.updated, errors: [] };
      },
      refused,
    });
  },
};
