// A journal run as the schema's OrderWorkflow, and the order's latest run (Order.workflow reads it too).
import type { WorkflowJournal, WorkflowRun } from './journal';
import { orderSubject } from './order-data';

export interface OrderWorkflowView {
  id: string;
  kind: string;
  state: 'RUNNING' | 'FAILED' | 'DONE';
  progress: string | null;
  error: { code: string; message: string; field: string | null } | null;
  canRetry: boolean;
}

export function orderWorkflowView(run: WorkflowRun): OrderWorkflowView {
  const state = run.status === 'running' ? 'RUNNING' : run.status === 'succeeded' ? 'DONE' : 'FAILED';
  return {
    id: String(run.id),
    kind: run.kind,
    state,
    progress: run.status === 'succeeded' ? null : run.progress,
    error: run.error ? { code: run.error.code, message: run.error.message, field: run.error.field ?? null } : null,
    // An abandoned run was replaced by a newer operation on the order: nothing left to retry.
    canRetry: run.status === 'failed' && run.canRetry,
  };
}

/** The order's last run when it is running or failed (what the panel shows); null once it finished well. */
export async function currentOrderWorkflow(journal: WorkflowJournal, orderId: number | string): Promise<OrderWorkflowView | null> {
  const run = await journal.latest(orderSubject(orderId));
  if (!run || run.status === 'succeeded' || run.status === 'abandoned') return null;
  return orderWorkflowView(run);
}
