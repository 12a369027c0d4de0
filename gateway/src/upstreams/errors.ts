// The one place where upstream failures become GraphQL errors. The upstream's text is kept where staff can read it
// (DRF field messages, OneSignal error lists, loyalty response errors, ERP bridge refusals) so the views can show
// 'Erro ao ...: {server text}' as the spec asks; codes are stable for clients. No service's English reaches a
// person: the DRF-style services' texts (the product API's and the storage API's) are given in Portuguese
// (drf-texts.ts), the push provider's documented errors too (push-texts.ts), and any other text that reads as
// English (a loyalty or ERP message, PHP's warnings) becomes a sentence naming the service; the service's own words
// then ride on the error as its originalError (upstreamOwnText), for the log and for the ERP's causes, never for
// the client.
import { GraphQLError } from 'graphql';
import { fieldLabel, portugueseBody, readsAsEnglish, type ServiceWords } from './drf-texts';
import { pushErrorsText } from './push-texts';

export type UpstreamName = 'productApi' | 'erp' | 'loyalty' | 'push' | 'storage';

export type UpstreamErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_ERROR';

export interface HttpFailure {
  status: number;
  body: unknown;
  retryAfter?: string;
}

const MAX_TEXT = 500;

/**
 * 401/403 mean something about the user only for the product API, which is called with the session user's own
 * token. The other upstreams use the gateway's credentials, so for them a refusal is a server-side fault.
 */
function codeFor(upstream: UpstreamName, status: number): UpstreamErrorCode {
  if (status === 400 || status === 413 || status === 422) return 'BAD_USER_INPUT';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 408 || status === 504) return 'UPSTREAM_TIMEOUT';
  if (upstream === 'productApi' && status === 401) return 'UNAUTHENTICATED';
  if (upstream === 'productApi' && status === 403) return 'FORBIDDEN';
  if (status === 503) return 'UPSTREAM_UNAVAILABLE';
  return 'UPSTREAM_ERROR';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Label = (field: string) => string;
const asIs: Label = (field) => field;

function messagesOf(value: unknown, label: Label = asIs): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => messagesOf(v, label));
  if (isRecord(value) && typeof value.message === 'string') return [value.message];
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => messagesOf(v, label).map((m) => `${label(k)}: ${m}`));
  return value === null || value === undefined ? [] : [String(value)];
}

/** DRF 400 bodies: {field: [messages], non_field_errors: [...]} -> field -> messages. */
export function drfFieldErrors(body: unknown): Record<string, string[]> | undefined {
  if (!isRecord(body) || 'detail' in body || 'errors' in body || 'response' in body) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (messages.length) out[field] = messages;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The human text an upstream put in its error body, whatever its shape (`label`: how a DRF field is named). */
export function upstreamText(body: unknown, label: Label = asIs): string {
  let text: string;
  if (typeof body === 'string') text = body.trim();
  else if (isRecord(body) && typeof body.detail === 'string') text = body.detail;
  else if (isRecord(body) && body.errors !== undefined)
    text = messagesOf(body.errors).join('; '); // OneSignal
  else if (isRecord(body) && isRecord(body.response)) {
    const r = body.response; // loyalty platform
    text = messagesOf(r.errors ?? r.error ?? r.message).join('; ');
  } else if (isRecord(body) && body.error !== undefined)
    text = messagesOf(body.error).join('; '); // ERP bridge
  else {
    const fields = isRecord(body) ? Object.entries(body).map(([f, v]) => [f, messagesOf(v, label)] as const) : [];
    text = fields
      .filter(([, m]) => m.length)
      .map(([f, m]) => (f === 'non_field_errors' ? m.join(' ') : `${label(f)}: ${m.join(' ')}`))
      .join('; ');
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** The DRF-style services, and how their texts name them. */
const DRF_SERVICES: Partial<Record<UpstreamName, ServiceWords>> = {
  productApi: { by: 'pela API de produtos', subject: 'A API de produtos' },
  storage: { by: 'pelo serviço de arquivos', subject: 'O serviço de arquivos' },
};

/** Said instead of a service's words that read as English (or as a PHP page). */
const REFUSED: Record<UpstreamName, string> = {
  productApi: 'A API de produtos recusou a operação.',
  erp: 'O ERP recusou a operação.',
  loyalty: 'A plataforma Cresce Vendas recusou a operação.',
  push: 'O serviço de notificações recusou o envio.',
  storage: 'O serviço de arquivos recusou a operação.',
};

/** The PHP bridge's leaks: warnings, notices, fatal errors and HTML pages say nothing a person can act on. */
const PHP_LEAK = /\b(?:Warning|Notice|Fatal error|Parse error|Deprecated)\b\s*:|<\/?[a-z!][^>]*>/i;

/** The words a person may read of a service's text: the text itself when it is Portuguese, else the service's sentence. */
export function personWords(upstream: UpstreamName, text: string): string {
  const trimmed = text.trim();
  return !trimmed || readsAsEnglish(trimmed) || PHP_LEAK.test(trimmed) ? REFUSED[upstream] : trimmed;
}

/** What the service itself said, when the error's message is the gateway's Portuguese for it (for the log, the ERP's causes). */
export class UpstreamWords extends Error {
  override name = 'UpstreamWords';
}

/** The service's own text behind an upstream error: its originalError's words, or the message when nothing was replaced. */
export function upstreamOwnText(error: unknown): string {
  const original = (error as GraphQLError | undefined)?.originalError;
  if (original instanceof UpstreamWords) return original.message;
  return error instanceof Error ? error.message : String(error);
}

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** A message for a person and the service's words behind it, when they differ. */
function told(shown: string, said: string): { message: string; originalError?: Error } {
  return shown === said ? { message: cut(shown) } : { message: cut(shown), originalError: new UpstreamWords(cut(said)) };
}

export function upstreamHttpError(upstream: UpstreamName, failure: HttpFailure): GraphQLError {
  const code = codeFor(upstream, failure.status);
  const drf = DRF_SERVICES[upstream];
  const body = drf ? portugueseBody(failure.body, drf) : failure.body;
  const said = upstreamText(failure.body, drf ? fieldLabel : asIs);
  const text = upstreamText(body, drf ? fieldLabel : asIs) || `HTTP ${failure.status}`;
  const pushErrors = upstream === 'push' && isRecord(failure.body) ? failure.body.errors : undefined;
  // DRF texts are translated field by field above; the push provider's by its own table; the others as a whole.
  const shown = drf ? text : upstream === 'push' && pushErrors !== undefined ? pushErrorsText(pushErrors) : said ? personWords(upstream, said) : text;
  const fieldErrors = failure.status === 400 ? drfFieldErrors(body) : undefined;
  const { message, originalError } = told(shown, said || shown);
  return new GraphQLError(message, {
    originalError,
    extensions: {
      code,
      upstream,
      upstreamStatus: failure.status,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
    },
  });
}

/**
 * A reply that came back 2xx but says it failed (ERP warnings, loyalty response.code != 200, a push that reached
 * nobody): `text` is the service's, said to a person only if it is not English (`shown` when the caller has the
 * Portuguese already, as the push client's table gives it).
 */
export function upstreamRejection(upstream: UpstreamName, text: string, details?: Record<string, unknown>, shown = personWords(upstream, text)) {
  const { message, originalError } = told(shown, text);
  return new GraphQLError(message, { originalError, extensions: { code: 'UPSTREAM_ERROR', upstream, ...details } });
}

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT']);
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

const UPSTREAM_LABEL: Record<UpstreamName, string> = {
  productApi: 'API de produtos',
  erp: 'ERP',
  loyalty: 'Cresce Vendas',
  push: 'serviço de notificações',
  storage: 'serviço de arquivos',
};

/** Network-level failures (no HTTP answer). The message never includes the URL: it may carry credentials. */
export function upstreamNetworkError(upstream: UpstreamName, error: unknown): GraphQLError {
  const errCode = isRecord(error) && typeof error.code === 'string' ? error.code : '';
  const label = UPSTREAM_LABEL[upstream];
  if (TIMEOUT_CODES.has(errCode) || (error instanceof Error && error.name === 'TimeoutError')) {
    return new GraphQLError(`Tempo esgotado aguardando resposta do ${label}.`, {
      extensions: { code: 'UPSTREAM_TIMEOUT', upstream },
    });
  }
  const code: UpstreamErrorCode = UNAVAILABLE_CODES.has(errCode) ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_ERROR';
  return new GraphQLError(`Falha na comunicação com o ${label}${errCode ? ` (${errCode})` : ''}.`, {
    // A connection never made means the request never left: the service cannot have acted on it.
    extensions: { code, upstream, ...(NOT_SENT_CODES.has(errCode) ? { reached: false } : {}) },
  });
}
