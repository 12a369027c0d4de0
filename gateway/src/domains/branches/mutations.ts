// Branch mutations of schema/branches.graphql: the form's rules, the image check, then the branch workflows.
import { assertSharedChange, branchFilter } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { BranchInput, MutationResolvers } from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { branchImageProblem } from './image';
import { storedFilesBase } from '../../kit/image-check';
import { toBranchWrite } from './mappers';
import { branchProblems, scheduleProblems, type FieldProblem } from './rules';
import { inputErrors } from '../../user-error';
import { refusal } from '../../kit/payload';
import { createBranchRun, updateBranchRun } from './workflows/branch-runs';

const refused = (problems: FieldProblem[]) => refusal('branch')(inputErrors(problems));

async function formProblems(ctx: Context, input: BranchInput): Promise<FieldProblem[]> {
  const problems = branchProblems(input);
  const image = input.imageUrl?.trim();
  if (problems.length === 0 && image) {
    const problem = await branchImageProblem(image, storedFilesBase(ctx.services.connections.settings.urls));
    if (problem) problems.push({ field: 'imageUrl', message: problem });
  }
  return problems;
}

const Mutation: MutationResolvers = {
  createBranch: async (_parent, { input, schedules }, ctx: Context) => {
    // A new branch is no caller's own: one bound to a branch cannot make another.
    assertSharedChange(sessionOf(ctx), 'branches');
    const problems = [...(await formProblems(ctx, input)), ...scheduleProblems(schedules ?? [])];
    if (problems.length) return refused(problems);
    return createBranchRun(workflowDeps(ctx), toBranchWrite(input), schedules ?? []);
  },
  updateBranch: async (_parent, { input }, ctx: Context) => {
    branchFilter(sessionOf(ctx), 'branches', input.code);
    const problems = await formProblems(ctx, input);
    if (problems.length) return refused(problems);
    return updateBranchRun(workflowDeps(ctx), toBranchWrite(input));
  },
};

export const branchMutationResolvers = { Mutation };
