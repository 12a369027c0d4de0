// A money field of the forms (fees, prices): 'R$' before the number, a decimal keyboard on tablets, the comma
// or the point as separator. Its text becomes the gateway's Decimal ('1234.50') through `decimalOf`.
import { InputGroup, Tag } from '@blueprintjs/core';

export const NUMBER_MESSAGE = 'Informe um número, ex.: 12,50.';

/**
 * '12,5' or '12.5' -> '12.5'; null when the text is not a number the gateway's Decimal takes (the product API's
 * numeric(14,3): at most 11 digits before the separator and 3 after).
 */
export function decimalOf(text: string): string | null {
  const trimmed = text.trim();
  return /^-?\d{1,11}([.,]\d{1,3})?$/.test(trimmed) ? trimmed.replace(',', '.') : null;
}

/** A Decimal as the field shows it: '7.500' -> '7,50' (two places, as money reads). */
export function moneyText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return '';
  return Number(value).toFixed(2).replace('.', ',');
}

interface Props {
  id: string;
  value: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}

export function MoneyField({ id, value, invalid, onChange }: Props) {
  return (
    <InputGroup id={id} value={value} inputMode="decimal" leftElement={<Tag minimal>R$</Tag>} intent={invalid ? 'danger' : 'none'} onValueChange={onChange} />
  );
}
