// The writes of schema/staff.graphql: the form's rules of docs/areas/staff-and-support.md#validation (the same messages
// the web shows), the branch binding of types 3 and 4 (their own branch, whatever the form says), then the create or
// edit run (workflows/) through the engine's performChange, answered with the person read again.
import type { Context } from '../../context';
import type { EmployeeInput, ResolversTypes } from '../../generated/resolvers-types';
import { branchFilter, isBranchBound } from '../../auth/policy';
import { failure, refusal, isRefusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import { inputErrors, type UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import type { WorkflowDeps } from '../../workflows/effects';
import { performChange, type RunDefinition } from '../../workflows/engine';
import { cpfAsStored, deriveRole, flagsOf, formProblems, formRoles, hasNoBranch, KIND_MESSAGES, STAFF_MESSAGES, staffConfig, type StaffKind } from './rules';
import { createdEmployeeId, planCreate } from './workflows/create';
import { planUpdate } from './workflows/update';

export type StaffPayload = ResolversTypes['EmployeePayload'];

const refused = refusal('employee');

/** The branch the change is made in: a bound user's own; otherwise the form's, which must be an active branch. */
async function branchOf(ctx: Context, kind: StaffKind, input: EmployeeInput): Promise<number | null | StaffPayload> {
  const session = ctx.session!;
  if (hasNoBranch(deriveRole(flagsOf(formRoles(kind, input))))) return null;
  if (isBranchBound(session, 'staff')) return branchFilter(session, 'staff', input.branch ?? session.branch);
  if (input.branch == null) return null;
  const branch = await ctx.upstreams.productApi.branches.load(input.branch);
  if (!branch || branch.status !== 'A') return refused(inputErrors([{ field: 'branch', message: STAFF_MESSAGES.branchInvalid }]));
  return input.branch;
}

/** docs/decisions/0051-one-cpf-one-neighbourhood.md: one CPF belongs to one person (compared by its digits), on create and on edit. `self` is the edited
 *  record, or on create the form's matrícula: a person of that matrícula is this create's own earlier run (an answer
 *  lost, a retry), which planCreate takes up or refuses as a taken matrícula. */
async function cpfTaken(ctx: Context, cpf: string | null | undefined, self: { id: number } | { registration: string }): Promise<StaffPayload | null> {
  const digits = cpfAsStored(cpf);
  if (!digits) return null;
  const owners = await ctx.upstreams.productApi.staff.withCpf(digits);
  const isSelf = (owner: StaffRecord) => ('id' in self ? owner.id === self.id : owner.user?.username === self.registration.trim());
  if (owners.every(isSelf)) return null;
  return refused(failure('CODE_TAKEN', STAFF_MESSAGES.cpfTaken, 'cpf'));
}

/** Makes the planned run (or the errors refusing it); once it succeeded, the person is read again (with its user nested) for the payload. */
function run(
  deps: WorkflowDeps,
  plan: () => RunDefinition | UserErrorData[] | Promise<RunDefinition | UserErrorData[]>,
  employeeId: (results: Record<string, unknown>) => number,
  message: string,
): Promise<StaffPayload> {
  return performChange<never, StaffPayload>(deps, {
    run: plan,
    done: async (results) => {
      const employee: StaffRecord = await deps.api.staff.get(employeeId(results));
      return { employee, message, errors: [] };
    },
    refused: (errors) => refused(errors),
  });
}

/** createEmployee, createPicker, createDeliveryman. */
export async function createStaff(ctx: Context, kind: StaffKind, input: EmployeeInput): Promise<StaffPayload> {
  const branch = await branchOf(ctx, kind, input);
  if (branch !== null && typeof branch === 'object') return branch;
  const problems = formProblems(kind, 'create', { ...input, branch });
  if (problems.length) return refused(inputErrors(problems));
  const taken = await cpfTaken(ctx, input.cpf, { registration: input.registration ?? '' });
  if (taken) return taken;
  const deps = workflowDeps(ctx);
  return run(deps, () => planCreate(deps, kind, input, staffConfig(), branch), createdEmployeeId, KIND_MESSAGES[kind].created);
}

/** updateEmployee, updatePicker, updateDeliveryman: another branch's person answers like a missing id. */
export async function updateStaff(ctx: Context, kind: StaffKind, id: string, input: EmployeeInput): Promise<StaffPayload> {
  const messages = KIND_MESSAGES[kind];
  const branch = await branchOf(ctx, kind, input);
  if (branch !== null && typeof branch === 'object') return branch;
  const problems = formProblems(kind, 'update', { ...input, branch });
  if (problems.length) return refused(inputErrors(problems));
  const before = await existing<StaffRecord>(ctx, {
    id,
    get: (n) => ctx.upstreams.productApi.staff.get(n),
    notFound: STAFF_MESSAGES.notFound,
    failed: messages.updateFailed,
    branch: { scope: 'staff', of: (record) => record.branch ?? null },
  });
  if (isRefusal(before)) return refused(before);
  const taken = cpfAsStored(input.cpf) === cpfAsStored(before.cpf) ? null : await cpfTaken(ctx, input.cpf, { id: before.id });
  if (taken) return taken;
  const deps = workflowDeps(ctx);
  const update = planUpdate(deps, kind, before, input, branch);
  if ('errors' in update) return refused(update.errors);
  if ('unchanged' in update) return { employee: before, message: messages.updated, errors: [] };
  return run(
    deps,
    () => update.plan,
    () => before.id,
    messages.updated,
  );
}
