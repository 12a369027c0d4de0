import { describe, expect, it } from 'vitest';
import { Counter, Histogram, Registry } from 'prom-client';
import { SeriesCounter, SeriesHistogram } from './series';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
// Values on, between and past the bounds; label values prom-client must escape.
const VALUES = [0, 0.005, 0.0051, 0.01, 0.3, 1, 29.9, 30, 31, 1000, 0.0001];
const SERVICES = ['erp', 'product"Api\n'];

describe('series metrics', () => {
  it("print exactly what prom-client's own counter and histogram print for the same observations", async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const histogram = new Histogram({ name: 'x_seconds', help: 'h "q" \\ x', labelNames: ['service', 'resource'], buckets: BUCKETS, registers: [theirs] });
    const counter = new Counter({ name: 'x_total', help: 'c', labelNames: ['service', 'outcome'], registers: [theirs] });
    const seriesHistogram = new SeriesHistogram({
      name: 'x_seconds',
      help: 'h "q" \\ x',
      labelNames: ['service', 'resource'],
      buckets: BUCKETS,
      registry: ours,
    });
    const seriesCounter = new SeriesCounter({ name: 'x_total', help: 'c', labelNames: ['service', 'outcome'], registry: ours });
    VALUES.forEach((value, i) => {
      const timed = { service: SERVICES[i % 2], resource: 'pedidos/{id}' };
      histogram.observe(timed, value);
      seriesHistogram.observe(`${timed.service}\u0000${timed.resource}`, timed, value);
      const counted = { service: SERVICES[i % 2], outcome: i % 3 ? 'ok' : 'server_error' };
      counter.inc(counted);
      seriesCounter.add(`${counted.service}\u0000${counted.outcome}`, counted);
    });
    const expected = await theirs.metrics();
    expect(expected).toContain('x_seconds_bucket{le="30",service="erp",resource="pedidos/{id}"} 5');
    expect(await ours.metrics()).toBe(expected);
  });

  it('start again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const counter = new SeriesCounter({ name: 'y_total', help: 'c', labelNames: ['k'], registry });
    counter.add('a', { k: 'a' });
    registry.resetMetrics();
    expect(await registry.metrics()).toBe('# HELP y_total c\n# TYPE y_total counter\n');
  });

  it('refuse a label they were not declared with, as prom-client does', () => {
    const registry = new Registry();
    const counter = new SeriesCounter({ name: 'z_total', help: 'c', labelNames: ['service'], registry });
    counter.add('erp', { service: 'erp' });
    // A caller's typo past the types (labels built at run time) fails loudly instead of making a series of its own.
    const labels = { service: 'erp', servise: 'erp' } as unknown as { service: string };
    expect(() => counter.add('erp\u0000erp', labels)).toThrow('Metric z_total: label "servise" is not one of service');
  });
});
