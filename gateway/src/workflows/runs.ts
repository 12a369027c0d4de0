// What a workflow run is, shared by the engine's two halves (docs/architecture.md#workflows): the run protocol that
// writes runs (journal.ts) and the read model that answers busy, holder and history questions (run-reads.ts). A run is
// one business operation on one subject ('pedidos:72'); its steps are recorded once each in workflow_runs and
// workflow_steps (migrations 001 and 002). This file imports neither half, so neither the halves nor the active-runs
// index that both use import each other in a loop.
import type { Queryable } from '@painel/db/database';
import type { UserErrorCode } from '../user-error';

export type RunStatus = 'running' | 'succeeded' | 'failed' | 'abandoned';
export type StepStatus = 'started' | 'succeeded' | 'failed';

export interface RunError {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}

/** A run whose journal writes lost the store (a restart, a failover): ended failed and retryable with this. */
export const STORE_LOST: RunError = { code: 'WORKFLOW_FAILED', message: 'O banco de dados do painel não respondeu durante a alteração. Tente novamente!' };

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

export interface RunDbRow {
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

export const RUN_COLUMNS = `id, kind, subject, idempotency_key, status, input, result, error, error_code, error_field,
  can_retry, progress, user_id, created_at, updated_at`;

export function toRun(row: RunDbRow): WorkflowRun {
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

export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Subjects with a running or failed run: what the active-runs index loads. */
export async function unfinishedSubjects(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ subject: string }>(`SELECT DISTINCT subject FROM workflow_runs WHERE status IN ('running', 'failed')`);
  return rows.map((r) => r.subject);
}
