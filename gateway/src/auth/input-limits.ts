// Input limits for every String and ID argument, including strings inside input objects and lists, checked by
// walking the argument values by their schema types before the resolver runs (so before any upstream call).
// Default: at most DEFAULT_MAX_LENGTH characters, no control characters and well-formed Unicode (a lone UTF-16
// surrogate cannot be stored as JSON or text by PostgreSQL: the workflow journal's insert failed on one). A field
// that takes free text declares a larger limit with @maxLength(n) in the SDL; such fields may also hold line breaks
// and tabs. An ID names a product API record, whose keys are PostgreSQL integers: a non-empty ID must be one from
// 1 to MAX_RECORD_ID, except the ids a client or the gateway makes up itself (OPAQUE_IDS).
// Decimals, dates and date-times are bounded by their scalars (decimal-scalar.ts, date-scalars.ts).
import {
  GraphQLError,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getDirective } from '@graphql-tools/utils';

/** Longest single-line text (names, filters, ids, passwords). */
export const DEFAULT_MAX_LENGTH = 200;

/** PostgreSQL's integer, the type of every product API key. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * ID arguments that are not product API keys: a submission's request id (chosen by the client, e.g. a UUID) and
 * a workflow run of the gateway's own journal. Any other ID argument or input field is a record key.
 */
export const OPAQUE_IDS: ReadonlySet<string> = new Set(['requestId', 'workflowId', 'keyId']); // keyId: an integration key's UUID

type Check = (value: unknown, path: string) => void;

function inputError(message: string, path: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: path } });
}

/** C0 controls and DEL; tab, line feed and carriage return are allowed in free text. */
function hasControl(text: string, freeText: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && !(freeText && (code === 0x09 || code === 0x0a || code === 0x0d)))) return true;
  }
  return false;
}

/** A UTF-16 surrogate not part of a pair: in a `u` regular expression a pair is one code point, never matched. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether the text is well-formed Unicode (what String.prototype.isWellFormed answers from Node 20). */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

function textCheck(maxLength: number | null): Check {
  const limit = maxLength ?? DEFAULT_MAX_LENGTH;
  const freeText = maxLength !== null;
  return (value, path) => {
    if (typeof value !== 'string') return;
    if (value.length > limit) throw inputError(`O campo "${path}" aceita no máximo ${limit} caracteres.`, path);
    if (hasControl(value, freeText)) throw inputError(`O campo "${path}" contém caracteres de controle, que não são aceitos.`, path);
    if (!isWellFormed(value)) throw inputError(`O campo "${path}" contém caracteres inválidos (texto Unicode malformado).`, path);
  };
}

/** A record key: empty is left to the field's own rule ('Campo obrigatório!'), anything else must be a key. */
function recordIdCheck(text: Check): Check {
  return (value, path) => {
    text(value, path);
    if (typeof value !== 'string' || value.trim() === '') return;
    const digits = value.trim();
    if (!/^\d{1,10}$/.test(digits) || Number(digits) < 1 || Number(digits) > MAX_RECORD_ID) {
      throw inputError(`O campo "${path}" deve ser um identificador numérico de 1 a ${MAX_RECORD_ID}.`, path);
    }
  };
}

/** Builds the checks once per schema; input types are cached (and may refer to themselves). */
export function inputChecker(schema: GraphQLSchema) {
  const byType = new Map<string, Check | null>();

  const declaredMax = (definition: GraphQLArgument | GraphQLInputField): number | null => {
    const args = getDirective(schema, definition, 'maxLength')?.[0];
    return args ? Number(args.n) : null;
  };

  const checkOf = (type: GraphQLInputType, maxLength: number | null, name: string): Check | null => {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const item = checkOf(inner.ofType, maxLength, name);
      return item && ((value, path) => Array.isArray(value) && value.forEach((v, i) => item(v, `${path}.${i}`)));
    }
    if (isScalarType(inner) && inner.name === 'ID' && !OPAQUE_IDS.has(name)) return recordIdCheck(textCheck(maxLength));
    if (isScalarType(inner)) return inner.name === 'String' || inner.name === 'ID' ? textCheck(maxLength) : null;
    if (!isInputObjectType(inner)) return null; // enums are checked by GraphQL itself
    if (byType.has(inner.name)) return byType.get(inner.name) ?? ((value, path) => byType.get(inner.name)?.(value, path));
    byType.set(inner.name, null);
    const fields = Object.values(inner.getFields())
      .map((field) => [field.name, checkOf(field.type, declaredMax(field), field.name)] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    const check: Check | null = fields.length
      ? (value, path) => {
          if (value === null || typeof value !== 'object') return;
          for (const [name, fieldCheck] of fields) fieldCheck((value as Record<string, unknown>)[name], `${path}.${name}`);
        }
      : null;
    byType.set(inner.name, check);
    return check;
  };

  /** The check of a field's arguments, or null when none of them holds text. */
  return (field: GraphQLField<unknown, unknown>): ((args: Record<string, unknown>) => void) | null => {
    const checks = field.args
      .map((arg) => [arg.name, checkOf(arg.type, declaredMax(arg), arg.name)] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    if (!checks.length) return null;
    return (args) => {
      for (const [name, check] of checks) check(args[name], name);
    };
  };
}
