// The 'Períodos de Entrega' changes: a new period, a period added to a branch, a branch period edited. Each is one
// journaled write followed by its one audit entry (workflows/audit.ts), so a retry never writes either twice.
import { createHash } from 'node:crypto';
import type { ResolversTypes } from '../../../generated/resolvers-types';
import type { BranchPeriodRecord, BranchPeriodWrite, DeliveryPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import { runChange } from '../../../workflows/change';
import type { WorkflowDeps } from '../../../workflows/effects';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { PERIOD_MESSAGES } from '../period-rules';
import { BRANCH_MESSAGES } from '../rules';

export const createPeriodRun = (deps: WorkflowDeps, period: Omit<DeliveryPeriodRecord, 'id'>) =>
  runChange(deps, {
    kind: 'delivery_period_create',
    subject: `horario:${createHash('sha256').update(JSON.stringify(period)).digest('hex').slice(0, 16)}`,
    table: 'horarios-entrega',
    method: 'POST',
    before: null,
    asked: period,
    write: () => deps.api.branchDeliveryPeriods.createPeriod(period),
    prefix: BRANCH_MESSAGES.createFailed,
  });

export const addBranchPeriodRun = (deps: WorkflowDeps, period: BranchPeriodWrite) =>
  runChange<BranchPeriodRecord>(deps, {
    kind: 'branch_period_add',
    subject: `filial:${period.filial}:horarios`,
    table: 'horarios-filiais',
    method: 'POST',
    before: null,
    asked: period,
    write: () => deps.api.branchDeliveryPeriods.addToBranch(period),
    prefix: BRANCH_MESSAGES.createFailed,
  });

export const updateBranchPeriodRun = (deps: WorkflowDeps, before: BranchPeriodRecord, period: BranchPeriodWrite) =>
  runChange<BranchPeriodRecord>(deps, {
    kind: 'branch_period_update',
    subject: `filial:${period.filial}:horarios`,
    table: 'horarios-filiais',
    method: 'PUT',
    before,
    asked: { id: before.id, period },
    write: () => deps.api.branchDeliveryPeriods.updateBranchPeriod(before.id, period),
    prefix: BRANCH_MESSAGES.updateFailed,
  });

/** Issue 19: a period leaves a branch; the audit entry keeps the row as it was. */
export const removeBranchPeriodRun = (deps: WorkflowDeps, before: BranchPeriodRecord) =>
  runChange<{ id: number }>(deps, {
    kind: 'branch_period_remove',
    subject: `filial:${before.filial}:horarios`,
    table: 'horarios-filiais',
    method: 'DELETE',
    before,
    asked: { id: before.id },
    // Gone already (an attempt whose answer was lost): what was asked holds.
    write: () => deps.api.branchDeliveryPeriods.removeBranchPeriod(before.id).catch((error: unknown) => {
      if (isNotFound(error)) return { id: before.id };
      throw error;
    }),
    after: () => null,
    prefix: PERIOD_MESSAGES.removeFailed,
  });

export type BranchPeriodPayload = ResolversTypes['BranchDeliveryPeriodPayload'];
