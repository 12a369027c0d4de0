// Value parsing with Django REST Framework's messages: query-string filters (django-filter forms) and JSON
// body fields (serializer fields). Each parser returns the SQL parameter or throws a message string.
export type FieldType = 'int' | 'decimal' | 'text' | 'bool' | 'date' | 'datetime' | 'time' | 'json';

export class InvalidValue extends Error {}

const INT_RE = /^[-+]?\d+$/;
// PostgreSQL's integer range: every GraphQL Int fits it, so no value a caller can send is a database error.
const PG_INT_MIN = -2_147_483_648;
const PG_INT_MAX = 2_147_483_647;
const DECIMAL_RE = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;

export function isValidDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function isValidDateTime(text: string): boolean {
  return DATETIME_RE.test(text) && isValidDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text.replace(' ', 'T')));
}

const TRUE_WORDS = new Set(['true', 'True', '1']);
const FALSE_WORDS = new Set(['false', 'False', '0']);

/** A query-string value for a filter of the given type. */
export function parseFilterValue(type: FieldType, raw: string): unknown {
  switch (type) {
    case 'int':
      // Filtered and looked-up columns are PostgreSQL integers: a larger number would be a database error (500).
      if (!INT_RE.test(raw) || Number(raw) < PG_INT_MIN || Number(raw) > PG_INT_MAX) throw new InvalidValue('Enter a number.');
      return Number(raw);
    case 'decimal':
      if (!DECIMAL_RE.test(raw)) throw new InvalidValue('Enter a number.');
      return raw;
    case 'bool':
      if (TRUE_WORDS.has(raw)) return true;
      if (FALSE_WORDS.has(raw)) return false;
      throw new InvalidValue('Select a valid choice. That choice is not one of the available choices.');
    case 'date':
      if (!isValidDate(raw)) throw new InvalidValue('Enter a valid date.');
      return raw;
    case 'datetime':
      if (!isValidDateTime(raw)) throw new InvalidValue('Enter a valid date/time.');
      return raw;
    case 'time':
      if (!TIME_RE.test(raw)) throw new InvalidValue('Enter a valid time.');
      return raw;
    default:
      return raw;
  }
}

/** A JSON body value for a serializer field of the given type (null handled by the caller). */
export function parseBodyValue(type: FieldType, value: unknown, maxLength?: number): unknown {
  switch (type) {
    case 'int':
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      if (typeof value === 'string' && INT_RE.test(value.trim()) && Number.isSafeInteger(Number(value))) {
        return Number(value);
      }
      throw new InvalidValue('A valid integer is required.');
    case 'decimal':
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'string' && DECIMAL_RE.test(value.trim())) {
        const digits = value
          .trim()
          .replace(/^[-+]/, '')
          .split('.')[0]
          .replace(/^0+(?=\d)/, '');
        if (digits.length > 11) throw new InvalidValue('Ensure that there are no more than 11 digits before the decimal point.');
        return value.trim();
      }
      throw new InvalidValue('A valid number is required.');
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') throw new InvalidValue('Not a valid string.');
      const text = String(value);
      if (maxLength !== undefined && text.length > maxLength) {
        throw new InvalidValue(`Ensure this field has no more than ${maxLength} characters.`);
      }
      return text;
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === 0) return value === 1;
      if (typeof value === 'string' && (TRUE_WORDS.has(value) || FALSE_WORDS.has(value))) return TRUE_WORDS.has(value);
      throw new InvalidValue('Must be a valid boolean.');
    case 'date':
      if (typeof value === 'string' && isValidDate(value)) return value;
      throw new InvalidValue('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
    case 'datetime':
      if (typeof value === 'string' && isValidDateTime(value)) return value;
      throw new InvalidValue('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].');
    case 'time':
      if (typeof value === 'string' && TIME_RE.test(value)) return value;
      throw new InvalidValue('Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].');
    case 'json':
      return JSON.stringify(value);
  }
}
