// Input limits for every String and ID argument, including strings inside input objects and lists, checked by
// walking the argument values by their schema types before the resolver runs (so before any upstream call).
// Default: at most DEFAULT_MAX_LENGTH characters and no control characters. A field that takes free text declares
// a larger limit with @maxLength(n) in the SDL; such fields may also hold line breaks and tabs.
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

function textCheck(maxLength: number | null): Check {
  const limit = maxLength ?? DEFAULT_MAX_LENGTH;
  const freeText = maxLength !== null;
  return (value, path) => {
    if (typeof value !== 'string') return;
    if (value.length > limit) throw inputError(`O campo "${path}" aceita no máximo ${limit} caracteres.`, path);
    if (hasControl(value, freeText)) throw inputError(`O campo "${path}" contém caracteres de controle, que não são aceitos.`, path);
  };
}

/** Builds the checks once per schema; input types are cached (and may refer to themselves). */
export function inputChecker(schema: GraphQLSchema) {
  const byType = new Map<string, Check | null>();

  const declaredMax = (definition: GraphQLArgument | GraphQLInputField): number | null => {
    const args = getDirective(schema, definition, 'maxLength')?.[0];
    return args ? Number(args.n) : null;
  };

  const checkOf = (type: GraphQLInputType, maxLength: number | null): Check | null => {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const item = checkOf(inner.ofType, maxLength);
      return item && ((value, path) => Array.isArray(value) && value.forEach((v, i) => item(v, `${path}.${i}`)));
    }
    if (isScalarType(inner)) return inner.name === 'String' || inner.name === 'ID' ? textCheck(maxLength) : null;
    if (!isInputObjectType(inner)) return null; // enums are checked by GraphQL itself
    if (byType.has(inner.name)) return byType.get(inner.name) ?? ((value, path) => byType.get(inner.name)?.(value, path));
    byType.set(inner.name, null);
    const fields = Object.values(inner.getFields())
      .map((field) => [field.name, checkOf(field.type, declaredMax(field))] as const)
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
      .map((arg) => [arg.name, checkOf(arg.type, declaredMax(arg))] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    if (!checks.length) return null;
    return (args) => {
      for (const [name, check] of checks) check(args[name], name);
    };
  };
}
