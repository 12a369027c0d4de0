// The engine's busy answer tells the truth about what holds the subject (docs/decisions/0042-runs-held-by-heartbeat.md):
// the action's own words while a live process runs the holding run, other words once that process went silent (a crash,
// a deploy), on a real store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import type { WorkflowDeps } from './effects';
import { WorkflowJournal } from './journal';
import { busyMessage, busyText, JUST_FREED, silentBusyText } from './busy';
import { openRun, runOnLock, takeUpHeldRun } from './pipeline';
import { performChange, type RunDefinition } from './engine';
import { perTarget } from './keys';
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
