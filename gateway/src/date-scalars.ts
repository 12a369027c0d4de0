// The Date ('2026-03-10') and DateTime ('2026-03-10T14:30:00-03:00') scalars: graphql-scalars' parsing, with
// Portuguese refusals and a sane range. graphql-scalars takes any year from 0000 to 9999; the product API refused
// year 0000 with its English text (and a date filter of it failed the whole list), and year 9999 was written for
// holidays, offers and scheduled pushes. Days and instants the panel deals with lie between MIN_YEAR and MAX_YEAR.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { DateResolver, DateTimeResolver } from 'graphql-scalars';
import { ScalarInputError } from './client-errors';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const FORMAT = {
  Date: "Use AAAA-MM-DD, ex.: '2026-03-10'.",
  DateTime: "Use AAAA-MM-DDThh:mm:ss com o fuso, ex.: '2026-03-10T14:30:00-03:00'.",
} as const;

const shown = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : String(value));

/** The year as written (a date-time's own calendar day, not UTC's), or the instant's UTC year. */
const yearOf = (written: unknown, parsed: Date) =>
  typeof written === 'string' && /^\d{4}-/.test(written.trim()) ? Number(written.trim().slice(0, 4)) : parsed.getUTCFullYear();

function bounded(scalar: GraphQLScalarType, name: keyof typeof FORMAT): GraphQLScalarType {
  const config = scalar.toConfig();
  const check = (written: unknown, parse: () => unknown): Date => {
    let parsed: unknown;
    try {
      parsed = parse();
    } catch {
      throw new ScalarInputError(`${name === 'Date' ? 'Data inválida' : 'Data e hora inválidas'}: '${shown(written)}'. ${FORMAT[name]}`);
    }
    const date = parsed as Date;
    const year = yearOf(written, date);
    if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
      throw new ScalarInputError(`Data fora do intervalo aceito: '${shown(written)}'. Use uma data entre 01/01/${MIN_YEAR} e 31/12/${MAX_YEAR}.`);
    }
    return date;
  };
  const written = (ast: ValueNode) => (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? ast.value : ast.kind);
  return new GraphQLScalarType({
    ...config,
    parseValue: (value) => check(value, () => config.parseValue!(value)),
    parseLiteral: (ast, variables) => check(written(ast), () => config.parseLiteral!(ast, variables)),
  });
}

export const DateScalar = bounded(DateResolver, 'Date');
export const DateTimeScalar = bounded(DateTimeResolver, 'DateTime');
