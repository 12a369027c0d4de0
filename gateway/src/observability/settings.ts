// The observability's settings from the standard environment names (read by startGateway unless its config
// gives them): METRICS_ENABLED, METRICS_TOKEN, and OpenTelemetry's OTEL_EXPORTER_OTLP_ENDPOINT,
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY and
// OTEL_SDK_DISABLED.
import type { TracingSettings } from './tracing';
import type { Env } from '@painel/db/settings';
import { gatewaySetting } from '../settings';

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

export function observabilityFromEnv(env?: Env): ObservabilitySettings {
  const base = gatewaySetting('OTEL_EXPORTER_OTLP_ENDPOINT', env);
  const traces = gatewaySetting('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', env);
  const url = traces || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  return {
    metrics: gatewaySetting('METRICS_ENABLED', env),
    metricsToken: gatewaySetting('METRICS_TOKEN', env),
    tracing:
      url && !gatewaySetting('OTEL_SDK_DISABLED', env)
        ? {
            url,
            serviceName: gatewaySetting('OTEL_SERVICE_NAME', env),
            headers: otlpHeaders(gatewaySetting('OTEL_EXPORTER_OTLP_HEADERS', env)),
            batchDelayMs: gatewaySetting('OTEL_BSP_SCHEDULE_DELAY', env),
          }
        : null,
  };
}
