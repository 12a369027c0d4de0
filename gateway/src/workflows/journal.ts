// The workflow journal in the gateway store (tables of migrations 001 and 002). A run is one business operation
// on one subject ('pedido:123'); its steps are recorded once each, with the idempotency key and the upstream's
// answer in the same row, so a resumed run skips what already happened upstream. The partial unique index on
// running runs is the lock: it holds across requests, double clicks and gateway instances alike.
import type { Db, Queryable } from '@painel/db/database';
import { activeRunsFor, type ActiveRuns } from './active-runs';
import { holderFor, instanceName, interruptSilent, INTERRUPTED, LEASE_MS, SILENT_HOLDER_MS, type RunHolder } from './run-holder';
import type { UserErrorCode } from '../user-error';

export type RunStatus = 'running' | 'succeeded' | 'failed' | 'abandoned';
export type StepStatus = 'started' | 'succeeded' | 'failed';

export interface RunError {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}

export interface WorkflowRun {
  id: number;
  kind: string;
  subject: string;
  idempotencyKey: string;
  status: RunStatus;
  input: Record<string, unknown>;
  result: unknown;
  error: RunError | null;
  canRetry: boolean;
  progress: string | null;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StepRecord {
  name: string;
  idempotencyKey: string;
  status: StepStatus;
  request: unknown;
  response: unknown;
  error: string | null;
  attempts: number;
}

/** A succeeded step with its run, as a record's history reads it (succeededStepsOf). */
export interface JournaledStep {
  runId: number;
  kind: string;
  subject: string;
  /** Who started the run (null: no person). */
  userId: number | null;
  stepId: number;
  name: string;
  request: unknown;
  response: unknown;
  /** When the step succeeded (the store's clock). */
  at: Date;
}

/** Runs of another subject that belong to the record: their step `step` answered one of `values` at `path`. */
export interface AnsweredWith {
  kind: string;
  step: string;
  path: readonly string[];
  values: ReadonlyArray<string | number>;
}

/** The engine's own busy text; a domain answers with its words (pipeline.ts `busy`). */
export const BUSY_MESSAGE = 'Esta alteração já está em andamento. Aguarde.';

/** The running run that holds a subject, as a busy answer describes it. */
export interface BusyHolder {
  runId: number;
  kind: string;
  /** Who started it (null: no person, e.g. an internal tool). */
  userId: number | null;
  progress: string | null;
  /**
   * Whether its process still says it is alive (a heartbeat within SILENT_HOLDER_MS): someone really is at it.
   * A silent one is a process that stopped; its lease (LEASE_MS) frees the subject soon.
   */
  live: boolean;
}

/** Another run holds the subject (or the same run is already running). */
export class WorkflowBusyError extends Error {
  readonly code = 'WORKFLOW_BUSY';
  constructor(
    message = BUSY_MESSAGE,
    /** The run that holds the subject; null when it could not be read (it ended meanwhile). */
    readonly holder: BusyHolder | null = null,
  ) {
    super(message);
  }
}

interface RunDbRow {
  id: number;
  kind: string;
  subject: string;
  idempotency_key: string;
  status: RunStatus;
  input: Record<string, unknown> | null;
  result: unknown;
  error: string | null;
  error_code: string | null;
  error_field: string | null;
  can_retry: boolean;
  progress: string | null;
  user_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const RUN_COLUMNS = `id, kind, subject, idempotency_key, status, input, result, error, error_code, error_field,
  can_retry, progress, user_id, created_at, updated_at`;

function toRun(row: RunDbRow): WorkflowRun {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    input: row.input ?? {},
    result: row.result,
    // A stored code the enum no longer lists is answered as WORKFLOW_FAILED by the UserError.code resolver.
    error: row.error === null ? null : { code: (row.error_code ?? 'WORKFLOW_FAILED') as UserErrorCode, message: row.error, field: row.error_field },
    canRetry: row.can_retry,
    progress: row.progress,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

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

  constructor(
    private readonly db: Db,
    /** How long a running run's holder may be silent before the run counts as interrupted. */
    private readonly leaseMs = LEASE_MS,
  ) {
    this.activeRuns = activeRunsFor(db);
    this.holder = holderFor(db);
  }

  /** Starts (or takes up again) the run for this key. Throws WorkflowBusyError when the subject is held. */
  async open(spec: OpenRun): Promise<OpenedRun> {
    await this.expireStale(spec.subject);
    const existing = await this.byKey(spec.idempotencyKey);
    if (existing) {
      if (existing.status === 'succeeded') return { run: existing, resumed: false };
      if (existing.status === 'running') throw await this.busy(spec.subject);
      const run = await this.claim(existing, ['failed', 'abandoned'], spec.input);
      if (!run) throw await this.busy(spec.subject);
      await this.abandonOthers(run);
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
    await this.abandonOthers(run);
    return { run, resumed: false };
  }

  /** 'Tente Novamente': a failed run becomes running again. Null when it is not in a retryable state. */
  async resume(runId: number): Promise<WorkflowRun | null> {
    const current = await this.get(runId);
    if (!current) return null;
    await this.expireStale(current.subject);
    const run = await this.claim(current, ['failed']);
    if (run) return run;
    const now = await this.get(runId);
    if (now?.status === 'running') throw await this.busy(now.subject);
    return null;
  }

  /** The running run that holds the subject, and whether its process is alive; null when none runs. */
  async holderOf(subject: string): Promise<BusyHolder | null> {
    const { rows } = await this.db.query<{ id: number; kind: string; user_id: number | null; progress: string | null; silent_ms: number | string }>(
      `SELECT id, kind, user_id, progress, (EXTRACT(EPOCH FROM (now() - COALESCE(heartbeat_at, updated_at))) * 1000)::float8 AS silent_ms
         FROM workflow_runs WHERE subject = $1 AND status = 'running' ORDER BY id DESC LIMIT 1`,
      [subject],
    );
    const row = rows[0];
    if (!row) return null;
    return { runId: row.id, kind: row.kind, userId: row.user_id, progress: row.progress, live: Number(row.silent_ms) < SILENT_HOLDER_MS };
  }

  private async busy(subject: string): Promise<WorkflowBusyError> {
    return new WorkflowBusyError(BUSY_MESSAGE, await this.holderOf(subject));
  }

  async get(runId: number): Promise<WorkflowRun | null> {
    const { rows } = await this.db.query<RunDbRow>(`SELECT ${RUN_COLUMNS} FROM workflow_runs WHERE id = $1`, [runId]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  async byKey(key: string): Promise<WorkflowRun | null> {
    const { rows } = await this.db.query<RunDbRow>(`SELECT ${RUN_COLUMNS} FROM workflow_runs WHERE idempotency_key = $1`, [key]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  /** The subject's most recent run (what the panel shows next to the order). */
  async latest(subject: string): Promise<WorkflowRun | null> {
    const { rows } = await this.db.query<RunDbRow>(`SELECT ${RUN_COLUMNS} FROM workflow_runs WHERE subject = $1 ORDER BY updated_at DESC, id DESC LIMIT 1`, [
      subject,
    ]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  /** The subject's most recent run and how long ago (ms, by the store's clock) it last changed: what keys.ts reads. */
  async latestWithAge(subject: string): Promise<{ run: WorkflowRun; ageMs: number } | null> {
    const { rows } = await this.db.query<RunDbRow & { age_ms: number | string }>(
      `SELECT ${RUN_COLUMNS}, (EXTRACT(EPOCH FROM (now() - updated_at)) * 1000)::float8 AS age_ms
         FROM workflow_runs WHERE subject = $1 ORDER BY updated_at DESC, id DESC LIMIT 1`,
      [subject],
    );
    return rows[0] ? { run: toRun(rows[0]), ageMs: Number(rows[0].age_ms) } : null;
  }

  /** When each of these runs succeeded (keys of runs that did not are absent): one query for a whole list. */
  async succeededAt(keys: readonly string[]): Promise<Map<string, Date>> {
    if (keys.length === 0) return new Map();
    const { rows } = await this.db.query<{ idempotency_key: string; updated_at: Date | string }>(
      `SELECT idempotency_key, updated_at FROM workflow_runs WHERE idempotency_key = ANY($1::text[]) AND status = 'succeeded'`,
      [keys],
    );
    return new Map(rows.map((r) => [r.idempotency_key, new Date(r.updated_at)]));
  }

  /**
   * The latest succeeded answer of the step named `step` in any run on each of these subjects, by subject (subjects
   * whose runs never did it are absent): one query for a whole list.
   */
  async latestStepAnswers(subjects: readonly string[], step: string): Promise<Map<string, unknown>> {
    if (subjects.length === 0) return new Map();
    const { rows } = await this.db.query<{ subject: string; response: unknown }>(
      `SELECT DISTINCT ON (r.subject) r.subject, s.response FROM workflow_runs r JOIN workflow_steps s ON s.run_id = r.id
        WHERE r.subject = ANY($1::text[]) AND s.name = $2 AND s.status = 'succeeded'
        ORDER BY r.subject, s.updated_at DESC, s.id DESC`,
      [subjects, step],
    );
    return new Map(rows.map((r) => [r.subject, r.response]));
  }

  /** Whether the in-process index knows, without a store read, that `subject` has no unfinished run. */
  surelyFinished(subject: string): boolean {
    return this.activeRuns.surelyNone(subject);
  }

  /**
   * The latest run of each subject that may be unfinished, by subject. Only the subjects the in-process index
   * says may have a running or failed run are read from the store; the others cost no query (active-runs.ts).
   */
  async latestOf(subjects: readonly string[]): Promise<Map<string, WorkflowRun>> {
    const active = await this.activeRuns.among(subjects);
    if (active.length === 0) return new Map();
    const { rows } = await this.db.query<RunDbRow>(
      `SELECT DISTINCT ON (subject) ${RUN_COLUMNS} FROM workflow_runs WHERE subject = ANY($1::text[])
        ORDER BY subject, updated_at DESC, id DESC`,
      [active],
    );
    return new Map(rows.map((r) => [r.subject, toRun(r)]));
  }

  /**
   * The succeeded steps of every run on these subjects, plus those of the runs of `kind` whose step `step`
   * answered one of `values` at `path` (a change held by another subject, e.g. an item of the order): one query
   * for a whole list, oldest first. What a record's history reads (every change, done or not, step by step). A step
   * held for a person (runner.ts StepHold) is read too, failed as it is: the history says why the record waits.
   */
  async succeededStepsOf(subjects: readonly string[], answeredWith?: AnsweredWith): Promise<JournaledStep[]> {
    if (subjects.length === 0) return [];
    const related = answeredWith
      ? `OR r.id IN (SELECT a.run_id FROM workflow_steps a JOIN workflow_runs k ON k.id = a.run_id
           WHERE k.kind = $2 AND a.name = $3 AND a.status = 'succeeded' AND a.response #>> $4::text[] = ANY($5::text[]))`
      : '';
    const params: unknown[] = [subjects];
    if (answeredWith) params.push(answeredWith.kind, answeredWith.step, answeredWith.path, answeredWith.values.map(String));
    const { rows } = await this.db.query<{
      run_id: number;
      kind: string;
      subject: string;
      user_id: number | null;
      step_id: number;
      name: string;
      request: unknown;
      response: unknown;
      updated_at: Date | string;
    }>(
      `SELECT r.id AS run_id, r.kind, r.subject, r.user_id, s.id AS step_id, s.name, s.request, s.response, s.updated_at
         FROM workflow_runs r JOIN workflow_steps s ON s.run_id = r.id
        WHERE (s.status = 'succeeded' OR (s.status = 'failed' AND s.response ? 'held')) AND (r.subject = ANY($1::text[]) ${related})
        ORDER BY s.updated_at, s.id`,
      params,
    );
    return rows.map((r) => ({
      runId: Number(r.run_id),
      kind: r.kind,
      subject: r.subject,
      userId: r.user_id,
      stepId: Number(r.step_id),
      name: r.name,
      request: r.request,
      response: r.response,
      at: new Date(r.updated_at),
    }));
  }

  async steps(runId: number): Promise<Map<string, StepRecord>> {
    const { rows } = await this.db.query<{
      name: string;
      idempotency_key: string;
      status: StepStatus;
      request: unknown;
      response: unknown;
      error: string | null;
      attempts: number;
    }>('SELECT name, idempotency_key, status, request, response, error, attempts FROM workflow_steps WHERE run_id = $1 ORDER BY id', [runId]);
    return new Map(
      rows.map((r) => [
        r.name,
        { name: r.name, idempotencyKey: r.idempotency_key, status: r.status, request: r.request, response: r.response, error: r.error, attempts: r.attempts },
      ]),
    );
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

  /** This process stops keeping the run alive without finishing it (its journal writes failed). */
  letGo(runId: number): void {
    this.holder.release(runId);
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

/** Subjects with a running or failed run: what the active-runs index loads. */
export async function unfinishedSubjects(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ subject: string }>(`SELECT DISTINCT subject FROM workflow_runs WHERE status IN ('running', 'failed')`);
  return rows.map((r) => r.subject);
}

/**
 * Runs interrupted (their holder died) at least `olderThanMs` ago and not taken up since, of these kinds, oldest
 * first, with the session that started each: what a stranded-run finisher looks at (run-holder.ts afterBeat).
 */
export async function interruptedRuns(
  q: Queryable,
  kinds: readonly string[],
  olderThanMs: number,
  limit: number,
  /** Runs the caller has looked at already. */
  except: readonly number[] = [],
): Promise<Array<{ run: WorkflowRun; sessionId: string | null }>> {
  const { rows } = await q.query<RunDbRow & { session_id: string | null }>(
    `SELECT ${RUN_COLUMNS}, session_id FROM workflow_runs
      WHERE status = 'failed' AND can_retry AND error_code = $1 AND kind = ANY($2::text[])
        AND updated_at < now() - make_interval(secs => $3::double precision) AND NOT (id = ANY($5::int[]))
      ORDER BY updated_at, id LIMIT $4`,
    [INTERRUPTED.code, kinds, olderThanMs / 1000, limit, except],
  );
  return rows.map((row) => ({ run: toRun(row), sessionId: row.session_id }));
}
