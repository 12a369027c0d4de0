// @vitest-environment jsdom
// A running workflow followed over the socket while it is live (no poll), and handed to the 1 s poll when the
// socket is lost midway.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { OrderWorkflowQuery } from '../queries';
import { setLiveState } from '../../kernel/liveState';
import { liveTestClient } from './liveTesting';
import { followWorkflow, type Workflow } from './workflowProgress';

const run = (state: Workflow['state'], progress: string | null = null): Workflow & { __typename: 'OrderWorkflow' } => ({
  __typename: 'OrderWorkflow',
  id: '7',
  kind: 'invoicing',
  state,
  progress,
  canRetry: false,
  successMessages: state === 'DONE' ? ['Pedido faturado!'] : [],
  error: null,
  hold: null,
});
const progressEvent = (workflow: Workflow) => ({ result: { data: { orderWorkflowProgress: workflow } } });
const polled = (workflow: Workflow | null): MockLink.MockedResponse => ({
  request: { query: OrderWorkflowQuery, variables: { id: '40' } },
  result: { data: { order: { __typename: 'Order', id: '40', status: 'F', statusLabel: 'Faturado', workflow } } },
});

afterEach(() => setLiveState('idle'));

describe('followWorkflow', () => {
  it('while live, the progress and the end arrive over the socket; nothing is polled', async () => {
    setLiveState('live');
    const { client, events, sent } = liveTestClient([]);
    const shown: (string | null)[] = [];
    const done = followWorkflow(client, '40', run('RUNNING', 'Faturando pedido...'), (current) => shown.push(current.progress));
    await new Promise((resolve) => setTimeout(resolve, 10));
    events.simulateResult(progressEvent(run('RUNNING', 'Enviando ao ERP...')));
    events.simulateResult(progressEvent(run('DONE')));
    const end = await done;
    expect(end.state).toBe('DONE');
    expect(end.successMessages).toEqual(['Pedido faturado!']);
    expect(shown).toEqual(['Faturando pedido...', 'Enviando ao ERP...']);
    expect(sent('OrderWorkflowState')).toBe(0);
  });

  it('a socket lost midway hands over to the poll, from the last state heard', async () => {
    setLiveState('live');
    const { client, events, sent } = liveTestClient([polled(run('DONE'))]);
    const done = followWorkflow(client, '40', run('RUNNING', 'Faturando pedido...'), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    events.simulateResult(progressEvent(run('RUNNING', 'Enviando ao ERP...')));
    setLiveState('lost');
    expect((await done).state).toBe('DONE');
    expect(sent('OrderWorkflowState')).toBe(1);
  });

  it('a silence on the socket asks the order once: a run that ended before the subscription began is not waited out', async () => {
    setLiveState('live');
    const { client, sent } = liveTestClient([polled(run('RUNNING', 'Faturando pedido...')), polled(null)]);
    // Waited out, the run would end at the 180 s limit, far past the test's timeout: no clock is read here.
    expect((await followWorkflow(client, '40', run('RUNNING'), () => undefined, 200)).state).toBe('DONE');
    expect(sent('OrderWorkflowState')).toBe(2);
  });

  it('not live: polls as before (a run gone from the order ended well)', async () => {
    const { client, sent } = liveTestClient([polled(null)]);
    expect((await followWorkflow(client, '40', run('RUNNING'), () => undefined)).state).toBe('DONE');
    expect(sent('OrderWorkflowState')).toBe(1);
  });
});
