// Row pieces the order lists (open, completed, cancelled) have in common, so each column keeps one definition.
// Tags, buttons and tooltips in list rows are lib/rowParts' plain stand-ins for Blueprint's (the same DOM): a long
// list mounts a window of rows on every scroll frame (docs/decisions/0043-fast-on-the-wire.md).
import type { ReactNode } from 'react';
import { RowButton, RowTag } from '../../lib/rowParts';
import { CustomerCell, PlacedAtCell, ValueCell, addressText, deliveryText, type OrderCellsData } from './OrderCells';
import { OverdueFlag } from '../live/OverdueFlag';

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

/** 'Aberto em', 'Horário Entrega' (flagged 'Atrasado' once its window passed before delivery) and 'Valor'. */
export function OrderTimeValueCells({ order }: { order: OrderCellsData }) {
  return (
    <>
      <td>
        <PlacedAtCell placedAt={order.placedAt} />
      </td>
      <td>
        {deliveryText(order)} <OverdueFlag order={order} />
      </td>
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
      <RowTag minimal>Pedido Adicional</RowTag> {id}
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
    <RowButton
      variant="minimal"
      icon="th-list"
      aria-label={`Itens do pedido ${additional ? 'adicional ' : ''}${orderId}`}
      onClick={() => onOpenDetails(orderId)}
    />
  );
}
