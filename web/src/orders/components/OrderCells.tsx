// Cells shared by the open and completed order lists, with the fields they need as one fragment.
import { graphql } from '../../generated';
import type { OrderCells_OrderFragment } from '../../generated/graphql';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { RowIcon, RowTag, RowTooltip } from '../../lib/rowParts';

export const OrderCellsFragment = graphql(`
  fragment OrderCells_order on Order {
    id
    status
    statusLabel
    type
    placedAt
    deliveryDate
    total
    separatedTotal
    amounts {
      toCharge
      toChargeFrom
    }
    note
    firstPurchase
    hasLimitedItems
    hasButcheryItems
    customer {
      id
      name
    }
    address {
      ...AddressFields
    }
    deliveryWindow {
      id
      start
      end
    }
    branch {
      code
      name
    }
    picker {
      id
      name
    }
    deliveryman {
      id
      name
    }
  }
`);

export type OrderCellsData = OrderCells_OrderFragment;

export const LIMITED_TOOLTIP = 'Esse pedido possui itens em limitação.';
export const BUTCHERY_TOOLTIP = 'Esse pedido possui itens de açougue.';

export function CustomerCell({ order }: { order: OrderCellsData }) {
  return (
    <div className="orders-customer-cell">
      <span>
        {order.customer.name}{' '}
        {order.firstPurchase && (
          // The tooltip makes its child focusable (keyboard users can open it): that child is a named image, and the
          // icon inside it decoration (aria-hidden), never a focus stop hidden from screen readers.
          <RowTooltip content="Primeira compra">
            <span role="img" aria-label="Primeira compra" className="orders-trophy" tabIndex={0}>
              <RowIcon icon="trophy" intent="warning" />
            </span>
          </RowTooltip>
        )}
      </span>
      {order.note && <small className="orders-note">{order.note}</small>}
    </div>
  );
}

export function OrderFlags({ order }: { order: Pick<OrderCellsData, 'hasLimitedItems' | 'hasButcheryItems'> }) {
  return (
    <span className="orders-flags">
      {order.hasLimitedItems && (
        <RowTooltip content={LIMITED_TOOLTIP}>
          <RowTag intent="warning" round aria-label={LIMITED_TOOLTIP}>
            L
          </RowTag>
        </RowTooltip>
      )}
      {order.hasButcheryItems && (
        <RowTooltip content={BUTCHERY_TOOLTIP}>
          <RowTag intent="danger" round aria-label={BUTCHERY_TOOLTIP}>
            A
          </RowTag>
        </RowTooltip>
      )}
    </span>
  );
}

/** One line address, or 'Retirada na Loja' for pickup orders. */
export function addressText(order: Pick<OrderCellsData, 'type' | 'address'>): string {
  if (order.type === 'L' || !order.address) return 'Retirada na Loja';
  const { street, number, neighbourhood, complement, city } = order.address;
  const line = [street, number].filter(Boolean).join(', ');
  return [line, complement, neighbourhood, city].filter(Boolean).join(' - ');
}

export function deliveryText(order: Pick<OrderCellsData, 'deliveryWindow' | 'deliveryDate'>): string {
  const window = order.deliveryWindow ? `${order.deliveryWindow.start} - ${order.deliveryWindow.end}` : '-';
  return `${window} ${order.deliveryDate ? formatDate(order.deliveryDate) : ''}`.trim();
}

export interface StaffVisibility {
  /** Types 1 and 3 see picker and deliveryman. */
  staff: boolean;
  /** Branch-bound users do not see the branch label. */
  branch: boolean;
}

export function StatusInfo({ order, show }: { order: OrderCellsData; show: StaffVisibility }) {
  if (!show.staff) return null;
  return (
    <div className="orders-status-info">
      {/* The company name is long and the same for every branch but its suffix: the code, named on hover. */}
      {show.branch && <small title={order.branch.name}>Filial: {order.branch.code}</small>}
      {order.picker && <small>Separador: {order.picker.name}</small>}
      {order.deliveryman && <small>Entregador: {order.deliveryman.name}</small>}
    </div>
  );
}

/** Date over time: the lists have up to ten columns on a 1366 px screen. */
export function PlacedAtCell({ placedAt }: { placedAt: string }) {
  const [date, time] = formatDateTime(placedAt).split(' ');
  return (
    <span className="orders-placed-at">
      <span>{date}</span> <small>{time}</small>
    </span>
  );
}

/** What the order charges (Order.amounts, with its additional orders): the invoice once the ERP answered. */
const VALUE_FROM = { ORDERED: 'Valor inicial', SEPARATED: 'Valor separado', INVOICED: 'Valor faturado (ERP)', TO_CHARGE: 'Valor a cobrar' } as const;

export function ValueCell({ order }: { order: Pick<OrderCellsData, 'amounts'> }) {
  return (
    <span className="list-nowrap" title={VALUE_FROM[order.amounts.toChargeFrom]}>
      {formatMoney(order.amounts.toCharge)}
    </span>
  );
}
