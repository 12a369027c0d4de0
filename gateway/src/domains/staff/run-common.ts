// What the staff create and edit runs share: the failure payload and the payload answered once a run ends.
import type { ResolversTypes } from '../../generated/resolvers-types';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { WorkflowDeps } from '../../workflows/effects';
import { runErrors, type RunOutcome } from '../../workflows/runner';
import type { UserErrorCode, UserErrorData } from '../../user-error';

export type StaffPayload = ResolversTypes['EmployeePayload'];

export const failed = (code: UserErrorCode, message: string, field: string | null = null): StaffPayload => ({
  member: null,
  message: null,
  errors: [{ code, message, field }],
});

export const refusedWith = (errors: UserErrorData[]): StaffPayload => ({ member: null, message: null, errors });

/** The payload of a finished run: the member read again (with its user nested) and the success text. */
export async function answer(deps: WorkflowDeps, outcome: RunOutcome, employeeId: () => number, message: string): Promise<StaffPayload> {
  if (outcome.run.status !== 'succeeded') return refusedWith(runErrors(outcome));
  const member: StaffRecord = await deps.api.staff.get(employeeId());
  return { member, message, errors: [] };
}
