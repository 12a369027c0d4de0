// Cancellation (X, spec 000 section 4): the cancellation record (who and why), status X for the order and its
// additional orders, the audit entries and the push 'Seu pedido foi cancelado.'.
import { auditStep, failureWith, followerSteps, orderAuditSteps, orderUpdateStep, type WorkflowDeps } from './effects';
import type { UpstreamOrder } from './order-data';
import { customerStatusPush } from './order-status';
import type { WorkflowStep } from './runner';

export const CANCEL_FAILED = 'Erro ao cancelar pedido:';

interface CancellationRecord {
  id: number;
  [field: string]: unknown;
}

export function cancellationSteps(deps: WorkflowDeps, order: UpstreamOrder, reason: string): WorkflowStep[] {
  const failure = failureWith('CANCEL_FAILED', CANCEL_FAILED);
  const record: WorkflowStep = {
    name: 'order.cancellation-record',
    failure,
    run: async (io) => {
      // A POST is not idempotent: after an attempt whose answer was lost, look for the record it made.
      if (io.attempt > 1) {
        const found = await deps.api.get<{ results: CancellationRecord[] }>('cancelamento-pedido/', { numpedido: order.id });
        if (found.results[0]) return found.results[0];
      }
      const body = {
        data: deps.now().toISOString(),
        numpedido: order.id,
        cliente: order.codcli?.id ?? null,
        usuario: deps.user.userId,
        motivo: reason,
      };
      await io.recordRequest(body);
      return deps.api.post<CancellationRecord>('cancelamento-pedido/', body);
    },
  };
  const audit = auditStep(deps, 'audit.order.cancellation-record', 'cancelamentos', 'POST', (results) => ({
    before: null,
    after: results['order.cancellation-record'],
  }));
  const main = orderUpdateStep(deps, 'order.update', order.id, () => ({ status: 'X' }), failure);
  const followers = followerSteps(deps, order, () => ({ status: 'X' }), failure);
  return [record, audit, main, ...followers, ...orderAuditSteps(deps, [main, ...followers]), customerStatusPush(deps, order, 'X')];
}
