// Client errors that graphql-js or Apollo Server answer in their own words, given the gateway's code and text
// (apollo.ts, formatError):
// - a scalar's refusal (Decimal, Date, DateTime): graphql-js puts its English in front of the scalar's message
//   ('Variable "$input" got invalid value ... at "input.fee"; ...'), and Apollo files a literal's refusal as a
//   validation failure (GRAPHQL_VALIDATION_FAILED). Answered as the Portuguese text alone, BAD_USER_INPUT naming
//   the variable's field, like the input limits (auth/input-limits.ts);
// - automatic persisted queries: Apollo Server 5 answers a hash that does not match the query, and a version
//   other than 1, with HTTP 400 but no code, which reads as INTERNAL_SERVER_ERROR. They get codes of their own
//   beside Apollo's PERSISTED_QUERY_NOT_FOUND (an unknown hash: the client sends the query again);
// - the store's lost connection (a PostgreSQL restart or failover, @painel/db's isConnectionLoss): whatever the
//   driver said, the person reads that the panel's database did not answer and may try again (STORE_UNAVAILABLE);
// - graphql-js's suggestions ('Did you mean "x"?') in validation errors: production drops them (withoutSuggestions).
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isConnectionLoss } from '@painel/db/database';

export class ScalarInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** The refused value's path ('offers.0.price', as the input limits write it): a variable's inner path, or the variable. */
function fieldOf(message: string): string | undefined {
  const at = / at "([^"]+)"; /.exec(message);
  if (at) return at[1].replace(/\[(\d+)\]/g, '.$1');
  return /^Variable "\$([^"]+)" got invalid value/.exec(message)?.[1];
}

/** The client's answer for an error a scalar refused the input with; null for any other error. */
export function scalarRefusal(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  // A literal's refusal is reported by validation as the scalar's own error (Apollo wraps it as originalError).
  const original = error instanceof ScalarInputError ? error : error instanceof GraphQLError ? error.originalError : undefined;
  if (!(original instanceof ScalarInputError)) return null;
  const field = fieldOf(formatted.message);
  return {
    message: field ? `O campo "${field}": ${original.message}` : original.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  };
}

/** Apollo Server's persisted-query refusals that carry no code, by their message. */
const PERSISTED_QUERY_REFUSALS: Readonly<Record<string, { code: string; message: string }>> = {
  'provided sha does not match query': {
    code: 'PERSISTED_QUERY_HASH_MISMATCH',
    message: 'O hash da consulta persistida (sha256Hash) não corresponde à consulta enviada.',
  },
  'Unsupported persisted query version': {
    code: 'PERSISTED_QUERY_NOT_SUPPORTED',
    message: 'Versão de consulta persistida não suportada; use a versão 1.',
  },
};

/** The code and text of a persisted-query refusal, or null for any other error. */
export function persistedQueryRefusal(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof GraphQLError) || error.originalError || typeof error.extensions?.code === 'string') return null;
  return PERSISTED_QUERY_REFUSALS[error.message] ?? null;
}

/** The answer while the store is unreachable: HTTP routes send it with 503 and Retry-After (http/router.ts). */
export const STORE_UNAVAILABLE_ERROR = {
  message: 'O banco de dados do painel não respondeu. Tente novamente em instantes.',
  extensions: { code: 'STORE_UNAVAILABLE' },
} as const;

/** The client's answer for any kind of error above; null for any other. */
export function clientRefusal(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  const persisted = persistedQueryRefusal(error);
  if (persisted) return { message: persisted.message, extensions: { code: persisted.code } };
  if (isConnectionLoss(error)) {
    return { ...STORE_UNAVAILABLE_ERROR, ...(formatted.path ? { path: formatted.path } : {}) };
  }
  return scalarRefusal(formatted, error) ?? variableRefusal(formatted);
}

/** graphql-js's own refusal of a variable's value (an Int beyond 32 bits, a string for a number, a
 *  missing required field) in Portuguese, BAD_USER_INPUT naming the field; its English never reaches a person. */
export function variableRefusal(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  if (!/^Variable "\$[^"]+" got invalid value/.test(formatted.message)) return null;
  const field = fieldOf(formatted.message);
  const tooLarge = /cannot represent non 32-bit signed integer/.test(formatted.message);
  const what = tooLarge ? 'um número grande demais (o máximo é 2147483647)' : 'um valor inválido';
  return {
    message: field ? `O campo "${field}" recebeu ${what}.` : `A entrada recebeu ${what}.`,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  };
}

/**
 * graphql-js's hints in validation errors (unknown field, argument, type or enum value: 'Did you mean "orders"?',
 * 'Did you mean the enum value "R"?'). Sandbox users need them; in production, with introspection off, they would
 * map the schema for anyone who guesses. Dropped from the answer's text, never from the error object itself: errors
 * from compiled execution (graphql-jit) have a read-only message, and GraphQL Armor's suggestion blocker, which
 * assigns to it, turned every resolver error in production (an upstream that failed) into a 500.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}
