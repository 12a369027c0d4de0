// A recipe's create, update or delete as one journaled run (the engine's performChange): the write, then its
// one audit entry (table recipe). A create first notes the recipes of its name, so that after a lost answer the
// run finds the recipe it made instead of making it again; a delete that already happened counts as done. The
// run is keyed by the client's request id when the dialog sends one (keys.ts clientRequest: the same request
// sent again after a failure resumes it), else identical submissions are one run (sameSubmission).
import { auditStep } from '../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../workflows/effects';
import { clientRequest, sameSubmission } from '../../workflows/keys';
import { performChange } from '../../workflows/engine';
import { busyText } from '../../workflows/busy';
import type { WorkflowStep } from '../../workflows/runner';
import { journalSubject } from '../../workflows/subjects';
import { isNotFound } from '../../upstreams/product-api/transport';
import type { RecipeRecord, RecipeWrite } from '../../upstreams/product-api/recipes';
import type { UserErrorData } from '../../user-error';

/** The product API's resource, as the audit entries and the journal subjects spell it. */
const RECIPE_TABLE = 'recipe';

type RecipeChange =
  { kind: 'create'; write: RecipeWrite } | { kind: 'update'; before: RecipeRecord; write: RecipeWrite } | { kind: 'delete'; before: RecipeRecord };

type RecipeOutcome = { record: RecipeRecord | { id: number } | null; errors: UserErrorData[] };

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
  const subject = change.kind === 'create' ? journalSubject(RECIPE_TABLE, 'novo', change.write.name) : journalSubject(RECIPE_TABLE, change.before.id);
  const before = change.kind === 'create' ? null : change.before;
  const asked = { id: before?.id ?? null, write: change.kind === 'delete' ? null : change.write };
  return performChange<never, RecipeOutcome>(deps, {
    run: () => ({
      kind: `recipe_${change.kind}`,
      subject,
      // The user is part of a client request's key: a request id never resumes another user's run, nor a delete
      // the save that used the same id (another kind and subject).
      key: requestId ? clientRequest(requestId, asked) : sameSubmission(asked),
      input: { before: before?.id ?? null },
      steps: steps(deps, change, prefix),
      busy: busyText(prefix),
    }),
    done: (results) => ({ record: results.write as RecipeRecord, errors: [] }),
    refused: (errors) => ({ record: null, errors }),
  });
}
