// docs/areas/catalogue.md#validation: the generic required text, '{field} não pode estar vazio!', used by every form
// that is not one of the 'Campo obrigatório!' (branch, highlight, neighbourhood, calendar, settings) or 'Campo
// Obrigatório' (product, notification) forms. The gateway words it the same way (gateway/src/domains/form-rules.ts).
import { numberBoundProblem, WHOLE_COUNT } from './inputBounds';

export const emptyMessage = (label: string) => `${label} não pode estar vazio!`;

/** docs/areas/catalogue.md#validation: numeric fields are at least 0. */
export const MIN_ZERO = 'O valor mínimo é 0!';
export const WHOLE_NUMBER = 'Informe um número inteiro.';

/** A whole quantity's problem (a count, a code): `required` when empty, then a whole number, then at least 0, then
 *  within what the gateway takes ('O valor máximo é 2.147.483.647!', lib/inputBounds.ts). */
export function wholeNumberProblem(text: string, required: string): string | null {
  const value = text.trim();
  if (!value) return required;
  if (/^-\d+$/.test(value)) return MIN_ZERO;
  return /^\d+$/.test(value) ? numberBoundProblem(value, WHOLE_COUNT) : WHOLE_NUMBER;
}

/** A payload's errors for a toast, each field's message after the field's label ('Estoque: O valor mínimo é 0!'),
 *  so a list of equal messages still says which fields are wrong. */
export function labelledErrorsText(errors: readonly { field?: string | null; message: string }[], labels: Readonly<Record<string, string>>): string {
  return errors.map((e) => (e.field && labels[e.field] ? `${labels[e.field]}: ${e.message}` : e.message)).join('; ');
}
