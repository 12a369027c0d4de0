// Row pieces the order lists (open, completed, cancelled) have in common, so each column keeps one definition.
// Tags in list rows are `multiline`: an ellipsizing Tag measures its text after every render, which lays the whole
// table out again once per tag (most of the time a long list took to show and to scroll).
import type { ReactNode } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { CustomerCell, PlacedAtCell, ValueCell, addressText, deliveryText, type OrderCellsData } from './OrderCells';

/** Headings of the columns the open and completed lists share, from 'ID Pedido' to 'Valor'. */
export function OrderHeadCells() {
  return (
    <>
      <th>ID Pedido</th>
      <th>Cliente</th>
      <th>Endereço de Entrega</th>
      <th>Status</th>
      <th>Aberto em</th>
      <th>Horário Entrega</th>
      <th>Valor</th>
    </>
  );
}

/** 'Cliente' and 'Endereço de Entrega'. */
export function OrderPlaceCells({ order }: { order: OrderCellsData }) {
  return (
    <>
      <td>
        <CustomerCell order={order} />
      </td>
      <td>{addressText(order)}</td>
    </>
  );
}

/** 'Aberto em', 'Horário Entrega' and 'Valor'. */
export function OrderTimeValueCells({ order }: { order: OrderCellsData }) {
  return (
    <>
      <td>
        <PlacedAtCell placedAt={order.placedAt} />
      </td>
      <td>{deliveryText(order)}</td>
      <td>
        <ValueCell order={order} />
      </td>
    </>
  );
}

/** First cell of an additional order's sub-row; `children` are its flags where the list's fragment has them. */
export function AdditionalOrderIdCell({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <td>
      <Tag multiline minimal>
        Pedido Adicional
      </Tag>{' '}
      {id}
      {children !== undefined && ' '}
      {children}
    </td>
  );
}

/** The 'Ver Itens' button of a row; additional orders say so in their label. */
interface ItemsButtonProps {
  orderId: string;
  additional?: boolean;
  onOpenDetails: (orderId: string) => void;
}

export function OrderItemsButton({ orderId, additional, onOpenDetails }: ItemsButtonProps) {
  return (
    <Button
      variant="minimal"
      icon="th-list"
      aria-label={`Itens do pedido ${additional ? 'adicional ' : ''}${orderId}`}
      onClick={() => onOpenDetails(orderId)}
    />
  );
}
