// What the staff create and edit runs share: the retry loop over the journal, refusals of the API as the form's
// error, and the payload answered.
import type { ResolversTypes } from '../../generated/resolvers-types';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import { textOf, type WorkflowDeps } from '../../workflows/effects';
import type { OpenRun } from '../../workflows/journal';
import { executeRun, StepRefusal, type RunOutcome, type WorkflowStep } from '../../workflows/runner';
import type { UserErrorCode, UserErrorData } from '../../user-error';

export type StaffPayload = ResolversTypes['EmployeePayload'];

/** Automatic attempts of a run an upstream fault stopped, before the form shows the error. */
const ATTEMPTS = 3;

export const failed = (code: UserErrorCode, message: string, field: string | null = null): StaffPayload => ({
  member: null,
  message: null,
  errors: [{ code, message, field }],
});

export const refusedWith = (errors: UserErrorData[]): StaffPayload => ({ member: null, message: null, errors });

const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;

/** A 4xx answer is the API refusing the data: repeating cannot help, the form shows the prefix and its text. */
export async function refusingData<T>(prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const status = upstreamStatus(error);
    if (status !== undefined && status >= 400 && status < 500) throw new StepRefusal('REFUSED', `${prefix}${textOf(error)}`);
    throw error;
  }
}

/** Opens (or takes up again) the run and retries it while an upstream fault is what stopped it. */
export async function runWithRetries(deps: WorkflowDeps, spec: OpenRun, steps: WorkflowStep[]): Promise<RunOutcome> {
  let { run } = await deps.journal.open(spec);
  let outcome = await executeRun(deps.journal, run, steps);
  for (let attempt = 1; attempt < ATTEMPTS && outcome.run.status === 'failed' && outcome.run.canRetry; attempt++) {
    const resumed = await deps.journal.resume(run.id);
    if (!resumed) break;
    run = resumed;
    outcome = await executeRun(deps.journal, run, steps);
  }
  return outcome;
}

/** The payload of a finished run: the member read again (with its user nested) and the success text. */
export async function answer(deps: WorkflowDeps, outcome: RunOutcome, employeeId: () => number, message: string): Promise<StaffPayload> {
  if (outcome.run.status !== 'succeeded') {
    const error = outcome.run.error!;
    return refusedWith([{ code: error.code, message: error.message, field: error.field ?? null }]);
  }
  const member: StaffRecord = await deps.api.staff.get(employeeId());
  return { member, message, errors: [] };
}
