// Turning failures into the '{server text}' part of the spec's toasts.
import { CombinedGraphQLErrors } from '@apollo/client';

interface UserErrorLike {
  message: string;
}

/** The server's own words: GraphQL error messages, else the transport error's message. */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  if (error instanceof Error) return error.message;
  return String(error);
}

export function userErrorsText(errors: readonly UserErrorLike[]): string {
  return errors.map((e) => e.message).join('; ');
}

export const CPF_NOT_FOUND = 'Cliente não encontrado com o CPF fornecido';
export const ORDERS_LOAD_ERROR = 'Erro ao carregar pedidos: ';

/** The toast for a failed order list: the CPF lookup's own message as is, anything else prefixed. */
export function loadErrorToast(message: string): { intent: 'warning' | 'danger'; message: string } {
  if (message.includes(CPF_NOT_FOUND)) return { intent: 'warning', message: CPF_NOT_FOUND };
  return { intent: 'danger', message: `${ORDERS_LOAD_ERROR}${message}` };
}

/**
 * '{prefix}{server text}' for a toast, without doubling the prefix when the gateway already wrote the spec's
 * whole message (workflow failures come worded; transport errors do not).
 */
export function prefixedError(prefix: string, text: string): string {
  return text.startsWith(prefix.trim()) ? text : `${prefix}${text}`;
}
