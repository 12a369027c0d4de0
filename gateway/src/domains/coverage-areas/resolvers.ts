// Resolvers of schema/coverage.graphql: coverage areas (page 'area') and postal codes (page 'cep'), type 1 only by
// the policy. Thin: reads go through the kit's `reading` (the spec's load prefixes); each change is a write function
// of mutations.ts (the kit's record pipeline). create*/update* and the deprecated save* share one function each.
import { assertSharedChange, branchFilter } from '../../auth/policy';
import { sessionOf } from '../../context';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { isBranchCode } from '../../kit/branch-code';
import { toBranchSource } from '../../kit/branch-source';
import { isCep, normaliseCep } from '../../kit/form-rules';
import { badInput, pageRequest, pageResult } from '../../kit/paging';
import { reading } from '../../kit/read';
import { toCoverageArea, toPostalCode } from './mappers';
import { saveArea, saveNeighbourhood, savePostalCode } from './mutations';
import { postalCodeOf, withOffer } from './queries';
import { COVERAGE_MESSAGES, POSTAL_CODE_MESSAGES } from './rules';

const Query: QueryResolvers = {
  coverageAreas: (_parent, { filter, page, pageSize }, ctx) =>
    reading(COVERAGE_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const api = ctx.upstreams.productApi;
      const branch = branchFilter(sessionOf(ctx), 'coverageAreas', filter?.branch) ?? undefined;
      if (branch !== undefined && !isBranchCode(branch)) throw badInput(COVERAGE_MESSAGES.branchNotFound, 'branch');
      let postalCodeId: number | undefined;
      if (filter?.postalCode?.trim()) {
        if (!isCep(filter.postalCode)) throw badInput(COVERAGE_MESSAGES.cep, 'postalCode');
        const found = await postalCodeOf(ctx, filter.postalCode);
        if (!found) return { total: 0, items: [], truncated: false, notice: POSTAL_CODE_MESSAGES.notFound };
        postalCodeId = found.id;
      }
      const found = await api.coverageFees.list({ branch, postalCodeId }, request.page, request.size);
      const items = await withOffer(ctx, found.items.map(toCoverageArea));
      return { ...pageResult(request, { total: found.total, items }), notice: null };
    }),
  coverageBranch: (_parent, { code }, ctx) =>
    reading(COVERAGE_MESSAGES.lookupFailed, async () => {
      branchFilter(sessionOf(ctx), 'coverageAreas', code);
      if (!isBranchCode(code)) return null;
      const record = await ctx.upstreams.productApi.branches.load(code);
      return record ? toBranchSource(record) : null;
    }),
  coveragePostalCode: (_parent, { code }, ctx) =>
    reading(COVERAGE_MESSAGES.lookupFailed, async () => {
      const found = await postalCodeOf(ctx, code);
      return found ? toPostalCode(found) : null;
    }),
  postalCodes: (_parent, { filter, page, pageSize }, ctx) =>
    reading(POSTAL_CODE_MESSAGES.loadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const code = filter?.code?.trim() ?? '';
      if (code && !isCep(code)) throw badInput(POSTAL_CODE_MESSAGES.cep, 'code');
      const found = await ctx.upstreams.productApi.postalCodes.list({ cep: normaliseCep(code) || undefined }, request.page, request.size);
      return pageResult(request, { total: found.total, items: found.items.map(toPostalCode) });
    }),
};

const Mutation: MutationResolvers = {
  createCoverageArea: (_parent, { input }, ctx) => saveArea(ctx, null, input),
  updateCoverageArea: (_parent, { id, input }, ctx) => saveArea(ctx, id, input),
  saveCoverageArea: (_parent, { id, input }, ctx) => saveArea(ctx, id ?? null, input),
  // A postal code's neighbourhoods serve every branch that delivers there.
  createNeighbourhood: (_parent, { postalCodeId, input }, ctx) => (
    assertSharedChange(sessionOf(ctx), 'coverageAreas'),
    saveNeighbourhood(ctx, null, postalCodeId, input)
  ),
  updateNeighbourhood: (_parent, { id, postalCodeId, input }, ctx) => (
    assertSharedChange(sessionOf(ctx), 'coverageAreas'),
    saveNeighbourhood(ctx, id, postalCodeId, input)
  ),
  saveNeighbourhood: (_parent, { id, postalCodeId, input }, ctx) => (
    assertSharedChange(sessionOf(ctx), 'coverageAreas'),
    saveNeighbourhood(ctx, id ?? null, postalCodeId, input)
  ),
  createPostalCode: (_parent, { input }, ctx) => savePostalCode(ctx, null, input),
  updatePostalCode: (_parent, { id, input }, ctx) => savePostalCode(ctx, id, input),
  savePostalCode: (_parent, { id, input }, ctx) => savePostalCode(ctx, id ?? null, input),
};

export const coverageResolvers = { Query, Mutation };
