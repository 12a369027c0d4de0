// The writes of 'Produtos' on the kit's pipeline. updateProduct ('Edição de Produto'): the stored product read
// once, the branch binding, who may change 'fora de linha', the form's rules, the cascade and the ERP stock update's
// state read together (one call each), the image checked on the stored file, then one journaled change (PUT of the
// whole product, then its audit entry). refreshProduct: the ERP refresh asked as a journaled run. The offers'
// multi-step run is workflows/offers.ts.
import { isAllowed } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { ProductInput } from '../../generated/resolvers-types';
import { imageProblem, storedFilesBase } from '../../kit/image-check';
import { recordChange } from '../../kit/mutation';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { recordId } from '../../kit/records';
import { textOf } from '../../kit/text';
import { toSortedProduct, type ProductRecord } from '../../upstreams/product-api/products';
import { inputErrors, type UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { eachSubmission, sameSubmission } from '../../workflows/keys';
import { busyText } from '../../workflows/busy';
import { journalSubject } from '../../workflows/subjects';
import {
  cascadeProblems,
  changesOutOfLine,
  PRODUCT_EDIT_MESSAGES,
  PRODUCT_IMAGE,
  REFRESH_MESSAGES,
  productProblems,
  productWrite,
  refreshStaleMinutes,
  refreshState,
} from './edit-rules';
import { toProduct } from './mappers';
import { productLookup, toRefreshState } from './queries';
import { performChange } from '../../workflows/engine';

const TABLE = 'produtos';
const refused = refusal('product');

/** The cascade and the ERP stock update's state, read side by side. */
async function upstreamProblems(ctx: Context, input: ProductInput): Promise<UserErrorData[]> {
  const api = ctx.upstreams.productApi.products;
  const [sectionId, categoryId, subcategoryId] = [input.sectionId, input.categoryId, input.subcategoryId].map(recordId);
  if (sectionId === null || categoryId === null || subcategoryId === null)
    return failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.categoryOutsideSection, 'categoryId');
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
  // Enforced here, not only by the form's disabled switch (docs/areas/catalogue.md#permissions).
  if (changesOutOfLine(input, before) && !isAllowed(sessionOf(ctx).type, 'produto', 'EDIT_PRODUCT_OUT_OF_LINE')) {
    return failure('FORBIDDEN', PRODUCT_EDIT_MESSAGES.outOfLineForbidden, 'outOfLine');
  }
  const problems = productProblems(input, before);
  if (problems.length) return inputErrors(problems);
  const found = await upstreamProblems(ctx, input);
  if (found.length) return found;
  const image = input.imageUrl?.trim();
  if (image && image !== before.imagem) {
    const problem = await imageProblem(image, PRODUCT_IMAGE, storedFilesBase(ctx.services.connections.settings.urls));
    if (problem) return failure('IMAGE_INVALID', problem, 'imageUrl');
  }
  return [];
}

/** 'Edição de Produto': the stored product, its checks, then one journaled PUT with its audit entry. */
export async function updateProduct(ctx: Context, id: string, input: ProductInput) {
  const api = ctx.upstreams.productApi.products;
  return await performChange(
    workflowDeps(ctx),
    recordChange({
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
        const saved = await api.getSorted(before!.id).catch(() => toSortedProduct(written));
        return { product: toProduct(saved), message: PRODUCT_EDIT_MESSAGES.updated, errors: [] };
      },
      refused,
    }),
  );
}

/** The upstream's failure as the refresh's own words. */
const refreshFailed = (error: unknown) => failure('UPSTREAM_ERROR', `${REFRESH_MESSAGES.failed}${textOf(error)}`);
const refusedRefresh = refusal('state');

/**
 * The forced ERP refresh of one product (docs/areas/catalogue.md#erp-refresh): the script called with the session's own
 * upstream token (it never reaches the browser), refused while update-logs' newest entry says 'Executando' (unless
 * stale, docs/decisions/0025-stale-product-refresh.md). The ask is a journaled run on the product's subject, each
 * submission its own: every click that passes the checks asks the script, as before the journal.
 */
export async function refreshProduct(ctx: Context, id: string) {
  const api = ctx.upstreams.productApi.products;
  // The product (bound to the user's branch) and the job's state, read side by side.
  const [product, latest] = await Promise.all([
    productLookup(ctx, id, REFRESH_MESSAGES.failed),
    api.latestUpdateLog().then(
      (log) => ({ log }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (isRefusal(product)) return refusedRefresh(product);
  if ('error' in latest) return refusedRefresh(refreshFailed(latest.error));
  if (!product.can_update) return refusedRefresh(failure('REFUSED', REFRESH_MESSAGES.notUpdatable));
  if (toRefreshState(latest.log, ctx.now).running) return refusedRefresh(failure('REFUSED', REFRESH_MESSAGES.busy));
  const session = sessionOf(ctx);
  return performChange(workflowDeps(ctx), {
    run: () => ({
      kind: 'product_refresh',
      subject: journalSubject('produtos', product.id),
      key: eachSubmission(),
      input: { codprod: product.codprod, codfilial: product.codfilial },
      steps: [
        {
          name: 'request',
          failure: (error) => refreshFailed(error)[0],
          run: async () => {
            await api.requestRefresh({
              user: session.matricula,
              codprod: product.codprod,
              codauxiliar: product.codauxiliar || null,
              codfilial: product.codfilial,
            });
            return null;
          },
        },
      ],
      busy: busyText(REFRESH_MESSAGES.failed),
    }),
    done: async () => {
      try {
        return { state: toRefreshState(await api.latestUpdateLog(), ctx.now), message: REFRESH_MESSAGES.done, errors: [] };
      } catch (error) {
        return refusedRefresh(refreshFailed(error));
      }
    },
    refused: (errors) => refusedRefresh(errors),
  });
}
