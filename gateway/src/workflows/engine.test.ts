// The engine's one entry on a real store: a change definition's parts run in their order, each refusal stops what
// follows, a run's answers reach `done`, the same key answers the finished run, and an earlier run taken up again
// either goes on from its failed step or says why it cannot. The busy answer tells the truth about what holds the
// subject (docs/decisions/0042-runs-held-by-heartbeat.md): the action's own words while a live process runs the
// holding run, other words once that process went silent (a crash, a deploy). Then the run mechanics under it
// (pipeline.ts): a run planned under its lock, a held run taken up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import type { WorkflowDeps } from './effects';
import { WorkflowJournal } from './journal';
import { busyMessage, busyText, JUST_FREED, silentBusyText } from './busy';
import { openRun, runOnLock, takeUpHeldRun } from './pipeline';
import { performChange, type ChangeDefinition, type RunDefinition, type Unfinished } from './engine';
import { eachSubmission, perTarget } from './keys';
import { StepRefusal, type WorkflowStep } from './runner';
import { holderFor, SILENT_HOLDER_MS } from './run-holder';

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
    await deps.journal.open({ kind: 'k', subject: 'engine:5', idempotencyKey: 'engine-held', input: {} });
    const busy = change([], {
      run: () => ({ kind: 'k', subject: 'engine:5', key: eachSubmission(), steps: [], busy: (holder) => `ocupado por ${holder?.userId}` }),
    });
    const answer = await performChange(deps, busy);
    expect(answer).toEqual({ refused: [expect.stringMatching(/^ocupado por/)], ended: 'busy' });
  });
});

const plan = (target: string): RunDefinition => ({
  kind: 'k',
  subject: 'formas_pagamento:1',
  key: perTarget(target),
  steps: [],
  busy: busyText('Erro ao Atualizar: '),
  busySilent: silentBusyText('Erro ao Atualizar: '),
});

/** The errors a change of `run` answers with (none when it succeeded). */
const errorsOf = (run: RunDefinition) => performChange(deps, { run: () => run, done: () => [], refused: (errors) => errors });

describe('the busy answer', () => {
  it("says 'em andamento' only while the holder is alive, then that the earlier change stopped answering", async () => {
    const { run } = await deps.journal.open({ kind: 'k', subject: 'formas_pagamento:1', idempotencyKey: 'held', input: {} });
    expect(await errorsOf(plan('a'))).toEqual([{ code: 'WORKFLOW_BUSY', message: 'Erro ao Atualizar: alteração em andamento. Aguarde.', field: null }]);
    await db.query(`UPDATE workflow_runs SET heartbeat_at = now() - $2::interval WHERE id = $1`, [run.id, `${SILENT_HOLDER_MS / 1000 + 1} seconds`]);
    const errors = await errorsOf(plan('b'));
    expect(errors).toEqual([{ code: 'WORKFLOW_BUSY', message: silentBusyText('Erro ao Atualizar: '), field: null }]);
    expect(errors[0].message).toMatch(/^Erro ao Atualizar: a alteração anterior parou de responder/);
    // Without words of its own for it, a plan says the plain sentence.
    const plain = await errorsOf({ ...plan('c'), busySilent: undefined });
    expect(plain[0].message).toMatch(/^A alteração anterior parou de responder/);
  });

  it('picks the words by the holder: live, silent, or none left', () => {
    const holder = { runId: 1, kind: 'k', userId: 1, progress: null };
    expect(busyMessage({ ...holder, live: true }, 'vivo', 'parado')).toBe('vivo');
    expect(busyMessage({ ...holder, live: false }, 'vivo', 'parado')).toBe('parado');
    expect(busyMessage(null, 'vivo', 'parado')).toBe(JUST_FREED);
  });
});

describe('a run planned under its lock', () => {
  const open = (target: string) => ({ kind: 'k', subject: 'pedidos:9', key: perTarget(target) });
  const step = (name: string, answer: unknown) => ({ name, run: async () => answer });

  it('runs the steps its plan gives, and the same key again answers the finished run with its steps', async () => {
    const first = await openRun(deps, open('a'));
    expect(first.results).toBeNull();
    const ended = await runOnLock(deps, first.run, async () => ({ steps: [step('one', { n: 1 })] }));
    expect('outcome' in ended && ended.outcome.run.status).toBe('succeeded');
    const again = await openRun(deps, open('a'));
    expect(again).toMatchObject({ run: { id: first.run.id, status: 'succeeded' }, results: { one: { n: 1 } } });
  });

  it('ends the run failed with the refusal of its plan, running nothing', async () => {
    const { run } = await openRun(deps, open('b'));
    const ended = await runOnLock(deps, run, async () => ({ refused: { code: 'NOT_COMPLETED', message: 'não' }, canRetry: false }));
    expect(ended).toMatchObject({ refused: { id: run.id, status: 'failed', canRetry: false, error: { code: 'NOT_COMPLETED', message: 'não' } } });
    expect(await deps.journal.recordedSteps(run.id)).toEqual(new Map());
  });

  it('takes up a held run only while its step is held; otherwise leaves it failed as it was', async () => {
    const { run } = await openRun(deps, open('c'));
    const failed = await deps.journal.fail(run.id, { code: 'WORKFLOW_FAILED', message: 'parado' }, true, { kept: true });
    expect(await takeUpHeldRun(deps, failed, 'nothing-held', { found: false })).toBeNull();
    expect(await deps.journal.reads.get(run.id)).toMatchObject({ status: 'failed', canRetry: false, error: { message: 'parado' }, result: { kept: true } });
  });
});
