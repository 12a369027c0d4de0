// The one way a change runs (every domain's writes, orders' workflows included): open the journaled run under its
// subject with the key its strategy makes (keys.ts), execute its steps (runner.ts; an upstream fault is resumed
// within the request up to `attempts` times, RUN_ATTEMPTS for most), and say how it ended as a payload's errors:
// none when it succeeded, the recorded failure when it failed, WORKFLOW_BUSY with the action's own words while
// another run holds the subject (other, true words when its holder went silent or it just ended). What comes
// before it (input rules, the record read, the branch check) is kit/records.ts; mutation.ts in the kit strings the
// whole pipeline together for a record's form.
import type { UserErrorData } from '../user-error';
import type { WorkflowDeps } from './effects';
import type { OpenedRun } from './journal';
import { WorkflowBusyError, type BusyHolder, type RunError, type WorkflowRun } from './runs';
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
   * run's lock (orders' order-runs.ts continueRun) opens the run with openRun and executes it with runOnLock.
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

/** An opened run; when a run with the same key had already succeeded, it is that run with its steps' answers. */
export interface OpenedForLock {
  run: WorkflowRun;
  /** The finished run's step answers by step name (null while the run is still to execute). */
  results: Record<string, unknown> | null;
}

/**
 * Opens (or takes up) the plan's run for a workflow that plans its steps only once the run holds the subject
 * (runOnLock), or WorkflowBusyError when another run holds it.
 */
export async function openRun(deps: WorkflowDeps, plan: Omit<RunPlan, 'steps' | 'busy'>): Promise<OpenedForLock> {
  const { run } = await openPlan(deps, plan);
  if (run.status !== 'succeeded') return { run, results: null };
  const steps = await deps.journal.recordedSteps(run.id);
  return { run, results: Object.fromEntries([...steps.entries()].map(([name, step]) => [name, step.response])) };
}

/** What a workflow decides on the record as read under its run's lock: its steps, or why the run ends here. */
export type LockedPlan = { steps: readonly WorkflowStep[] } | { refused: RunError; canRetry: boolean };

/** How runOnLock ended: the run refused by its plan (failed with the plan's error), or executed. */
export type LockedOutcome = { refused: WorkflowRun } | { outcome: RunOutcome };

/**
 * Executes an opened or taken-up run whose steps are planned now that it holds its subject (`plan` reads the record
 * under the lock); a refusal of the plan ends the run failed with that error, and nothing is executed.
 */
export async function runOnLock(deps: WorkflowDeps, run: WorkflowRun, plan: () => Promise<LockedPlan>, hooks: RunnerHooks = {}): Promise<LockedOutcome> {
  // What throws before the steps run (the plan, the refusal's write) must not leave the run held here for good.
  const planned = await deps.journal.orLetGo(run.id, async () => {
    const made = await plan();
    return 'refused' in made ? { refused: await deps.journal.fail(run.id, made.refused, made.canRetry) } : made;
  });
  if ('refused' in planned) return planned;
  return { outcome: await executeRun(deps.journal, run, planned.steps, hooks) };
}

/** 'Tente Novamente': the failed run becomes running again, or null when it is not retryable; WorkflowBusyError while held. */
export function takeUpRun(deps: Pick<WorkflowDeps, 'journal'>, runId: number): Promise<WorkflowRun | null> {
  return deps.journal.resume(runId);
}

/**
 * A person's answer to a held step (runner.ts StepHold): the run is taken up and `resolution` recorded on the step,
 * which its next attempt reads. Null, with the run left as it was (failed, `run`'s error and result), when the run
 * could not be taken up or its step is no longer held; WorkflowBusyError while another run holds the subject.
 */
export async function takeUpHeldRun(
  deps: Pick<WorkflowDeps, 'journal'>,
  run: WorkflowRun,
  step: string,
  resolution: Record<string, unknown>,
): Promise<WorkflowRun | null> {
  const resumed = await deps.journal.resume(run.id);
  if (!resumed) return null;
  return deps.journal.orLetGo(resumed.id, async () => {
    if (await deps.journal.resolveHeldStep(run.id, step, resolution)) return resumed;
    await deps.journal.fail(resumed.id, run.error!, false, run.result);
    return null;
  });
}
