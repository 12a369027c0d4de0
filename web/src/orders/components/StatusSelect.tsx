import { Select } from '../../lib/select';
import type { OrderStatus } from '../../generated/graphql';

interface Props {
  status: OrderStatus;
  /** The order's statusOptions: every status, in order, with its label for the order's type. */
  options: readonly { status: OrderStatus; label: string }[];
  disabled?: boolean;
  onChange?: (target: OrderStatus) => void;
  label?: string;
}

/** The status selector of the order lists; the view decides what a choice leads to. */
export function StatusSelect({ status, options, disabled, onChange, label = 'Status do pedido' }: Props) {
  return (
    <Select
      aria-label={label}
      value={status}
      disabled={disabled || !onChange}
      onChange={(event) => onChange?.(event.currentTarget.value as OrderStatus)}
      options={options.map((option) => ({ value: option.status, label: option.label }))}
    />
  );
}
