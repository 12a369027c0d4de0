// The 'Períodos de Entrega' changes: a new period, a period added to a branch, a branch period edited. Each is one
// journaled write followed by its one audit entry (workflows/audit.ts), so a retry never writes either twice.
import type { BranchPeriodRecord, BranchPeriodWrite, DeliveryPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import { runChange } from '../../../workflows/change';
import type { WorkflowDeps } from '../../../workflows/effects';
import { sameSubmission } from '../../../workflows/keys';
import { journalSubject } from '../../../workflows/subjects';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { PERIOD_MESSAGES } from '../period-rules';
import { BRANCH_MESSAGES } from '../rules';

/** A branch's schedule (its horarios-filiais rows): every change of it holds the branch's subject. */
const branchPeriodsSubject = (branch: number | string) => journalSubject('horarios-filiais', Number(branch));

export const createPeriodRun = (deps: WorkflowDeps, period: Omit<DeliveryPeriodRecord, 'id'>) =>
  runChange(deps, {
    kind: 'delivery_period_create',
    // A period's natural key before it exists: its start and end (one period per start and end).
    subject: journalSubject('horarios-entrega', `${period.horaInicio}-${period.horaFim}`),
    table: 'horarios-entrega',
    method: 'POST',
    before: null,
    key: sameSubmission(period),
    write: () => deps.api.branchDeliveryPeriods.createPeriod(period),
    prefix: BRANCH_MESSAGES.createFailed,
  });

export const addBranchPeriodRun = (deps: WorkflowDeps, period: BranchPeriodWrite) =>
  runChange<BranchPeriodRecord>(deps, {
    kind: 'branch_period_add',
    subject: branchPeriodsSubject(period.filial),
    table: 'horarios-filiais',
    method: 'POST',
    before: null,
    key: sameSubmission(period),
    write: () => deps.api.branchDeliveryPeriods.addToBranch(period),
    prefix: BRANCH_MESSAGES.createFailed,
  });

export const updateBranchPeriodRun = (deps: WorkflowDeps, before: BranchPeriodRecord, period: BranchPeriodWrite) =>
  runChange<BranchPeriodRecord>(deps, {
    kind: 'branch_period_update',
    subject: branchPeriodsSubject(period.filial),
    table: 'horarios-filiais',
    method: 'PUT',
    before,
    key: sameSubmission({ id: before.id, period }),
    write: () => deps.api.branchDeliveryPeriods.updateBranchPeriod(before.id, period),
    prefix: BRANCH_MESSAGES.updateFailed,
  });

/** docs/decisions/0046-delivery-periods-and-ranks.md: a period leaves a branch; the audit entry keeps the row as it was. */
export const removeBranchPeriodRun = (deps: WorkflowDeps, before: BranchPeriodRecord) =>
  runChange<{ id: number }>(deps, {
    kind: 'branch_period_remove',
    subject: branchPeriodsSubject(before.filial),
    table: 'horarios-filiais',
    method: 'DELETE',
    before,
    key: sameSubmission({ id: before.id }),
    // Gone already (an attempt whose answer was lost): what was asked holds.
    write: () =>
      deps.api.branchDeliveryPeriods.removeBranchPeriod(before.id).catch((error: unknown) => {
        if (isNotFound(error)) return { id: before.id };
        throw error;
      }),
    after: () => null,
    prefix: PERIOD_MESSAGES.removeFailed,
  });
