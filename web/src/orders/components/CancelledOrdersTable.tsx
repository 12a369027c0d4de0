// 'Pedidos Cancelados' table (docs/areas/orders.md#cancelled-orders): number, client, value, cancellation date, reason.
import { graphql } from '../../generated';
import type { CancellationRow_CancellationFragment } from '../../generated/graphql';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ListTable } from '../../lib/listTable';
import { AdditionalOrderIdCell, OrderItemsButton } from './OrderRowParts';
import { RetryWorkflowButton } from './RetryWorkflowButton';

export const CancellationRowFragment = graphql(`
  fragment CancellationRow_cancellation on Cancellation {
    id
    date
    reason
    cancelledBy
    order {
      id
      total
      customer {
        id
        name
      }
      workflow {
        ...OrderWorkflow_workflow
      }
      additionalOrders {
        id
        total
        status
        statusLabel
        cancellation {
          id
          date
          reason
        }
        customer {
          id
          name
        }
      }
    }
  }
`);

export type CancellationRow = CancellationRow_CancellationFragment;

interface Props {
  cancellations: readonly CancellationRow[];
  onOpenDetails: (orderId: string) => void;
  /** 'Tente Novamente' on an order whose workflow stopped (useWorkflowRetry); absent for a user who may not. */
  retry?: { retryingId: string | null; onRetry: (orderId: string, workflowId: string) => void } | null;
}

export function CancelledOrdersTable({ cancellations, onOpenDetails, retry }: Props) {
  return (
    <ListTable
      headers={['Nº Pedido', 'Cliente', 'Valor', 'Data do Cancelamento', 'Motivo', 'Ações']}
      items={cancellations}
      getKey={(row) => row.id}
      estimateHeight={48}
    >
      {(row) => (
        <>
          <tr>
            <td>{row.order.id}</td>
            <td>{row.order.customer.name}</td>
            <td className="list-nowrap">{formatMoney(row.order.total)}</td>
            <td className="list-nowrap">{formatDateTime(row.date)}</td>
            <td>
              {row.reason}
              {row.cancelledBy && <small className="orders-note">Cancelado por: {row.cancelledBy}</small>}
            </td>
            <td>
              <OrderItemsButton orderId={row.order.id} onOpenDetails={onOpenDetails} />
              {retry && <RetryWorkflowButton orderId={row.order.id} workflow={row.order.workflow} {...retry} />}
            </td>
          </tr>
          {row.order.additionalOrders.map((extra) => (
            <tr key={extra.id} className="list-subrow">
              <AdditionalOrderIdCell id={extra.id} />
              <td>{extra.customer.name}</td>
              <td className="list-nowrap">{formatMoney(extra.total)}</td>
              {extra.status === 'X' ? (
                // An additional order is cancelled with its main order: its own record when it has one, else the main's.
                <>
                  <td className="list-nowrap">{formatDateTime(extra.cancellation?.date ?? row.date)}</td>
                  <td>{extra.cancellation?.reason ?? row.reason}</td>
                </>
              ) : (
                <>
                  <td>-</td>
                  <td>{extra.statusLabel}</td>
                </>
              )}
              <td>
                <OrderItemsButton orderId={extra.id} additional onOpenDetails={onOpenDetails} />
              </td>
            </tr>
          ))}
        </>
      )}
    </ListTable>
  );
}
