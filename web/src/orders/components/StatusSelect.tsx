// The status of an order on the open list: a selector named for its order ('Status do pedido 72') where the user
// may change it, and plain text where they never can (types 4 and 7: docs/areas/orders.md#permissions lets only types 1 and 3 change a
// status), which reads better all day than a greyed, disabled selector. An additional order's selector stays, locked,
// for those who may change the main one (docs/areas/orders.md#open-orders: the sub-row shows a disabled selector).
import { Select } from '../../lib/select';
import type { OrderStatus } from '../../generated/graphql';

interface Props {
  orderId: string;
  status: OrderStatus;
  /** The order's statusOptions: every status, in order, with its label for the order's type. */
  options: readonly { status: OrderStatus; label: string }[];
  /** Locked for now (a change of this order is running) or for good (an additional order). */
  disabled?: boolean;
  /** Absent: the user may not change statuses, and the status is shown as text. */
  onChange?: (target: OrderStatus) => void;
  /** An additional order's status (its sub-row). */
  additional?: boolean;
  /** Whether the user may change statuses at all: without it the status is text, not a locked selector. */
  canChange: boolean;
}

export const statusName = (orderId: string, additional = false) => `Status do pedido ${additional ? 'adicional ' : ''}${orderId}`;

/** The status selector of the order lists; the view decides what a choice leads to. */
export function StatusSelect({ orderId, status, options, disabled, onChange, additional = false, canChange }: Props) {
  // The column's header ('Status') names the text for a screen reader, as it does every cell.
  if (!canChange) return <span className="orders-status-text">{options.find((option) => option.status === status)?.label ?? status}</span>;
  return (
    <Select
      aria-label={statusName(orderId, additional)}
      value={status}
      disabled={disabled || !onChange}
      onChange={(event) => onChange?.(event.currentTarget.value as OrderStatus)}
      options={options.map((option) => ({ value: option.status, label: option.label }))}
    />
  );
}
