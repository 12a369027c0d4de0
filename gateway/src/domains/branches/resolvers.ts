// Resolvers of schema/branches.graphql (read side): thin; shapes in mappers.ts. A Branch may come from an order
// (code and name only): its other fields load the branch record by code, batched per request.
import { branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { BranchResolvers, QueryResolvers } from '../../generated/resolvers-types';
import type { BranchRecord } from '../../upstreams/product-api/branches';
import { isBranchCode } from '../../kit/branch-code';
import { reading } from '../../kit/read';
import { pageRequest, pageResult } from '../../kit/paging';
import { toBranchDeliveryPeriod, toDeliveryPeriod } from './mappers';
import { toBranchSource, type BranchSource } from '../../kit/branch-source';
import { PERIOD_MESSAGES } from './period-rules';
import { BRANCH_MESSAGES } from './rules';

const Query: QueryResolvers = {
  branches: (_parent, { filter, page, pageSize }, ctx) =>
    reading(BRANCH_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const own = branchFilter(sessionOf(ctx), 'branches');
      if (own !== null) {
        // A caller bound to a branch: the table holds that branch alone (when it passes the filter).
        const record = await ctx.upstreams.productApi.branches.load(own);
        const items = record && (!filter?.status || record.status === filter.status) ? [record] : [];
        return pageResult(request, { total: items.length, items: (request.page === 1 ? items : []).map(toBranchSource) });
      }
      const found = await ctx.upstreams.productApi.branches.list({ status: filter?.status ?? undefined }, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toBranchSource) });
    }),
  branch: (_parent, { code }, ctx) =>
    reading(BRANCH_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'branches', code);
      if (!isBranchCode(code)) return null;
      const record = await ctx.upstreams.productApi.branches.load(code);
      return record ? toBranchSource(record) : null;
    }),
  deliveryPeriods: (_parent, _args, ctx) =>
    reading(PERIOD_MESSAGES.loadFailed, async () => (await ctx.upstreams.productApi.branchDeliveryPeriods.all()).map(toDeliveryPeriod)),
};

async function recordOf(branch: BranchSource, ctx: Context): Promise<BranchRecord | null> {
  return branch.record ?? (await ctx.upstreams.productApi.branches.load(branch.code));
}

const field =
  <K extends keyof BranchRecord>(name: K) =>
  async (branch: BranchSource, _args: unknown, ctx: Context) =>
    ((await recordOf(branch, ctx))?.[name] ?? null) as BranchRecord[K] | null;

const Branch: BranchResolvers = {
  id: (b) => String(b.code),
  cnpj: field('cnpj'),
  address: field('endereco'),
  number: field('numero'),
  neighbourhood: field('bairro'),
  city: field('cidade'),
  state: field('estado'),
  postalCode: field('cep'),
  mapsUrl: field('url_maps'),
  contact: field('contato'),
  whatsappUrl: field('url_whatsapp'),
  imageUrl: field('imagem'),
  status: field('status'),
  deliveryPeriods: async (b, _args, ctx) => (await ctx.upstreams.productApi.branchDeliveryPeriods.ofBranch(b.code)).map(toBranchDeliveryPeriod),
};

export const branchResolvers = { Query, Branch };
