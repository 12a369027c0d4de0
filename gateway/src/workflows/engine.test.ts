// The engine's one entry on a real store: a change definition's parts run in their order, each refusal stops what
// follows, a run's answers reach `done`, the same key answers the finished run, and an earlier run taken up again
// either goes on from its failed step or says why it cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import type { WorkflowDeps } from './effects';
import { performChange, type ChangeDefinition, type Unfinished } from './engine';
import { WorkflowJournal } from './journal';
import { eachSubmission, perTarget } from './keys';
import { holderFor } from './run-holder';
import { StepRefusal, type WorkflowStep } from './runner';

let db: Db;
let deps: WorkflowDeps;

beforeAll(async () => {
  db = await openStore({});
  deps = { journal: new WorkflowJournal(db), user: { userId: 3 }, sessionId: null } as unknown as WorkflowDeps;
}, 60_000);
afterAll(async () => {
  holderFor(db).forget();
  await db?.close();
});

type Answer = { done: Record<string, unknown> } | { refused: string[]; ended: Unfinished['status'] };

/** A definition answering what happened, with `parts` saying which of its parts ran. */
function change(parts: string[], overrides: Partial<ChangeDefinition<string, Answer>> = {}): ChangeDefinition<string, Answer> {
  return {
    problems: () => (parts.push('problems'), []),
    load: async () => (parts.push('load'), 'record'),
    checks: async (loaded) => (parts.push(`checks:${loaded}`), []),
    run: (loaded) => (
      parts.push(`run:${loaded}`),
      { kind: 'k', subject: 'engine:1', key: eachSubmission(), steps: [{ name: 'one', run: async () => ({ n: 1 }) }], busy: 'ocupado' }
    ),
    done: (results) => ({ done: results }),
    refused: (errors, ended) => ({ refused: errors.map((e) => e.message), ended: ended.status }),
    ...overrides,
  };
}

describe('performChange', () => {
  it('runs problems, load, checks and the run in that order, and gives done the steps answers', async () => {
    const parts: string[] = [];
    expect(await performChange(deps, change(parts))).toEqual({ done: { one: { n: 1 } } });
    expect(parts).toEqual(['problems', 'load', 'checks:record', 'run:record']);
  });

  it('stops at the first refusal: nothing after it is asked', async () => {
    const parts: string[] = [];
    const byRule = await performChange(deps, change(parts, { problems: () => [{ field: 'name', message: 'Nome não pode estar vazio!' }] }));
    expect(byRule).toEqual({ refused: ['Nome não pode estar vazio!'], ended: 'refused' });
    const byLoad = await performChange(deps, change(parts, { load: async () => [{ code: 'NOT_FOUND', message: 'não achei', field: 'id' }] }));
    expect(byLoad).toEqual({ refused: ['não achei'], ended: 'refused' });
    const byCheck = await performChange(deps, change(parts, { checks: async () => [{ code: 'CODE_TAKEN', message: 'usado', field: 'code' }] }));
    expect(byCheck).toEqual({ refused: ['usado'], ended: 'refused' });
    // The refusing part is the override (it notes nothing): the parts before it ran, no part after it, no run.
    expect(parts).toEqual(['problems', 'problems', 'load']);
  });

  it('answers a run of the same key that already succeeded with its answers, running nothing again', async () => {
    let runs = 0;
    const once = change([], {
      run: () => ({ kind: 'k', subject: 'engine:2', key: perTarget('x'), steps: [{ name: 'one', run: async () => ({ n: ++runs }) }], busy: 'ocupado' }),
    });
    expect(await performChange(deps, once)).toEqual({ done: { one: { n: 1 } } });
    expect(await performChange(deps, once)).toEqual({ done: { one: { n: 1 } } });
    expect(runs).toBe(1);
  });

  it('plans on the opened run and ends it failed with the plan refusal', async () => {
    const planned = change([], {
      run: () => ({
        kind: 'k',
        subject: 'engine:3',
        key: eachSubmission(),
        steps: async (run) => (run.kind === 'k' ? { refused: { code: 'NOT_COMPLETED', message: 'não concluído' }, canRetry: false } : { steps: [] }),
        busy: 'ocupado',
      }),
    });
    expect(await performChange(deps, planned)).toEqual({ refused: ['não concluído'], ended: 'failed' });
  });

  it('takes a failed run up from its failed step, and says why when it cannot be taken up', async () => {
    let fail = true;
    const steps: WorkflowStep[] = [
      { name: 'one', run: async () => 'sent' },
      {
        name: 'two',
        run: async () => {
          if (fail) throw new StepRefusal('UPSTREAM_ERROR', 'fora do ar', true);
          return 'done';
        },
      },
    ];
    let failedRun: Unfinished | null = null;
    const first = change([], {
      run: () => ({ kind: 'k', subject: 'engine:4', key: eachSubmission(), steps, busy: 'ocupado' }),
      refused: (errors, ended) => ((failedRun = ended), { refused: errors.map((e) => e.message), ended: ended.status }),
    });
    expect(await performChange(deps, first)).toEqual({ refused: ['fora do ar'], ended: 'failed' });
    const run = failedRun!.run!;
    fail = false;
    const retry = (notTakenUp = 'nada a tentar') =>
      change([], { run: () => ({ takeUp: run, notTakenUp: { code: 'NOT_RETRYABLE', message: notTakenUp, field: null }, steps, busy: 'ocupado' }) });
    expect(await performChange(deps, retry())).toEqual({ done: { one: 'sent', two: 'done' } });
    expect(await performChange(deps, retry())).toEqual({ refused: ['nada a tentar'], ended: 'not-taken-up' });
  });

  it("answers the definition's busy words while another run holds the subject", async () => {
    await deps.journal.open({ kind: 'k', subject: 'engine:5', idempotencyKey: 'held', input: {} });
    const busy = change([], {
      run: () => ({ kind: 'k', subject: 'engine:5', key: eachSubmission(), steps: [], busy: (holder) => `ocupado por ${holder?.userId}` }),
    });
    const answer = await performChange(deps, busy);
    expect(answer).toEqual({ refused: [expect.stringMatching(/^ocupado por/)], ended: 'busy' });
  });
});
