// Order.workflow: the order's latest journal run (gateway store, workflow_runs, written by gateway/src/workflows),
// read for a whole page in at most one store query (none when no order of the page has an unfinished run).
// Shown only while it runs or after it failed; the shape comes from workflows/view.ts so mutation payloads and
// the lists always agree.
import type { OrderWorkflow } from '../../generated/resolvers-types';
import type { Queryable } from '@painel/db/database';
import type { RunStatus, WorkflowRun } from '../../workflows/journal';
import { activeRunsFor } from '../../workflows/active-runs';
import { orderSubject } from '../../workflows/order-data';
import { orderWorkflowView } from '../../workflows/view';

export interface WorkflowRunRow {
  id: number;
  kind: string;
  subject: string;
  idempotency_key: string;
  status: RunStatus;
  result: unknown;
  error: string | null;
  error_code: string | null;
  error_field: string | null;
  can_retry: boolean;
  progress: string | null;
  updated_at: Date;
  created_at: Date;
}

export function toWorkflow(row: WorkflowRunRow): OrderWorkflow | null {
  if (row.status !== 'running' && row.status !== 'failed') return null;
  const run: WorkflowRun = {
    id: Number(row.id),
    kind: row.kind,
    subject: row.subject,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    input: {},
    result: row.result,
    error: row.error === null ? null : { code: row.error_code ?? 'WORKFLOW_FAILED', message: row.error, field: row.error_field },
    canRetry: row.can_retry,
    progress: row.progress,
    userId: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  return orderWorkflowView(run);
}

/**
 * The latest run of each order (same order as WorkflowJournal.latest: last updated first). Only the orders the
 * in-process index says may have a running or failed run are read from the store; the others are null without a
 * query (runs of other gateway instances show within the index's refresh window, workflows/active-runs.ts).
 */
export async function latestWorkflows(store: Queryable, orderIds: readonly number[]): Promise<(OrderWorkflow | null)[]> {
  const subjects = orderIds.map((id) => orderSubject(id));
  const active = await activeRunsFor(store).among(subjects);
  if (active.length === 0) return subjects.map(() => null);
  const { rows } = await store.query<WorkflowRunRow>(
    `SELECT DISTINCT ON (subject) id, kind, subject, idempotency_key, status, result, error, error_code, error_field,
            can_retry, progress, created_at, updated_at
       FROM workflow_runs WHERE subject = ANY($1::text[])
      ORDER BY subject, updated_at DESC, id DESC`,
    [active],
  );
  const bySubject = new Map(rows.map((r) => [r.subject, r]));
  return subjects.map((s) => {
    const row = bySubject.get(s);
    return row ? toWorkflow(row) : null;
  });
}
