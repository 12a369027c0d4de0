// A journal run as the schema's workflow objects show it (mutation payloads and lists alike), and a per-request
// loader of the latest unfinished run of many subjects (a page of orders costs at most one store query).
import DataLoader from 'dataloader';
import type { RunReads } from './run-reads';
import type { WorkflowRun } from './runs';
import type { UserErrorData } from '../user-error';

export type WorkflowState = 'RUNNING' | 'FAILED' | 'DONE';

export interface WorkflowView {
  id: string;
  kind: string;
  state: WorkflowState;
  progress: string | null;
  error: UserErrorData | null;
  canRetry: boolean;
  /** What the run was asked to do (its domain derives texts from it). */
  input: Readonly<Record<string, unknown>>;
  /** The held step's name and details while the run is held for a person (runner.ts StepHold), else null. */
  hold: Readonly<Record<string, unknown>> | null;
}

/** The held step's name and details of a failed run that a StepHold stopped, else null. */
export function holdOf(run: WorkflowRun): Readonly<Record<string, unknown>> | null {
  const hold = run.status === 'failed' && run.error?.code === 'UNCERTAIN' ? (run.result as { hold?: Record<string, unknown> } | null)?.hold : null;
  return hold && typeof hold === 'object' && typeof hold.step === 'string' ? hold : null;
}

export function workflowView(run: WorkflowRun): WorkflowView {
  const state = run.status === 'running' ? 'RUNNING' : run.status === 'succeeded' ? 'DONE' : 'FAILED';
  return {
    id: String(run.id),
    kind: run.kind,
    state,
    progress: run.status === 'succeeded' ? null : run.progress,
    error: run.error ? { code: run.error.code, message: run.error.message, field: run.error.field ?? null } : null,
    // An abandoned run was replaced by a newer operation on the subject: nothing left to retry.
    canRetry: run.status === 'failed' && run.canRetry,
    input: run.input,
    hold: holdOf(run),
  };
}

/** What a list shows next to its subject: the last run while it runs or after it failed; null once it finished well. */
export function unfinishedView(run: WorkflowRun | null | undefined): WorkflowView | null {
  return run && (run.status === 'running' || run.status === 'failed') ? workflowView(run) : null;
}

/** Per request: subjects asked in one tick are read together (RunReads.latestOf). */
export class LatestRuns {
  private readonly loader: DataLoader<string, WorkflowView | null>;

  constructor(private readonly reads: RunReads) {
    this.loader = new DataLoader(async (subjects) => {
      const runs = await reads.latestOf(subjects);
      return subjects.map((s) => unfinishedView(runs.get(s)));
    });
  }

  load(subject: string): Promise<WorkflowView | null> {
    return this.loader.load(subject);
  }

  /**
   * null at once when the journal's index knows the subject has nothing unfinished (the common case on a list:
   * the row is answered without a promise, which keeps compiled execution synchronous), else the load.
   */
  find(subject: string): Promise<WorkflowView | null> | null {
    return this.reads.surelyFinished(subject) ? null : this.loader.load(subject);
  }
}
