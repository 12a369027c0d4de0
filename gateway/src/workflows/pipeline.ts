// The run mechanics behind the engine's one entry (engine.ts performChange), the engine's own (only workflows/
// imports this file): open the journaled run under its subject with the key its strategy makes (keys.ts), open a run
// whose steps are planned under its lock and execute it, take a failed or held run up again.
import type { WorkflowDeps } from './effects';
import type { OpenedRun } from './journal';
import type { RunError, WorkflowRun } from './runs';
import { runKeyOf, type RunKey } from './keys';
import { executeRun, type RunnerHooks, type RunOutcome, type WorkflowStep } from './runner';

/** A new run: what it does, what it holds, how identical attempts are recognised, what a retry needs. */
export interface OpenedAs {
  /** What the run does ('payment_method_update', 'invoicing'): with the subject, what its key names. */
  kind: string;
  /** What the run holds (subjects.ts journalSubject). */
  subject: string;
  /** How identical attempts are recognised (keys.ts). */
  key: RunKey;
  /** What the run view and a later retry need (never a secret: the journal keeps it). */
  input?: Record<string, unknown>;
}

/** Opens the plan's run, or WorkflowBusyError when another run holds its subject. */
export async function openPlan(deps: WorkflowDeps, plan: OpenedAs): Promise<OpenedRun> {
  return deps.journal.open({
    kind: plan.kind,
    subject: plan.subject,
    idempotencyKey: await runKeyOf(deps, plan.subject, plan.kind, plan.key),
    input: plan.input ?? {},
    sessionId: deps.sessionId,
    userId: deps.user.userId,
  });
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
export async function openRun(deps: WorkflowDeps, plan: OpenedAs): Promise<OpenedForLock> {
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
