// The reads of 'Produtos': a branch's page of products (the policy's branch binding, the filter dialog's query, the
// schema's page size), the section -> category -> subcategory cascade, the ERP refresh job's state, and the one
// product by id bound to the user's branch that every change starts from (kit/records.ts `existing`).
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { ProductFilter, ProductRefreshState } from '../../generated/resolvers-types';
import { badInput } from '../../kit/paging';
import { existing } from '../../kit/records';
import type { ProductRecord, UpdateLogRecord } from '../../upstreams/product-api/products';
import { PRODUCT_EDIT_MESSAGES, refreshStaleMinutes, refreshState } from './edit-rules';
import { toProduct } from './mappers';
import { PRODUCT_PAGE_LIMIT, productListFilter } from './rules';

/** The product by id, bound to the user's branch (types 3 and 4: another branch's answers like a missing id). */
export const productLookup = (ctx: Context, id: string, failed: string) =>
  existing<ProductRecord>(ctx, {
    id,
    get: (n) => ctx.upstreams.productApi.products.get(n),
    notFound: PRODUCT_EDIT_MESSAGES.notFound,
    failed,
    branch: { scope: 'products', of: (product) => product.codfilial },
  });

/** A branch's page of products; an empty page while no branch is chosen. */
export async function productPage(ctx: Context, filter: ProductFilter, page: number | null | undefined, pageSize: number | null | undefined) {
  const number = page ?? 1;
  if (!Number.isInteger(number) || number < 1) throw badInput(`Página inválida: ${number}.`, 'page');
  // The schema's default (docs/areas/catalogue.md#constants) unless a client asks for another size.
  const size = pageSize;
  if (size == null || !Number.isInteger(size) || size < 1 || size > PRODUCT_PAGE_LIMIT) {
    throw badInput(`Tamanho de página inválido: ${size}. Use de 1 a ${PRODUCT_PAGE_LIMIT}.`, 'pageSize');
  }
  const branch = branchFilter(sessionOf(ctx), 'products', filter.branch ?? null);
  // No branch chosen yet: the page shows 'Selecione uma filial para visualizar seus respectivos produtos'.
  if (branch === null) return { total: 0, items: [], truncated: false, branch: null, pageSize: size };
  const found = await ctx.upstreams.productApi.products.list(productListFilter(branch, filter), number, size);
  return { total: found.total, items: found.items.map((record) => toProduct(record)), truncated: false, branch, pageSize: size };
}

/** Every section with its categories and their subcategories (three calls, whatever the size). */
export async function productCatalogue(ctx: Context) {
  const api = ctx.upstreams.productApi;
  const [sections, categories, subcategories] = await Promise.all([api.sections.list(true), api.products.categories.all(), api.products.subcategories.all()]);
  return sections.map((section) => ({
    id: String(section.id),
    description: section.descricao,
    categories: categories
      .filter((category) => category.secao === section.id)
      .map((category) => ({
        id: String(category.id),
        description: category.descricao,
        subcategories: subcategories.filter((sub) => sub.categoria === category.id).map((sub) => ({ id: String(sub.id), description: sub.descricao })),
      })),
  }));
}

/** The ERP stock update job's state as update-logs' newest entry tells it. */
export function toRefreshState(latest: UpdateLogRecord | null, now: Date): ProductRefreshState {
  const state = refreshState(latest, now, refreshStaleMinutes());
  return { running: state === 'running', stale: state === 'stale', output: latest?.output ?? null, startedAt: latest?.start_date_hour ?? null };
}
