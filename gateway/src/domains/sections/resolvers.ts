// Resolvers of schema/sections.graphql ('Seções', types 1 and 2 by the policy): the section list (inactive ones
// behind the page's switch) and a branch's ranks through the kit's read wrapper; the writes are mutations.ts.
import { assertSharedChange, branchFilter } from '../../auth/policy';
import { sessionOf } from '../../context';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { branchIdOf } from '../../kit/branch-ids';
import { pageRequest, pageResult } from '../../kit/paging';
import { reading } from '../../kit/read';
import { toSection, toSectionRank } from './mappers';
import { reorderSectionRanks, reorderSections, updateSection, updateSectionRank } from './mutations';
import { SECTION_MESSAGES } from './rules';

const Query: QueryResolvers = {
  sections: (_parent, { filter, page, pageSize }, ctx) =>
    reading(SECTION_MESSAGES.loadFailed, async () => {
      // Bad paging is the caller's mistake (BAD_USER_INPUT, passed as it is), not a failed load.
      const request = pageRequest(page, pageSize);
      const all = (await ctx.upstreams.productApi.sections.list(Boolean(filter?.includeInactive))).map(toSection);
      const start = (request.page - 1) * request.size;
      return pageResult(request, { total: all.length, items: all.slice(start, start + request.size) });
    }),
  sectionRanks: (_parent, { branch }, ctx) =>
    reading(SECTION_MESSAGES.loadFailed, async () => {
      branchFilter(sessionOf(ctx), 'sectionRanks', branch);
      const branchId = await branchIdOf(ctx.upstreams.productApi, branch);
      return branchId === null ? [] : (await ctx.upstreams.productApi.sections.ranksOfBranch(branchId)).map((r) => toSectionRank(r, branch));
    }),
};

const Mutation: MutationResolvers = {
  // The sections and their order are every branch's.
  updateSection: (_parent, { id, input }, ctx) => (assertSharedChange(sessionOf(ctx), 'sectionRanks'), updateSection(ctx, id, input)),
  reorderSections: (_parent, { ids }, ctx) => (assertSharedChange(sessionOf(ctx), 'sectionRanks'), reorderSections(ctx, ids)),
  updateSectionRank: (_parent, { id, available }, ctx) => updateSectionRank(ctx, id, available),
  reorderSectionRanks: (_parent, { branch, ids }, ctx) => (branchFilter(sessionOf(ctx), 'sectionRanks', branch), reorderSectionRanks(ctx, branch, ids)),
};

export const sectionResolvers = { Query, Mutation };
