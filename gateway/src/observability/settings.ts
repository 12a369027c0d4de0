// The observability's settings from the standard environment names (read by startGateway unless its config
// gives them): METRICS_ENABLED, METRICS_TOKEN, and OpenTelemetry's OTEL_EXPORTER_OTLP_ENDPOINT,
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY and
// OTEL_SDK_DISABLED.
import type { TracingSettings } from './tracing';

export interface ObservabilitySettings {
  /** METRICS_ENABLED=false turns the metrics off (and /metrics answers 404); default on. */
  metrics: boolean;
  /** METRICS_TOKEN: the bearer token /metrics requires (metrics-route.ts has the rule without one). */
  metricsToken?: string;
  /** Set when traces are exported (an OTLP endpoint is configured); null: no SDK loaded. */
  tracing: TracingSettings | null;
}

/** 'key1=value1,key2=value2' (values URL-encoded), as the OpenTelemetry spec writes OTEL_EXPORTER_OTLP_HEADERS. */
function otlpHeaders(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

export function observabilityFromEnv(env: NodeJS.ProcessEnv = process.env): ObservabilitySettings {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const url = traces || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return {
    metrics: env.METRICS_ENABLED?.trim().toLowerCase() !== 'false',
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing:
      url && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true'
        ? {
            url,
            serviceName: env.OTEL_SERVICE_NAME?.trim() || 'painel-gateway',
            headers: otlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
            batchDelayMs: Number.isFinite(delay) && delay > 0 ? delay : undefined,
          }
        : null,
  };
}
