// A reorder of sections or of a branch's ranks as one journaled workflow (docs/areas/catalogue.md#states): one step
// per item whose position changed (PUT with its new index), each followed by that item's audit entry. A failure
// half-way is retried here (automatic attempts), and the same order sent again takes the failed run up where it
// stopped, so the stored order ends as the one the person saw, never mixed. Each step reads its item again before
// writing it whole, so an edit made meanwhile is not undone.
import { createHash } from 'node:crypto';
import type { UserErrorData } from '../../../user-error';
import { auditStep } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { textOf } from '../../../kit/text';
import { perTarget } from '../../../workflows/keys';
import { RUN_ATTEMPTS, StepRefusal, type WorkflowStep } from '../../../workflows/runner';
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
  /** The whole busy text. */
  busy: string;
}

/**
 * The order asked over the order stored: the run's target. The same order over the same stored order is one run
 * ever (its retry takes it up where it stopped); once written, the stored order differs and a reorder is new.
 * A plain digest of ids and positions (nothing secret), as the keys written before this scheme.
 */
const orderTarget = (spec: ReorderSpec) =>
  createHash('sha256')
    .update(JSON.stringify({ asked: spec.asked, stored: spec.stored }))
    .digest('hex')
    .slice(0, 24);
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
  return performChange<never, ReorderOutcome>(deps, {
    run: () => ({
      kind: spec.kind,
      subject: spec.subject,
      key: perTarget(orderTarget(spec)),
      input: { asked: spec.asked, moves: spec.moves },
      steps: reorderSteps(deps, spec),
      attempts: RUN_ATTEMPTS,
      busy: spec.busy,
    }),
    done: () => ({ changedIds: spec.moves.map((m) => String(m.id)), errors: [] }),
    refused: (errors) => ({ changedIds: [], errors }),
  });
}
