// What the heartbeat sweep does with an order's run whose holder died (run-holder.ts): the run is interrupted and
// offered to the person first ('Tente Novamente', or the same move again). When nobody has taken it up after a grace
// and all that is left of it is safe to do without a person, the sweep finishes it: the audit entries and the pushes
// after a status write the product API confirms it holds. Anything else stays with the person: a send to the ERP
// or the loyalty platform in doubt is theirs to settle (erp-holds.ts), a status write the API does not show was
// never confirmed, and a run whose session has ended has nobody to act as.
import type { GatewayServices } from '../../../context';
import { textOf } from '../../../kit/text';
import { sessionWorkflowDeps } from '../../../workflows/deps';
import type { WorkflowDeps } from '../../../workflows/effects';
import { recordedStepsOf, strandedRuns } from '../../../workflows/questions';
import type { StepRecord, WorkflowRun } from '../../../workflows/runs';
import type { WorkflowStep } from '../../../workflows/runner';
import { orderIdOfSubject } from './order-data';
import { stepsFor, takeUpOrderRun, type RunInput } from './order-runs';
import { ORDER_ACTION_MESSAGES } from '../rules';
import { confirmsWrite } from './order-steps';

/** How long an interrupted run waits for its person before the sweep finishes what is safe of it. */
export const DEFAULT_STRANDED_GRACE_MS = 60_000;

/** The order runs the sweep may finish (a loyalty cancellation's one send is never safe to finish unasked). */
const FINISHED_KINDS = ['status_change', 'invoicing', 'completion', 'cancellation'] as const;
/** Steps that repeat nothing outside the panel's own records: the audit entry (looked up before it is written
 * again) and pushes (sent under the step's idempotency key). */
const SAFE_STEP = /^(audit\.|push\.)/;
const ORDER_UPDATE = /^order\.(update|additional\.(\d+)\.update)$/;
/** Runs looked at per beat, and how many this instance remembers having looked at (and left to the person). */
const PER_BEAT = 10;
const REMEMBERED = 1000;

/** The sweep's task (RunHolder.afterBeat): finishes the stranded order runs that are safe to finish. */
export function strandedOrderRunsFinisher(services: GatewayServices, graceMs = DEFAULT_STRANDED_GRACE_MS): () => Promise<void> {
  const examined = new Set<number>();
  return async () => {
    const found = await strandedRuns(services.store, FINISHED_KINDS, graceMs, PER_BEAT, [...examined]);
    for (const { run, sessionId } of found) {
      examined.add(run.id);
      if (examined.size > REMEMBERED) examined.delete(examined.values().next().value!);
      try {
        await finishIfSafe(services, run, sessionId);
      } catch (error) {
        services.log.warn('stranded workflow run left to its person', { run: run.id, error: textOf(error) });
      }
    }
  };
}

async function finishIfSafe(services: GatewayServices, run: WorkflowRun, sessionId: string | null): Promise<void> {
  const orderId = orderIdOfSubject(run.subject);
  const session = sessionId ? await services.sessions.getActive(sessionId, services.now()) : null;
  if (orderId === null || !session) return;
  const deps = sessionWorkflowDeps(services, session);
  const order = await deps.api.orders.get(orderId);
  const input = { ...run.input } as unknown as RunInput;
  let planned: WorkflowStep[];
  try {
    planned = stepsFor(deps, run.kind, order, input);
  } catch {
    return;
  }
  if (!(await onlySafeLeft(deps, orderId, planned, await recordedStepsOf(deps, run.id)))) return;
  const result = await takeUpOrderRun(deps, orderId, {
    takeUp: run,
    order,
    notTakenUp: { code: 'NOT_RETRYABLE', message: ORDER_ACTION_MESSAGES.nothingToRetry },
  });
  // Held by someone meanwhile (its person retried), or no longer retryable: theirs now, nothing to log.
  if (result.errors.some((e) => e.code === 'WORKFLOW_BUSY' || e.code === 'NOT_RETRYABLE')) return;
  services.log.info('stranded workflow run finished by the sweep', { run: run.id, order: orderId, errors: result.errors.map((e) => e.code) });
}

/** Whether every step not done yet is an audit entry, a push, or an order update the API shows it received. */
async function onlySafeLeft(deps: WorkflowDeps, orderId: number, planned: readonly WorkflowStep[], recorded: Map<string, StepRecord>): Promise<boolean> {
  for (const step of planned) {
    const record = recorded.get(step.name);
    if (record?.status === 'succeeded' || SAFE_STEP.test(step.name)) continue;
    const update = ORDER_UPDATE.exec(step.name);
    if (!update || record?.request == null) return false;
    const written = await deps.api.orders.get(update[2] ? Number(update[2]) : orderId);
    if (!confirmsWrite(written, record.request)) return false;
  }
  return true;
}
