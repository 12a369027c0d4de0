// The engine's one public entry (docs/architecture.md#workflows): every write of every domain, orders' workflows
// included, is a ChangeDefinition, and performChange carries it out in the order every write follows:
//   1. `problems`: the input's own rules (pure functions), answered as field errors before anything is read;
//   2. `load`: the record the change is about, read and bound to the user's branch, or the errors that answer instead;
//   3. `checks`: the rules that must read before the run (a code taken, an image's size);
//   4. `run`: the journaled run, named by its kind, subject and key strategy (keys.ts), with its steps: a list planned
//      before the run, or a plan made on the record as read under the run's lock; or an earlier run taken up again
//      ('Tente Novamente', a held step's answer). The engine opens or claims it, executes it (runner.ts), resumes it
//      within the request after an upstream fault, and answers a held subject with the definition's busy words;
//   5. `done` / `refused`: the payload, from the steps' answers or from the errors and how the change ended.
// Nothing between those names is a domain's business, and nothing outside a definition writes.
import type { FieldProblem } from '../kit/form-rules';
import { isRefusal } from '../kit/payload';
import { inputErrors, type UserErrorData } from '../user-error';
import type { WorkflowDeps } from './effects';
import { busyError, busyMessage, silentBusyText } from './busy';
import { openPlan, openRun, runOnLock, takeUpHeldRun, takeUpRun, type LockedPlan, type OpenedAs } from './pipeline';
import { executeRun, runErrors, type RunnerHooks, type RunOutcome, type WorkflowStep } from './runner';
import { WorkflowBusyError, type BusyHolder, type WorkflowRun } from './runs';

/** An earlier run taken up again: 'Tente Novamente' on a failed run, or a person's answer to its held step. */
export interface TakenUp {
  takeUp: WorkflowRun;
  /** The held step's answer (runner.ts StepHold), recorded on the step before the run goes on from it. */
  answer?: { step: string; resolution: Record<string, unknown> };
  /** The error a refused payload carries when the run cannot be taken up (not retryable, or no longer held). */
  notTakenUp: UserErrorData;
}

export type RunDefinition = (OpenedAs | TakenUp) & {
  /**
   * The steps: planned before the run (a list), or planned on the record as read under the run's lock (a function of
   * the opened run that answers the steps or why the run ends here, as orders' workflows do).
   */
  steps: readonly WorkflowStep[] | ((run: WorkflowRun) => Promise<LockedPlan>);
  /** Executions within the request when an upstream fault stops a retryable run of listed steps (1: no retry). */
  attempts?: number;
  /**
   * The busy answer while another run holds the subject: the whole text while its process is alive (the silent
   * text then comes from `busySilent`), or the words for the holder as found (null: it ended just now).
   */
  busy: string | ((holder: BusyHolder | null) => string);
  /** The busy text when the holder's process went silent (silentBusyText of the prefix); a plain sentence if absent. */
  busySilent?: string;
  hooks?: RunnerHooks;
};

/** How a change that was not done ended: the payload's refusal may say more than its errors (orders show the run). */
export type Unfinished =
  /** Refused before any run: the input's rules, the record's load, a check. */
  | { status: 'refused'; run: null }
  /** Another run holds the subject. */
  | { status: 'busy'; run: null; holder: BusyHolder | null }
  /**
   * The run failed (a step, or the plan made under the lock), retryable or not: the step it stopped at (none when the
   * plan refused), and the steps' answers so far (what an earlier attempt recorded included).
   */
  | { status: 'failed'; run: WorkflowRun; failedStep?: string; results: Record<string, unknown> }
  /** The earlier run could not be taken up; `run` is as it is now (it may have succeeded meanwhile). */
  | { status: 'not-taken-up'; run: WorkflowRun };

export interface ChangeDefinition<Loaded, Payload> {
  /** 1. The input's problems ('X não pode estar vazio!'), from the domain's rules. */
  problems?: () => readonly FieldProblem[];
  /** 2. The record changed, or the errors that answer instead; absent for a create. */
  load?: () => Promise<Loaded | UserErrorData[]>;
  /** 3. Checks that read the upstream, given the record (null when nothing was loaded). */
  checks?: (loaded: Loaded | null) => Promise<UserErrorData[]>;
  /**
   * 4. The run, given the record (null when nothing was loaded) and the request's workflow dependencies (what its
   * steps call); errors refuse instead (a plan that found nothing to do).
   */
  run: (loaded: Loaded | null, deps: WorkflowDeps) => RunDefinition | UserErrorData[] | Promise<RunDefinition | UserErrorData[]>;
  /** 5. The payload once the run succeeded (now, or with the same key before), from its steps' answers by name. */
  done: (results: Record<string, unknown>, loaded: Loaded | null, run: WorkflowRun) => Payload | Promise<Payload>;
  /** The payload of a refusal: the errors, and how the change ended. */
  refused: (errors: UserErrorData[], ended: Unfinished, loaded: Loaded | null) => Payload | Promise<Payload>;
}

export type { LockedPlan, OpenedAs };

/** Carries out one change (see the top of this file) with the request's workflow dependencies (deps.ts workflowDeps). */
export async function performChange<Loaded, Payload>(deps: WorkflowDeps, change: ChangeDefinition<Loaded, Payload>): Promise<Payload> {
  const refusedBefore: Unfinished = { status: 'refused', run: null };
  const problems = change.problems?.() ?? [];
  if (problems.length) return change.refused(inputErrors(problems), refusedBefore, null);
  let loaded: Loaded | null = null;
  if (change.load) {
    const found = await change.load();
    if (isRefusal(found)) return change.refused(found, refusedBefore, null);
    loaded = found;
  }
  const errors = (await change.checks?.(loaded)) ?? [];
  if (errors.length) return change.refused(errors, refusedBefore, loaded);
  const definition = await change.run(loaded, deps);
  if (isRefusal(definition)) return change.refused(definition, refusedBefore, loaded);
  const ended = await carryOut(deps, definition);
  if ('results' in ended) return change.done(ended.results, loaded, ended.run);
  return change.refused(ended.errors, ended.ended, loaded);
}

type Carried = { run: WorkflowRun; results: Record<string, unknown> } | { errors: UserErrorData[]; ended: Unfinished };

function endOf(outcome: RunOutcome): Carried {
  if (outcome.run.status === 'succeeded') return { run: outcome.run, results: outcome.results };
  return { errors: runErrors(outcome), ended: { status: 'failed', run: outcome.run, failedStep: outcome.failedStep, results: outcome.results } };
}

async function carryOut(deps: WorkflowDeps, definition: RunDefinition): Promise<Carried> {
  const hooks = deps.observer ? { ...definition.hooks, observer: deps.observer } : definition.hooks;
  try {
    const claimed = await claim(deps, definition);
    if ('ended' in claimed) return claimed;
    const { run, results } = claimed;
    if (results) return { run, results };
    const { steps } = definition;
    if (typeof steps === 'function') {
      const ended = await runOnLock(deps, run, () => steps(run), hooks);
      if ('refused' in ended) return endOf({ run: ended.refused, results: {} });
      return endOf(ended.outcome);
    }
    let outcome = await executeRun(deps.journal, run, steps, hooks);
    for (let attempt = 1; attempt < (definition.attempts ?? 1) && outcome.run.status === 'failed' && outcome.run.canRetry; attempt++) {
      const resumed = await deps.journal.resume(outcome.run.id);
      if (!resumed) break;
      outcome = await executeRun(deps.journal, resumed, steps, hooks);
    }
    return endOf(outcome);
  } catch (error) {
    if (!(error instanceof WorkflowBusyError)) throw error;
    const { busy } = definition;
    const message = typeof busy === 'function' ? busy(error.holder) : busyMessage(error.holder, busy, definition.busySilent ?? silentBusyText(''));
    return { errors: [busyError(message)], ended: { status: 'busy', run: null, holder: error.holder } };
  }
}

/**
 * The run to execute: opened under its key (with the answers of a run of the same key that already succeeded), or
 * the earlier run taken up. Throws WorkflowBusyError while another run holds the subject.
 */
async function claim(
  deps: WorkflowDeps,
  definition: RunDefinition,
): Promise<{ run: WorkflowRun; results: Record<string, unknown> | null } | Extract<Carried, { ended: Unfinished }>> {
  if (!('takeUp' in definition)) {
    if (typeof definition.steps === 'function') return openRun(deps, definition);
    // Listed steps: the runner itself answers a succeeded run with its recorded steps.
    return { run: (await openPlan(deps, definition)).run, results: null };
  }
  const { takeUp, answer } = definition;
  const resumed = answer ? await takeUpHeldRun(deps, takeUp, answer.step, answer.resolution) : await takeUpRun(deps, takeUp.id);
  if (resumed) return { run: resumed, results: null };
  const now = (await deps.journal.reads.get(takeUp.id)) ?? takeUp;
  return { errors: [definition.notTakenUp], ended: { status: 'not-taken-up', run: now } };
}
