// 'The branches this page offers': one root field for every page with a branch picker (products, recipes,
// holidays, staff, section ranks, settings), answered from the policy (auth/policy.ts): a page the user may not
// open is FORBIDDEN; a page the policy binds to the user's branch offers that branch alone; any other page
// offers the active branches. The per-page fields it replaces stay one release as deprecated aliases.
import { branchFilter, canOpenPage, forbidden, isBranchBound, pageBranchScope } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { Page, QueryResolvers } from '../../generated/resolvers-types';
import { toBranchSource, type BranchSource } from '../../kit/branch-source';
import { reading } from '../../kit/read';
import { BRANCH_MESSAGES } from './rules';

/** Enough for every branch of the group (a few dozen); the product API's page cap is larger. */
const ACTIVE_BRANCHES_READ = 1000;

export async function branchChoices(ctx: Context, page: Page): Promise<BranchSource[]> {
  const session = sessionOf(ctx);
  if (!canOpenPage(session.type, page)) throw forbidden();
  const scope = pageBranchScope(page);
  const api = ctx.upstreams.productApi;
  return reading(BRANCH_MESSAGES.choicesFailed, async () => {
    if (scope && isBranchBound(session.type, scope)) {
      const own = await api.branches.load(branchFilter(session, scope) as number);
      return own ? [toBranchSource(own)] : [];
    }
    return (await api.branches.list({ status: 'A' }, 1, ACTIVE_BRANCHES_READ)).items.map(toBranchSource);
  });
}

export const branchChoiceQueries: QueryResolvers = {
  branchChoices: (_parent, { page }, ctx) => branchChoices(ctx, page),
  productBranches: (_parent, _args, ctx) => branchChoices(ctx, 'produto'),
  recipeSearchBranches: (_parent, _args, ctx) => branchChoices(ctx, 'receitas'),
  staffBranchOptions: (_parent, _args, ctx) => branchChoices(ctx, 'separador'),
  holidayBranches: (_parent, _args, ctx) => branchChoices(ctx, 'funcionamento'),
  sectionRankBranches: (_parent, _args, ctx) => branchChoices(ctx, 'secao'),
  settingsBranches: (_parent, _args, ctx) => branchChoices(ctx, 'configuracoes'),
};
