// /metrics: the Prometheus scrape with its access rules (observability/metrics-route.ts: GET and HEAD only; the
// METRICS_TOKEN bearer when one is set; without one, refused in production and open only to a direct loopback
// peer naming the loopback in development); a bare 404 when metrics are off. Still answered while draining.
import { handleMetrics } from '../../observability/metrics-route';
import type { ObservabilitySettings } from '../../observability/settings';
import { notFound } from '../reply';
import type { RouteHandler } from '../route';

export function metricsRoute(observability: ObservabilitySettings, production: boolean): RouteHandler {
  if (!observability.metrics) return (_req, res) => notFound(res);
  const access = { token: observability.metricsToken, production };
  return (req, res) => handleMetrics(req, res, access);
}
