// Runs a workflow's ordered steps against the journal: a step already recorded as succeeded is not run again
// (its recorded answer is handed to the later steps), the first failure stops the run as FAILED with the
// Portuguese message the step names, and a retry starts at the first unfinished step.
import { isConnectionLoss } from '@painel/db/database';
import type { WorkflowJournal } from './journal';
import { STORE_LOST, type RunError, type StepRecord, type WorkflowRun } from './runs';
import type { UserErrorCode, UserErrorData } from '../user-error';
import { recordWorkflowRun } from '../observability/metrics';
import { upstreamOwnText } from '../upstreams/errors';

export interface StepIO {
  /** Idempotency key of this step (stable across retries): `${run key}:${step name}`. */
  key: string;
  /** 1 on the first attempt; more means an earlier attempt may have reached the upstream. */
  attempt: number;
  /** Answers of the steps before this one, by step name (recorded or fresh). */
  results: Readonly<Record<string, unknown>>;
  /** Records what is about to be sent, before sending it. */
  recordRequest(request: unknown): Promise<void>;
  /**
   * What an earlier attempt of this step recorded as sent and never had an answer to (the process died, or the
   * connection broke after sending), or null. A step that sees one must not simply send again: it asks the service
   * first, sends with the same idempotency key (`key`), or stops the run as uncertain
   * (docs/security.md#sends-whose-answer-was-lost; 'Sends whose answer was lost').
   */
  unanswered: unknown;
  /**
   * The hold an earlier attempt of this step stopped on (StepHold: a send in doubt, kept for a person), with what the
   * person found and recorded since (journal.resolveHeldStep), or null when the step was not held.
   */
  held: HeldStep | null;
}

/** An earlier attempt's hold and the person's resolution of it (null while nobody has said what they found). */
export interface HeldStep {
  details: Readonly<Record<string, unknown>>;
  resolution: Readonly<Record<string, unknown>> | null;
}

export interface WorkflowStep {
  name: string;
  /** Progress text shown while this step runs (e.g. 'Faturando pedido...'). */
  progress?: string;
  /** Does the work; its answer (JSON) is recorded. Must be safe to repeat after a failed attempt. */
  run(io: StepIO): Promise<unknown>;
  /** The user-facing failure for an error this step threw (StepRefusal errors carry their own). */
  failure?(error: unknown): RunError;
}

/** An expected failure raised by a step: its message is shown as is. */
export class StepRefusal extends Error {
  constructor(
    readonly code: UserErrorCode,
    message: string,
    /** Whether 'Tente Novamente' could help (an upstream fault) or not (a business refusal). */
    readonly retryable = false,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * A send in doubt that nothing the service answers can settle: the run stops as UNCERTAIN and the step stays held
 * (every later attempt sees `io.held`) until a person records what they found (journal.resolveHeldStep). Unlike a
 * plain UNCERTAIN refusal, whose next attempt is the resend the person confirmed, a held step never sends again by
 * itself.
 */
export class StepHold extends StepRefusal {
  constructor(
    message: string,
    /** What the person needs to know (journaled with the step; never a secret). */
    readonly details: Record<string, unknown>,
  ) {
    super('UNCERTAIN', message, false);
  }
}

const heldOf = (response: unknown): HeldStep | null => {
  const record = response as { held?: Record<string, unknown>; resolution?: Record<string, unknown> } | null;
  return record && typeof record === 'object' && record.held ? { details: record.held, resolution: record.resolution ?? null } : null;
};

export interface RunOutcome {
  run: WorkflowRun;
  results: Record<string, unknown>;
  /** The failing step's name, when the run failed. */
  failedStep?: string;
}

/** A finished run's failure as the payload's `errors` (none when it succeeded). */
export function runErrors(outcome: RunOutcome): UserErrorData[] {
  const error = outcome.run.status === 'succeeded' ? null : outcome.run.error;
  return error ? [{ code: error.code, message: error.message, field: error.field ?? null }] : [];
}

/**
 * Who hears a run as it goes (the live order desk: events/ and domains/orders/live/): each step as it starts and
 * succeeds, and the run's end. Called after the journal recorded it; what it throws is ignored (never stops a run).
 */
export interface RunObserver {
  stepStarted?(run: WorkflowRun, step: string): void;
  stepSucceeded?(run: WorkflowRun, step: string, answer: unknown): void;
  runEnded?(run: WorkflowRun): void;
}

function tell(observe: (() => void) | undefined): void {
  try {
    observe?.();
  } catch {
    // An observer's failure is its own: the run goes on.
  }
}

export interface RunnerHooks {
  /** Unexpected errors (bugs, not upstream answers) are reported here before being turned into a failure. */
  onUnexpected?(step: string, error: unknown): void;
  /** Hears the run's steps and end (RunObserver). */
  observer?: RunObserver;
  /** The failure of a step that names none (an order's workflow says 'Erro ao atualizar o pedido...'). */
  genericFailure?: RunError;
}

export function stepKey(run: Pick<WorkflowRun, 'idempotencyKey'>, stepName: string): string {
  return `${run.idempotencyKey}:${stepName}`;
}

const GENERIC_FAILURE: RunError = { code: 'WORKFLOW_FAILED', message: 'Erro ao concluir a alteração. Tente novamente!' };

const answeredStatus = (error: unknown): number | null => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus ?? null;

/** What the step's journal row keeps of its error: a service's own words, where a person was told them in Portuguese. */
function errorText(error: unknown): string {
  return upstreamOwnText(error);
}

export async function executeRun(journal: WorkflowJournal, run: WorkflowRun, steps: readonly WorkflowStep[], hooks: RunnerHooks = {}): Promise<RunOutcome> {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`Duplicate workflow step name '${step.name}'`);
    names.add(step.name);
  }
  try {
    const outcome = await executeSteps(journal, run, steps, hooks);
    recordWorkflowRun(run.kind, outcome.run.status);
    return outcome;
  } catch (error) {
    recordWorkflowRun(run.kind, 'journal_error');
    // The journal itself failed. A store that lost its connection (a restart, a failover) usually answers again
    // within a second: the run is then ended as failed and retryable at once, so the person's 'Tente Novamente'
    // resumes it (a step whose send had no recorded answer is told so, StepIO.unanswered) instead of meeting a
    // busy order until the lease runs out.
    const failed = isConnectionLoss(error) ? await failWhenStoreAnswers(journal, run) : null;
    if (failed) return { run: failed, results: {} };
    // Otherwise this process stops keeping the run alive: a store still away ends it on the first heartbeat that
    // reaches it again; any other error lets its lease run out, so another attempt may take it up.
    journal.letGo(run.id, error);
    throw error;
  }
}

/** Waits between tries to end a run whose journal lost the store (about 1.75 s in all). */
const STORE_RETRY_MS = [250, 500, 1000];

async function failWhenStoreAnswers(journal: WorkflowJournal, run: WorkflowRun): Promise<WorkflowRun | null> {
  for (const wait of STORE_RETRY_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await journal.fail(run.id, STORE_LOST, true);
    } catch (error) {
      if (!isConnectionLoss(error)) return null;
    }
  }
  return null;
}

async function executeSteps(journal: WorkflowJournal, run: WorkflowRun, steps: readonly WorkflowStep[], hooks: RunnerHooks): Promise<RunOutcome> {
  const recorded: Map<string, StepRecord> = await journal.recordedSteps(run.id);
  const results: Record<string, unknown> = {};
  for (const step of steps) {
    const done = recorded.get(step.name);
    if (done?.status === 'succeeded') {
      results[step.name] = done.response;
      continue;
    }
    const key = stepKey(run, step.name);
    const held = heldOf(done?.response);
    // A held step's send is still in doubt: what it sent stays unanswered.
    const unanswered = done && done.request != null && (done.response == null || held) ? done.request : null;
    const attempt = await journal.beginStep(run.id, step.name, key, step.progress ?? null);
    tell(hooks.observer?.stepStarted && (() => hooks.observer!.stepStarted!(run, step.name)));
    try {
      const answer = await step.run({
        key,
        attempt,
        results,
        unanswered,
        held,
        recordRequest: (request) => journal.recordRequest(run.id, step.name, request),
      });
      results[step.name] = answer ?? null;
      await journal.succeedStep(run.id, step.name, answer ?? null);
      tell(hooks.observer?.stepSucceeded && (() => hooks.observer!.stepSucceeded!(run, step.name, answer ?? null)));
    } catch (error) {
      // An upstream that answered (even with an error) leaves no doubt about the send: only a silent one does. An
      // 'uncertain' stop was shown to a person: their next attempt is the resend they confirmed.
      const status = answeredStatus(error);
      const settled =
        error instanceof StepHold
          ? { held: error.details }
          : error instanceof StepRefusal && error.code === 'UNCERTAIN'
            ? { uncertainShown: true }
            : status === null
              ? null
              : { failedWithStatus: status };
      await journal.failStep(run.id, step.name, errorText(error), settled);
      let failure: RunError;
      let canRetry: boolean;
      if (error instanceof StepRefusal) {
        failure = { code: error.code, message: error.message, field: error.field ?? null };
        canRetry = error.retryable;
      } else if (isConnectionLoss(error)) {
        // The step's own store work lost its connection: not the upstream's fault, whatever the step would say.
        failure = STORE_LOST;
        canRetry = true;
      } else {
        if (!step.failure) hooks.onUnexpected?.(step.name, error);
        failure = step.failure ? step.failure(error) : (hooks.genericFailure ?? GENERIC_FAILURE);
        canRetry = true;
      }
      // A held run keeps which step holds it and why, for its view and for the person who resolves it.
      const hold = error instanceof StepHold ? { hold: { step: step.name, ...error.details } } : null;
      const failed = await journal.fail(run.id, failure, canRetry, hold);
      tell(hooks.observer?.runEnded && (() => hooks.observer!.runEnded!(failed)));
      return { run: failed, results, failedStep: step.name };
    }
  }
  const succeeded = await journal.succeed(run.id, { steps: Object.keys(results) });
  tell(hooks.observer?.runEnded && (() => hooks.observer!.runEnded!(succeeded)));
  return { run: succeeded, results };
}

/** Executions of one run within a request when an upstream fault stops it and its steps say it may go on. */
export const RUN_ATTEMPTS = 3;
