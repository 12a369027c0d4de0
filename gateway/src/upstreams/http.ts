// HTTP plumbing shared by the upstream clients: one got instance per upstream with keep-alive agents (created
// once per gateway, shared by all requests), timeouts, and retries only for idempotent GETs. Every call goes
// through send(), which turns network failures into GraphQL errors and parses JSON bodies.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { type Got, type Method } from 'got';
import { upstreamHttpError, upstreamNetworkError, type UpstreamName } from './errors';

export interface HttpClient {
  readonly upstream: UpstreamName;
  readonly got: Got;
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
  const instance = got.extend({
    prefixUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    agent: agents,
    timeout: { request: options.timeoutMs ?? 15_000 },
    retry: { limit: options.getRetries ?? 1, methods: ['GET'] },
    throwHttpErrors: false,
    followRedirect: false,
    responseType: 'text',
  });
  return {
    upstream,
    got: instance,
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

/** One HTTP exchange. Rejects only on network failure; HTTP error statuses are returned for the caller to map. */
export async function send(client: HttpClient, path: string, options: SendOptions = {}): Promise<Reply> {
  const relative = path.replace(/^\/+/, '');
  let response;
  try {
    response = await client.got(relative, {
      method: options.method ?? 'GET',
      searchParams: cleanParams(options.searchParams),
      json: options.json,
      body: options.body,
      headers: { accept: 'application/json', ...options.headers },
    });
  } catch (error) {
    throw upstreamNetworkError(client.upstream, error);
  }
  const text = response.body;
  let body: unknown = text;
  if (text && /^\s*[[{"]/.test(text)) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.statusCode, headers: response.headers, text, body };
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
