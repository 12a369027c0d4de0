// The gateway's own order workflows as live events: an observer of the workflow runner (workflows/runner.ts
// RunObserver) that publishes when a step that changes an order finishes (the order's PUT answers before and after:
// status, people, invoice number; an item marked missing or returned), and the progress of an order's run as each
// step starts and when it ends (orderWorkflowProgress). Additional orders' updates are not events of their own.
import type { RunObserver } from '../../../workflows/runner';
import type { WorkflowRun } from '../../../workflows/runs';
import type { SessionUser } from '../../../auth/session';
import { changeKind, gatewayEventId, orderSignature, type LiveMessage, type OrderEventMessage, type OrderState } from './rules';

const ORDER_SUBJECT = /^pedidos:(\d+)$/;
const ITEM_SUBJECT = /^itens_pedido:\d+$/;

interface Snapshot extends OrderState {
  id: number;
  codfilial: number | null;
}

function snapshotOf(value: unknown): Snapshot | null {
  const s = value as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || typeof s.id !== 'number' || typeof s.status !== 'string') return null;
  // A step's answer may nest the picker or deliveryman ({id, ...}) where the changes feed gives the bare id: both are
  // the same state, so the board and the watcher compare them alike (orderSignature).
  const ref = (v: unknown) =>
    typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : null;
  return {
    id: s.id,
    status: s.status,
    codfilial: ref(s.codfilial),
    separador: ref(s.separador),
    entregador: ref(s.entregador),
    numcupom: typeof s.numcupom === 'string' ? s.numcupom : null,
  };
}

/** The event a succeeded step's answer describes, or null (not an order's change, or nothing the board shows). */
export function eventOfStep(run: Pick<WorkflowRun, 'id' | 'subject'>, step: string, answer: unknown, actor: string | null, at: Date): OrderEventMessage | null {
  const change = answer as { before?: unknown; after?: unknown } | null;
  if (!change || typeof change !== 'object' || !('after' in change)) return null;
  const orderId = ORDER_SUBJECT.exec(run.subject)?.[1];
  if (orderId) {
    const after = snapshotOf(change.after);
    // The main order's own update only: its additional orders' steps answer their own snapshots.
    if (!after || after.id !== Number(orderId)) return null;
    const kind = changeKind(snapshotOf(change.before), after);
    if (!kind) return null;
    return {
      t: 'order',
      id: gatewayEventId(after.id, run.id, step),
      order: after.id,
      branch: after.codfilial,
      kind,
      at: at.toISOString(),
      actor,
      sig: orderSignature(after),
      source: 'gateway',
    };
  }
  if (ITEM_SUBJECT.test(run.subject)) {
    const item = change.after as { pedido?: unknown } | null;
    if (typeof item?.pedido !== 'number') return null;
    const id = gatewayEventId(item.pedido, run.id, step);
    return { t: 'order', id, order: item.pedido, branch: null, kind: 'ITEMS_CHANGED', at: at.toISOString(), actor, sig: null, source: 'gateway' };
  }
  return null;
}

const progressOf = (run: WorkflowRun, end: boolean): LiveMessage | null => {
  const orderId = ORDER_SUBJECT.exec(run.subject)?.[1];
  return orderId ? { t: 'progress', order: Number(orderId), run: run.id, end } : null;
};

/** The runner's observer for the runs a user makes: every message goes to `publish` (the bus). */
export function orderRunObserver(publish: (message: LiveMessage) => void, user: Pick<SessionUser, 'name'>, now: () => Date): RunObserver {
  const send = (message: LiveMessage | null) => message && publish(message);
  return {
    stepStarted: (run) => send(progressOf(run, false)),
    stepSucceeded: (run, step, answer) => send(eventOfStep(run, step, answer, user.name, now())),
    runEnded: (run) => send(progressOf(run, true)),
  };
}
