// Order mutations of schema/orders.graphql: thin; the rules are in rules.ts, the work in gateway/src/workflows.
// Expected failures are payload errors; who may call what is the @policy directives' business, and the order's
// branch is checked here on every path (a branch-bound user acts only on their branch's orders).
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import { assertBranchAccess, forbidden, isAllowed } from '../../auth/policy';
import type {
  MutationAdvanceOrderStatusArgs,
  MutationCancelLoyaltyPurchaseArgs,
  MutationResendOrderToInvoicingArgs,
  MutationRetryOrderWorkflowArgs,
} from '../../generated/resolvers-types';
import { workflowDeps } from '../../workflows/deps';
import { textOf, type WorkflowDeps } from '../../workflows/effects';
import { WorkflowBusyError } from '../../workflows/journal';
import { branchOf, loadOrder, orderIdOfSubject, type UpstreamOrder } from '../../workflows/order-data';
import {
  busyError,
  continueRun,
  errorPayload,
  kindOfPlan,
  startOrderRun,
  statusKey,
  type OrderPayloadResult,
  type PayloadError,
} from '../../workflows/order-workflows';
import { orderWorkflowView } from '../../workflows/view';
import { planInvoiceResend, planStatusChange, validateStatusChangeInput, type OrderStatus } from './rules';
import { checkStaffChoice, setOrderItemMissing } from '../../workflows/order-items';
import { alreadyCancelledMessage, loyaltyCancelKey, loyaltyCancelledAt } from './loyalty-cancelled';

const idOrNull = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d{1,12}$/.test(String(value).trim()) ? Number(value) : null;

const badId = (field: string, what: string): PayloadError => ({ code: 'BAD_USER_INPUT', message: `${what} inválido.`, field });

/** The order as the acting user may see it, or the payload error saying why not. */
async function orderFor(deps: WorkflowDeps, ctx: Context, id: number, scope: 'openOrders' | 'closedOrders'): Promise<UpstreamOrder | PayloadError> {
  let order: UpstreamOrder;
  try {
    order = await loadOrder(deps.api, id);
  } catch (error) {
    const status = (error as GraphQLError).extensions?.upstreamStatus;
    if (status === 404) return { code: 'NOT_FOUND', message: 'Pedido não encontrado.', field: 'orderId' };
    return { code: 'ORDER_LOAD_FAILED', message: `Erro ao carregar pedidos: ${textOf(error)}` };
  }
  assertBranchAccess(ctx.session!, scope, branchOf(order));
  return order;
}

const isPayloadError = (value: unknown): value is PayloadError => typeof value === 'object' && value !== null && 'message' in value && 'code' in value && !('id' in value);

async function advanceOrderStatus(ctx: Context, { input }: MutationAdvanceOrderStatusArgs): Promise<OrderPayloadResult> {
  const deps = workflowDeps(ctx);
  const orderId = idOrNull(input.orderId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const pickerId = input.pickerId == null ? null : idOrNull(input.pickerId);
  if (input.pickerId != null && pickerId === null) return errorPayload(badId('pickerId', 'Separador'));
  const deliverymanId = input.deliverymanId == null ? null : idOrNull(input.deliverymanId);
  if (input.deliverymanId != null && deliverymanId === null) return errorPayload(badId('deliverymanId', 'Entregador'));

  const order = await orderFor(deps, ctx, orderId, 'openOrders');
  if (isPayloadError(order)) return errorPayload(order);
  const plan = planStatusChange(
    {
      status: order.status,
      tipopedido: order.tipopedido,
      separatedValue: order.vltotalseparado ?? order.valorSeparado,
      additionalOrderIds: (order.adicionais ?? []).map((a) => a.id),
      isAdditional: order.pedidoadicional,
    },
    input.target,
  );
  if (!plan.ok) return errorPayload(plan, order);
  const invalid = validateStatusChangeInput(plan, { pickerId, deliverymanId, reason: input.reason });
  if (invalid) return errorPayload(invalid, order);
  const staffProblem = await checkStaffChoice(deps, order, plan.requires, plan.requires === 'picker' ? pickerId : deliverymanId);
  if (staffProblem) return errorPayload(staffProblem, order);

  const target = input.target as OrderStatus;
  return startOrderRun(deps, {
    orderId,
    kind: kindOfPlan(plan),
    idempotencyKey: statusKey(orderId, target),
    input: {
      target,
      pickerId: plan.requires === 'picker' ? pickerId : null,
      deliverymanId: plan.requires === 'deliveryman' ? deliverymanId : null,
      reason: plan.requires === 'reason' ? (input.reason ?? '').trim() : null,
    },
  });
}

async function resendOrderToInvoicing(ctx: Context, { orderId: rawId }: MutationResendOrderToInvoicingArgs): Promise<OrderPayloadResult> {
  const deps = workflowDeps(ctx);
  const orderId = idOrNull(rawId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const order = await orderFor(deps, ctx, orderId, 'openOrders');
  if (isPayloadError(order)) return errorPayload(order);
  const plan = planInvoiceResend({
    status: order.status,
    tipopedido: order.tipopedido,
    separatedValue: order.vltotalseparado ?? order.valorSeparado,
    isAdditional: order.pedidoadicional,
  });
  if (!plan.ok) return errorPayload(plan, order);
  // Each resend is a deliberate new send; the order's lock still keeps two of them from overlapping.
  return startOrderRun(deps, { orderId, kind: 'invoicing', idempotencyKey: `pedido:${orderId}:resend:${randomUUID()}`, input: { target: 'F', resend: true } });
}

async function retryOrderWorkflow(ctx: Context, { workflowId }: MutationRetryOrderWorkflowArgs): Promise<OrderPayloadResult> {
  const deps = workflowDeps(ctx);
  const runId = idOrNull(workflowId);
  const notFound = { code: 'NOT_FOUND', message: 'Operação não encontrada.', field: 'workflowId' };
  if (runId === null) return errorPayload(notFound);
  const run = await deps.journal.get(runId);
  const orderId = run ? orderIdOfSubject(run.subject) : null;
  if (!run || orderId === null) return errorPayload(notFound);
  const scope = run.kind === 'loyalty_cancellation' ? 'closedOrders' : 'openOrders';
  const order = await orderFor(deps, ctx, orderId, scope);
  if (isPayloadError(order)) return errorPayload(order);
  if (run.input.resend && !isAllowed(ctx.session!.type, 'pedido', 'RESEND_INVOICING')) throw forbidden();
  let resumed;
  try {
    resumed = await deps.journal.resume(runId);
  } catch (error) {
    if (error instanceof WorkflowBusyError) return errorPayload(busyError(), order);
    throw error;
  }
  if (!resumed) {
    const current = (await deps.journal.get(runId))!;
    if (current.status === 'succeeded') return { order, workflow: orderWorkflowView(current), message: null, errors: [] };
    return { ...errorPayload({ code: 'NOT_RETRYABLE', message: 'Não há nada para tentar novamente neste pedido.' }, order), workflow: orderWorkflowView(current) };
  }
  return continueRun(deps, resumed, orderId);
}

async function cancelLoyaltyPurchase(ctx: Context, { orderId: rawId }: MutationCancelLoyaltyPurchaseArgs): Promise<OrderPayloadResult> {
  const deps = workflowDeps(ctx);
  const orderId = idOrNull(rawId);
  if (orderId === null) return errorPayload(badId('orderId', 'Pedido'));
  const order = await orderFor(deps, ctx, orderId, 'closedOrders');
  if (isPayloadError(order)) return errorPayload(order);
  if (order.status !== 'V') {
    return errorPayload({ code: 'NOT_COMPLETED', message: 'Só é possível cancelar no Cresce Vendas um pedido concluído.' }, order);
  }
  const cancelledAt = await loyaltyCancelledAt(ctx, orderId);
  if (cancelledAt) return errorPayload({ code: 'ALREADY_CANCELLED', message: alreadyCancelledMessage(cancelledAt) }, order);
  return startOrderRun(deps, { orderId, kind: 'loyalty_cancellation', idempotencyKey: loyaltyCancelKey(orderId), input: { target: 'V' } });
}

export const orderMutationResolvers = {
  Mutation: {
    advanceOrderStatus: (_: unknown, args: MutationAdvanceOrderStatusArgs, ctx: Context) => advanceOrderStatus(ctx, args),
    // The named steps are the same workflows under the same rules, reached through the status they lead to.
    invoiceOrder: (_: unknown, { orderId }: { orderId: string }, ctx: Context) =>
      advanceOrderStatus(ctx, { input: { orderId, target: 'F' } }),
    completeOrder: (_: unknown, { orderId }: { orderId: string }, ctx: Context) =>
      advanceOrderStatus(ctx, { input: { orderId, target: 'V' } }),
    cancelOrder: (_: unknown, { orderId, reason }: { orderId: string; reason: string }, ctx: Context) =>
      advanceOrderStatus(ctx, { input: { orderId, target: 'X', reason } }),
    resendOrderToInvoicing: (_: unknown, args: MutationResendOrderToInvoicingArgs, ctx: Context) => resendOrderToInvoicing(ctx, args),
    retryOrderWorkflow: (_: unknown, args: MutationRetryOrderWorkflowArgs, ctx: Context) => retryOrderWorkflow(ctx, args),
    cancelLoyaltyPurchase: (_: unknown, args: MutationCancelLoyaltyPurchaseArgs, ctx: Context) => cancelLoyaltyPurchase(ctx, args),
    setOrderItemMissing: (_: unknown, args: { itemId: string; missing: boolean }, ctx: Context) =>
      setOrderItemMissing(workflowDeps(ctx), ctx.session!, args.itemId, args.missing),
  },
};
