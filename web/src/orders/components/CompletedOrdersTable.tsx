// 'Pedidos Concluídos' table (spec 000 section 2).
import { Fragment } from 'react';
import { Button, HTMLTable, Icon, Tag, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CompletedOrderRow_OrderFragment } from '../../generated/graphql';
import { OrderFlags, StatusInfo, type StaffVisibility } from './OrderCells';
import { AdditionalOrderIdCell, OrderHeadCells, OrderItemsButton, OrderPlaceCells, OrderTimeValueCells } from './OrderRowParts';

export const CompletedOrderRowFragment = graphql(`
  fragment CompletedOrderRow_order on Order {
    ...OrderCells_order
    ratings {
      score
      comment
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
    <Tooltip content={rating.comment?.trim() || NO_COMMENT} compact>
      <span className="orders-rating" aria-label={`Avaliação ${rating.score}`}>
        <Icon icon="star" intent="warning" /> {rating.score}
      </span>
    </Tooltip>
  );
}

interface Props {
  orders: readonly CompletedOrder[];
  show: StaffVisibility;
  /** The order whose loyalty cancellation is in flight. */
  cancellingId: string | null;
  onCancelLoyalty: (order: CompletedOrder) => void;
  onOpenDetails: (orderId: string) => void;
}

export function CompletedOrdersTable({ orders, show, cancellingId, onCancelLoyalty, onOpenDetails }: Props) {
  return (
    <HTMLTable className="orders-table" striped compact>
      <thead>
        <tr>
          <OrderHeadCells />
          <th>Avaliação</th>
          <th>Ações</th>
          <th>Cresce Vendas</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <Fragment key={order.id}>
            <tr>
              <td>
                <span className="orders-nowrap">
                  {order.id} <OrderFlags order={order} />
                </span>
              </td>
              <OrderPlaceCells order={order} />
              <td>
                <Tag minimal intent="success">
                  {order.statusLabel}
                </Tag>
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
                <Button
                  size="small"
                  intent="danger"
                  icon="cross-circle"
                  text="Cancelar compra"
                  loading={cancellingId === order.id}
                  onClick={() => onCancelLoyalty(order)}
                />
              </td>
            </tr>
            {order.additionalOrders.map((extra) => (
              <tr key={extra.id} className="orders-subrow">
                <AdditionalOrderIdCell id={extra.id}>
                  <OrderFlags order={extra} />
                </AdditionalOrderIdCell>
                <OrderPlaceCells order={extra} />
                <td>
                  <Tag minimal>{extra.statusLabel}</Tag>
                </td>
                <OrderTimeValueCells order={extra} />
                <td>-</td>
                <td>
                  <OrderItemsButton orderId={extra.id} additional onOpenDetails={onOpenDetails} />
                </td>
                <td />
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
