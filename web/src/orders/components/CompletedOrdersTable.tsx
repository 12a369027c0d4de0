// 'Pedidos Concluídos' table (docs/areas/orders.md#completed-orders).
import { Button, HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CompletedOrderRow_OrderFragment } from '../../generated/graphql';
import { formatDateTimeMinutes } from '../../lib/format';
import { RowButton, RowIcon, RowTag, RowTooltip } from '../../lib/rowParts';
import { stripedTable, TableRows } from '../../lib/virtualRows';

/**
 * A row's usual height before it is measured: the status with its staff lines wrap, so the demo data's 1 296 rows
 * measure 146 px on average at 1366 px (median 144, p10 96, p90 175). With 96 the virtualiser mounted about a third
 * more rows than fill the window on every frame of a fast scroll, then moved the scroll position as they measured
 * taller (`npm run bench -- lists`).
 */
const ROW_HEIGHT = 148;
import { OrderFlags, StatusInfo, type StaffVisibility } from './OrderCells';
import { RetryWorkflowButton } from './RetryWorkflowButton';
import { AdditionalOrderIdCell, OrderHeadCells, OrderItemsButton, OrderPlaceCells, OrderTimeValueCells } from './OrderRowParts';

export const CompletedOrderRowFragment = graphql(`
  fragment CompletedOrderRow_order on Order {
    ...OrderCells_order
    ratings {
      score
      comment
    }
    loyaltyCancelledAt
    workflow {
      ...OrderWorkflow_workflow
    }
    additionalOrders {
      ...OrderCells_order
    }
  }
`);

export type CompletedOrder = CompletedOrderRow_OrderFragment;
export const NO_COMMENT = 'Cliente não deixou comentário';

export function RatingCell({ ratings }: { ratings: CompletedOrder['ratings'] }) {
  const rating = ratings[0];
  if (!rating) return <span>-</span>;
  return (
    <RowTooltip content={rating.comment?.trim() || NO_COMMENT}>
      <span className="orders-rating" aria-label={`Avaliação ${rating.score}`} tabIndex={0}>
        <RowIcon icon="star" intent="warning" /> {rating.score}
      </span>
    </RowTooltip>
  );
}

/** 'Cresce Vendas': when the purchase was cancelled there, or the one way to cancel it (offered once). */
function LoyaltyCell({ order, cancelling, onCancel }: { order: CompletedOrder; cancelling: boolean; onCancel: (order: CompletedOrder) => void }) {
  if (order.loyaltyCancelledAt) return <small className="orders-loyalty-cancelled">{loyaltyCancelledText(order.loyaltyCancelledAt)}</small>;
  const label = `Cancelar compra do pedido ${order.id} no Cresce Vendas`;
  // Blueprint's button for the one row in flight (its spinner); a plain one for the rest.
  if (cancelling) return <Button size="small" variant="outlined" intent="danger" text="Cancelar compra" aria-label={label} loading />;
  return <RowButton size="small" variant="outlined" intent="danger" text="Cancelar compra" aria-label={label} onClick={() => onCancel(order)} />;
}

export function loyaltyCancelledText(at: string): string {
  return `Compra cancelada em ${formatDateTimeMinutes(at)}`;
}

interface Props {
  orders: readonly CompletedOrder[];
  show: StaffVisibility;
  /** The order whose loyalty cancellation is in flight. */
  cancellingId: string | null;
  onCancelLoyalty: (order: CompletedOrder) => void;
  onOpenDetails: (orderId: string) => void;
  /** 'Tente Novamente' on an order whose workflow stopped (useWorkflowRetry); absent for a user who may not. */
  retry: { retryingId: string | null; onRetry: (orderId: string, workflowId: string) => void } | null;
}

export function CompletedOrdersTable({ orders, show, cancellingId, onCancelLoyalty, onOpenDetails, retry }: Props) {
  return (
    <HTMLTable className="list-table" striped={stripedTable(orders.length)} compact>
      <thead>
        <tr>
          <OrderHeadCells />
          <th>Avaliação</th>
          <th>Ações</th>
          <th>Cresce Vendas</th>
        </tr>
      </thead>
      <TableRows items={orders} getKey={(order) => order.id} estimateHeight={ROW_HEIGHT} columns={10}>
        {(order) => (
          <>
            <tr>
              <td>
                <span className="list-nowrap">
                  {order.id} <OrderFlags order={order} />
                </span>
              </td>
              <OrderPlaceCells order={order} />
              <td>
                <RowTag minimal intent="success">
                  {order.statusLabel}
                </RowTag>
                {retry && <RetryWorkflowButton orderId={order.id} workflow={order.workflow} {...retry} />}
                <StatusInfo order={order} show={show} />
              </td>
              <OrderTimeValueCells order={order} />
              <td>
                <RatingCell ratings={order.ratings} />
              </td>
              <td>
                <OrderItemsButton orderId={order.id} onOpenDetails={onOpenDetails} />
              </td>
              <td>
                <LoyaltyCell order={order} cancelling={cancellingId === order.id} onCancel={onCancelLoyalty} />
              </td>
            </tr>
            {order.additionalOrders.map((extra) => (
              <tr key={extra.id} className="list-subrow">
                <AdditionalOrderIdCell id={extra.id}>
                  <OrderFlags order={extra} />
                </AdditionalOrderIdCell>
                <OrderPlaceCells order={extra} />
                <td>
                  <RowTag minimal>{extra.statusLabel}</RowTag>
                </td>
                <OrderTimeValueCells order={extra} />
                <td>-</td>
                <td>
                  <OrderItemsButton orderId={extra.id} additional onOpenDetails={onOpenDetails} />
                </td>
                <td />
              </tr>
            ))}
          </>
        )}
      </TableRows>
    </HTMLTable>
  );
}
