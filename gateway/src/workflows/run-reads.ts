// The workflow journal's read model (docs/architecture.md#workflows): what the engine and, through its own entry
// points (questions.ts), the domains ask of the runs: who holds a subject (a busy answer), a run by id or key, a
// subject's latest run, a page's unfinished runs (through the active-runs index), a record's history and the answers
// its steps recorded. It writes nothing; the run protocol that does is journal.ts.
import type { Queryable } from '@painel/db/database';
import { activeRunsFor, type ActiveRuns } from './active-runs';
import { INTERRUPTED, SILENT_HOLDER_MS } from './run-holder';
import {
  RUN_COLUMNS,
  toRun,
  type AnsweredWith,
  type BusyHolder,
  type JournaledStep,
  type RunDbRow,
  type StepRecord,
  type StepStatus,
  type WorkflowRun,
} from './runs';

export class RunReads {
  // The page's unfinished runs are read only for the subjects this index names (active-runs.ts).
  private readonly activeRuns: ActiveRuns;

  constructor(private readonly db: Queryable) {
    this.activeRuns = activeRunsFor(db);
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
