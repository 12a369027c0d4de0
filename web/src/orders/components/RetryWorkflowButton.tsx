// 'Tente Novamente' on a finished list's order whose last workflow stopped and may go on: a completion or a
// cancellation cut after its status write shows 'Concluído' or 'Cancelado' (it left 'Pedidos em Aberto', where the
// button usually is) while its audit entry and pushes are still to come.
import { Button } from '@blueprintjs/core';
import type { OrderWorkflow_WorkflowFragment } from '../../generated/graphql';

interface Props {
  orderId: string;
  workflow: OrderWorkflow_WorkflowFragment | null | undefined;
  /** The order whose retry is in flight. */
  retryingId: string | null;
  onRetry: (orderId: string, workflowId: string) => void;
}

export function RetryWorkflowButton({ orderId, workflow, retryingId, onRetry }: Props) {
  if (workflow?.state !== 'FAILED' || !workflow.canRetry) return null;
  return (
    <Button
      size="small"
      intent="danger"
      icon="refresh"
      text="Tente Novamente"
      title={workflow.error?.message}
      loading={retryingId === orderId}
      onClick={() => onRetry(orderId, workflow.id)}
    />
  );
}
