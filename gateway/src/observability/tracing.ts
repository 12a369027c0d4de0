// OpenTelemetry traces, only when an OTLP endpoint is configured (settings.ts: OTEL_EXPORTER_OTLP_ENDPOINT): the
// SDK is imported here on demand, so a gateway without it loads none of it and pays one null check per request.
// Spans are parented by hand (request-scope.ts says why there is no context manager): the incoming request (its
// `traceparent` honoured), the GraphQL operation under it, each upstream HTTP call under that, with the W3C
// trace context sent on to the upstream. Spans leave in batches to `<endpoint>/v1/traces` (OTLP, JSON over HTTP).
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';

export interface TracingSettings {
  /** The OTLP traces URL (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + '/v1/traces'). */
  url: string;
  /** OTEL_SERVICE_NAME; default 'painel-gateway'. */
  serviceName: string;
  /** Extra headers for the collector (OTEL_EXPORTER_OTLP_HEADERS, e.g. an API key). */
  headers?: Record<string, string>;
  /** How long spans wait to leave in a batch (OTEL_BSP_SCHEDULE_DELAY; default 5000 ms). */
  batchDelayMs?: number;
}

export interface Tracing {
  startRequest(req: IncomingMessage, route: string): Span;
  endRequest(span: Span, status: number, finished: boolean): void;
  /** The GraphQL operation's span under `parent`; `parent` itself when it is not recorded (a sampled-out request). */
  startOperation(parent: Span | undefined): Span;
  /** Names the operation's span once its name is known, and records how it ended. */
  endOperation(span: Span, name: string | undefined, outcome: string): void;
  /** An upstream call's span under `parent`; `parent` itself when it is not recorded. */
  startUpstream(parent: Span | undefined, service: string, method: string, resource: string, url: string): Span;
  endUpstream(span: Span, status: number | undefined, error?: unknown): void;
  /** Writes `traceparent` (and `tracestate`) of `span` into `headers`. */
  inject(span: Span, headers: Record<string, string>): void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  const [api, core, sdk, node, exporterModule, resources, conventions] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME, ATTR_URL_FULL } = conventions;
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, defaultTextMapGetter, defaultTextMapSetter } = api;
  const exporter = new exporterModule.OTLPTraceExporter({ url: settings.url, headers: settings.headers });
  // Never register()ed: that would install the AsyncLocalStorage context manager this design avoids.
  const provider = new node.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter, { scheduledDelayMillis: settings.batchDelayMs ?? 5000 })],
  });
  const tracer = provider.getTracer('painel-gateway');
  const propagator = new core.W3CTraceContextPropagator();
  const under = (parent: Span | undefined) => (parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT);
  // A request the sampler left out (OTEL_TRACES_SAMPLER, e.g. one in ten traced) is not recorded, nor is anything
  // under it (the parent-based samplers follow the root): its operation and upstream calls reuse its span instead of
  // making their own, which would only cost (ids, context, sampling; ~40 µs a request in the gateway's profile).
  // Upstreams still get a traceparent, with the request's span as parent and the not-sampled flag.
  const unrecorded = (parent: Span | undefined): parent is Span => parent !== undefined && !parent.isRecording();

  return {
    startRequest(req, route) {
      const parent = propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter);
      return tracer.startSpan(
        `${req.method ?? 'GET'} ${route}`,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method ?? 'GET', [ATTR_HTTP_ROUTE]: route } },
        parent,
      );
    },
    endRequest(span, status, finished) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 500 || !finished) span.setStatus({ code: SpanStatusCode.ERROR, message: finished ? undefined : 'connection closed before the answer' });
      span.end();
    },
    startOperation(parent) {
      if (unrecorded(parent)) return parent;
      return tracer.startSpan('graphql', { kind: SpanKind.INTERNAL }, under(parent));
    },
    endOperation(span, name, outcome) {
      if (name) {
        span.updateName(name);
        span.setAttribute('graphql.operation.name', name);
      }
      span.setAttribute('painel.outcome', outcome);
      if (outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    startUpstream(parent, service, method, resource, url) {
      if (unrecorded(parent)) return parent;
      return tracer.startSpan(
        `${method} ${service} ${resource}`,
        {
          kind: SpanKind.CLIENT,
          attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_FULL]: url, 'painel.upstream': service, 'painel.upstream.resource': resource },
        },
        under(parent),
      );
    },
    endUpstream(span, status, error) {
      if (status !== undefined) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      } else if (status !== undefined && status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    inject(span, headers) {
      propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
    },
    shutdown: () => provider.shutdown(),
  };
}
