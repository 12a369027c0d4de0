// One change of a record as a journaled run: the write, then its one audit entry (audit.ts), so a retry never
// writes either twice. The shape of most create/update/delete actions of the catalogue and delivery pages; a
// change of several writes (a branch with its periods) builds its own steps. A change that names what it asks
// (`asked`) is keyed by it (keys.ts): identical submissions at once are one run, written and audited once, and
// a rule such as 'one entry per branch and day' is checked inside the run (`check`), where the subject is held.
import { randomUUID } from 'node:crypto';
import type { ApplicationLogWrite } from '../upstreams/product-api/application-logs';
import type { UserErrorData } from '../user-error';
import { auditStep } from './audit';
import { failureWith, type WorkflowDeps } from './effects';
import { WorkflowBusyError } from './journal';
import { submissionKey } from './keys';
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
  /**
   * What was asked, normalised, with its target (a record id, or the natural key the subject names): identical
   * submissions are one run (keys.ts). Never the record as read. Absent: every submission is its own change.
   */
  asked?: unknown;
  /**
   * A rule that must see every earlier write (a natural key taken meanwhile): runs inside the run, before the
   * write, while the run holds the subject, so the check and the write are one step for racers. Throws a
   * StepRefusal to refuse.
   */
  check?: () => Promise<void>;
}

export type Outcome<T> = { record: T | null; errors: UserErrorData[] };

export async function runChange<T>(deps: WorkflowDeps, change: Change<T>): Promise<Outcome<T>> {
  const steps: WorkflowStep[] = [
    ...(change.check ? [{ name: 'check', failure: failureWith('WRITE_FAILED', change.prefix.trim()), run: async () => (await change.check!(), null) }] : []),
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
      // The journal keeps write and audit exactly once within a run; identical submissions share the run.
      idempotencyKey:
        change.asked === undefined ? `${change.subject}:${change.kind}:${randomUUID()}` : await submissionKey(deps, change.subject, change.kind, change.asked),
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

