// Every text and number field of a form is bounded as the gateway bounds its input (its @maxLength limits and
// GraphQL's 32-bit Int, generated from the schema into generated/input-limits.ts): the input stops at the limit
// (`maxLength`, `min`/`max`) and the form says in Portuguese, under the field and before sending, what is out of
// bounds. Nothing out of bounds reaches the gateway, whose refusal would be worded for a developer.
import { INT_RANGE } from '../generated/input-limits';

export interface TextBound {
  maxLength: number;
}
export interface NumberBound {
  min: number;
  max: number;
}
export type Bound = TextBound | NumberBound;

/** A number as staff read it: '2.147.483.647'. */
const countText = (n: number) => n.toLocaleString('pt-BR');

export const tooLongMessage = (maxLength: number) => `Máximo de ${countText(maxLength)} caracteres.`;
/** Which side of its bound a number is on, said as the spec's 'O valor mínimo é 0!' says it. */
export const minimumMessage = (min: number | string) => `O valor mínimo é ${typeof min === 'number' ? countText(min) : min}!`;
export const maximumMessage = (max: number | string) => `O valor máximo é ${typeof max === 'number' ? countText(max) : max}!`;

/** A code typed as digits in a filter or search box (branch, product): nine digits always fit GraphQL's Int. */
export const CODE_DIGITS: TextBound = { maxLength: 9 };

/** A whole count or code (quantities, branch codes): at least 0 and within GraphQL's Int. */
export const WHOLE_COUNT: NumberBound = { min: 0, max: INT_RANGE.max };

/** The message of a text longer than its bound, null within it. */
export function textBoundProblem(text: string, { maxLength }: TextBound): string | null {
  return text.length > maxLength ? tooLongMessage(maxLength) : null;
}

/** The message of a typed number outside its bound (digits with an optional sign), null for one within it or for
 *  text that is not a number (the field's own check says what it expects). */
export function numberBoundProblem(text: string, bound: NumberBound): string | null {
  const value = text.trim();
  if (!/^[-+]?\d+$/.test(value)) return null;
  const n = Number(value);
  if (n < bound.min) return minimumMessage(bound.min);
  return n > bound.max ? maximumMessage(bound.max) : null;
}

const isText = (bound: Bound): bound is TextBound => 'maxLength' in bound;

/** The message of a field's text outside its bound, of either kind. */
export function boundProblem(text: string, bound: Bound): string | null {
  return isText(bound) ? textBoundProblem(text, bound) : numberBoundProblem(text, bound);
}

/** The bounds of a form's fields by name (an input type's INPUT_LIMITS entry, or a form's own). */
export type Bounds = Readonly<Record<string, Bound | undefined>>;

/** A form's field messages for every text value outside its field's bound (other values are not bounded here). */
export function boundProblems(values: object, bounds: Bounds): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const bound = bounds[field];
    const problem = bound && typeof value === 'string' ? boundProblem(value, bound) : null;
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** An input's attributes for its bound: the browser stops typing at `maxLength`; `min`/`max` for a number input. */
export function boundProps(bound: Bound): { maxLength?: number; min?: number; max?: number } {
  return isText(bound) ? { maxLength: bound.maxLength } : { min: bound.min, max: bound.max };
}
