// A CPF as the product API stores it: digits only. Staff type it with or without punctuation in filters and
// forms of several pages (orders, customers, staff), so the one reading of it lives here.
import { badInput } from './paging';

/** CPF as digits; punctuation is accepted, anything else is refused. Empty -> null (no filter). */
export function cpfDigits(value: string | null | undefined, field = 'cpf'): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (!/^[\d.\-\s/]+$/.test(trimmed)) throw badInput('O CPF deve conter apenas números.', field);
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length > 11) throw badInput('O CPF deve ter no máximo 11 dígitos.', field);
  return digits;
}
