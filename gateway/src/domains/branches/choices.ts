// 'The branches this page offers': one root field for every page with a branch picker (products, recipes,
// holidays, staff, section ranks, settings), answered from the policy (auth/policy.ts): a page the user may not
// open is FORBIDDEN; a page the policy binds to the user's branch offers that branch alone; any other page
// offers the active branches. The per-page fields it replaces stay one release as deprecated aliases.
import { callerMay, forbidden, pageBranchScope } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { Page, QueryResolvers } from '../../generated/resolvers-types';
import { branchChoiceOf } from '../../kit/branch-choices';
import type { BranchSource } from '../../kit/branch-source';
import { reading } from '../../kit/read';
import { BRANCH_MESSAGES } from './rules';

export async function branchChoices(ctx: Context, page: Page): Promise<BranchSource[]> {
  if (!callerMay(sessionOf(ctx), page)) throw forbidden();
  return reading(BRANCH_MESSAGES.choicesFailed, async () => (await branchChoiceOf(ctx, pageBranchScope(page))).branches);
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
