import { describe, expect, it } from 'vitest';
import { TickBatch } from './tick-batch';

describe('one shared value per burst', () => {
  it('the same value within the window, a new one after it', async () => {
    let made = 0;
    const batch = new TickBatch<{ n: number }>(10);
    const make = () => ({ n: ++made });
    const first = batch.get(make);
    expect(batch.get(make)).toBe(first);
    await new Promise((r) => setTimeout(r, 30));
    expect(batch.get(make)).not.toBe(first);
    expect(made).toBe(2);
  });
});
