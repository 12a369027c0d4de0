import { describe, expect, it } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { SHARED_EVENT } from '../events/shared-upstreams';
import { SharedResults } from './shared-results';

describe('SharedResults', () => {
  it('executes once per event source and key: the other subscriptions of a session reuse the answer', async () => {
    const shared = new SharedResults();
    const message = { order: 7 };
    let runs = 0;
    const execute = async (): Promise<ExecutionResult> => ({ data: { run: ++runs } });
    // Each subscriber gets its own event object made from the same bus message.
    const event = () => ({ orderId: '7', [SHARED_EVENT]: message });
    const answers = await Promise.all([shared.answer(event(), 'session-a', execute), shared.answer(event(), 'session-a', execute)]);
    expect(answers).toEqual([{ data: { run: 1 } }, { data: { run: 1 } }]);
    // Another session, or another message, is executed on its own.
    expect(await shared.answer(event(), 'session-b', execute)).toEqual({ data: { run: 2 } });
    expect(await shared.answer({ [SHARED_EVENT]: { order: 7 } }, 'session-a', execute)).toEqual({ data: { run: 3 } });
  });

  it('executes every time an event without a source or a subscription without a key', async () => {
    const shared = new SharedResults();
    let runs = 0;
    const execute = (): ExecutionResult => ({ data: { run: ++runs } });
    expect(shared.answer({ orderId: '7' }, 'session-a', execute)).toEqual({ data: { run: 1 } });
    expect(shared.answer({ orderId: '7' }, 'session-a', execute)).toEqual({ data: { run: 2 } });
    expect(shared.answer({ [SHARED_EVENT]: {} }, null, execute)).toEqual({ data: { run: 3 } });
    expect(runs).toBe(3);
  });
});
