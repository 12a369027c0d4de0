import { describe, expect, it } from 'vitest';
import { observabilityFromEnv } from './settings';

describe('observability settings from the environment', () => {
  it('metrics on, no tracing by default', () => {
    expect(observabilityFromEnv({})).toEqual({ metrics: true, metricsToken: undefined, tracing: null });
  });

  it('reads the standard OpenTelemetry names', () => {
    const settings = observabilityFromEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_EXPORTER_OTLP_HEADERS: 'api-key=a%20b,x=1',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      METRICS_TOKEN: 't',
      METRICS_ENABLED: 'FALSE',
    });
    expect(settings).toEqual({
      metrics: false,
      metricsToken: 't',
      tracing: { url: 'http://collector:4318/v1/traces', serviceName: 'painel-gateway', headers: { 'api-key': 'a b', x: '1' }, batchDelayMs: 200 },
    });
    expect(observabilityFromEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/t', OTEL_SERVICE_NAME: 'gw-2' }).tracing).toMatchObject({
      url: 'http://c/t',
      serviceName: 'gw-2',
    });
    expect(observabilityFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_SDK_DISABLED: 'true' }).tracing).toBeNull();
  });
});
