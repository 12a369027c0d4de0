// One change of a record as a journaled run: the write, then its one audit entry (audit.ts), so a retry never
// writes either twice. The shape of most create/update/delete actions of the catalogue and delivery pages; a
// change of several writes (a branch with its periods) builds its own steps.
import { randomUUID } from 'node:crypto';
import type { ApplicationLogWrite } from '../upstreams/product-api/application-logs';
import type { UserErrorData } from '../user-error';
import { auditStep } from './audit';
import { failureWith, type WorkflowDeps } from './effects';
import { WorkflowBusyError } from './journal';
import { executeRun, runErrors, type WorkflowStep } from './runner';

export interface Change<T> {
  kind: string;
  subject: string;
  table: string;
  method: ApplicationLogWrite['metodo'];
  before: unknown;
  write: () => Promise<T>;
  prefix: string;
  /** What the audit entry records as after; the written record unless given (a delete records null). */
  after?: (written: T) => unknown;
}

export type Outcome<T> = { record: T | null; errors: UserErrorData[] };

export async function runChange<T>(deps: WorkflowDeps, change: Change<T>): Promise<Outcome<T>> {
  const steps: WorkflowStep[] = [
    { name: 'write', failure: failureWith('WRITE_FAILED', change.prefix.trim()), run: () => change.write() },
    auditStep(deps, 'audit', change.table, change.method, (results) => ({
      before: change.before,
      after: change.after ? change.after(results.write as T) : results.write,
    })),
  ];
  try {
    const { run } = await deps.journal.open({
      kind: change.kind,
      subject: change.subject,
      // Each submission is its own change; the journal keeps write and audit exactly once within it.
      idempotencyKey: `${change.subject}:${change.kind}:${randomUUID()}`,
      input: { before: change.before ?? null },
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    });
    const outcome = await executeRun(deps.journal, run, steps);
    if (outcome.run.status !== 'succeeded') return { record: null, errors: runErrors(outcome) };
    return { record: outcome.results.write as T, errors: [] };
  } catch (error) {
    if (error instanceof WorkflowBusyError) return { record: null, errors: [{ code: 'WORKFLOW_BUSY', message: `${change.prefix}alteração em andamento. Aguarde.`, field: null }] };
    throw error;
  }
}

