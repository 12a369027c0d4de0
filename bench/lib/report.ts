// What every benchmark returns, and the final table. Ratios are the point (machines are noisy); absolute figures
// are printed for context only.

export interface Metric {
  name: string;
  value: string;
  /** Human-readable target, e.g. '>= 0.45'. */
  target?: string;
  /** undefined: informative only. */
  ok?: boolean;
}

export interface BenchResult {
  bench: string;
  metrics: Metric[];
  /** Set when the benchmark could not run (e.g. the schema lacks what it needs). */
  skipped?: string;
  /** Problems found while measuring (reported, never fatal). */
  notes?: string[];
}

export function skipped(bench: string, reason: string): BenchResult {
  return { bench, metrics: [], skipped: reason };
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function formatTable(results: BenchResult[]): string {
  const rows: string[][] = [['benchmark', 'metric', 'value', 'target', 'status']];
  for (const result of results) {
    if (result.skipped) {
      rows.push([result.bench, '-', '-', '-', `skipped: ${result.skipped}`]);
      continue;
    }
    for (const metric of result.metrics) {
      const status = metric.ok === undefined ? '' : metric.ok ? 'ok' : 'MISSED';
      rows.push([result.bench, metric.name, metric.value, metric.target ?? '', status]);
    }
  }
  const widths = rows[0].map((_, col) => Math.min(60, Math.max(...rows.map((r) => r[col].length))));
  const line = widths.map((w) => '-'.repeat(w)).join('-+-');
  const out = rows.map((r) => r.map((cell, col) => pad(cell, widths[col])).join(' | '));
  out.splice(1, 0, line);
  const notes = results.flatMap((r) => (r.notes ?? []).map((n) => `  [${r.bench}] ${n}`));
  return [...out, ...(notes.length ? ['', 'notes:', ...notes] : [])].join('\n');
}
