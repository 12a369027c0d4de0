// Status changes without an upstream integration (docs/areas/orders.md#states): S with a picker, P, C, E (with a
// deliveryman for delivery orders), as steps: the order's update, its additional orders', the audit entries,
// the customer's push (never for additional orders) and, on S, the picker's push.
import { failureWith, pushStep, type WorkflowDeps } from '../../../workflows/effects';
import type { WorkflowStep } from '../../../workflows/runner';
import type { OrderRecord, OrderWrite } from '../../../upstreams/product-api/orders';
import { pickerAssignmentPush } from '../push-rules';
import type { OrderStatus } from '../rules';
import { customerStatusPush, followerSteps, orderAuditSteps, orderUpdateStep } from './order-steps';

export interface StatusChangeInput {
  target: OrderStatus;
  pickerId?: number | null;
  deliverymanId?: number | null;
  reason?: string | null;
}

export const STATUS_UPDATE_FAILED = 'Erro ao atualizar status do pedido:';

export function statusChangeSteps(deps: WorkflowDeps, order: OrderRecord, input: StatusChangeInput): WorkflowStep[] {
  const failure = failureWith('STATUS_UPDATE_FAILED', STATUS_UPDATE_FAILED);
  const changes: OrderWrite = { status: input.target };
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
          const picker = await deps.api.staff.get(pickerId);
          return { deviceId: picker.player_id, message: pickerAssignmentPush(order) };
        },
        'Erro ao enviar notificação ao separador:',
      ),
    );
  }
  return steps;
}
