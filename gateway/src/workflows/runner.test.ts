// The journal and runner on a real store (PGlite in memory): resume at the first unfinished step, the one-run-
// per-subject lock, and steps that never repeat once recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoreUnavailable, type Db } from '@painel/db/database';
import { openStore } from '../store/store';
import { WorkflowJournal } from './journal';
import { BUSY_MESSAGE, STORE_LOST, WorkflowBusyError } from './runs';
import { StepHold, executeRun, StepRefusal, type WorkflowStep } from './runner';
import { runOnLock } from './pipeline';
import type { WorkflowDeps } from './effects';
import { holdOf } from './view';
import { holderFor, INTERRUPTED, interruptHeld, interruptSilent, SILENT_HOLDER_MS } from './run-holder';

let db: Db;
let journal: WorkflowJournal;

beforeAll(async () => {
  db = await openStore({});
  journal = new WorkflowJournal(db);
}, 60_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM workflow_runs');
  holderFor(db).forget();
});

/** A fake upstream: counts calls per step and fails the steps named in `failing` (once each by default). */
function fakeSteps(names: string[], failing: Map<string, number> = new Map()) {
  const calls: Record<string, number> = {};
  const keys: Record<string, string[]> = {};
  const steps: WorkflowStep[] = names.map((name) => ({
    name,
    progress: `fazendo ${name}`,
    run: async (io) => {
      calls[name] = (calls[name] ?? 0) + 1;
      (keys[name] ??= []).push(io.key);
      const left = failing.get(name) ?? 0;
      if (left > 0) {
        failing.set(name, left - 1);
        throw new Error(`${name} caiu`);
      }
      return { name, before: Object.keys(io.results) };
    },
    failure: (error) => ({ code: 'UPSTREAM_ERROR', message: `Erro em ${name}: ${(error as Error).message}` }),
  }));
  return { steps, calls, keys };
}

const open = (key = 'pedido:1:status:S', subject = 'pedido:1') =>
  journal.open({ kind: 'status_change', subject, idempotencyKey: key, input: { target: 'S' }, userId: 7 });

describe('runner', () => {
  it('runs every step once, in order, handing earlier answers on', async () => {
    const { steps, calls } = fakeSteps(['a', 'b', 'c']);
    const { run } = await open();
    const outcome = await executeRun(journal, run, steps);
    expect(outcome.run.status).toBe('succeeded');
    expect(calls).toEqual({ a: 1, b: 1, c: 1 });
    expect(outcome.results.c).toEqual({ name: 'c', before: ['a', 'b'] });
  });

  it('stops at a failing step and a retry resumes there, never repeating finished steps', async () => {
    const { steps, calls, keys } = fakeSteps(['a', 'b', 'c'], new Map([['b', 1]]));
    const { run } = await open();
    const first = await executeRun(journal, run, steps);
    expect(first.run).toMatchObject({ status: 'failed', canRetry: true, error: { code: 'UPSTREAM_ERROR', message: 'Erro em b: b caiu' } });
    expect(first.failedStep).toBe('b');
    expect(calls).toEqual({ a: 1, b: 1 });

    const resumed = await journal.resume(run.id);
    expect(resumed?.status).toBe('running');
    const second = await executeRun(journal, resumed!, steps);
    expect(second.run.status).toBe('succeeded');
    expect(calls).toEqual({ a: 1, b: 2, c: 1 });
    // The recorded answer of 'a' reached 'c' although 'a' did not run again.
    expect(second.results.a).toEqual({ name: 'a', before: [] });
    // The retried step sent the same idempotency key both times.
    expect(keys.b).toEqual(['pedido:1:status:S:b', 'pedido:1:status:S:b']);
    const recorded = await journal.reads.steps(run.id);
    expect(recorded.get('b')?.attempts).toBe(2);
  });

  it('a refusal is shown as is and is not retryable', async () => {
    const steps: WorkflowStep[] = [{ name: 'x', run: async () => Promise.reject(new StepRefusal('ZERO', 'Valor zerado.')) }];
    const { run } = await open();
    const outcome = await executeRun(journal, run, steps);
    expect(outcome.run).toMatchObject({ status: 'failed', canRetry: false, error: { code: 'ZERO', message: 'Valor zerado.' } });
    expect(await journal.resume(run.id)).toMatchObject({ status: 'running' });
  });

  it('refuses duplicate step names', async () => {
    const { steps } = fakeSteps(['a', 'a']);
    const { run } = await open();
    await expect(executeRun(journal, run, steps)).rejects.toThrow(/Duplicate/);
  });
});

describe('journal lock', () => {
  it('lets one run per subject be running: a second open, even with another key, is busy', async () => {
    await open('pedido:1:status:S');
    await expect(open('pedido:1:status:S')).rejects.toBeInstanceOf(WorkflowBusyError);
    await expect(open('pedido:1:status:X')).rejects.toThrow(BUSY_MESSAGE);
    // Another order is not held.
    await expect(open('pedido:2:status:S', 'pedido:2')).resolves.toMatchObject({ resumed: false });
  });

  it('two opens at the same moment: exactly one wins', async () => {
    const settled = await Promise.allSettled([open('pedido:1:status:P'), open('pedido:1:status:P'), open('pedido:1:status:X')]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(WorkflowBusyError);
  });

  it('two retries of one failed run at the same moment: exactly one resumes', async () => {
    const { steps } = fakeSteps(['a'], new Map([['a', 1]]));
    const { run } = await open();
    await executeRun(journal, run, steps);
    const settled = await Promise.allSettled([journal.resume(run.id), journal.resume(run.id)]);
    const resumed = settled.filter((s) => s.status === 'fulfilled' && s.value?.status === 'running');
    expect(resumed).toHaveLength(1);
  });

  it('opening the same key again resumes a failed run; a finished one is handed back untouched', async () => {
    const { steps, calls } = fakeSteps(['a', 'b'], new Map([['b', 1]]));
    const first = await open();
    await executeRun(journal, first.run, steps);
    const again = await open();
    expect(again).toMatchObject({ resumed: true, run: { id: first.run.id, status: 'running' } });
    await executeRun(journal, again.run, steps);
    const done = await open();
    expect(done).toMatchObject({ resumed: false, run: { id: first.run.id, status: 'succeeded' } });
    expect(calls).toEqual({ a: 1, b: 2 });
  });

  it('a new operation abandons an older failed run of the same subject', async () => {
    const { steps } = fakeSteps(['a'], new Map([['a', 1]]));
    const first = await open('pedido:1:status:F');
    await executeRun(journal, first.run, steps);
    await open('pedido:1:status:X');
    expect(await journal.reads.get(first.run.id)).toMatchObject({ status: 'abandoned', canRetry: false });
    expect(await journal.resume(first.run.id)).toBeNull();
  });

  it('a run whose holder went silent (its heartbeat stopped) no longer holds the subject', async () => {
    const short = new WorkflowJournal(db, 1000);
    const { run } = await short.open({ kind: 'k', subject: 'pedido:9', idempotencyKey: 'pedido:9:a', input: {} });
    await db.query(`UPDATE workflow_runs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [run.id]);
    await expect(short.open({ kind: 'k', subject: 'pedido:9', idempotencyKey: 'pedido:9:b', input: {} })).resolves.toBeTruthy();
    expect(await short.reads.get(run.id)).toMatchObject({ status: 'abandoned' });
  });

  it('a busy answer carries the holding run: live while its process beats, silent once it stopped beating', async () => {
    const { run } = await open('pedido:5:status:S', 'pedido:5');
    const busy = (await open('pedido:5:status:X', 'pedido:5').catch((error: unknown) => error)) as WorkflowBusyError;
    expect(busy).toBeInstanceOf(WorkflowBusyError);
    expect(busy.holder).toEqual({ runId: run.id, kind: 'status_change', userId: 7, progress: null, live: true });
    // Two beats missed (and the slack): no process is at it, though the lease still keeps it.
    const silentSince = `${(SILENT_HOLDER_MS + 1000) / 1000} seconds`;
    await db.query(`UPDATE workflow_runs SET heartbeat_at = now() - $2::interval WHERE id = $1`, [run.id, silentSince]);
    const silent = (await open('pedido:5:status:S', 'pedido:5').catch((error: unknown) => error)) as WorkflowBusyError;
    expect(silent.holder).toMatchObject({ runId: run.id, live: false });
    expect(await journal.reads.holderOf('pedido:5')).toMatchObject({ runId: run.id, live: false });
    expect(await journal.reads.holderOf('pedido:6')).toBeNull();
    journal.letGo(run.id);
  });

  it("latest() answers the subject's most recent run", async () => {
    const { steps } = fakeSteps(['a']);
    const { run } = await open('pedido:3:status:S', 'pedido:3');
    await executeRun(journal, run, steps);
    expect(await journal.reads.latest('pedido:3')).toMatchObject({ id: run.id, status: 'succeeded', progress: null });
    expect(await journal.reads.latest('pedido:404')).toBeNull();
  });
});

describe('leases that track the living', () => {
  it("keeps a held run alive past the lease through its heartbeat, and interrupts a silent holder's run", async () => {
    const short = new WorkflowJournal(db, 1000);
    const alive = await short.open({ kind: 'k', subject: 'pedidos:20', idempotencyKey: 'pedidos:20:a', input: {} });
    const dead = await short.open({ kind: 'k', subject: 'pedidos:21', idempotencyKey: 'pedidos:21:a', input: {} });
    // Both runs went quiet for an hour; this process still holds the first and beats for it; the second's holder is gone.
    await db.query(`UPDATE workflow_runs SET heartbeat_at = now() - interval '1 hour'`);
    await db.query(`UPDATE workflow_runs SET holder = 'elsewhere:4000' WHERE id = $1`, [dead.run.id]);
    short.letGo(dead.run.id);
    const holder = holderFor(db);
    await holder.beat();
    // The beat interrupted the silent one (whose lease, LEASE_MS, ran out long ago); one more pass finds nothing.
    expect(await interruptSilent(db, 1000)).toBe(0);
    expect(await short.reads.get(alive.run.id)).toMatchObject({ status: 'running' });
    expect(await short.reads.get(dead.run.id)).toMatchObject({
      status: 'failed',
      canRetry: true,
      error: { code: INTERRUPTED.code, message: INTERRUPTED.message },
    });
    expect(holder.holds(alive.run.id)).toBe(true);
    await short.fail(alive.run.id, { code: 'UPSTREAM_ERROR', message: 'x' }, true);
    expect(holder.holds(alive.run.id)).toBe(false);
  });

  it('a process that starts interrupts the runs its name held, and only those (unless the store is its alone)', async () => {
    const mine = await journal.open({ kind: 'k', subject: 'pedidos:30', idempotencyKey: 'pedidos:30:a', input: {} });
    const other = await journal.open({ kind: 'k', subject: 'pedidos:31', idempotencyKey: 'pedidos:31:a', input: {} });
    await db.query(`UPDATE workflow_runs SET holder = 'elsewhere:4000' WHERE id = $1`, [other.run.id]);
    expect(await interruptHeld(db, false)).toBe(1);
    expect(await journal.reads.get(mine.run.id)).toMatchObject({ status: 'failed', canRetry: true });
    expect(await journal.reads.get(other.run.id)).toMatchObject({ status: 'running' });
    expect(await interruptHeld(db, true)).toBe(1);
    expect(await journal.reads.get(other.run.id)).toMatchObject({ status: 'failed' });
    for (const run of [mine.run, other.run]) journal.letGo(run.id);
  });

  it('tells a resumed step the request an earlier attempt sent without an answer, not one the upstream answered', async () => {
    const seen: unknown[] = [];
    let fail: 'silently' | 'with 400' | null = 'silently';
    const step: WorkflowStep = {
      name: 'send',
      run: async (io) => {
        seen.push(io.unanswered);
        await io.recordRequest({ body: seen.length });
        if (fail === 'silently') throw new Error('socket hang up');
        if (fail === 'with 400') throw Object.assign(new Error('recusado'), { extensions: { upstreamStatus: 400 } });
        return 'ok';
      },
    };
    const { run } = await open('pedidos:40:send', 'pedidos:40');
    await executeRun(journal, run, [step]);
    fail = 'with 400';
    await executeRun(journal, (await journal.resume(run.id))!, [step]);
    fail = null;
    await executeRun(journal, (await journal.resume(run.id))!, [step]);
    expect(seen).toEqual([null, { body: 1 }, null]);
  });

  it('a held step stays held on every attempt until a resolution is recorded, which its next attempt reads', async () => {
    const seen: unknown[] = [];
    const step: WorkflowStep = {
      name: 'send',
      run: async (io) => {
        seen.push({ held: io.held, unanswered: io.unanswered });
        if (io.held?.resolution) return { found: io.held.resolution.number };
        await io.recordRequest({ body: 1 });
        throw new StepHold('Confira no ERP.', { what: 'order' });
      },
    };
    const { run } = await open('pedidos:41:send', 'pedidos:41');
    const first = await executeRun(journal, run, [step]);
    expect(first.run).toMatchObject({ status: 'failed', canRetry: false, error: { code: 'UNCERTAIN', message: 'Confira no ERP.' } });
    expect(holdOf(first.run)).toEqual({ step: 'send', what: 'order' });
    await executeRun(journal, (await journal.resume(run.id))!, [step]);
    expect(seen[1]).toEqual({ held: { details: { what: 'order' }, resolution: null }, unanswered: { body: 1 } });
    const resumed = (await journal.resume(run.id))!;
    expect(await journal.resolveHeldStep(run.id, 'send', { number: 7 })).toBe(true);
    const done = await executeRun(journal, resumed, [step]);
    expect(done.run.status).toBe('succeeded');
    expect(done.results.send).toEqual({ found: 7 });
    expect(await journal.resolveHeldStep(run.id, 'send', { number: 8 })).toBe(false);
  });

  it('drains: resolves once nothing is held, or answers false when the grace ran out', async () => {
    const holder = holderFor(db);
    const { run } = await open('pedidos:50:a', 'pedidos:50');
    expect(await holder.drained(50)).toBe(false);
    const drained = holder.drained(5_000);
    await journal.succeed(run.id, null);
    expect(await drained).toBe(true);
  });

  it('a run whose journal lost the store is ended, failed and retryable, by the first beat that reaches it again', async () => {
    // The store goes away under the run: the step's answer cannot be recorded, nor the run ended, for the whole time the
    // runner waits for the store (about 1.75 s).
    const lost = () => Promise.reject(new StoreUnavailable(new Error('Connection terminated unexpectedly')));
    const away = Object.assign(Object.create(journal) as WorkflowJournal, { succeedStep: lost, fail: lost });
    const { run } = await open('pedidos:60:a', 'pedidos:60');
    await expect(executeRun(away, run, fakeSteps(['send']).steps)).rejects.toBeInstanceOf(StoreUnavailable);
    const holder = holderFor(db);
    expect(holder.holds(run.id)).toBe(false);
    expect(await journal.reads.get(run.id)).toMatchObject({ status: 'running' });
    await holder.beat();
    expect(await journal.reads.get(run.id)).toMatchObject({ status: 'failed', canRetry: true, error: { code: STORE_LOST.code, message: STORE_LOST.message } });
    // The person's 'Tente Novamente' takes it up and finishes it.
    const resumed = (await journal.resume(run.id))!;
    expect((await executeRun(journal, resumed, fakeSteps(['send']).steps)).run.status).toBe('succeeded');
  }, 20_000);

  it('a given-up run this process took up again before the beat is left to the execution that holds it', async () => {
    const { run } = await open('pedidos:61:a', 'pedidos:61');
    journal.letGo(run.id, new StoreUnavailable(new Error('Connection terminated unexpectedly')));
    holderFor(db).hold(run.id); // as a claim by this process would
    await holderFor(db).beat();
    expect(await journal.reads.get(run.id)).toMatchObject({ status: 'running' });
    await journal.succeed(run.id, null);
  });

  it('a plan that throws before any step runs does not leave the run held by this process', async () => {
    const { run } = await open('pedidos:62:a', 'pedidos:62');
    const deps = { journal } as unknown as WorkflowDeps;
    await expect(runOnLock(deps, run, () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(holderFor(db).holds(run.id)).toBe(false);
    // Its lease now runs out, so it is interrupted and offered again.
    expect(await interruptSilent(db, 0, 'pedidos:62')).toBe(1);
  });
});
