// Creating an employee, picker or deliveryman is two upstream writes (docs/areas/staff-and-support.md#calls): POST auth/users/signup/,
// then POST funcionarios/ with the new user's pk, then one audit entry per table (users, funcionarios). They run
// as one journaled workflow on the subject 'users:<matrícula>' (the engine's performChange, retried within
// the request up to RUN_ATTEMPTS times), keyed by the submission (keys.ts sameSubmission):
// - a fault between the two writes is retried at once, and the same form sent again takes the run up where it
//   stopped (the user is not signed up twice);
// - a sign-up whose answer was lost is found by username instead of being made again;
// - a user left by an earlier unfinished run of this matrícula (another form, e.g. a corrected name) is taken over
//   (its data and password set from the new form) rather than refused as taken: no orphan user stays behind.
// The password never reaches the journal: the run's input leaves it out and only a keyed digest of it names the run.
// This file plans the run (its refusals before anything is written, its steps); mutations.ts runs it.
import { storedStaffRow, type StaffRecord, type StaffWrite } from '../../../upstreams/product-api/staff';
import type { SignupWrite } from '../../../upstreams/product-api/users';
import type { UserErrorData } from '../../../user-error';
import { failure } from '../../../kit/payload';
import { auditStep } from '../../../workflows/audit';
import { failureWith, refusingData, type WorkflowDeps } from '../../../workflows/effects';
import type { RunDefinition } from '../../../workflows/engine';
import { sameSubmission } from '../../../workflows/keys';
import { runOfSubmission, unfinishedStepOf } from '../../../workflows/questions';
import { RUN_ATTEMPTS, type WorkflowStep } from '../../../workflows/runner';
import { journalSubject } from '../../../workflows/subjects';
import {
  cleanName,
  cpfAsStored,
  deriveRole,
  emailOrPlaceholder,
  flagsOf,
  formRoles,
  hasNoBranch,
  KIND_MESSAGES,
  STAFF_MESSAGES,
  type StaffConfig,
  type StaffForm,
  type StaffKind,
  userNames,
} from '../rules';

type UserStep = { pk: number; adopted?: boolean; found?: boolean };

/** The employee a finished create run made. */
export const createdEmployeeId = (results: Record<string, unknown>): number => (results.employee as StaffRecord).id;

/** The user pk an earlier, unfinished create of this matrícula signed up (so it is ours to finish). */
async function unfinishedSignup(deps: WorkflowDeps, subject: string): Promise<number | null> {
  const step = await unfinishedStepOf(deps, subject, 'staff_create', 'user');
  const pk = (step?.response as UserStep | null | undefined)?.pk;
  if (typeof pk === 'number') return pk;
  // Sent but answer lost: the request was recorded, so a user of this name made since then is that one.
  return step?.request ? -1 : null;
}

/** The create run of a checked form, or the errors that refuse it before anything is written. */
export async function planCreate(
  deps: WorkflowDeps,
  kind: StaffKind,
  form: StaffForm,
  config: StaffConfig,
  branch: number | null,
): Promise<RunDefinition | UserErrorData[]> {
  const messages = KIND_MESSAGES[kind];
  const registration = form.registration!.trim();
  const name = cleanName(form.name);
  const flags = flagsOf(formRoles(kind, form));
  const branchCode = hasNoBranch(deriveRole(flags)) ? null : branch;
  const password = kind === 'deliveryman' ? config.deliverymanPassword : (form.password ?? null);
  if (!password) return failure('BAD_USER_INPUT', STAFF_MESSAGES.noDefaultPassword, 'password');
  const email = emailOrPlaceholder(form.email, registration, config);
  const names = userNames(name);
  const user = { username: registration, is_client: false as const, is_staff: true as const, ...names, branch: branchCode, email };
  const signup: SignupWrite = { ...user, password, password_confirmation: password };
  const employee: Omit<StaffWrite, 'user'> = {
    nome: name,
    cpf: cpfAsStored(form.cpf),
    branch: branchCode,
    email,
    is_available: form.available ?? true,
    ...flags,
  };
  const input = { kind, user, employee };
  const subject = journalSubject('users', registration);
  const kindOfRun = 'staff_create';
  // The password is part of what names the submission (a keyed digest: the key names no password).
  const key = sameSubmission([input, password]);

  // A matrícula already taken is refused, unless this very submission ran before (it is taken up where it stopped)
  // or an earlier unfinished create of this matrícula signed its user up (that user is taken over).
  let adoptPk: number | null = null;
  const earlier = await runOfSubmission(deps, subject, kindOfRun, key);
  if (!earlier) {
    const existing = await deps.api.users.byUsername(registration);
    if (existing) {
      const owned = await unfinishedSignup(deps, subject);
      const pk = existing.pk ?? existing.id!;
      if (owned !== pk && owned !== -1) return failure('CODE_TAKEN', STAFF_MESSAGES.registrationTaken, 'registration');
      adoptPk = pk;
    }
  }

  const steps: WorkflowStep[] = [
    {
      name: 'user',
      failure: failureWith('CREATE_FAILED', messages.createFailed.trim()),
      run: async (io): Promise<UserStep> => {
        if (adoptPk !== null) {
          await io.recordRequest({ update: adoptPk, ...user });
          await refusingData(messages.createFailed, () => deps.api.users.update(adoptPk!, { ...names, branch: branchCode, email, password }));
          await deps.passwordChanged?.(adoptPk!);
          return { pk: adoptPk, adopted: true };
        }
        if (io.attempt > 1) {
          const made = await deps.api.users.byUsername(registration);
          if (made) return { pk: made.pk ?? made.id!, found: true };
        }
        await io.recordRequest(user);
        const created = await refusingData(messages.createFailed, () => deps.api.users.signup(signup));
        return { pk: created.pk };
      },
    },
    {
      name: 'employee',
      failure: failureWith('CREATE_FAILED', messages.createFailed.trim()),
      run: async (io) => {
        const pk = (io.results.user as UserStep).pk;
        if (io.attempt > 1 || (io.results.user as UserStep).adopted) {
          const made = await deps.api.staff.ofUser(pk);
          if (made) return made;
        }
        const body: StaffWrite = { ...employee, user: pk };
        await io.recordRequest(body);
        return refusingData(messages.createFailed, () => deps.api.staff.create(body));
      },
    },
    auditStep(deps, 'audit.users', 'users', 'POST', (results) => ({ before: null, after: { pk: (results.user as UserStep).pk, ...user } })),
    auditStep(deps, 'audit.funcionarios', 'funcionarios', 'POST', (results) => ({ before: null, after: storedStaffRow(results.employee as StaffRecord) })),
  ];
  return { kind: kindOfRun, subject, key, input, steps, attempts: RUN_ATTEMPTS, busy: `${messages.createFailed}${STAFF_MESSAGES.busy}` };
}
