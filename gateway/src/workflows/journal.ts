// The workflow journal's run protocol in the gateway store (tables of migrations 001 and 002;
// docs/architecture.md#workflows): open or claim a run, begin, record and end each step, finish the run. A run is one
// business operation on one subject ('pedidos:72'); its steps are recorded once each, with the idempotency key and
// the upstream's answer in the same row, so a resumed run skips what already happened upstream. The partial unique
// index on running runs is the lock: it holds across requests, double clicks and gateway instances alike. What is
// asked of the runs without writing them (busy, holder, history) is the read model, run-reads.ts.
import { isConnectionLoss, type Db, type Queryable } from '@painel/db/database';
import { activeRunsFor, type ActiveRuns } from './active-runs';
import { holderFor, instanceName, interruptSilent, LEASE_MS, type RunHolder } from './run-holder';
import { RunReads } from './run-reads';
import {
  BUSY_MESSAGE,
  isUniqueViolation,
  RUN_COLUMNS,
  STORE_LOST,
  toRun,
  WorkflowBusyError,
  type RunDbRow,
  type RunError,
  type RunStatus,
  type StepRecord,
  type WorkflowRun,
} from './runs';

export interface OpenRun {
  kind: string;
  subject: string;
  /** Same key = same operation: an unfinished run with it is resumed, a finished one is returned as is. */
  idempotencyKey: string;
  input: Record<string, unknown>;
  sessionId?: string | null;
  userId?: number | null;
}

export interface OpenedRun {
  run: WorkflowRun;
  /** True when an earlier (failed or abandoned) run with the same key was taken up again. */
  resumed: boolean;
}

export class WorkflowJournal {
  // Status changes go through it so this instance's order lists see them at once (active-runs.ts).
  private readonly activeRuns: ActiveRuns;
  // This process's running runs, kept alive by its heartbeat (run-holder.ts).
  private readonly holder: RunHolder;
  /** The read model of the same store: the engine's questions about runs (run-reads.ts). */
  readonly reads: RunReads;

  constructor(
    private readonly db: Db,
    /** How long a running run's holder may be silent before the run counts as interrupted. */
    private readonly leaseMs = LEASE_MS,
  ) {
    this.activeRuns = activeRunsFor(db);
    this.holder = holderFor(db);
    this.reads = new RunReads(db);
  }

  /** Starts (or takes up again) the run for this key. Throws WorkflowBusyError when the subject is held. */
  async open(spec: OpenRun): Promise<OpenedRun> {
    await this.expireStale(spec.subject);
    const existing = await this.reads.byKey(spec.idempotencyKey);
    if (existing) {
      if (existing.status === 'succeeded') return { run: existing, resumed: false };
      if (existing.status === 'running') throw await this.busy(spec.subject);
      const run = await this.claim(existing, ['failed', 'abandoned'], spec.input);
      if (!run) throw await this.busy(spec.subject);
      await this.orLetGo(run.id, () => this.abandonOthers(run));
      return { run, resumed: true };
    }
    let row: RunDbRow | undefined;
    try {
      ({
        rows: [row],
      } = await this.activeRuns.track(spec.subject, () =>
        this.db.query<RunDbRow>(
          `INSERT INTO workflow_runs (kind, subject, idempotency_key, status, input, session_id, user_id, holder, heartbeat_at)
           VALUES ($1, $2, $3, 'running', $4::jsonb, $5, $6, $7, now()) RETURNING ${RUN_COLUMNS}`,
          [spec.kind, spec.subject, spec.idempotencyKey, JSON.stringify(spec.input), spec.sessionId ?? null, spec.userId ?? null, instanceName()],
        ),
      ));
    } catch (error) {
      if (isUniqueViolation(error)) throw await this.busy(spec.subject);
      throw error;
    }
    const run = toRun(row);
    this.holder.hold(run.id);
    await this.orLetGo(run.id, () => this.abandonOthers(run));
    return { run, resumed: false };
  }

  /** 'Tente Novamente': a failed run becomes running again. Null when it is not in a retryable state. */
  async resume(runId: number): Promise<WorkflowRun | null> {
    const current = await this.reads.get(runId);
    if (!current) return null;
    await this.expireStale(current.subject);
    const run = await this.claim(current, ['failed']);
    if (run) return run;
    const now = await this.reads.get(runId);
    if (now?.status === 'running') throw await this.busy(now.subject);
    return null;
  }

  /** The steps this run recorded so far, by name: what a claimed run skips or takes up (runner.ts). */
  recordedSteps(runId: number): Promise<Map<string, StepRecord>> {
    return this.reads.steps(runId);
  }

  private async busy(subject: string): Promise<WorkflowBusyError> {
    return new WorkflowBusyError(BUSY_MESSAGE, await this.reads.holderOf(subject));
  }

  /** Marks a step started (again) and renews the run's lease; answers the attempt number. */
  async beginStep(runId: number, name: string, idempotencyKey: string, progress: string | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      // result carries the progress too while running: the order lists read it from there.
      await tx.query(
        `UPDATE workflow_runs SET updated_at = now(), progress = COALESCE($2::text, progress),
           result = jsonb_build_object('progress', COALESCE($2::text, progress)) WHERE id = $1`,
        [runId, progress],
      );
      const { rows } = await tx.query<{ attempts: number }>(
        `INSERT INTO workflow_steps (run_id, name, idempotency_key, status) VALUES ($1, $2, $3, 'started')
         ON CONFLICT (run_id, name) DO UPDATE SET status = 'started', error = NULL, response = NULL,
           attempts = workflow_steps.attempts + 1, updated_at = now()
         RETURNING attempts`,
        [runId, name, idempotencyKey],
      );
      return rows[0].attempts;
    });
  }

  /** What is about to be sent, recorded before sending (never credentials). */
  async recordRequest(runId: number, name: string, request: unknown): Promise<void> {
    await this.db.query(`UPDATE workflow_steps SET request = $3::jsonb, updated_at = now() WHERE run_id = $1 AND name = $2`, [
      runId,
      name,
      JSON.stringify(request ?? null),
    ]);
  }

  async succeedStep(runId: number, name: string, response: unknown): Promise<void> {
    await this.db.query(
      `UPDATE workflow_steps SET status = 'succeeded', response = $3::jsonb, error = NULL, updated_at = now()
       WHERE run_id = $1 AND name = $2`,
      [runId, name, JSON.stringify(response ?? null)],
    );
  }

  /** A failed step; `settled` (the upstream's answer, or a person told) means its send is in no doubt. */
  async failStep(runId: number, name: string, error: string, settled: unknown = null): Promise<void> {
    await this.db.query(
      `UPDATE workflow_steps SET status = 'failed', error = $3, response = COALESCE($4::jsonb, response), updated_at = now()
       WHERE run_id = $1 AND name = $2`,
      [runId, name, error, settled === null ? null : JSON.stringify(settled)],
    );
  }

  /**
   * What a person found for a held step (runner.ts StepHold), recorded on it while the caller holds the run (after
   * resume): the step's next attempt reads it as `io.held.resolution`. False when the step is not held.
   */
  async resolveHeldStep(runId: number, name: string, resolution: Record<string, unknown>): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE workflow_steps SET response = response || jsonb_build_object('resolution', $3::jsonb), updated_at = now()
        WHERE run_id = $1 AND name = $2 AND status = 'failed' AND response ? 'held' RETURNING name`,
      [runId, name, JSON.stringify(resolution)],
    );
    return rows.length > 0;
  }

  /**
   * This process stops keeping a run it holds alive without finishing it, because of `error` (its journal writes
   * failed, or the work between opening and executing it threw). A lost store connection ends the run failed and
   * retryable on the first heartbeat that reaches the store again (run-holder.ts); anything else lets its lease run
   * out, so it is interrupted and offered again.
   */
  letGo(runId: number, error?: unknown): void {
    if (isConnectionLoss(error)) this.holder.endWhenStoreAnswers(runId, STORE_LOST);
    else this.holder.release(runId);
  }

  /** `work` on a run this process holds; if it throws, the run is let go (letGo) before the error goes on. */
  async orLetGo<T>(runId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.letGo(runId, error);
      throw error;
    }
  }

  async succeed(runId: number, result: unknown): Promise<WorkflowRun> {
    return this.finish(runId, 'succeeded', result, null, false);
  }

  /** `result`: what a failed run keeps for its view (a held step's details, runner.ts StepHold). */
  async fail(runId: number, error: RunError, canRetry: boolean, result: unknown = null): Promise<WorkflowRun> {
    return this.finish(runId, 'failed', result, error, canRetry);
  }

  private async finish(runId: number, status: RunStatus, result: unknown, error: RunError | null, canRetry: boolean) {
    const { rows } = await this.db.query<RunDbRow>(
      `UPDATE workflow_runs SET status = $2, result = $3::jsonb, error = $4, error_code = $5, error_field = $6,
         can_retry = $7, progress = CASE WHEN $2 = 'succeeded' THEN NULL ELSE progress END, holder = NULL, updated_at = now()
       WHERE id = $1 RETURNING ${RUN_COLUMNS}`,
      [runId, status, JSON.stringify(result ?? null), error?.message ?? null, error?.code ?? null, error?.field ?? null, canRetry],
    );
    this.holder.release(runId);
    // The run was running, so its subject is in the index already; this drops it there once it succeeded.
    this.activeRuns.wrote(rows[0].subject);
    return toRun(rows[0]);
  }

  private async claim(run: WorkflowRun, from: RunStatus[], input?: Record<string, unknown>): Promise<WorkflowRun | null> {
    try {
      const { rows } = await this.activeRuns.track(run.subject, () =>
        this.db.query<RunDbRow>(
          `UPDATE workflow_runs SET status = 'running', error = NULL, error_code = NULL, error_field = NULL,
             can_retry = false, input = COALESCE($3::jsonb, input), holder = $4, heartbeat_at = now(), updated_at = now()
           WHERE id = $1 AND status = ANY($2::text[]) RETURNING ${RUN_COLUMNS}`,
          [run.id, from, input === undefined ? null : JSON.stringify(input), instanceName()],
        ),
      );
      if (rows[0]) this.holder.hold(rows[0].id);
      return rows[0] ? toRun(rows[0]) : null;
    } catch (error) {
      if (isUniqueViolation(error)) throw await this.busy(run.subject);
      throw error;
    }
  }

  // A newer operation on the subject replaces an older failed one: its retry would act on a changed order.
  private async abandonOthers(run: WorkflowRun, q: Queryable = this.db): Promise<void> {
    await this.activeRuns.track(run.subject, () =>
      q.query(
        `UPDATE workflow_runs SET status = 'abandoned', can_retry = false, updated_at = now()
         WHERE subject = $1 AND status = 'failed' AND id <> $2`,
        [run.subject, run.id],
      ),
    );
  }

  /** Runs whose holder went silent (run-holder.ts) are interrupted before the subject is looked at. */
  private async expireStale(subject: string): Promise<void> {
    await interruptSilent(this.db, this.leaseMs, subject);
  }
}
