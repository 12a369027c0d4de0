// The Decimal scalar: money and quantities travel as decimal strings ('1234.500'), exactly as the upstream keeps
// them, so no binary float ever rounds a value between the ERP and the screen. Input is bounded by what the
// product API stores: every decimal column is numeric(14,3) (upstream/src/db/migrations/001_product_api.sql, the
// DRF fields' max_digits 14, decimal_places 3), so at most 11 digits before the point and 3 after; the API refused a
// longer value with its own English text after the gateway had started the write. Answers are read leniently.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { ScalarInputError } from './client-errors';

/** What an upstream may answer (the ERP bridge keeps numeric(16,3)); also the shape input must have. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
/** The product API's numeric(14,3). */
export const MAX_INTEGER_DIGITS = 11;
export const MAX_DECIMAL_PLACES = 3;

/** Canonical text of a decimal, or null when the value is not one. */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    return DECIMAL.test(text) ? text : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? text : null;
}

const shown = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : String(value));

/** The input decimal's text, or the reason it is refused. */
export function inputDecimal(value: unknown): string {
  const text = decimalText(value);
  if (text === null) throw new ScalarInputError(`Número inválido: '${shown(value)}'. Use dígitos com ponto decimal, ex.: '1234.50'.`);
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS || fraction.length > MAX_DECIMAL_PLACES) {
    throw new ScalarInputError(
      `Número fora do limite: '${text}'. Use no máximo ${MAX_INTEGER_DIGITS} dígitos antes do ponto e ${MAX_DECIMAL_PLACES} casas decimais.`,
    );
  }
  return text;
}

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: "A decimal amount as a string with a dot ('1234.500').",
  serialize(value) {
    const text = decimalText(value);
    // An unreadable upstream value is a server-side defect, not the caller's input.
    if (text === null) throw new GraphQLError(`Valor decimal inválido recebido do servidor: ${JSON.stringify(value)}`);
    return text;
  },
  parseValue: inputDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return inputDecimal(ast.value);
    return inputDecimal(ast.kind);
  },
});
