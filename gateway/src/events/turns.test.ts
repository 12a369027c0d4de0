import { describe, expect, it } from 'vitest';
import { eachInTurns } from './turns';

describe('eachInTurns', () => {
  it('visits every item in order, yielding to the event loop once a turn has used its slice', async () => {
    let now = 0;
    const log: string[] = [];
    // Each visit takes 1 ms on the injected clock: a 2 ms slice holds two visits. Each visit queues an immediate,
    // as arriving I/O would be: it runs before the next turn's first visit.
    await eachInTurns(
      [1, 2, 3, 4, 5],
      (item) => {
        log.push(`visit ${item}`);
        now += 1;
        setImmediate(() => log.push(`between ${item}`));
      },
      2,
      () => now,
    );
    expect(log).toEqual(['visit 1', 'visit 2', 'between 1', 'between 2', 'visit 3', 'visit 4', 'between 3', 'between 4', 'visit 5']);
  });

  it('visits everything at once while the slice lasts', async () => {
    const visited: number[] = [];
    const finished = eachInTurns(
      [1, 2, 3],
      (item) => visited.push(item),
      1_000,
      () => 0,
    );
    expect(visited).toEqual([1, 2, 3]);
    await finished;
  });
});
