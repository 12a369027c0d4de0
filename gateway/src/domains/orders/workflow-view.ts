// How an order's latest workflow run (gateway store, workflow_runs; written by gateway/src/workflows) reads on
// the order lists: only a run that is still going or that failed is shown; a finished one is history.
import type { OrderWorkflow } from '../../generated/resolvers-types';
import { STATUS_PROMPTS } from './rules';

export interface WorkflowRunRow {
  id: number | string;
  kind: string;
  subject: string;
  status: string;
  result: unknown;
  error: string | null;
}

const STATES: Record<string, 'RUNNING' | 'FAILED' | 'DONE'> = { running: 'RUNNING', failed: 'FAILED', succeeded: 'DONE' };

/** Progress texts when the run itself recorded none. */
const DEFAULT_PROGRESS: Record<string, string> = { invoicing: STATUS_PROMPTS.invoice };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The run's error as a UserError: the runner may store JSON {code, message, field} or plain text. */
export function workflowError(error: string | null): OrderWorkflow['error'] {
  if (!error) return null;
  const parsed = parseJson(error);
  if (isRecord(parsed) && typeof parsed.message === 'string') {
    return {
      code: typeof parsed.code === 'string' ? parsed.code : 'WORKFLOW_FAILED',
      message: parsed.message,
      field: typeof parsed.field === 'string' ? parsed.field : null,
    };
  }
  return { code: 'WORKFLOW_FAILED', message: error, field: null };
}

export function toWorkflow(row: WorkflowRunRow): OrderWorkflow | null {
  const state = STATES[row.status];
  if (state !== 'RUNNING' && state !== 'FAILED') return null;
  const result = typeof row.result === 'string' ? parseJson(row.result) : row.result;
  const recorded = isRecord(result) && typeof result.progress === 'string' ? result.progress : null;
  return {
    id: String(row.id),
    kind: row.kind,
    state,
    progress: state === 'RUNNING' ? (recorded ?? DEFAULT_PROGRESS[row.kind] ?? null) : recorded,
    error: state === 'FAILED' ? (workflowError(row.error) ?? { code: 'WORKFLOW_FAILED', message: 'Falha ao atualizar o pedido.', field: null }) : null,
    canRetry: state === 'FAILED',
  };
}
