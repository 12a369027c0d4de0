// A money field of the forms (fees, prices): 'R$' before the number, a decimal keyboard on tablets, the comma
// or the point as separator. Its text becomes the gateway's Decimal ('1234.50') through `decimalOf`.
import { InputGroup, Tag } from '@blueprintjs/core';

export const NUMBER_MESSAGE = 'Informe um número, ex.: 12,50.';

/** Money as the panel writes it ('1.234,56', '1.234.567'): points between groups of three, then a comma. */
const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d{1,3})?$/;

/**
 * '12,5' or '12.5' -> '12.5'; money as the fields and reports show it too: 'R$ 3,50' -> '3.50', '1.234,56' ->
 * '1234.56' (a single point with no comma stays a decimal point: '1.5'). Null when the text is not a number the
 * gateway's Decimal takes (the product API's numeric(14,3): at most 11 digits before the separator and 3 after).
 */
export function decimalOf(text: string): string | null {
  const trimmed = text.trim().replace(/^R\$\s*/, ''); // \s takes the non-breaking space money is formatted with
  const grouped = GROUPED.test(trimmed) && (trimmed.includes(',') || trimmed.indexOf('.') !== trimmed.lastIndexOf('.'));
  const plain = grouped ? trimmed.replace(/\./g, '') : trimmed;
  return /^-?\d{1,11}([.,]\d{1,3})?$/.test(plain) ? plain.replace(',', '.') : null;
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
