// A reorder of sections or of a branch's ranks as one journaled workflow (spec 001 section 4): one step per item
// whose position changed (PUT with its new index), each followed by that item's audit entry. A failure half-way
// is retried here (automatic attempts), and the same order sent again takes the failed run up where it stopped,
// so the stored order ends as the one the person saw, never mixed. Each step reads its item again before writing
// it whole, so an edit made meanwhile is not undone.
import { createHash } from 'node:crypto';
import type { UserErrorData } from '../../../user-error';
import { auditStep } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import { textOf } from '../../../kit/text';
import { WorkflowBusyError, type OpenRun } from '../../../workflows/journal';
import { executeWithRetries, runErrors, StepRefusal, type RunOutcome, type WorkflowStep } from '../../../workflows/runner';
import type { Move, Placed } from '../rules';

export interface ReorderSpec {
  kind: 'sections_reorder' | 'section_ranks_reorder';
  /** The journal subject every write of these items shares: one change at a time. */
  subject: string;
  /** The audit entries' table. */
  table: string;
  /** Every item in its stored order, and the ids asked, top first. */
  stored: readonly Placed[];
  asked: readonly number[];
  moves: readonly Move[];
  /** The item as stored now, whole (what its write sends back with the new position). */
  read(id: number): Promise<unknown>;
  /** The item with another position. */
  placed(item: unknown, position: number): unknown;
  /** Writes the item whole; answers the written record. */
  write(item: unknown): Promise<unknown>;
  /** 'Erro ao Atualizar Seções: ' */
  prefix: string;
  busy: string;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);
const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;

function reorderSteps(deps: WorkflowDeps, spec: ReorderSpec): WorkflowStep[] {
  return spec.moves.flatMap((move): WorkflowStep[] => [
    {
      name: `write.${move.id}`,
      failure: failureWith('UPDATE_FAILED', spec.prefix.trim()),
      run: async (io) => {
        try {
          const current = await spec.read(move.id);
          const body = spec.placed(current, move.to);
          await io.recordRequest(body);
          // The entry's before is the item at the position the plan moved it from: after an attempt whose answer
          // was lost, the item read already has its new position.
          return { before: spec.placed(current, move.from), after: await spec.write(body) };
        } catch (error) {
          // The API refusing the data (the item deleted meanwhile): repeating cannot help.
          const status = upstreamStatus(error);
          if (status !== undefined && status >= 400 && status < 500) throw new StepRefusal('UPDATE_FAILED', `${spec.prefix}${textOf(error)}`);
          throw error;
        }
      },
    },
    auditStep(deps, `audit.${move.id}`, spec.table, 'PUT', (results) => results[`write.${move.id}`] as { before: unknown; after: unknown }),
  ]);
}

export type ReorderOutcome = { changedIds: string[]; errors: UserErrorData[] };

export async function runReorder(deps: WorkflowDeps, spec: ReorderSpec): Promise<ReorderOutcome> {
  if (spec.moves.length === 0) return { changedIds: [], errors: [] };
  const steps = reorderSteps(deps, spec);
  const open: OpenRun = {
    kind: spec.kind,
    subject: spec.subject,
    // The same order asked over the same stored order is the same run; a later reorder is a new one.
    idempotencyKey: `${spec.subject}:${spec.kind}:${digest({ asked: spec.asked, stored: spec.stored })}`,
    input: { asked: spec.asked, moves: spec.moves },
    sessionId: deps.sessionId,
    userId: deps.user.userId,
  };
  let outcome: RunOutcome;
  try {
    outcome = await executeWithRetries(deps.journal, open, steps);
  } catch (error) {
    if (error instanceof WorkflowBusyError) return { changedIds: [], errors: [{ code: 'WORKFLOW_BUSY', message: `${spec.prefix}${spec.busy}`, field: null }] };
    throw error;
  }
  if (outcome.run.status !== 'succeeded') return { changedIds: [], errors: runErrors(outcome) };
  return { changedIds: spec.moves.map((m) => String(m.id)), errors: [] };
}
