// Editing an employee, picker or deliveryman (spec 002 section 7): PUT funcionarios/{id}/ (the whole record, user
// reduced to its pk), then PUT auth/users/serializer/{pk}/ (first_name, last_name, branch), then one audit entry per
// table, as one journaled run on 'funcionario:<id>' (PUTs are safe to repeat, so a fault is simply retried).
import { randomUUID } from 'node:crypto';
import { assertBranchAccess } from '../../auth/policy';
import { nested, isNotFound } from '../../upstreams/product-api/transport';
import type { StaffRecord, StaffWrite } from '../../upstreams/product-api/staff';
import type { UserRecord, UserUpdate } from '../../upstreams/product-api/users';
import { auditStep } from '../../workflows/audit';
import { failureWith, refusingData, type WorkflowDeps } from '../../workflows/effects';
import { WorkflowBusyError } from '../../workflows/journal';
import { executeWithRetries, type WorkflowStep } from '../../workflows/runner';
import { answer, failed, type StaffPayload } from './run-common';
import { deriveRole, flagsOf, formRoles, hasNoBranch, KIND_MESSAGES, STAFF_MESSAGES, type StaffForm, type StaffKind } from './rules';

/** Whether the record belongs on this page: no superusers anywhere, the page's own role on pickers and deliverymen. */
function onPage(kind: StaffKind, record: StaffRecord): boolean {
  if (nested<UserRecord>(record.user ?? null)?.is_superuser) return false;
  if (kind === 'picker') return record.is_separating === true;
  if (kind === 'deliveryman') return record.is_deliveryman === true;
  return true;
}

export async function updateStaffRun(deps: WorkflowDeps, kind: StaffKind, id: string, form: StaffForm, branch: number | null): Promise<StaffPayload> {
  const messages = KIND_MESSAGES[kind];
  let before: StaffRecord;
  try {
    before = await deps.api.staff.get(id);
  } catch (error) {
    if (isNotFound(error)) return failed('NOT_FOUND', STAFF_MESSAGES.notFound, 'id');
    throw error;
  }
  if (!onPage(kind, before)) return failed('NOT_FOUND', STAFF_MESSAGES.notFound, 'id');
  // A branch-bound user edits only its own branch's people (DESIGN section 3 item 5: lookups by id too).
  assertBranchAccess(deps.user, 'staff', before.branch);
  const user = nested<UserRecord>(before.user ?? null);
  const pk = user?.pk ?? user?.id ?? (typeof before.user === 'number' ? before.user : null);
  if (pk == null) return failed('NOT_FOUND', STAFF_MESSAGES.notFound, 'id');
  // Pickers and deliverymen keep their other flags; the employee form sets all six.
  const flags = kind === 'employee' ? flagsOf(formRoles(kind, form)) : { ...flagsOf([]), ...pickFlags(before) };
  const branchCode = hasNoBranch(deriveRole(flags)) ? null : branch;
  const name = form.name!.trim();
  const email = form.email?.trim() || before.email || '';
  const employee: StaffWrite = {
    nome: name,
    cpf: form.cpf?.trim() ?? before.cpf ?? '',
    branch: branchCode,
    email,
    is_available: form.available ?? before.is_available === true,
    ...flags,
    user: pk,
  };
  const userBody: UserUpdate = { first_name: name, last_name: user?.last_name ?? '', branch: branchCode };
  const beforeEmployee = { ...before, user: pk };
  const beforeUser = { pk, first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', branch: user?.branch ?? null };

  const steps: WorkflowStep[] = [
    {
      name: 'employee',
      failure: failureWith('UPDATE_FAILED', messages.updateFailed.trim()),
      run: async (io) => {
        await io.recordRequest(employee);
        return refusingData(messages.updateFailed, () => deps.api.staff.update(id, employee));
      },
    },
    {
      name: 'user',
      failure: failureWith('UPDATE_FAILED', messages.updateFailed.trim()),
      run: async (io) => {
        await io.recordRequest(userBody);
        const saved = await refusingData(messages.updateFailed, () => deps.api.users.update(pk, userBody));
        return { pk, first_name: saved.first_name ?? userBody.first_name, last_name: saved.last_name ?? userBody.last_name, branch: saved.branch ?? null };
      },
    },
    auditStep(deps, 'audit.funcionarios', 'funcionarios', 'PUT', (results) => ({ before: beforeEmployee, after: results.employee })),
    auditStep(deps, 'audit.users', 'users', 'PUT', (results) => ({ before: beforeUser, after: results.user })),
  ];
  const subject = `funcionario:${before.id}`;
  try {
    const outcome = await executeWithRetries(
      deps.journal,
      { kind: 'staff_update', subject, idempotencyKey: `${subject}:staff_update:${randomUUID()}`, input: { kind, employee }, sessionId: deps.sessionId, userId: deps.user.userId },
      steps,
    );
    return await answer(deps, outcome, () => before.id, messages.updated);
  } catch (error) {
    if (error instanceof WorkflowBusyError) return failed('WORKFLOW_BUSY', `${messages.updateFailed}${STAFF_MESSAGES.busy}`);
    throw error;
  }
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
