// 'Which branches may this user pick here', answered from the policy's branch binding (auth/policy.ts): where the
// policy binds the user to their branch, that branch alone; anywhere else, every active branch. One function for
// the page pickers (domains/branches/choices.ts) and the reports' branch options (domains/reports), so the two
// cannot drift; each caller wraps it in its own read text (kit/read.ts `reading`).
import { branchFilter, isBranchBound, type BranchScope } from '../auth/policy';
import { sessionOf, type Context } from '../context';
import { toBranchSource, type BranchSource } from './branch-source';

/** Enough for every branch of the group (a few dozen); the product API's page cap is larger. */
const ACTIVE_BRANCHES_READ = 1000;

export interface BranchChoice {
  branches: BranchSource[];
  /** False when the policy binds the user to their own branch (the only one offered). */
  allBranches: boolean;
}

/** The branches a scope offers the signed-in user (no scope: the page binds nobody, every active branch). */
export async function branchChoiceOf(ctx: Context, scope: BranchScope | null): Promise<BranchChoice> {
  const session = sessionOf(ctx);
  const api = ctx.upstreams.productApi;
  if (scope && isBranchBound(session, scope)) {
    const own = await api.branches.load(branchFilter(session, scope) as number);
    return { branches: own ? [toBranchSource(own)] : [], allBranches: false };
  }
  return { branches: (await api.branches.list({ status: 'A' }, 1, ACTIVE_BRANCHES_READ)).items.map(toBranchSource), allBranches: true };
}
