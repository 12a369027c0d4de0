// The steps every order workflow is made of: the order's update (and its additional orders'), the audit entries of
// those updates, and the customer's push for the new status (never for additional orders: docs/areas/orders.md#pushes).
import type { RunError } from '../../../workflows/runs';
import { auditStep } from '../../../workflows/audit';
import { pushStep, type WorkflowDeps } from '../../../workflows/effects';
import type { StepIO, WorkflowStep } from '../../../workflows/runner';
import { orderWriteBody, type OrderRecord, type OrderWrite } from '../../../upstreams/product-api/orders';
import { statusPushMessage } from '../push-rules';
import type { OrderStatus } from '../rules';
import { auditSnapshot } from './order-data';

export const CUSTOMER_PUSH_FAILED = 'Erro ao enviar notificação ao cliente:';

export interface OrderUpdateResult {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

/** What an order update records before it writes: the body, and the order as it was (the audit's 'before'). */
interface OrderUpdateRequest {
  body: OrderWrite;
  before: Record<string, unknown>;
}

/** Whether the order already holds every field of `changes` (compared on the audit snapshot's fields only). */
export function holdsChanges(order: OrderRecord, changes: OrderWrite): boolean {
  const now = auditSnapshot(order);
  return Object.entries(changes).every(([field, value]) => field in now && String(now[field] ?? '') === String(value ?? ''));
}

/** The fields of an order write that say what it changed (the rest of the body repeats the order as read). */
const WRITTEN_FIELDS = ['status', 'separador', 'entregador', 'numorcamento', 'numcupom'] as const;

/** Whether `order` shows that the write recorded as `request` (an order update's, unanswered) reached the API. */
export function confirmsWrite(order: OrderRecord, request: unknown): boolean {
  const recorded = request as Partial<OrderUpdateRequest> | null;
  if (!recorded?.before || !recorded.body) return false;
  const body = recorded.body;
  return holdsChanges(order, Object.fromEntries(WRITTEN_FIELDS.filter((field) => field in body).map((field) => [field, body[field]])));
}

/**
 * PUT pedidos/{id}/ with changes; reads the order first so the body carries its current fields. An earlier attempt
 * whose write was sent and never answered (the process died, the connection broke) counts as done when the order
 * already holds what it asked: the write reached the API, and the audit keeps the order as it was before it.
 */
export function orderUpdateStep(
  deps: WorkflowDeps,
  name: string,
  orderId: number,
  changes: (io: StepIO) => OrderWrite,
  failure: (error: unknown) => RunError,
  progress?: string,
): WorkflowStep {
  return {
    name,
    progress,
    failure,
    run: async (io) => {
      const current = await deps.api.orders.get(orderId);
      const wanted = changes(io);
      const lost = io.unanswered as Partial<OrderUpdateRequest> | null;
      if (lost?.before && holdsChanges(current, wanted)) {
        const result: OrderUpdateResult = { before: lost.before, after: auditSnapshot(current), at: deps.now().toISOString() };
        return result;
      }
      const body = orderWriteBody(current, wanted);
      const request: OrderUpdateRequest = { body, before: auditSnapshot(current) };
      await io.recordRequest(request);
      const after = await deps.api.orders.update(orderId, body);
      const result: OrderUpdateResult = { before: request.before, after: auditSnapshot(after), at: deps.now().toISOString() };
      return result;
    },
  };
}

/** The status change of the order's additional orders, one step each (they follow the main order). */
export function followerSteps(
  deps: WorkflowDeps,
  order: OrderRecord,
  changes: (follower: OrderRecord, io: StepIO) => OrderWrite,
  failure: (error: unknown) => RunError,
): WorkflowStep[] {
  return (order.adicionais ?? []).map((follower) =>
    orderUpdateStep(deps, `order.additional.${follower.id}.update`, follower.id, (io) => changes(follower, io), failure),
  );
}

/** The audit entries of the main order's and its additional orders' updates. */
export function orderAuditSteps(deps: WorkflowDeps, updateSteps: readonly WorkflowStep[]): WorkflowStep[] {
  return updateSteps.map((step) =>
    auditStep(deps, `audit.${step.name}`, 'pedidos', 'PUT', (results) => {
      const update = results[step.name] as OrderUpdateResult | undefined;
      return { before: update?.before ?? null, after: update?.after ?? null };
    }),
  );
}

/** The customer's push for the order's new status (none for additional orders: docs/areas/orders.md#pushes). */
export function customerStatusPush(deps: WorkflowDeps, order: OrderRecord, status: OrderStatus, amount?: () => string | number | null) {
  return pushStep(
    deps,
    'push.customer',
    () => {
      const message = statusPushMessage(status, {
        tipopedido: order.tipopedido,
        isAdditional: order.pedidoadicional ?? false,
        amount: amount?.() ?? undefined,
      });
      return message ? { deviceId: order.codcli.player_id, message } : null;
    },
    CUSTOMER_PUSH_FAILED,
  );
}
