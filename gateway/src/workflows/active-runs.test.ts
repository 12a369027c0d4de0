// The active-runs index on a real store (PGlite in memory), with a fake clock: no store read while fresh, this
// instance's journal writes seen at once, other writers' runs seen once the refresh window has passed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, QueryResult } from '@painel/db/database';
import { openStore } from '../store/store';
import { ActiveRuns } from './active-runs';
import { WorkflowJournal } from './journal';
import { LatestRuns } from './view';

let db: Db;
beforeAll(async () => {
  db = await openStore({});
}, 60_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM workflow_runs');
});

/** The store as the index sees it, counting its reads. */
function countingStore() {
  const counter = {
    reads: 0,
    query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      counter.reads += 1;
      return db.query<R>(sql, params);
    },
  };
  return counter;
}

function fakeClock() {
  const clock = { at: 0, now: () => clock.at };
  return clock;
}

/** Another gateway instance (or any other writer) starting a run: not through this process's journal. */
async function foreignRun(subject: string, status = 'running') {
  await db.query(`INSERT INTO workflow_runs (kind, subject, idempotency_key, status) VALUES ('invoicing', $1, $2, $3)`, [
    subject,
    `${subject}:${Math.random()}`,
    status,
  ]);
}

describe('ActiveRuns', () => {
  it('loads once, then answers from memory within the refresh window', async () => {
    await foreignRun('pedido:1');
    await foreignRun('pedido:2', 'failed');
    await foreignRun('pedido:3', 'succeeded');
    const store = countingStore();
    const clock = fakeClock();
    const index = new ActiveRuns(store, { refreshMs: 1000, now: clock.now });

    expect(await index.among(['pedido:1', 'pedido:2', 'pedido:3', 'pedido:4'])).toEqual(['pedido:1', 'pedido:2']);
    expect(store.reads).toBe(1);
    clock.at = 999;
    expect(await index.among(['pedido:3', 'pedido:1'])).toEqual(['pedido:1']);
    expect(store.reads).toBe(1);
  });

  it("another instance's run shows only once the window has passed", async () => {
    const store = countingStore();
    const clock = fakeClock();
    const index = new ActiveRuns(store, { refreshMs: 1000, now: clock.now });
    expect(await index.among(['pedido:7'])).toEqual([]);

    await foreignRun('pedido:7');
    clock.at = 500;
    expect(await index.among(['pedido:7'])).toEqual([]);
    clock.at = 1000;
    expect(await index.among(['pedido:7'])).toEqual(['pedido:7']);
    expect(store.reads).toBe(2);

    // Finished elsewhere: dropped at the next reload.
    await db.query(`UPDATE workflow_runs SET status = 'succeeded' WHERE subject = 'pedido:7'`);
    clock.at = 2000;
    expect(await index.among(['pedido:7'])).toEqual([]);
  });

  it('concurrent reads share one reload', async () => {
    const store = countingStore();
    const index = new ActiveRuns(store, { refreshMs: 1000, now: fakeClock().now });
    await Promise.all([index.among(['pedido:1']), index.among(['pedido:2']), index.among(['pedido:3'])]);
    expect(store.reads).toBe(1);
  });

  it('surelyNone says no only what among would answer without a read: fresh, loaded, not written meanwhile', async () => {
    await foreignRun('pedido:1');
    const clock = fakeClock();
    const index = new ActiveRuns(countingStore(), { refreshMs: 1000, now: clock.now });
    expect(index.surelyNone('pedido:2')).toBe(false); // never loaded
    await index.among([]);
    expect([index.surelyNone('pedido:1'), index.surelyNone('pedido:2')]).toEqual([false, true]);
    index.wrote('pedido:2');
    expect(index.surelyNone('pedido:3')).toBe(false); // a local write marks the index for reload
    await index.among([]);
    expect(index.surelyNone('pedido:3')).toBe(true);
    clock.at = 1000;
    expect(index.surelyNone('pedido:3')).toBe(false); // the window passed
  });

  it('a local write shows at once and makes the next read reload, even inside the window', async () => {
    const store = countingStore();
    const clock = fakeClock();
    const index = new ActiveRuns(store, { refreshMs: 1000, now: clock.now });
    expect(await index.among(['pedido:9'])).toEqual([]);

    await index.track('pedido:9', () => foreignRun('pedido:9'));
    expect(await index.among(['pedido:9'])).toEqual(['pedido:9']);
    expect(store.reads).toBe(2);

    // Finished locally: gone at the next read, without waiting for the window.
    await index.track('pedido:9', () => db.query(`UPDATE workflow_runs SET status = 'succeeded' WHERE subject = 'pedido:9'`));
    expect(await index.among(['pedido:9'])).toEqual([]);
    expect(store.reads).toBe(3);
    expect(await index.among(['pedido:9'])).toEqual([]);
    expect(store.reads).toBe(3);
  });

  it('a subject is listed while its local write is under way and survives a reload that started before it ended', async () => {
    const store = countingStore();
    const index = new ActiveRuns(store, { refreshMs: 0, now: fakeClock().now });
    let finishWrite!: () => void;
    const writeGate = new Promise<void>((resolve) => (finishWrite = resolve));
    const write = index.track('pedido:5', async () => {
      await writeGate;
      await foreignRun('pedido:5');
    });
    // The row is not in the store yet, the index lists it anyway.
    expect(await index.among(['pedido:5'])).toEqual(['pedido:5']);

    // A reload whose query ran before the write finished must not drop it.
    const reloading = index.among(['pedido:5']);
    finishWrite();
    await write;
    expect(await reloading).toEqual(['pedido:5']);
    expect(await index.among(['pedido:5'])).toEqual(['pedido:5']);
  });

  it('a local write that ends while a reload is answering is kept (the snapshot predates it)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = {
      async query<R>(sql: string, params?: unknown[]) {
        const result = await db.query<R>(sql, params); // snapshot taken now, answer handed over later
        await held;
        return result;
      },
    };
    const index = new ActiveRuns(store, { refreshMs: 1000, now: fakeClock().now });
    const reloading = index.among(['pedido:6']); // its query is sent now, before the write's
    await index.track('pedido:6', () => foreignRun('pedido:6'));
    release();
    expect(await reloading).toEqual(['pedido:6']);
    expect(await index.among(['pedido:6'])).toEqual(['pedido:6']);
  });

  it('a failed reload is reported and retried on the next read', async () => {
    let fail = true;
    const store = {
      query<R>(sql: string, params?: unknown[]) {
        return fail ? Promise.reject(new Error('store down')) : db.query<R>(sql, params);
      },
    };
    const index = new ActiveRuns(store, { now: fakeClock().now });
    await expect(index.among(['pedido:1'])).rejects.toThrow('store down');
    fail = false;
    await foreignRun('pedido:1');
    expect(await index.among(['pedido:1'])).toEqual(['pedido:1']);
  });
});

describe('the journal keeps the shared index of its store current', () => {
  it('the latest-run view shows a run opened and failed through the journal at once, and nothing after it succeeds', async () => {
    const journal = new WorkflowJournal(db);
    // A fresh loader per read, as each request has its own.
    const latestWorkflows = (_db: Db, ids: number[]) => Promise.all(ids.map((id) => new LatestRuns(journal.reads).load(`pedido:${id}`)));
    expect(await latestWorkflows(db, [41, 42])).toEqual([null, null]);

    const { run } = await journal.open({ kind: 'invoicing', subject: 'pedido:41', idempotencyKey: 'k41', input: {} });
    expect((await latestWorkflows(db, [41, 42]))[0]).toMatchObject({ id: String(run.id), state: 'RUNNING' });

    await journal.fail(run.id, { code: 'ERP_ORDER_FAILED', message: 'ERP fora do ar' }, true);
    expect((await latestWorkflows(db, [41]))[0]).toMatchObject({ state: 'FAILED', canRetry: true });

    const resumed = await journal.resume(run.id);
    expect(resumed?.status).toBe('running');
    await journal.succeed(run.id, {});
    expect(await latestWorkflows(db, [41, 42])).toEqual([null, null]);
  });
});
