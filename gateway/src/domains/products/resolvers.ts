// Resolvers of schema/products.graphql ('Produtos', types 1, 2, 3 and 5 by the policy). A page of 8 products costs
// one produtos-ordenados call (sections and offers come inside), plus one batched call for the page's categories
// and one for its subcategories. Types 3 and 4 are bound to their own branch (branchFilter refuses another).
import { branchFilter } from '../../auth/policy';
import { sessionOf } from '../../context';
import type { CatalogueEntry, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { badInput } from '../../kit/paging';
import { reading } from '../../kit/read';
import { toProduct } from './mappers';
import { productMutations } from './mutations';
import { offerMutations } from './offers-mutation';
import { refreshMutations, refreshQueries } from './refresh';
import { PRODUCT_MESSAGES, PRODUCT_PAGE_LIMIT, productListFilter } from './rules';

const loading = <T>(read: () => Promise<T>) => reading(PRODUCT_MESSAGES.loadFailed, read);

const entry = (record: { id: number; descricao: string } | null): CatalogueEntry | null =>
  record ? { id: String(record.id), description: record.descricao } : null;

const Query: QueryResolvers = {
  products: (_parent, { filter, page, pageSize }, ctx) =>
    loading(async () => {
      const number = page ?? 1;
      if (!Number.isInteger(number) || number < 1) throw badInput(`Página inválida: ${number}.`, 'page');
      // The schema's default (spec 001 section 9) unless a client asks for another size.
      const size = pageSize;
      if (size == null || !Number.isInteger(size) || size < 1 || size > PRODUCT_PAGE_LIMIT) {
        throw badInput(`Tamanho de página inválido: ${size}. Use de 1 a ${PRODUCT_PAGE_LIMIT}.`, 'pageSize');
      }
      const branch = branchFilter(sessionOf(ctx), 'products', filter.branch ?? null);
      // No branch chosen yet: the page shows 'Selecione uma filial para visualizar seus respectivos produtos'.
      if (branch === null) return { total: 0, items: [], truncated: false, branch: null };
      const found = await ctx.upstreams.productApi.products.list(productListFilter(branch, filter), number, size);
      return { total: found.total, items: found.items.map((record) => toProduct(record)), truncated: false, branch };
    }),
  productCatalogue: (_parent, _args, ctx) =>
    loading(async () => {
      const api = ctx.upstreams.productApi;
      const [sections, categories, subcategories] = await Promise.all([
        api.sections.list(true),
        api.products.categories.all(),
        api.products.subcategories.all(),
      ]);
      return sections.map((section) => ({
        id: String(section.id),
        description: section.descricao,
        categories: categories
          .filter((category) => category.secao === section.id)
          .map((category) => ({
            id: String(category.id),
            description: category.descricao,
            subcategories: subcategories
              .filter((sub) => sub.categoria === category.id)
              .map((sub) => ({ id: String(sub.id), description: sub.descricao })),
          })),
      }));
    }),
};

const Product: Resolvers['Product'] = {
  category: (product, _args, ctx) =>
    loading(async () => (product.categoryId === null ? null : entry(await ctx.upstreams.productApi.products.categories.load(product.categoryId)))),
  subcategory: (product, _args, ctx) =>
    loading(async () =>
      product.subcategoryId === null ? null : entry(await ctx.upstreams.productApi.products.subcategories.load(product.subcategoryId)),
    ),
};

export const productResolvers = { Query: { ...Query, ...refreshQueries }, Product, Mutation: { ...productMutations, ...offerMutations, ...refreshMutations } };
