// A money field of the forms (fees, prices): 'R$' before the number, a decimal keyboard on tablets, the comma
// or the point as separator. Its text becomes the gateway's Decimal ('1234.50') through `decimalOf`.
import { InputGroup, Tag } from '@blueprintjs/core';
import { maximumMessage } from './inputBounds';

export const NUMBER_MESSAGE = 'Informe um número, ex.: 12,50.';
/** The largest Decimal the product API keeps (numeric(14,3)), as staff read it. */
export const DECIMAL_MAX_TEXT = '99.999.999.999,999';
export const PLACES_MESSAGE = 'Informe no máximo 3 casas decimais.';

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

/**
 * What is wrong with a typed number that `decimalOf` refuses, said as it is: a number with too many digits is too
 * large ('O valor máximo é 99.999.999.999,999!'), one with too many places says so; only text that is no number
 * gets NUMBER_MESSAGE. Null when decimalOf takes it (the caller checks its minimum).
 */
export function decimalProblem(text: string, notNumber: string = NUMBER_MESSAGE): string | null {
  if (decimalOf(text) !== null) return null;
  const plain = text.trim().replace(/^R\$\s*/, '');
  const parts = /^-?(\d+)(?:[.,](\d+))?$/.exec(GROUPED.test(plain) ? plain.replace(/\.(?=\d{3}(\D|$))/g, '') : plain);
  if (!parts) return notNumber;
  if (parts[1].length > 11) return maximumMessage(DECIMAL_MAX_TEXT);
  return parts[2] && parts[2].length > 3 ? PLACES_MESSAGE : notNumber;
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
