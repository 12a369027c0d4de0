// Refuses, as DRF would with a 400 and field errors, text that the database cannot store or should not be asked
// to search: U+0000 (PostgreSQL refuses it in text, which was a 500) and values longer than any column or filter
// needs. Applied to every query parameter, path parameter and JSON body before a view runs.
import { ApiError } from './http';

/** Longest query or path parameter value (a filter text, an id, a date). */
export const MAX_PARAM_LENGTH = 1000;
/**
 * Longest `__in` list (comma-separated ids): clients batch up to 500 ids of up to 12 digits in one call, and
 * 8 000 characters keeps the whole URL within what HTTP servers commonly accept.
 */
export const MAX_LIST_PARAM_LENGTH = 8000;
/** Longest string inside a JSON body (long texts such as terms or notification bodies fit well below it). */
export const MAX_BODY_STRING_LENGTH = 100_000;

const NUL_MESSAGE = 'Null characters are not allowed.';
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

function problemOf(value: string, max: number): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  return value.length > max ? tooLong(max) : null;
}

/** Query string and path parameters: first problem wins, keyed by the parameter's name. */
export function checkParams(entries: Iterable<[string, string]>): void {
  for (const [name, value] of entries) {
    const max = name.endsWith('__in') ? MAX_LIST_PARAM_LENGTH : MAX_PARAM_LENGTH;
    const problem = problemOf(name, MAX_PARAM_LENGTH) ?? problemOf(value, max);
    if (problem) throw new ApiError(400, { [name.split('\u0000').join('') || 'query']: [problem] });
  }
}

/** Every string (and key) inside a parsed JSON body, keyed by the top-level field it sits under. */
export function checkBody(body: unknown): void {
  const walk = (value: unknown, field: string, depth: number): void => {
    if (typeof value === 'string') {
      const problem = problemOf(value, MAX_BODY_STRING_LENGTH);
      if (problem) throw new ApiError(400, { [field]: [problem] });
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, field, depth + 1);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const name = depth === 0 ? key : field;
        if (key.includes('\u0000')) throw new ApiError(400, { non_field_errors: [NUL_MESSAGE] });
        walk(item, name, depth + 1);
      }
    }
  };
  walk(body, 'non_field_errors', 0);
}
