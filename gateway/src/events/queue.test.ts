import { describe, expect, it } from 'vitest';
import { PushQueue } from './queue';

describe('a push source as an async iterator', () => {
  it('hands values in order, to a waiting reader or later, and ends after what was queued', async () => {
    const queue = new PushQueue<number>();
    const waiting = queue.next();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    queue.end();
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(await queue.next()).toEqual({ value: 2, done: false });
    expect(await queue.next()).toEqual({ value: 3, done: false });
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it("the reader's return() closes it once and drops what was queued; later pushes are ignored", async () => {
    let closed = 0;
    const queue = new PushQueue<number>(() => closed++);
    queue.push(1);
    await queue.return();
    queue.push(2);
    queue.end();
    expect(closed).toBe(1);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it('keeps at most `limit` values for a stalled reader, dropping the oldest', async () => {
    const queue = new PushQueue<number>(undefined, 2);
    for (const n of [1, 2, 3]) queue.push(n);
    expect((await queue.next()).value).toBe(2);
  });
});
