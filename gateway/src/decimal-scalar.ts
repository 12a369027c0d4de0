// The Decimal scalar: money and quantities travel as decimal strings ('1234.500'), exactly as the upstream keeps
// them, so no binary float ever rounds a value between the ERP and the screen.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

function invalid(value: unknown): GraphQLError {
  return new GraphQLError(`Decimal inválido: ${JSON.stringify(value)}. Use dígitos com ponto decimal, ex.: '1234.50'.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

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

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: "A decimal amount as a string with a dot ('1234.500').",
  serialize(value) {
    const text = decimalText(value);
    // An unreadable upstream value is a server-side defect, not the caller's input.
    if (text === null) throw new GraphQLError(`Valor decimal inválido recebido do servidor: ${JSON.stringify(value)}`);
    return text;
  },
  parseValue(value) {
    const text = decimalText(value);
    if (text === null) throw invalid(value);
    return text;
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      const text = decimalText(ast.value);
      if (text !== null) return text;
    }
    throw invalid(ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? ast.value : ast.kind);
  },
});
