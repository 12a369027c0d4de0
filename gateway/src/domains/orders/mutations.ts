// The order mutations' write functions (schema/orders.graphql; resolvers.ts wires them): each reads the order
// once, decides once (rules.ts) and starts or resumes the order's run (workflows/order-runs.ts). The named steps
// (invoiceOrder, completeOrder, cancelOrder) are advanceOrderStatus to the status they lead to. Expected failures
// are payload errors; who may call what is the @policy directives' business, and the order's branch is checked
// here on every path.
import { assertBranchRecord, forbidden, isAllowed } from '../../auth/policy';
import type { Session } from '../../auth/session';
import type { AdvanceOrderStatusInput, ResolveHeldInvoicingInput } from '../../generated/resolvers-types';
import { holdOf } from '../../workflows/view';
import { holdAnswer, HOLD_RESOLUTION_MESSAGES } from './workflows/hold-resolution';
import type { HoldDetails } from './workflows/erp-holds';
import type { WorkflowDeps } from '../../workflows/effects';
import { latestRunOf, runById } from '../../workflows/questions';
import { textOf } from '../../kit/text';
import { eachSubmission, perTarget, runKeyOf, writtenKey } from '../../workflows/keys';
import { type OrderRecord } from '../../upstreams/product-api/orders';
import { isNotFound } from '../../upstreams/product-api/transport';
import {
  planInvoiceResend,
  planStatusChange,
  validateStatusChangeInput,
  type OrderStatus,
  type StatusChangePlan,
  ORDER_ACTION_MESSAGES,
  ORDER_READ_MESSAGES,
} from './rules';
import { statusOrderOf } from './mappers';
import { checkStaffChoice } from './workflows/item-toggle';
import { NOT_COMPLETED } from './workflows/loyalty-cancellation';
import { orderIdOfSubject, orderSubject } from './workflows/order-data';
import { alreadyCancelledMessage, loyaltyCancelKey, loyaltyCancelledAt } from './loyalty-cancelled';
import {
  errorPayload,
  orderWorkflow,
  startOrderRun,
  takeUpOrderRun,
  type OrderPayloadResult,
  type OrderWorkflowKind,
  type PayloadError,
  type RunInput,
} from './workflows/order-runs';

const idOrNull = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d{1,12}$/.test(String(value).trim()) ? Number(value) : null;

const badId = (field: string, what: string): PayloadError => ({ code: 'BAD_USER_INPUT', message: ORDER_ACTION_MESSAGES.invalidId(what), field });

function kindOfPlan(plan: StatusChangePlan): OrderWorkflowKind {
  if (plan.workflow === 'invoice') return 'invoicing';
  if (plan.workflow === 'complete') return 'completion';
  if (plan.workflow === 'cancel') return 'cancellation';
  return 'status_change';
}

/** The order as the acting user may see it, or the payload error saying why not. */
const ORDER_NOT_FOUND: PayloadError = { code: 'NOT_FOUND', message: ORDER_ACTION_MESSAGES.orderNotFound, field: 'orderId' };

async function orderFor(
  deps: WorkflowDeps,
  session: Session,
  id: number,
  scope: 'openOrders' | 'closedOrders',
): Promise<{ order: OrderRecord } | { error: PayloadError }> {
  try {
    const order = await deps.api.orders.get(id);
    // Another branch's order answers exactly like a missing one, so a bound user cannot learn which ids exist there.
    assertBranchRecord(session, scope, order.codfilial.codFilial);
    return { order };
  } catch (error) {
    if (isNotFound(error)) return { error: ORDER_NOT_FOUND };
    return { error: { code: 'ORDER_LOAD_FAILED', message: `${ORDER_READ_MESSAGES.loadFailed}${textOf(error)}` } };
  }
}

export async function advanceOrderStatus(deps: WorkflowDeps, session: Session, input: AdvanceOrderStatusInput): Promise<OrderPayloadResult> {
  const orderId = idOrNull(input.orderId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const pickerId = input.pickerId == null ? null : idOrNull(input.pickerId);
  if (input.pickerId != null && pickerId === null) return errorPayload(badId('pickerId', 'Separador'));
  const deliverymanId = input.deliverymanId == null ? null : idOrNull(input.deliverymanId);
  if (input.deliverymanId != null && deliverymanId === null) return errorPayload(badId('deliverymanId', 'Entregador'));

  const found = await orderFor(deps, session, orderId, 'openOrders');
  if ('error' in found) return errorPayload(found.error);
  const { order } = found;
  const plan = planStatusChange(statusOrderOf(order), input.target);
  if (!plan.ok) {
    // The order already has the status because this very move wrote it and then stopped (the process died after
    // the write, before the audit and the pushes): the same move takes its run up where it stopped.
    const unfinished = plan.code === 'SAME_STATUS' ? await unfinishedMove(deps, order, input.target) : null;
    if (unfinished) return startOrderRun(deps, { order, kind: unfinished.kind, key: perTarget(unfinished.target), input: unfinished.input });
    return errorPayload(plan, order);
  }
  const invalid = validateStatusChangeInput(plan, { pickerId, deliverymanId, reason: input.reason });
  if (invalid) return errorPayload(invalid, order);
  const staffProblem = await checkStaffChoice(deps, order, plan.requires, plan.requires === 'picker' ? pickerId : deliverymanId);
  if (staffProblem) return errorPayload(staffProblem, order);

  const target = input.target as OrderStatus;
  return startOrderRun(deps, {
    order,
    kind: kindOfPlan(plan),
    // One run per order and status: a new attempt takes up the one that stopped, and one that succeeded is reported.
    key: perTarget(target),
    input: {
      target,
      pickerId: plan.requires === 'picker' ? pickerId : null,
      deliverymanId: plan.requires === 'deliveryman' ? deliverymanId : null,
      reason: plan.requires === 'reason' ? (input.reason ?? '').trim() : null,
    },
  });
}

/** The order's latest run, when it is this move to `target` (its perTarget key) and stopped where a retry may go on. */
async function unfinishedMove(
  deps: WorkflowDeps,
  order: OrderRecord,
  target: string,
): Promise<{ kind: OrderWorkflowKind; target: OrderStatus; input: RunInput } | null> {
  const latest = await latestRunOf(deps, orderSubject(order.id));
  const kind = latest ? orderWorkflow(latest)?.kind : null;
  if (!latest || !kind || kind === 'loyalty_cancellation' || latest.input.target !== target || latest.input.resend) return null;
  // A running run is included: its holder may have died (its lease then frees it, and the journal answers busy meanwhile).
  if (!(latest.status === 'running' || (latest.status === 'failed' && latest.canRetry))) return null;
  if (latest.idempotencyKey !== (await runKeyOf(deps, latest.subject, latest.kind, perTarget(target)))) return null;
  return { kind, target: target as OrderStatus, input: latest.input as unknown as RunInput };
}

export async function resendOrderToInvoicing(deps: WorkflowDeps, session: Session, rawId: string): Promise<OrderPayloadResult> {
  const orderId = idOrNull(rawId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const found = await orderFor(deps, session, orderId, 'openOrders');
  if ('error' in found) return errorPayload(found.error);
  const plan = planInvoiceResend(statusOrderOf(found.order));
  if (!plan.ok) return errorPayload(plan, found.order);
  // Each resend is a deliberate new send; the order's lock still keeps two of them from overlapping.
  return startOrderRun(deps, { order: found.order, kind: 'invoicing', key: eachSubmission(), input: { target: 'F', resend: true } });
}

export async function retryOrderWorkflow(deps: WorkflowDeps, session: Session, workflowId: string): Promise<OrderPayloadResult> {
  const runId = idOrNull(workflowId);
  const notFound: PayloadError = { code: 'NOT_FOUND', message: ORDER_ACTION_MESSAGES.runNotFound, field: 'workflowId' };
  if (runId === null) return errorPayload(notFound);
  const run = await runById(deps, runId);
  const orderId = run ? orderIdOfSubject(run.subject) : null;
  if (!run || orderId === null) return errorPayload(notFound);
  const scope = run.kind === 'loyalty_cancellation' ? 'closedOrders' : 'openOrders';
  const found = await orderFor(deps, session, orderId, scope);
  // A run on an order the user may not reach (another branch's, or gone) is a run that does not exist.
  if ('error' in found) return errorPayload(found.error === ORDER_NOT_FOUND ? notFound : found.error);
  const { order } = found;
  if (run.input.resend && !isAllowed(session.type, 'pedido', 'RESEND_INVOICING')) throw forbidden();
  // A retry has no decision of its own: the run plans again on the order it reads under the lock.
  return takeUpOrderRun(deps, orderId, {
    takeUp: run,
    order,
    notTakenUp: { code: 'NOT_RETRYABLE', message: ORDER_ACTION_MESSAGES.nothingToRetry },
    doneIfSucceeded: true,
  });
}

/**
 * A person's answer to an invoicing (or a loyalty cancellation) held for them (erp-holds.ts): the budget number found in
 * Winthor (confirmed with get_payment_data before anything is recorded), the customer code found there, the coupon
 * Cresce Vendas shows cancelled, or that nothing was found, which
 * is the one way a send in doubt goes again. Recorded on the held step while this request holds the run, then the
 * run goes on from that step.
 */
export async function resolveHeldInvoicing(deps: WorkflowDeps, session: Session, input: ResolveHeldInvoicingInput): Promise<OrderPayloadResult> {
  const runId = idOrNull(input.workflowId);
  const notFound: PayloadError = { code: 'NOT_FOUND', message: ORDER_ACTION_MESSAGES.runNotFound, field: 'workflowId' };
  const run = runId === null ? null : await runById(deps, runId);
  const orderId = run ? orderIdOfSubject(run.subject) : null;
  if (!run || orderId === null) return errorPayload(notFound);
  const found = await orderFor(deps, session, orderId, run.kind === 'loyalty_cancellation' ? 'closedOrders' : 'openOrders');
  if ('error' in found) return errorPayload(found.error === ORDER_NOT_FOUND ? notFound : found.error);
  const hold = holdOf(run) as (HoldDetails & { step: string }) | null;
  if (!hold) return { ...errorPayload({ code: 'NOT_RETRYABLE', message: HOLD_RESOLUTION_MESSAGES.notHeld }, found.order), workflow: orderWorkflow(run) };
  const answer = await holdAnswer(deps, hold, input);
  if ('error' in answer) return { ...errorPayload(answer.error, found.order), workflow: orderWorkflow(run) };
  return takeUpOrderRun(deps, orderId, {
    takeUp: run,
    order: found.order,
    answer: { step: hold.step, resolution: { ...answer.resolution, userId: session.userId } },
    notTakenUp: { code: 'NOT_RETRYABLE', message: HOLD_RESOLUTION_MESSAGES.notHeld },
  });
}

export async function cancelLoyaltyPurchase(deps: WorkflowDeps, session: Session, rawId: string): Promise<OrderPayloadResult> {
  const orderId = idOrNull(rawId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const found = await orderFor(deps, session, orderId, 'closedOrders');
  if ('error' in found) return errorPayload(found.error);
  if (found.order.status !== 'V') return errorPayload({ code: 'NOT_COMPLETED', message: NOT_COMPLETED }, found.order);
  const cancelledAt = await loyaltyCancelledAt(deps, orderId);
  if (cancelledAt) return errorPayload({ code: 'ALREADY_CANCELLED', message: alreadyCancelledMessage(cancelledAt) }, found.order);
  // Its key keeps the text loyalty-cancelled.ts looks past cancellations up by.
  return startOrderRun(deps, { order: found.order, kind: 'loyalty_cancellation', key: writtenKey(loyaltyCancelKey(orderId)), input: { target: 'V' } });
}
