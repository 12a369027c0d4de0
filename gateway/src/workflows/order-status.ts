// Status changes without an upstream integration (spec 000 section 4): S with a picker, P, C, E (with a
// deliveryman for delivery orders), as steps: the order's update, its additional orders', the audit entries,
// the customer's push (never for additional orders) and, on S, the picker's push.
import { pickerAssignmentPush, statusPushMessage } from '../domains/orders/push-rules';
import type { OrderStatus } from '../domains/orders/rules';
import { failureWith, followerSteps, orderAuditSteps, orderUpdateStep, pushStep, type WorkflowDeps } from './effects';
import { loadStaff, type UpstreamOrder } from './order-data';
import type { WorkflowStep } from './runner';

export interface StatusChangeInput {
  target: OrderStatus;
  pickerId?: number | null;
  deliverymanId?: number | null;
  reason?: string | null;
}

export const STATUS_UPDATE_FAILED = 'Erro ao atualizar status do pedido:';
export const CUSTOMER_PUSH_FAILED = 'Erro ao enviar notificação ao cliente:';

/** The customer's push for the order's new status (none for additional orders: spec 000 section 4). */
export function customerStatusPush(deps: WorkflowDeps, order: UpstreamOrder, status: OrderStatus, amount?: () => string | number | null) {
  return pushStep(
    deps,
    'push.customer',
    () => {
      const message = statusPushMessage(status, {
        tipopedido: order.tipopedido,
        isAdditional: order.pedidoadicional,
        amount: amount?.() ?? undefined,
      });
      return message ? { deviceId: order.codcli?.player_id, message } : null;
    },
    CUSTOMER_PUSH_FAILED,
  );
}

export function statusChangeSteps(deps: WorkflowDeps, order: UpstreamOrder, input: StatusChangeInput): WorkflowStep[] {
  const failure = failureWith('STATUS_UPDATE_FAILED', STATUS_UPDATE_FAILED);
  const changes: Record<string, unknown> = { status: input.target };
  if (input.target === 'S' && input.pickerId) changes.separador = input.pickerId;
  if (input.target === 'E' && input.deliverymanId) changes.entregador = input.deliverymanId;
  const main = orderUpdateStep(deps, 'order.update', order.id, () => changes, failure);
  const followers = followerSteps(deps, order, () => ({ status: input.target }), failure);
  const steps = [main, ...followers, ...orderAuditSteps(deps, [main, ...followers]), customerStatusPush(deps, order, input.target)];
  if (input.target === 'S' && input.pickerId) {
    const pickerId = input.pickerId;
    steps.push(
      pushStep(
        deps,
        'push.picker',
        async () => {
          const picker = await loadStaff(deps.api, pickerId);
          return { deviceId: picker.player_id, message: pickerAssignmentPush(order) };
        },
        'Erro ao enviar notificação ao separador:',
      ),
    );
  }
  return steps;
}
