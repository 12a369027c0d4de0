// The 'Períodos de Entrega' changes: a new period, a period added to a branch, a branch period edited. Each is one
// journaled write followed by its one audit entry (workflows/audit.ts), so a retry never writes either twice.
import { createHash, randomUUID } from 'node:crypto';
import type { ResolversTypes } from '../../../generated/resolvers-types';
import type { BranchPeriodRecord, BranchPeriodWrite, DeliveryPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import { auditStep } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import { WorkflowBusyError } from '../../../workflows/journal';
import { executeRun, type WorkflowStep } from '../../../workflows/runner';
import { BRANCH_MESSAGES } from '../rules';
import type { UserErrorData } from '../../../user-error';

interface Change<T> {
  kind: string;
  subject: string;
  table: string;
  method: 'POST' | 'PUT';
  before: unknown;
  write: () => Promise<T>;
  prefix: string;
}

type Outcome<T> = { record: T | null; errors: UserErrorData[] };

async function runChange<T>(deps: WorkflowDeps, change: Change<T>): Promise<Outcome<T>> {
  const steps: WorkflowStep[] = [
    { name: 'write', failure: failureWith('WRITE_FAILED', change.prefix.trim()), run: () => change.write() },
    auditStep(deps, 'audit', change.table, change.method, (results) => ({ before: change.before, after: results.write })),
  ];
  try {
    const { run } = await deps.journal.open({
      kind: change.kind,
      subject: change.subject,
      // Each submission is its own change; the journal keeps write and audit exactly once within it.
      idempotencyKey: `${change.subject}:${change.kind}:${randomUUID()}`,
      input: { before: change.before ?? null },
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    });
    const outcome = await executeRun(deps.journal, run, steps);
    if (outcome.run.status !== 'succeeded') {
      const error = outcome.run.error!;
      return { record: null, errors: [{ code: error.code, message: error.message, field: error.field ?? null }] };
    }
    return { record: outcome.results.write as T, errors: [] };
  } catch (error) {
    if (error instanceof WorkflowBusyError) return { record: null, errors: [{ code: 'WORKFLOW_BUSY', message: `${change.prefix}alteração em andamento. Aguarde.`, field: null }] };
    throw error;
  }
}

export const createPeriodRun = (deps: WorkflowDeps, period: Omit<DeliveryPeriodRecord, 'id'>) =>
  runChange(deps, {
    kind: 'delivery_period_create',
    subject: `horario:${createHash('sha256').update(JSON.stringify(period)).digest('hex').slice(0, 16)}`,
    table: 'horarios-entrega',
    method: 'POST',
    before: null,
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
    write: () => deps.api.branchDeliveryPeriods.updateBranchPeriod(before.id, period),
    prefix: BRANCH_MESSAGES.updateFailed,
  });

export type BranchPeriodPayload = ResolversTypes['BranchDeliveryPeriodPayload'];
