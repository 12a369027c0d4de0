// 'Pedidos Concluídos' table (spec 000 section 2).
import { Fragment } from 'react';
import { Button, HTMLTable, Icon, Tag, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CompletedOrderRow_OrderFragment } from '../../generated/graphql';
import {
  CustomerCell,
  OrderFlags,
  PlacedAtCell,
  StatusInfo,
  ValueCell,
  addressText,
  deliveryText,
  type StaffVisibility,
} from './OrderCells';

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
          <th>ID Pedido</th>
          <th>Cliente</th>
          <th>Endereço de Entrega</th>
          <th>Status</th>
          <th>Aberto em</th>
          <th>Horário Entrega</th>
          <th>Valor</th>
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
              <td>
                <CustomerCell order={order} />
              </td>
              <td>{addressText(order)}</td>
              <td>
                <Tag minimal intent="success">
                  {order.statusLabel}
                </Tag>
                <StatusInfo order={order} show={show} />
              </td>
              <td>
                <PlacedAtCell placedAt={order.placedAt} />
              </td>
              <td>{deliveryText(order)}</td>
              <td>
                <ValueCell order={order} />
              </td>
              <td>
                <RatingCell ratings={order.ratings} />
              </td>
              <td>
                <Button
                  variant="minimal"
                  icon="th-list"
                  aria-label={`Itens do pedido ${order.id}`}
                  onClick={() => onOpenDetails(order.id)}
                />
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
                <td>
                  <Tag minimal>Pedido Adicional</Tag> {extra.id} <OrderFlags order={extra} />
                </td>
                <td>
                  <CustomerCell order={extra} />
                </td>
                <td>{addressText(extra)}</td>
                <td>
                  <Tag minimal>{extra.statusLabel}</Tag>
                </td>
                <td>
                  <PlacedAtCell placedAt={extra.placedAt} />
                </td>
                <td>{deliveryText(extra)}</td>
                <td>
                  <ValueCell order={extra} />
                </td>
                <td>-</td>
                <td>
                  <Button
                    variant="minimal"
                    icon="th-list"
                    aria-label={`Itens do pedido adicional ${extra.id}`}
                    onClick={() => onOpenDetails(extra.id)}
                  />
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
