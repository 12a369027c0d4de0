// Cancellation (X, docs/areas/orders.md#states): the cancellation record (who and why), status X for the order and its
// additional orders, the audit entries and the push 'Seu pedido foi cancelado.'.
import { auditStep } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import type { WorkflowStep } from '../../../workflows/runner';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { storedCancellationRow, type CancellationRecord } from '../../../upstreams/product-api/cancellations';
import { customerStatusPush, followerSteps, orderAuditSteps, orderUpdateStep } from './order-steps';

export const CANCEL_FAILED = 'Erro ao cancelar pedido:';

export function cancellationSteps(deps: WorkflowDeps, order: OrderRecord, reason: string): WorkflowStep[] {
  const failure = failureWith('CANCEL_FAILED', CANCEL_FAILED);
  const record: WorkflowStep = {
    name: 'order.cancellation-record',
    failure,
    run: async (io) => {
      // A POST is not idempotent: after an attempt whose answer was lost, look for the record it made.
      if (io.attempt > 1) {
        const found = await deps.api.cancellations.recordOf(order.id);
        if (found) return found;
      }
      const body = {
        data: deps.now().toISOString(),
        numpedido: order.id,
        cliente: order.codcli.id || null,
        usuario: deps.user.userId,
        motivo: reason,
      };
      await io.recordRequest(body);
      return deps.api.cancellations.create(body);
    },
  };
  const audit = auditStep(deps, 'audit.order.cancellation-record', 'cancelamentos', 'POST', (results) => ({
    before: null,
    after: storedCancellationRow(results['order.cancellation-record'] as CancellationRecord),
  }));
  const main = orderUpdateStep(deps, 'order.update', order.id, () => ({ status: 'X' }), failure);
  const followers = followerSteps(deps, order, () => ({ status: 'X' }), failure);
  return [record, audit, main, ...followers, ...orderAuditSteps(deps, [main, ...followers]), customerStatusPush(deps, order, 'X')];
}
