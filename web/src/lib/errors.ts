// Turning failures into the '{server text}' part of the spec's toasts, for every screen, and the one selection
// of a payload's user errors (UserError: code, message, field) that every mutation document spreads.
import { CombinedGraphQLErrors } from '@apollo/client';
import { graphql } from '../generated';

export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    field
  }
`);

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

/** A payload's user errors on their fields, for a form (errors without a field are the toast's). */
export function fieldErrors(errors: readonly { field?: string | null; message: string }[]): Record<string, string> {
  return Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field!, e.message]));
}

/**
 * '{prefix}{server text}' for a toast, without doubling the prefix when the gateway already wrote the spec's
 * whole message (workflow failures come worded; transport errors do not).
 */
export function prefixedError(prefix: string, text: string): string {
  return text.startsWith(prefix.trim()) ? text : `${prefix}${text}`;
}

/**
 * Refusals of a query's input that name their field (the gateway's BAD_USER_INPUT with `extensions.field`),
 * as a form's field errors: `fieldOf` maps the gateway's field names to the form's.
 */
export function inputFieldErrors(error: unknown, fieldOf: Readonly<Record<string, string>>): Record<string, string> {
  const found: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return found;
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (e.extensions?.code === 'BAD_USER_INPUT' && typeof field === 'string' && fieldOf[field]) found[fieldOf[field]] = e.message;
  }
  return found;
}
