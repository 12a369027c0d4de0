// The one way a change runs (every domain's writes, orders' workflows included): open the journaled run under its
// subject with the key its strategy makes (keys.ts), execute its steps (runner.ts; an upstream fault is resumed
// within the request up to `attempts` times, RUN_ATTEMPTS for most), and say how it ended as a payload's errors:
// none when it succeeded, the recorded failure when it failed, WORKFLOW_BUSY with the action's own words while
// another run holds the subject (other, true words when its holder went silent or it just ended). What comes
// before it (input rules, the record read, the branch check) is kit/records.ts; mutation.ts in the kit strings the
// whole pipeline together for a record's form.
import type { UserErrorData } from '../user-error';
import type { WorkflowDeps } from './effects';
import { WorkflowBusyError, type BusyHolder, type OpenedRun } from './journal';
import { runKeyOf, type RunKey } from './keys';
import { executeRun, runErrors, type RunnerHooks, type RunOutcome, type WorkflowStep } from './runner';

export interface RunPlan {
  /** What the run does ('payment_method_update', 'invoicing'): with the subject, what its key names. */
  kind: string;
  /** What the run holds (subjects.ts journalSubject). */
  subject: string;
  /** How identical attempts are recognised (keys.ts). */
  key: RunKey;
  /** What the run view and a later retry need (never a secret: the journal keeps it). */
  input?: Record<string, unknown>;
  /**
   * The steps, planned before the run is opened. A workflow that plans its steps on the record as read under the
   * run's lock (orders' order-runs.ts continueRun) opens the run with openPlan and executes it itself.
   */
  steps: readonly WorkflowStep[];
  /** Executions within the request when an upstream fault stops a retryable run (1: no retry). */
  attempts?: number;
  /** The whole busy text shown while another run, whose process is alive, holds the subject. */
  busy: string;
  /** The busy text when that run's process went silent (silentBusyText of the prefix); a plain sentence if absent. */
  busySilent?: string;
  hooks?: RunnerHooks;
}

export interface PlanResult {
  /** The finished run and its step answers; null when the subject was busy. */
  outcome: RunOutcome | null;
  /** The payload's errors: empty exactly when the run succeeded. */
  errors: UserErrorData[];
}

/** The busy text of a form's change: its failure prefix and what holds it ('Erro ao Atualizar: alteração ...'). */
export const busyText = (failedPrefix: string) => `${failedPrefix}alteração em andamento. Aguarde.`;

/** The busy text when the run holding the subject has a silent holder: nobody is at it, its lease frees it soon. */
const SILENT = 'a alteração anterior parou de responder (o servidor que a fazia parou) e será liberada em instantes. Tente novamente em alguns segundos.';
export const silentBusyText = (failedPrefix: string) => (failedPrefix ? `${failedPrefix}${SILENT}` : `${SILENT[0].toUpperCase()}${SILENT.slice(1)}`);

/** The busy text when the run that held the subject ended between the attempt and the look at it. */
export const JUST_FREED = 'A alteração anterior acabou de terminar. Confira e tente novamente.';

export const busyError = (message: string): UserErrorData => ({ code: 'WORKFLOW_BUSY', message, field: null });

/**
 * What a busy answer says, true to what holds the subject: `live` only while a live holder does, `silent` when the
 * holder stopped beating, JUST_FREED when nothing holds it any more.
 */
export function busyMessage(holder: BusyHolder | null, live: string, silent: string): string {
  if (!holder) return JUST_FREED;
  return holder.live ? live : silent;
}

/** Opens the plan's run, or WorkflowBusyError when another run holds its subject. */
export async function openPlan(deps: WorkflowDeps, plan: Omit<RunPlan, 'steps' | 'busy'>): Promise<OpenedRun> {
  return deps.journal.open({
    kind: plan.kind,
    subject: plan.subject,
    idempotencyKey: await runKeyOf(deps, plan.subject, plan.kind, plan.key),
    input: plan.input ?? {},
    sessionId: deps.sessionId,
    userId: deps.user.userId,
  });
}

/** Runs the plan to its end (see the top of this file). */
export async function runPlan(deps: WorkflowDeps, plan: RunPlan): Promise<PlanResult> {
  try {
    let { run } = await openPlan(deps, plan);
    const hooks = deps.observer ? { ...plan.hooks, observer: deps.observer } : plan.hooks;
    let outcome = await executeRun(deps.journal, run, plan.steps, hooks);
    for (let attempt = 1; attempt < (plan.attempts ?? 1) && outcome.run.status === 'failed' && outcome.run.canRetry; attempt++) {
      const resumed = await deps.journal.resume(run.id);
      if (!resumed) break;
      run = resumed;
      outcome = await executeRun(deps.journal, run, plan.steps, hooks);
    }
    return { outcome, errors: runErrors(outcome) };
  } catch (error) {
    if (error instanceof WorkflowBusyError) {
      const message = busyMessage(error.holder, plan.busy, plan.busySilent ?? silentBusyText(''));
      return { outcome: null, errors: [busyError(message)] };
    }
    throw error;
  }
}
