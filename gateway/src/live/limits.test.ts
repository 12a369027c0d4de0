import { describe, expect, it } from 'vitest';
import { FanOutGate, liveLimits, MessageBudget } from './limits';

describe('MessageBudget', () => {
  it('allows a burst, then the sustained rate, on the clock it is given', () => {
    let now = 0;
    const budget = new MessageBudget(2, 5, () => now);
    expect(Array.from({ length: 6 }, () => budget.take())).toEqual([true, true, true, true, true, false]);
    now += 500; // half a second at 2 per second: one more
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now += 60_000; // refilled up to the burst, no further
    expect(Array.from({ length: 6 }, () => budget.take()).filter(Boolean)).toHaveLength(5);
  });
});

describe('FanOutGate', () => {
  it('runs at most `concurrency` at once, in order, and gives the event loop a turn between grants', async () => {
    const gate = new FanOutGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(n);
        running--;
        return n;
      });
    const pending = Array.from({ length: 10 }, (_, n) => work(n));
    // What a request arriving meanwhile gets: a turn of the event loop before the fan-out is over.
    let doneWhenProbed = -1;
    setImmediate(() => (doneWhenProbed = order.length));
    const results = await Promise.all(pending);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gate.queued).toBe(0);
    expect(doneWhenProbed).toBeGreaterThanOrEqual(0);
    expect(doneWhenProbed).toBeLessThan(10);
  });

  it('hands out work one after another within a turn while the slice lasts, then waits for the next loop turn', async () => {
    let now = 0;
    const gate = new FanOutGate(16, 1, () => now);
    const turns: number[] = [];
    let turn = 0;
    // Each loop iteration's check phase is a new turn (setImmediate); count which one each work ran in.
    let counting = true;
    const tick = () => {
      turn++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    // Work that takes 0.4 ms of the clock and ends without I/O: two fit in a slice of 1 ms, the third ends it.
    const work = () =>
      gate.run(() => {
        turns.push(turn);
        now += 0.4;
      });
    await Promise.all(Array.from({ length: 9 }, work));
    counting = false;
    const perTurn = [...new Set(turns)].map((t) => turns.filter((x) => x === t).length);
    expect(perTurn.reduce((a, b) => a + b, 0)).toBe(9);
    expect(Math.max(...perTurn)).toBe(3);
    expect(perTurn.length).toBe(3);
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const gate = new FanOutGate(1);
    await expect(gate.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await gate.run(() => 'ok')).toBe('ok');
  });
});

describe('liveLimits', () => {
  it('takes each given limit and the default for the rest (an unset setting is undefined)', () => {
    expect(liveLimits({ socketsPerSession: 2, subscriptionsPerSocket: undefined })).toEqual({
      socketsPerSession: 2,
      subscriptionsPerSocket: 50,
      messagesPerSecond: 10,
    });
  });
});
