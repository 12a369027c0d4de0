import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter } from './load-shedding';

describe('ConcurrencyLimiter', () => {
  it('admits up to the limit at once, queues up to queueMax, and refuses beyond both', () => {
    const limiter = new ConcurrencyLimiter(2, 1);
    expect(limiter.acquire()).toBe(true);
    expect(limiter.acquire()).toBe(true);
    expect(limiter.acquire()).toBeInstanceOf(Promise);
    expect(limiter.acquire()).toBe(false);
    expect(limiter.acquire()).toBe(false);
    expect([limiter.inFlight, limiter.queued]).toEqual([2, 1]);
  });

  it('hands a released slot to the longest waiter, in arrival order', async () => {
    const limiter = new ConcurrencyLimiter(1, 3);
    expect(limiter.acquire()).toBe(true);
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) => (limiter.acquire() as Promise<void>).then(() => order.push(n)));
    limiter.release();
    await waiters[0];
    expect(order).toEqual([1]);
    expect([limiter.inFlight, limiter.queued]).toEqual([1, 2]);
    limiter.release();
    limiter.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    limiter.release();
    expect([limiter.inFlight, limiter.queued]).toEqual([0, 0]);
    expect(limiter.acquire()).toBe(true);
  });

  it('with no queue refuses as soon as every slot is taken, and admits again once one is released', () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    expect(limiter.acquire()).toBe(true);
    expect(limiter.acquire()).toBe(false);
    limiter.release();
    expect(limiter.acquire()).toBe(true);
  });

  it('keeps its counts under a long overload whose queue never empties', async () => {
    const limiter = new ConcurrencyLimiter(1, 2);
    expect(limiter.acquire()).toBe(true);
    let admitted = 0;
    let refused = 0;
    void (limiter.acquire() as Promise<void>).then(() => admitted++); // one always waits from here on
    for (let i = 0; i < 5000; i++) {
      const admission = limiter.acquire();
      if (admission === false) refused++;
      else void (admission as Promise<void>).then(() => admitted++);
      limiter.release(); // the slot passes to the oldest waiter
      await Promise.resolve();
    }
    expect(refused).toBe(0);
    expect(admitted).toBe(5000);
    expect([limiter.inFlight, limiter.queued]).toEqual([1, 1]);
  });

  it('refuses settings that would admit nothing', () => {
    expect(() => new ConcurrencyLimiter(0, 10)).toThrow(/whole number >= 1/);
    expect(() => new ConcurrencyLimiter(4, -1)).toThrow(/whole number >= 0/);
  });
});
