// Editing an employee, picker or deliveryman (docs/areas/staff-and-support.md#calls): PUT funcionarios/{id}/ (the whole record, user
// reduced to its pk), then PUT auth/users/serializer/{pk}/ (first_name, last_name, branch), then one audit entry per
// table, as one journaled run on 'funcionarios:<id>' (PUTs are safe to repeat, so a fault is simply retried: the
// engine's performChange with RUN_ATTEMPTS; every submission is its own run, keys.ts eachSubmission). Only what the person changed is
// written: a record the form leaves as it was gets no PUT and no audit entry.
// This file plans the run from the record as read (mutations.ts reads it and runs the plan).
import { storedStaffRow, type StaffRecord, type StaffWrite } from '../../../upstreams/product-api/staff';
import type { UserUpdate } from '../../../upstreams/product-api/users';
import { inputErrors, type UserErrorData } from '../../../user-error';
import { failure } from '../../../kit/payload';
import { auditStep } from '../../../workflows/audit';
import { failureWith, refusingData, type WorkflowDeps } from '../../../workflows/effects';
import type { RunDefinition } from '../../../workflows/engine';
import { eachSubmission } from '../../../workflows/keys';
import { RUN_ATTEMPTS, type WorkflowStep } from '../../../workflows/runner';
import { journalSubject } from '../../../workflows/subjects';
import {
  changedFieldProblems,
  cleanName,
  cpfAsStored,
  deriveRole,
  flagsOf,
  formRoles,
  hasNoBranch,
  KIND_MESSAGES,
  STAFF_MESSAGES,
  userNames,
  type StaffForm,
  type StaffKind,
} from '../rules';

/** Whether the record belongs on this page: no superusers anywhere, the page's own role on pickers and deliverymen. */
export function onPage(kind: StaffKind, record: StaffRecord): boolean {
  if (record.user?.is_superuser) return false;
  if (kind === 'picker') return record.is_separating === true;
  if (kind === 'deliveryman') return record.is_deliveryman === true;
  return true;
}

/** What an edit does: nothing (the form changes nothing), the errors refusing it, or the run to make. */
export type UpdatePlan = { unchanged: true } | { errors: UserErrorData[] } | { plan: RunDefinition };

/** The edit run of `before` (read and bound to the user's branch) for a checked form. */
export function planUpdate(deps: WorkflowDeps, kind: StaffKind, before: StaffRecord, form: StaffForm, branch: number | null): UpdatePlan {
  const messages = KIND_MESSAGES[kind];
  if (!onPage(kind, before)) return { errors: failure('NOT_FOUND', STAFF_MESSAGES.notFound, 'id') };
  const user = before.user;
  const pk = user?.pk ?? null;
  if (pk == null) return { errors: failure('NOT_FOUND', STAFF_MESSAGES.notFound, 'id') };
  // Pickers and deliverymen keep their other flags; the employee form sets all six.
  const flags = kind === 'employee' ? flagsOf(formRoles(kind, form)) : { ...flagsOf([]), ...pickFlags(before) };
  const branchCode = hasNoBranch(deriveRole(flags)) ? null : branch;
  // What the person saw in the form: the employee's name, CPF and e-mail (the user's when the employee has none).
  const shown = { name: cleanName(before.nome), cpf: before.cpf ?? '', email: (before.email || user?.email || '').trim() };
  const problems = changedFieldProblems(form, shown);
  if (problems.length) return { errors: inputErrors(problems) };
  const name = cleanName(form.name);
  // A blank CPF or e-mail keeps the stored one; a CPF written differently (masked) but with the same digits is the
  // same CPF and stays as stored, so no save changes a field the person did not change.
  const cpf = form.cpf?.trim() && cpfAsStored(form.cpf) !== cpfAsStored(shown.cpf) ? cpfAsStored(form.cpf) : (before.cpf ?? '');
  const email = form.email?.trim() || shown.email;
  const employee: StaffWrite = {
    nome: name === shown.name ? before.nome : name,
    cpf,
    branch: branchCode,
    email: email === shown.email ? (before.email ?? '') : email,
    is_available: form.available ?? before.is_available === true,
    ...flags,
    user: pk,
  };
  const beforeEmployee = { ...before, user: pk };
  const employeeChanged = !sameEmployee(before, employee);
  // The user's fields follow the form's only where the person changed the form: an untouched name keeps the
  // user's first_name/last_name as they are (even when they spell the name differently).
  const beforeUser = { pk, first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', branch: user?.branch ?? null };
  const userBody: UserUpdate = {
    ...(name === shown.name ? { first_name: beforeUser.first_name, last_name: beforeUser.last_name } : userNames(name)),
    branch: branchCode === codeOf(before.branch) ? beforeUser.branch : branchCode,
    ...(email !== shown.email ? { email } : {}),
  };
  const userChanged =
    userBody.first_name !== beforeUser.first_name ||
    userBody.last_name !== beforeUser.last_name ||
    userBody.branch !== beforeUser.branch ||
    userBody.email !== undefined;
  // A save that changes nothing writes nothing: no PUT, no audit entry.
  if (!employeeChanged && !userChanged) return { unchanged: true };

  const steps: WorkflowStep[] = [];
  if (employeeChanged) {
    steps.push({
      name: 'employee',
      failure: failureWith('UPDATE_FAILED', messages.updateFailed.trim()),
      run: async (io) => {
        await io.recordRequest(employee);
        return refusingData(messages.updateFailed, () => deps.api.staff.update(before.id, employee));
      },
    });
  }
  if (userChanged) {
    steps.push({
      name: 'user',
      failure: failureWith('UPDATE_FAILED', messages.updateFailed.trim()),
      run: async (io) => {
        await io.recordRequest(userBody);
        const saved = await refusingData(messages.updateFailed, () => deps.api.users.update(pk, userBody));
        return { pk, first_name: saved.first_name ?? userBody.first_name, last_name: saved.last_name ?? userBody.last_name, branch: saved.branch ?? null };
      },
    });
  }
  if (employeeChanged)
    steps.push(
      auditStep(deps, 'audit.funcionarios', 'funcionarios', 'PUT', (results) => ({
        before: beforeEmployee,
        after: storedStaffRow(results.employee as StaffRecord),
      })),
    );
  if (userChanged) steps.push(auditStep(deps, 'audit.users', 'users', 'PUT', (results) => ({ before: beforeUser, after: results.user })));
  return {
    plan: {
      kind: 'staff_update',
      subject: journalSubject('funcionarios', before.id),
      key: eachSubmission(),
      input: { kind, employee },
      steps,
      attempts: RUN_ATTEMPTS,
      busy: `${messages.updateFailed}${STAFF_MESSAGES.busy}`,
    },
  };
}

const codeOf = (branch: number | string | null | undefined): number | null => (branch == null || branch === '' ? null : Number(branch));

/** Whether the write holds what the record already has (the API may answer numbers as text, null as ''). */
function sameEmployee(before: StaffRecord, write: StaffWrite): boolean {
  const flags = pickFlags(before);
  return (
    write.nome === before.nome &&
    write.cpf === (before.cpf ?? '') &&
    write.branch === codeOf(before.branch) &&
    write.email === (before.email ?? '') &&
    write.is_available === (before.is_available === true) &&
    (Object.keys(flags) as Array<keyof typeof flags>).every((flag) => write[flag] === flags[flag])
  );
}

function pickFlags(record: StaffRecord) {
  return {
    is_manager: record.is_manager === true,
    is_submanager: record.is_submanager === true,
    is_marketing: record.is_marketing === true,
    is_separating: record.is_separating === true,
    is_deliveryman: record.is_deliveryman === true,
    is_checker: record.is_checker === true,
  };
}
