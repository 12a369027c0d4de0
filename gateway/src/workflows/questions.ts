// What a domain may ask of the workflow runs (docs/architecture.md#workflows), each question its own function: a
// domain names what it wants to know and never reads the journal itself. They answer from the read model
// (run-reads.ts), through a request's workflow dependencies or, for a resolver with no run of its own (a list's
// loader, a subscription), through the gateway store.
import type { Queryable } from '@painel/db/database';
import type { WorkflowDeps } from './effects';
import type { WorkflowJournal } from './journal';
import { runKeyOf, type RunKey, type RunKeyDeps } from './keys';
import { interruptedRuns, RunReads } from './run-reads';
import type { AnsweredWith, BusyHolder, JournaledStep, StepRecord, WorkflowRun } from './runs';

/** Where the runs are read: a request's workflow dependencies, or the gateway store itself. */
export type RunsFrom = Pick<WorkflowDeps, 'journal'> | Queryable;

const readsOf = (from: RunsFrom): RunReads => ('journal' in from ? (from.journal as WorkflowJournal).reads : new RunReads(from));

/**
 * The run this very submission opened before (the key `key` names for `kind` on `subject`, keys.ts), or null: a
 * form sent again is taken up where it stopped, not refused as if someone else had made the record.
 */
export async function runOfSubmission(deps: RunKeyDeps, subject: string, kind: string, key: RunKey): Promise<WorkflowRun | null> {
  return deps.journal.reads.byKey(await runKeyOf(deps, subject, kind, key));
}

/** The subject's most recent run, whatever its state (what a record shows next to it), or null. */
export function latestRunOf(from: RunsFrom, subject: string): Promise<WorkflowRun | null> {
  return readsOf(from).latest(subject);
}

/** The run with this id, or null. */
export function runById(from: RunsFrom, runId: number): Promise<WorkflowRun | null> {
  return readsOf(from).get(runId);
}

/** The running run that holds the subject and whether its process is alive, or null when none runs. */
export function holderOfSubject(from: RunsFrom, subject: string): Promise<BusyHolder | null> {
  return readsOf(from).holderOf(subject);
}

/**
 * The step `step` as the subject's latest run left it, when that run is of `kind` and has not succeeded (what an
 * earlier, unfinished change did before it stopped); null when there is no such run or it never began that step.
 */
export async function unfinishedStepOf(from: RunsFrom, subject: string, kind: string, step: string): Promise<StepRecord | null> {
  const reads = readsOf(from);
  const latest = await reads.latest(subject);
  if (!latest || latest.kind !== kind || latest.status === 'succeeded') return null;
  return (await reads.steps(latest.id)).get(step) ?? null;
}

/** What each step of the run recorded so far, by step name (its request and answer). */
export function recordedStepsOf(from: RunsFrom, runId: number): Promise<Map<string, StepRecord>> {
  return readsOf(from).steps(runId);
}

/** The latest succeeded answer of the step `step` on each of these subjects, by subject: one query for a list. */
export function stepAnswersOf(from: RunsFrom, subjects: readonly string[], step: string): Promise<Map<string, unknown>> {
  return readsOf(from).latestStepAnswers(subjects, step);
}

/** A record's history, step by step, oldest first: every done (or held) step of these subjects' runs (run-reads.ts). */
export function historyStepsOf(from: RunsFrom, subjects: readonly string[], answeredWith?: AnsweredWith): Promise<JournaledStep[]> {
  return readsOf(from).succeededStepsOf(subjects, answeredWith);
}

/** When each run named by these keys succeeded (keys of runs that did not are absent): one query for a list. */
export function succeededRunsAt(from: RunsFrom, keys: readonly string[]): Promise<Map<string, Date>> {
  return readsOf(from).succeededAt(keys);
}

/**
 * Runs of these kinds interrupted (their process died) at least `olderThanMs` ago and not taken up since, oldest
 * first, with the session that started each: what a finisher of stranded runs looks at (run-holder.ts afterBeat).
 */
export function strandedRuns(
  store: Queryable,
  kinds: readonly string[],
  olderThanMs: number,
  limit: number,
  except: readonly number[] = [],
): Promise<Array<{ run: WorkflowRun; sessionId: string | null }>> {
  return interruptedRuns(store, kinds, olderThanMs, limit, except);
}
