// The runner's observer (the live order desk hears runs through it): each step as it starts and succeeds, the
// run's end (succeeded or failed), in order, after the journal recorded them; an observer that throws stops nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import { WorkflowJournal } from './journal';
import { executeRun, type RunObserver, type WorkflowStep } from './runner';
import { holderFor } from './run-holder';

let db: Db;
let journal: WorkflowJournal;
beforeAll(async () => {
  db = await openStore({});
  journal = new WorkflowJournal(db);
}, 60_000);
afterAll(async () => {
  holderFor(db).forget();
  await db?.close();
});

const step = (name: string, fail = false): WorkflowStep => ({
  name,
  run: async () => {
    if (fail) throw new Error(`${name} caiu`);
    return { name };
  },
});

function recorder(heard: string[]): RunObserver {
  return {
    stepStarted: (run, name) => heard.push(`start ${name} (${run.status})`),
    stepSucceeded: (_run, name, answer) => heard.push(`done ${name} ${JSON.stringify(answer)}`),
    runEnded: (run) => heard.push(`end ${run.status}`),
  };
}

describe('the runner observer', () => {
  it('hears each step start and succeed, then the end of a run that succeeded', async () => {
    const heard: string[] = [];
    const { run } = await journal.open({ kind: 'k', subject: 'pedidos:1', idempotencyKey: 'obs-1', input: {} });
    const outcome = await executeRun(journal, run, [step('a'), step('b')], { observer: recorder(heard) });
    expect(outcome.run.status).toBe('succeeded');
    expect(heard).toEqual(['start a (running)', 'done a {"name":"a"}', 'start b (running)', 'done b {"name":"b"}', 'end succeeded']);
  });

  it('hears the end of a run that failed; an observer that throws stops nothing', async () => {
    const heard: string[] = [];
    const { run } = await journal.open({ kind: 'k', subject: 'pedidos:2', idempotencyKey: 'obs-2', input: {} });
    const outcome = await executeRun(journal, run, [step('a'), step('b', true)], { observer: recorder(heard) });
    expect(outcome.failedStep).toBe('b');
    expect(heard).toEqual(['start a (running)', 'done a {"name":"a"}', 'start b (running)', 'end failed']);

    const { run: third } = await journal.open({ kind: 'k', subject: 'pedidos:3', idempotencyKey: 'obs-3', input: {} });
    const throwing: RunObserver = {
      stepStarted: () => {
        throw new Error('observer broke');
      },
      runEnded: () => {
        throw new Error('observer broke');
      },
    };
    expect((await executeRun(journal, third, [step('a')], { observer: throwing })).run.status).toBe('succeeded');
  });
});
