// Resolvers of schema/products.graphql ('Produtos', types 1, 2, 3 and 5 by the policy): the wiring. Reads go
// through the kit's read wrapper with the page's load text (queries.ts); writes are mutations.ts (the edit and the
// ERP refresh) and workflows/offers.ts (the offers' run). A page of 8 products costs one produtos-ordenados call
// (sections and offers come inside), plus one batched call for the page's categories and one for its
// subcategories. Types 3 and 4 are bound to their own branch (branchFilter refuses another).
import type { CatalogueEntry, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { reading } from '../../kit/read';
import { REFRESH_MESSAGES } from './edit-rules';
import { refreshProduct, updateProduct } from './mutations';
import { productCatalogue, productPage, toRefreshState } from './queries';
import { PRODUCT_MESSAGES } from './rules';
import { DELETE_MODE, SAVE_MODE, saveOffers } from './workflows/offers';

const loading = <T>(read: () => Promise<T>) => reading(PRODUCT_MESSAGES.loadFailed, read);

const entry = (record: { id: number; descricao: string } | null): CatalogueEntry | null =>
  record ? { id: String(record.id), description: record.descricao } : null;

const Query: QueryResolvers = {
  products: (_parent, { filter, page, pageSize }, ctx) => loading(() => productPage(ctx, filter, page, pageSize)),
  productCatalogue: (_parent, _args, ctx) => loading(() => productCatalogue(ctx)),
  productRefreshState: (_parent, _args, ctx) =>
    reading(REFRESH_MESSAGES.failed, async () => toRefreshState(await ctx.upstreams.productApi.products.latestUpdateLog(), ctx.now)),
};

const Product: Resolvers['Product'] = {
  category: (product, _args, ctx) =>
    loading(async () => (product.categoryId === null ? null : entry(await ctx.upstreams.productApi.products.categories.load(product.categoryId)))),
  subcategory: (product, _args, ctx) =>
    loading(async () => (product.subcategoryId === null ? null : entry(await ctx.upstreams.productApi.products.subcategories.load(product.subcategoryId)))),
};

const Mutation: MutationResolvers = {
  updateProduct: (_parent, { id, input }, ctx) => updateProduct(ctx, id, input),
  saveProductOffers: (_parent, { productId, offers }, ctx) => saveOffers(ctx, productId, offers, SAVE_MODE),
  deleteProductOffers: (_parent, { productId }, ctx) => saveOffers(ctx, productId, [], DELETE_MODE),
  refreshProduct: (_parent, { id }, ctx) => refreshProduct(ctx, id),
};

export const productResolvers = { Query, Product, Mutation };
