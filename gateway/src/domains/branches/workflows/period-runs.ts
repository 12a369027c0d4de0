// The 'Períodos de Entrega' changes: a new period, a period added to a branch, a branch period edited, a period taken
// off its branch. Each is one journaled write followed by its one audit entry (workflows/change.ts), so a retry never
// writes either twice; periods.ts gives each to the engine as a record's change (kit/mutation.ts recordChange).
import type { BranchPeriodRecord, BranchPeriodWrite, DeliveryPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import type { ProductApi } from '../../../upstreams/product-api';
import type { Change } from '../../../workflows/change';
import { sameSubmission } from '../../../workflows/keys';
import { journalSubject } from '../../../workflows/subjects';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { PERIOD_MESSAGES } from '../period-rules';
import { BRANCH_MESSAGES } from '../rules';

/** A branch's schedule (its horarios-filiais rows): every change of it holds the branch's subject. */
const branchPeriodsSubject = (branch: number | string) => journalSubject('horarios-filiais', Number(branch));

export const createPeriodChange = (api: ProductApi, period: Omit<DeliveryPeriodRecord, 'id'>): Change<DeliveryPeriodRecord> => ({
  kind: 'delivery_period_create',
  // A period's natural key before it exists: its start and end (one period per start and end).
  subject: journalSubject('horarios-entrega', `${period.horaInicio}-${period.horaFim}`),
  table: 'horarios-entrega',
  method: 'POST',
  before: null,
  key: sameSubmission(period),
  write: () => api.branchDeliveryPeriods.createPeriod(period),
  prefix: BRANCH_MESSAGES.createFailed,
});

export const addBranchPeriodChange = (api: ProductApi, period: BranchPeriodWrite): Change<BranchPeriodRecord> => ({
  kind: 'branch_period_add',
  subject: branchPeriodsSubject(period.filial),
  table: 'horarios-filiais',
  method: 'POST',
  before: null,
  key: sameSubmission(period),
  write: () => api.branchDeliveryPeriods.addToBranch(period),
  prefix: BRANCH_MESSAGES.createFailed,
});

export const updateBranchPeriodChange = (api: ProductApi, before: BranchPeriodRecord, period: BranchPeriodWrite): Change<BranchPeriodRecord> => ({
  kind: 'branch_period_update',
  subject: branchPeriodsSubject(period.filial),
  table: 'horarios-filiais',
  method: 'PUT',
  before,
  key: sameSubmission({ id: before.id, period }),
  write: () => api.branchDeliveryPeriods.updateBranchPeriod(before.id, period),
  prefix: BRANCH_MESSAGES.updateFailed,
});

/** docs/decisions/0046-delivery-periods-and-ranks.md: a period leaves a branch; the audit entry keeps the row as it was. */
export const removeBranchPeriodChange = (api: ProductApi, before: BranchPeriodRecord): Change<{ id: number }> => ({
  kind: 'branch_period_remove',
  subject: branchPeriodsSubject(before.filial),
  table: 'horarios-filiais',
  method: 'DELETE',
  before,
  key: sameSubmission({ id: before.id }),
  // Gone already (an attempt whose answer was lost): what was asked holds.
  write: () =>
    api.branchDeliveryPeriods.removeBranchPeriod(before.id).catch((error: unknown) => {
      if (isNotFound(error)) return { id: before.id };
      throw error;
    }),
  after: () => null,
  prefix: PERIOD_MESSAGES.removeFailed,
});
