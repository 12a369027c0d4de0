// A recipe's create, update or delete as one journaled run: the write, then its one audit entry (table recipe).
// The run is named by the submission's requestId, so the same submission sent again after a failure resumes it:
// the audit is never written twice, a create whose answer was lost is found (a recipe of that name that did not
// exist before the run) instead of made again, and a delete that already happened counts as done.
import { auditStep } from '../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../workflows/effects';
import { WorkflowBusyError } from '../../workflows/journal';
import { submissionKey } from '../../workflows/keys';
import { executeRun, runErrors, type WorkflowStep } from '../../workflows/runner';
import { isNotFound } from '../../upstreams/product-api/transport';
import type { RecipeRecord, RecipeWrite } from '../../upstreams/product-api/recipes';
import type { UserErrorData } from '../../user-error';

export const RECIPE_TABLE = 'recipe';

export type RecipeChange =
  | { kind: 'create'; write: RecipeWrite }
  | { kind: 'update'; before: RecipeRecord; write: RecipeWrite }
  | { kind: 'delete'; before: RecipeRecord };

export type RecipeOutcome = { record: RecipeRecord | { id: number } | null; errors: UserErrorData[] };

const METHOD = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

function steps(deps: WorkflowDeps, change: RecipeChange, prefix: string): WorkflowStep[] {
  const api = deps.api.recipes;
  const failure = failureWith('WRITE_FAILED', prefix.trim());
  const before = change.kind === 'create' ? null : change.before;
  const list: WorkflowStep[] = [];
  if (change.kind === 'create') {
    // The recipes of this name before the run: after a lost answer, a new one of that name is the run's own.
    list.push({ name: 'known', failure, run: async () => ({ ids: (await api.named(change.write.name)).map((r) => r.id) }) });
  }
  list.push({
    name: 'write',
    failure,
    run: async (io) => {
      if (change.kind === 'update') return api.update(change.before.id, change.write);
      if (change.kind === 'delete') {
        try {
          await api.delete(change.before.id);
        } catch (error) {
          if (!(io.attempt > 1 && isNotFound(error))) throw error;
        }
        return { id: change.before.id };
      }
      if (io.attempt > 1) {
        const known = new Set((io.results.known as { ids: number[] }).ids);
        const made = (await api.named(change.write.name)).find((r) => !known.has(r.id));
        if (made) return made;
      }
      await io.recordRequest(change.write);
      return api.create(change.write);
    },
  });
  list.push(
    auditStep(deps, 'audit', RECIPE_TABLE, METHOD[change.kind], (results) => ({
      before,
      after: change.kind === 'delete' ? null : results.write,
    })),
  );
  return list;
}

export async function runRecipeChange(deps: WorkflowDeps, change: RecipeChange, requestId: string | null, prefix: string): Promise<RecipeOutcome> {
  const subject = change.kind === 'create' ? `${RECIPE_TABLE}:novo:${change.write.name}` : `${RECIPE_TABLE}:${change.before.id}`;
  const before = change.kind === 'create' ? null : change.before;
  try {
    const { run } = await deps.journal.open({
      kind: `recipe_${change.kind}`,
      subject,
      // User, action and recipe are part of the key: a request id never resumes another user's run, nor a
      // delete the save that used the same id. Without one, identical submissions share a key (keys.ts).
      idempotencyKey: requestId
        ? `${subject}:${change.kind}:${deps.user.userId}:${requestId}`
        : await submissionKey(deps, subject, `recipe_${change.kind}`, { id: before?.id ?? null, write: change.kind === 'delete' ? null : change.write }),
      input: { before: change.kind === 'create' ? null : change.before.id },
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    });
    const outcome = await executeRun(deps.journal, run, steps(deps, change, prefix));
    if (outcome.run.status !== 'succeeded') return { record: null, errors: runErrors(outcome) };
    return { record: outcome.results.write as RecipeRecord, errors: [] };
  } catch (error) {
    if (error instanceof WorkflowBusyError) return { record: null, errors: [{ code: 'WORKFLOW_BUSY', message: `${prefix}alteração em andamento. Aguarde.`, field: null }] };
    throw error;
  }
}
