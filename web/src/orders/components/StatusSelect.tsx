import { Select } from '../../lib/select';
import type { OrderStatus, OrderType } from '../../generated/graphql';
import { SELECTABLE_STATUSES, statusLabel } from '../status';

interface Props {
  status: OrderStatus;
  type: OrderType;
  disabled?: boolean;
  onChange?: (target: OrderStatus) => void;
  label?: string;
}

/** The status selector of the order lists; the view decides what a choice leads to. */
export function StatusSelect({ status, type, disabled, onChange, label = 'Status do pedido' }: Props) {
  return (
    <Select
      aria-label={label}
      value={status}
      disabled={disabled || !onChange}
      onChange={(event) => onChange?.(event.currentTarget.value as OrderStatus)}
      options={SELECTABLE_STATUSES.map((value) => ({ value, label: statusLabel(value, type) }))}
    />
  );
}
