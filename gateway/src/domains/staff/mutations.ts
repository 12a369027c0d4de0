// Mutations of schema/staff.graphql: the form's rules of spec 002 section 5 (the same messages the web shows), the
// branch binding of types 3 and 4 (their own branch, whatever the form says), then the create or edit run.
import type { Context } from '../../context';
import type { MutationResolvers, EmployeeInput } from '../../generated/resolvers-types';
import { branchFilter, isBranchBound } from '../../auth/policy';
import { inputErrors } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { createStaffRun } from './workflows/create';
import { refusedWith, type StaffPayload } from './run-common';
import { deriveRole, flagsOf, formProblems, formRoles, hasNoBranch, STAFF_MESSAGES, staffConfig, type StaffKind } from './rules';
import { updateStaffRun } from './workflows/update';

/** The branch the change is made in: a bound user's own; otherwise the form's, which must be an active branch. */
async function branchOf(ctx: Context, kind: StaffKind, input: EmployeeInput): Promise<number | null | StaffPayload> {
  const session = ctx.session!;
  if (hasNoBranch(deriveRole(flagsOf(formRoles(kind, input))))) return null;
  if (isBranchBound(session.type, 'staff')) return branchFilter(session, 'staff', input.branch ?? session.branch);
  if (input.branch == null) return null;
  const branch = await ctx.upstreams.productApi.branches.load(input.branch);
  if (!branch || branch.status !== 'A') return refusedWith(inputErrors([{ field: 'branch', message: STAFF_MESSAGES.branchInvalid }]));
  return input.branch;
}

const create =
  (kind: StaffKind) =>
  async (_parent: unknown, { input }: { input: EmployeeInput }, ctx: Context): Promise<StaffPayload> => {
    const branch = await branchOf(ctx, kind, input);
    if (branch !== null && typeof branch === 'object') return branch;
    const problems = formProblems(kind, 'create', { ...input, branch });
    if (problems.length) return refusedWith(inputErrors(problems));
    return createStaffRun(workflowDeps(ctx), kind, input, staffConfig(), branch);
  };

const update =
  (kind: StaffKind) =>
  async (_parent: unknown, { id, input }: { id: string; input: EmployeeInput }, ctx: Context): Promise<StaffPayload> => {
    const branch = await branchOf(ctx, kind, input);
    if (branch !== null && typeof branch === 'object') return branch;
    const problems = formProblems(kind, 'update', { ...input, branch });
    if (problems.length) return refusedWith(inputErrors(problems));
    return updateStaffRun(workflowDeps(ctx), kind, id, input, branch);
  };

export const staffMutations: MutationResolvers = {
  createEmployee: create('employee'),
  updateEmployee: update('employee'),
  createPicker: create('picker'),
  updatePicker: update('picker'),
  createDeliveryman: create('deliveryman'),
  updateDeliveryman: update('deliveryman'),
};
