// Following a running workflow of one order (invoicing, completion, a status change) until it ends: over the
// live socket (Subscription.orderWorkflowProgress) while it is live, else by asking every second as before. A
// socket lost midway hands over to the poll from the last state heard.
import type { ApolloClient } from '@apollo/client';
import type { OrderWorkflow_WorkflowFragment } from '../../generated/graphql';
import { OrderWorkflowQuery } from '../queries';
import { liveState, subscribeLiveState } from '../../kernel/liveState';
import { OrderWorkflowProgressSubscription } from './queries';

export type Workflow = OrderWorkflow_WorkflowFragment;

/** The poll's pace and how long anything waits for a run (180 polls of a second, as before). */
export const WORKFLOW_POLL_MS = 1000;
const WORKFLOW_POLL_LIMIT = 180;

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Over the socket, a silence this long asks the order once: a run that ended before the subscription began has no
 * more progress to send, and the dialog must not wait out the limit for it.
 */
export const SILENCE_CHECK_MS = 5000;

/** The run's end is a finished run that no longer shows, or another run in its place: it ended well. */
const ended = (run: Workflow): Workflow => ({ ...run, state: 'DONE' });

/** The run as the order shows it now: still `current`'s state, or its end. */
async function readRun(client: ApolloClient, orderId: string, current: Workflow): Promise<Workflow> {
  const { data } = await client.query({ query: OrderWorkflowQuery, variables: { id: orderId }, fetchPolicy: 'network-only' });
  const next = data?.order?.workflow;
  return !next || next.id !== current.id ? ended(current) : next;
}

async function poll(client: ApolloClient, orderId: string, start: Workflow, show: (run: Workflow) => void, rounds: number): Promise<Workflow> {
  let current = start;
  for (let i = 0; i < rounds && current.state === 'RUNNING'; i++) {
    show(current);
    await sleep(WORKFLOW_POLL_MS);
    current = await readRun(client, orderId, current);
  }
  return current;
}

/** Over the socket: the final state, or where it stood when the socket stopped being an answer (then: poll). */
function overSocket(client: ApolloClient, orderId: string, start: Workflow, show: (run: Workflow) => void, silenceCheckMs: number) {
  return new Promise<{ run: Workflow; settled: boolean }>((resolve) => {
    let current = start;
    let done = false;
    // Set below; finish may run before they are (an answer at once).
    const held: { subscription?: { unsubscribe: () => void }; stopWatching?: () => void; limit?: number; silence?: number } = {};
    const finish = (settled: boolean) => {
      if (done) return;
      done = true;
      held.subscription?.unsubscribe();
      held.stopWatching?.();
      window.clearTimeout(held.limit);
      window.clearTimeout(held.silence);
      resolve({ run: current, settled });
    };
    const checkAfterSilence = () => {
      window.clearTimeout(held.silence);
      held.silence = window.setTimeout(() => {
        void readRun(client, orderId, current)
          .then((run) => {
            if (done) return;
            if (run.state === 'RUNNING') return checkAfterSilence();
            current = run;
            finish(true);
          })
          .catch(() => finish(false));
      }, silenceCheckMs);
    };
    show(current);
    checkAfterSilence();
    held.subscription = client.subscribe({ query: OrderWorkflowProgressSubscription, variables: { order: orderId } }).subscribe({
      next: ({ data, error }) => {
        const next = data?.orderWorkflowProgress;
        if (error || !next) return finish(false);
        if (next.id !== start.id) {
          current = ended(current);
          return finish(true);
        }
        current = next;
        if (next.state !== 'RUNNING') return finish(true);
        show(next);
        checkAfterSilence();
      },
      // An end without the final state (the run ended before the subscription began): the poll reads it.
      error: () => finish(false),
      complete: () => finish(false),
    });
    if (done) {
      held.subscription.unsubscribe(); // it answered at once
      return;
    }
    held.stopWatching = subscribeLiveState(() => {
      if (liveState() !== 'live') finish(false);
    });
    held.limit = window.setTimeout(() => finish(true), WORKFLOW_POLL_MS * WORKFLOW_POLL_LIMIT);
  });
}

/** Waits for `start` (RUNNING) to end, calling `show` with each state while it runs; answers the last state. */
export async function followWorkflow(
  client: ApolloClient,
  orderId: string,
  start: Workflow,
  show: (run: Workflow) => void,
  silenceCheckMs = SILENCE_CHECK_MS,
): Promise<Workflow> {
  if (start.state !== 'RUNNING') return start;
  if (liveState() === 'live') {
    const began = Date.now();
    const { run, settled } = await overSocket(client, orderId, start, show, silenceCheckMs);
    if (settled || run.state !== 'RUNNING') return run;
    const left = WORKFLOW_POLL_LIMIT - Math.floor((Date.now() - began) / WORKFLOW_POLL_MS);
    return poll(client, orderId, run, show, Math.max(1, left));
  }
  return poll(client, orderId, start, show, WORKFLOW_POLL_LIMIT);
}
