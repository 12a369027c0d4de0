// Per request: its id (x-request-id, the caller's when it sends a usable one) and, with tracing on, the span that
// upstream calls hang under. Carried by hand (on the request, the GraphQL context and per-request views of the
// upstream clients), not in AsyncLocalStorage: on Node 20 that turns on promise hooks for every promise of the
// process, a cost every request would pay even with tracing off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Span } from '@opentelemetry/api';
import type { Tracing } from './tracing';
import type { RequestDeadline } from '../request-deadline';

export interface RequestScope {
  readonly requestId: string;
  /** Null when OTEL_EXPORTER_OTLP_ENDPOINT is unset: then nothing below is ever made. */
  readonly tracing: Tracing | null;
  /** The innermost open span of the request (the request's, then the GraphQL operation's). */
  span: Span | undefined;
  /** The GraphQL operation's span, ended when its answer is ready (graphql-plugin.ts). */
  operationSpan?: Span;
  /** Set by the GraphQL plugin: the operation's metric label and outcome (graphql-plugin.ts). */
  operation?: string;
  outcome?: GraphqlOutcome;
  /** A GraphQL request's deadline (server.ts): its upstream calls take their time from it (upstreams/http.ts). */
  deadline?: RequestDeadline;
}

export type GraphqlOutcome = 'ok' | 'user_error' | 'error';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_REQUEST_ID = 128;
const UNSAFE = /[^A-Za-z0-9._:@/+=-]/g;

/**
 * The caller's id when it is usable: characters outside a safe set dropped (it lands in logs and upstream
 * headers), at most 128 kept; otherwise (absent, empty after cleaning) a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw) {
    const clean = raw
      .slice(0, MAX_REQUEST_ID * 4)
      .replace(UNSAFE, '')
      .slice(0, MAX_REQUEST_ID);
    if (clean) return clean;
  }
  return randomUUID();
}

const SCOPE = Symbol('painel.requestScope');
type Scoped = IncomingMessage & { [SCOPE]?: RequestScope };

/** The request's scope, made on first ask (http/router.ts asks first, through beginRequest, with its gateway's tracing). */
export function scopeOf(req: IncomingMessage, tracing: Tracing | null = null): RequestScope {
  const scoped = req as Scoped;
  return (scoped[SCOPE] ??= { requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]), tracing, span: undefined });
}

/** Probes are not traced: a load balancer's and a scraper's calls every few seconds would bury the requests. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/** A span name for a path: its first segment only ('/uploads/*'), never a ticket, a file name or an id. */
export function routeOf(pathname: string): string {
  if (pathname === '/graphql' || pathname === '/graphql/') return '/graphql';
  const second = pathname.indexOf('/', 1);
  return second < 0 ? pathname.slice(0, 64) : `${pathname.slice(0, Math.min(second, 64))}/*`;
}

/** Opens the scope of an incoming request: the id answered in the response, the request's span when tracing. */
export function beginRequest(req: IncomingMessage, res: ServerResponse, tracing: Tracing | null, pathname: string): RequestScope {
  const scope = scopeOf(req, tracing);
  res.setHeader(REQUEST_ID_HEADER, scope.requestId);
  if (tracing && !UNTRACED.has(pathname)) {
    const span = tracing.startRequest(req, routeOf(pathname));
    scope.span = span;
    res.once('close', () => tracing.endRequest(span, res.statusCode, res.writableFinished));
  }
  return scope;
}

/** Headers every upstream request of the scope carries: its id, and the W3C trace context of `span`. */
export function upstreamHeaders(scope: RequestScope, span: Span | undefined): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: scope.requestId };
  if (span && scope.tracing) scope.tracing.inject(span, headers);
  return headers;
}
