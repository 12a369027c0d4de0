// HTTP plumbing shared by the upstream clients: per upstream, keep-alive agents (created once per gateway, shared
// by all requests), timeouts, and retries only for idempotent GETs. Writes go through got; GETs, the hot path,
// through a lean node:http path with got's exact rules (http-get.ts says why and what). Every call goes through
// send(), which turns network failures into GraphQL errors and parses JSON bodies.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { type Got, type Method } from 'got';
import { upstreamHttpError, upstreamNetworkError, type UpstreamName } from './errors';
import { ACCEPT_ENCODING, getWithRetries, type GetOptions, type RawReply } from './http-get';
import type { RequestScope } from '../observability/request-scope';
import { beginUpstreamCall } from '../observability/upstream-call';
import { DeadlineReached, deadlineError, mayBegin, type RequestDeadline } from '../request-deadline';

const USER_AGENT = 'painel-gateway';

export interface HttpClient {
  readonly upstream: UpstreamName;
  readonly got: Got;
  /** Base URL, ending in '/'. */
  readonly prefixUrl: string;
  readonly getOptions: GetOptions;
  /** Set on a request's view of the client (observability/scoped-services.ts): its x-request-id and trace. */
  readonly scope?: RequestScope;
  close(): void;
}

export interface HttpClientOptions {
  timeoutMs?: number;
  /** Retries for GET only (network errors and 5xx/429). */
  getRetries?: number;
}

export function createHttpClient(upstream: UpstreamName, baseUrl: string, options: HttpClientOptions = {}): HttpClient {
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 128 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 128 }),
  };
  const prefixUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.getRetries ?? 1;
  const instance = got.extend({
    prefixUrl,
    agent: agents,
    timeout: { request: timeoutMs },
    retry: { limit: retries, methods: ['GET'] },
    throwHttpErrors: false,
    followRedirect: false,
    responseType: 'text',
    headers: { 'user-agent': USER_AGENT },
  });
  return {
    upstream,
    got: instance,
    prefixUrl,
    getOptions: { agents, timeoutMs, retries },
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

export interface SendOptions {
  method?: Method;
  searchParams?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  body?: FormData | Buffer | string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
}

function cleanParams(params: SendOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

function exchange(
  client: HttpClient,
  relative: string,
  options: SendOptions,
  scopeHeaders: Record<string, string> | undefined,
  deadline: RequestDeadline | undefined,
): Promise<RawReply> {
  const method = options.method ?? 'GET';
  const params = cleanParams(options.searchParams);
  if (method === 'GET' && options.json === undefined && options.body === undefined) {
    // got's prefixUrl is plain concatenation, and its searchParams replace any query the path carries.
    const url = new URL(client.prefixUrl + relative);
    if (params) url.search = new URLSearchParams(params).toString();
    const headers = { 'user-agent': USER_AGENT, 'accept-encoding': ACCEPT_ENCODING, accept: 'application/json', ...options.headers, ...scopeHeaders };
    return getWithRetries(url, headers, client.getOptions, deadline);
  }
  // A write in flight at the deadline is cut by its signal (send() refused it when too little time was left): it is in
  // doubt like any timeout (DeadlineReached sent), and the workflow step's own handling of a lost answer applies.
  return client
    .got(relative, {
      method,
      searchParams: params,
      json: options.json,
      body: options.body,
      headers: { accept: 'application/json', ...options.headers, ...scopeHeaders },
      ...(deadline ? { signal: deadline.signal } : {}),
    })
    .then(
      (response) => ({ status: response.statusCode, headers: response.headers, text: response.body }),
      (error: unknown) => {
        throw deadline?.expired ? new DeadlineReached(true) : error;
      },
    );
}

/** One HTTP exchange. Rejects only on network failure; HTTP error statuses are returned for the caller to map. */
export async function send(client: HttpClient, path: string, options: SendOptions = {}): Promise<Reply> {
  const relative = path.replace(/^\/+/, '');
  const deadline = client.scope?.deadline;
  // Too little of the request's time left to begin: nothing is sent, so a write may safely be tried again.
  if (!mayBegin(deadline)) throw deadlineError(client.upstream, false);
  const call = beginUpstreamCall(client.upstream, options.method ?? 'GET', client.prefixUrl, relative, client.scope);
  let response: RawReply;
  try {
    response = await exchange(client, relative, options, call.headers, deadline);
  } catch (error) {
    call.done(undefined, error);
    if (error instanceof DeadlineReached) throw deadlineError(client.upstream, error.sent);
    throw upstreamNetworkError(client.upstream, error);
  }
  call.done(response.status);
  const text = response.text;
  let body: unknown = text;
  if (text && /^\s*[[{"]/.test(text)) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Like send(), but any non-2xx answer becomes the mapped GraphQL error. */
export async function sendOk(client: HttpClient, path: string, options: SendOptions = {}): Promise<Reply> {
  const reply = await send(client, path, options);
  if (reply.status >= 200 && reply.status < 300) return reply;
  throw upstreamHttpError(client.upstream, {
    status: reply.status,
    body: reply.body,
    retryAfter: headerValue(reply.headers['retry-after']),
  });
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
