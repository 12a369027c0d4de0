// Subscription.orderEvents and Subscription.orderWorkflowProgress (schema/orders.graphql), served over
// WebSocket by live/socket.ts. Each event is checked per subscriber on the order as read after it:
// - open orders (R..E) go to every user with the 'pedido' page, a branch-bound user (types 3, 4, 7 on openOrders)
//   only for their own branch (a `branch` argument other than theirs is FORBIDDEN), and, when `branch` is given,
//   only for that branch;
// - COMPLETED (V) and CANCELLED (X) orders go whole only to users who may also open 'Pedidos Concluídos' / 'Pedidos
//   Cancelados', with those pages' branch binding (order(id)'s rule, orders/queries.ts assertOrderAccess); the others
//   (type 7) hear the COMPLETED or CANCELLED event of an order of their branch with `orderId` and `order` null, so
//   their board drops the row (it does not poll while live); later events of a finished order do not reach them;
// - additional orders are no board's rows (openOrders asks pedidoadicional=false): their changes are not sent;
// - `actor` follows SEE_ORDER_STAFF through the @policy on OrderEvent.actor, like every other field of the event.
import { GraphQLError } from 'graphql';
import type { Context } from '../../../context';
import { sessionOf } from '../../../context';
import { branchFilter, reachesBranch } from '../../../auth/policy';
import type { Session } from '../../../auth/session';
import type { OrderEventResolvers, SubscriptionOrderEventsArgs, SubscriptionOrderWorkflowProgressArgs } from '../../../generated/resolvers-types';
import type { OrderWorkflow } from '../../../generated/resolvers-types';
import { PushQueue } from '../../../events/queue';
import { SHARED_EVENT, SHARED_UPSTREAMS } from '../../../events/shared-upstreams';
import { latestRunOf, runById } from '../../../workflows/questions';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import type { Upstreams } from '../../../upstreams/clients';
import { assertOrderAccess, orderById } from '../queries';
import { orderWorkflow } from '../workflows/order-runs';
import { orderSubject } from '../workflows/order-data';
import { deskOf } from './desk';
import { LIVE_MESSAGES, RecentlyTold, type OrderEventMessage } from './rules';

/** What one orderEvents answer is made from; the event's fields resolve through the burst's shared clients. */
export interface LiveOrderEvent {
  id: string;
  kind: OrderEventMessage['kind'];
  at: string;
  actor: string | null;
  orderId: string;
  /** Null when the subscriber may only learn that the order left their board (see whatToTell). */
  order: OrderRecord | null;
  [SHARED_UPSTREAMS]: Upstreams;
  /** The bus message it was made from: one answer per session and operation (live/shared-results.ts). */
  [SHARED_EVENT]: object;
}

const LEAVING: ReadonlySet<OrderEventMessage['kind']> = new Set(['COMPLETED', 'CANCELLED']);

/**
 * What a subscriber may be told of an event, from the order as read after it: the whole order (order(id)'s rule),
 * only its id (a finished order of their branch they may not read: it was on their open board), or nothing.
 */
export function whatToTell(session: Session, kind: OrderEventMessage['kind'], order: OrderRecord): 'order' | 'id' | 'nothing' {
  try {
    assertOrderAccess(session, order);
    return 'order';
  } catch {
    const finished = order.status === 'V' || order.status === 'X';
    return finished && LEAVING.has(kind) && reachesBranch(session, 'openOrders', order.codfilial.codFilial) ? 'id' : 'nothing';
  }
}

function orderEvents({ branch }: Partial<SubscriptionOrderEventsArgs>, ctx: Context): AsyncIterable<LiveOrderEvent> {
  const session = sessionOf(ctx);
  const only = branchFilter(session, 'openOrders', branch ?? null);
  const queue = new PushQueue<LiveOrderEvent>(() => stop());
  const told = new RecentlyTold();
  // Called in the desk's turns, one event after another (desk.ts openBoard): an order's events arrive in order.
  const stop = deskOf(ctx.services).openBoard(session, (message, { order, upstreams }) => {
    if (only !== null && message.branch !== null && message.branch !== only) return;
    if (told.again(message)) return;
    if (!order || order.pedidoadicional) return;
    if (only !== null && order.codfilial.codFilial !== only) return;
    const tell = whatToTell(session, message.kind, order);
    if (tell === 'nothing') return;
    queue.push({
      id: message.id,
      kind: message.kind,
      at: message.at,
      actor: message.actor,
      orderId: String(order.id),
      order: tell === 'order' ? order : null,
      [SHARED_UPSTREAMS]: upstreams,
      [SHARED_EVENT]: message,
    });
  });
  return queue;
}

function orderIdOf(raw: string): number {
  if (!/^\d{1,12}$/.test(raw.trim())) throw new GraphQLError(LIVE_MESSAGES.badOrderId, { extensions: { code: 'BAD_USER_INPUT', field: 'order' } });
  return Number(raw);
}

async function orderWorkflowProgress({ order }: SubscriptionOrderWorkflowProgressArgs, ctx: Context): Promise<AsyncIterable<OrderWorkflow>> {
  const orderId = orderIdOf(order);
  if (!(await orderById(ctx, orderId))) throw new GraphQLError(LIVE_MESSAGES.orderNotFound, { extensions: { code: 'NOT_FOUND' } });
  let chain = Promise.resolve();
  const queue = new PushQueue<OrderWorkflow>(() => stop());
  const relay = (runId: number) => {
    chain = chain
      .then(async () => {
        const run = await runById(ctx.services.store, runId);
        const workflow = run && orderWorkflow(run);
        if (!workflow) return;
        queue.push(workflow);
        if (workflow.state !== 'RUNNING') queue.end();
      })
      .catch((error: unknown) => ctx.log.warn('live events: workflow read failed', { run: runId, error: String(error) }));
  };
  const stop = deskOf(ctx.services).bus.subscribe((message) => {
    if (message.t === 'progress' && message.order === orderId) relay(message.run);
  });
  // Listening first, then the run under way (if any): nothing that happens in between is missed.
  const latest = await latestRunOf(ctx.services.store, orderSubject(orderId));
  if (latest?.status === 'running') relay(latest.id);
  return queue;
}

const eventFields: OrderEventResolvers<Context, LiveOrderEvent> = {
  id: (event) => event.id,
  kind: (event) => event.kind,
  at: (event) => event.at,
  actor: (event) => event.actor,
  orderId: (event) => event.orderId,
  order: (event) => event.order,
};

export const orderEventResolvers = {
  Query: {
    orderWatch: (_: unknown, _args: unknown, ctx: Context) => {
      const mode = deskOf(ctx.services).watchMode;
      return { feed: mode.feed, intervalSeconds: Math.max(1, Math.round(mode.intervalMs / 1000)) };
    },
  },
  Subscription: {
    // The @policy guards run before `subscribe` (auth/directives.ts applyGuards): a refused caller never gets here.
    orderEvents: {
      subscribe: (_: unknown, args: Partial<SubscriptionOrderEventsArgs>, ctx: Context) => orderEvents(args, ctx),
      resolve: (event: LiveOrderEvent) => event,
    },
    orderWorkflowProgress: {
      subscribe: (_: unknown, args: SubscriptionOrderWorkflowProgressArgs, ctx: Context) => orderWorkflowProgress(args, ctx),
      resolve: (workflow: OrderWorkflow) => workflow,
    },
  },
  OrderEvent: eventFields,
};
