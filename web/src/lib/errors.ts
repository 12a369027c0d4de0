// Turning failures into the '{server text}' part of the spec's toasts, for every screen, and the one selection
// of a payload's user errors (UserError: code, message, field) that every mutation document spreads.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
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

/** What every screen says when the gateway cannot be reached (instead of the browser's 'Failed to fetch'). */
export const SERVER_UNREACHABLE = 'Não foi possível conectar ao servidor. Verifique a conexão e tente novamente.';

/**
 * The gateway gave no GraphQL answer at all: the request never arrived (the browser's fetch failed: 'Failed to
 * fetch', 'NetworkError when attempting to fetch resource.', 'Load failed') or something in front of it answered
 * 5xx. Nothing is known about the session then: it is not a logout.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode >= 500;
  // A TypeError from a bug says something else: only the browsers' words for a failed fetch count.
  return error instanceof TypeError && FETCH_FAILED.test(error.message);
}

const FETCH_FAILED = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

/**
 * The gateway's refusals of a whole request, answered with a 5xx status and a GraphQL error body (which Apollo
 * Client reports as a ServerError, the body unread): overload (SERVER_BUSY, 503), its deadline (REQUEST_TIMEOUT,
 * 504), its database (STORE_UNAVAILABLE, 503), a restart (SHUTTING_DOWN, 503). Their own words are the person's.
 */
const GATEWAY_REFUSALS: ReadonlySet<string> = new Set(['SERVER_BUSY', 'REQUEST_TIMEOUT', 'STORE_UNAVAILABLE', 'SHUTTING_DOWN']);

export interface GatewayRefusal {
  code: string;
  message: string;
  /** The answer's Retry-After in seconds, when it has one. */
  retryAfterSeconds: number | null;
}

/** The gateway's whole-request refusal behind a ServerError, or null (a proxy's 502 page, any other failure). */
export function gatewayRefusal(error: unknown): GatewayRefusal | null {
  if (!ServerError.is(error)) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    return null;
  }
  const first = (body as { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> } | null)?.errors?.[0];
  const code = first?.extensions?.code;
  if (typeof code !== 'string' || !GATEWAY_REFUSALS.has(code) || typeof first?.message !== 'string') return null;
  const header = error.response.headers.get('retry-after');
  const retryAfter = header === null || header.trim() === '' ? NaN : Number(header);
  return { code, message: first.message, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null };
}

/** What a person reads where a failure's text was written for a developer; the text itself goes to the console. */
export const UNEXPECTED_ERROR = 'Ocorreu um erro inesperado. Tente novamente; se persistir, avise o suporte.';

/**
 * Marks of a text written for developers, not a product message in Portuguese: graphql-js's and Apollo's words
 * ('Variable "$input" got invalid value ...', 'Int cannot represent ...', 'Response not successful: ...') and a
 * bug's ('Cannot read properties of undefined'). The gateway words every refusal for people (its client errors);
 * this is the web's guard for whatever still slips through.
 */
const DEVELOPER_TEXT =
  /Variable "\$|GraphQL|\bCannot\b|cannot represent|\bUnexpected\b|Syntax Error|Did you mean|is not defined|\bundefined\b|\bnull\b|Response not successful|\bUnknown (argument|field|type)\b|Field "|\bof type\b|\bmust be\b|\bExpected\b|JSON|Error:|\bat [\w$.]+ \(/;

/** Whether a failure's text is a developer's, not one for the person using the panel. */
export function isDeveloperText(text: string): boolean {
  return DEVELOPER_TEXT.test(text);
}

/** The text as a person may read it: a product message unchanged; a developer's text replaced (and logged). */
export function personText(text: string): string {
  if (!isDeveloperText(text)) return text;
  console.error('Texto técnico substituído na mensagem:', text);
  return UNEXPECTED_ERROR;
}

/** Messages joined for a toast, each as a person may read it, the generic text once however many it replaced. */
const personTexts = (messages: readonly string[]) => [...new Set(messages.map(personText))].join('; ');

/** The server's own words: GraphQL error messages, else the transport error's message (in Portuguese); a
 *  developer's text (graphql-js's English, a bug's) never: the generic UNEXPECTED_ERROR in its place. */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return personTexts(error.errors.map((e) => e.message));
  const refused = gatewayRefusal(error);
  if (refused) return personText(refused.message);
  if (isServerUnreachable(error)) return SERVER_UNREACHABLE;
  if (error instanceof Error) return personText(error.message);
  return personText(String(error));
}

export function userErrorsText(errors: readonly UserErrorLike[]): string {
  return personTexts(errors.map((e) => e.message));
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
