// What upstreams/http.ts send() does around each upstream HTTP call: the headers the upstream gets (x-request-id,
// and traceparent with tracing on), the call's span under the request's, and its metrics by service and resource.
import { performance } from 'node:perf_hooks';
import { metricsEnabled, recordUpstream } from './metrics';
import { resourceLabel } from './labels';
import { upstreamHeaders, type RequestScope } from './request-scope';

export interface UpstreamCall {
  /** To add to the request's headers (none outside a request scope). */
  readonly headers: Record<string, string> | undefined;
  /** The answer's status, or undefined with the error when none came; only the first call counts. */
  done(status: number | undefined, error?: unknown): void;
}

const NOTHING: UpstreamCall = { headers: undefined, done: () => undefined };

export function beginUpstreamCall(service: string, method: string, prefixUrl: string, relative: string, scope: RequestScope | undefined): UpstreamCall {
  const metrics = metricsEnabled();
  if (!metrics && !scope) return NOTHING;
  const started = performance.now();
  const resource = resourceLabel(service, relative);
  const tracing = scope?.tracing;
  const span = tracing ? tracing.startUpstream(scope.span, service, method, resource, prefixUrl + relative.split('?', 1)[0]) : undefined;
  let ended = false;
  return {
    headers: scope ? upstreamHeaders(scope, span) : undefined,
    done(status, error) {
      if (ended) return;
      ended = true;
      if (metrics) recordUpstream(service, resource, status, (performance.now() - started) / 1000);
      if (span) tracing!.endUpstream(span, status, error);
    },
  };
}
