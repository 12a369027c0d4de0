// The stacked bar chart comparing years by month (docs/areas/staff-and-support.md#dashboard; docs/decisions/0003-dashboard-all-twelve-months.md: all
// twelve months, MAI included). Presentational: it draws what it is given. recharts draws SVG, reachable by keyboard
// through its accessibility layer; the same figures are in the table below it for screen readers and for copying.
import { Colors, HTMLTable } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMoney } from '../../lib/format';

export type SalesMetric = 'orders' | 'revenue';

export interface ChartYear {
  year: number;
  months: ReadonlyArray<{ month: number; label: string; orders: number; revenue: string }>;
}

const YEAR_COLORS = [Colors.BLUE3, Colors.ORANGE3, Colors.GREEN3, Colors.VIOLET3, Colors.GOLD3];

export const METRIC_LABELS: Record<SalesMetric, string> = { orders: 'Pedidos', revenue: 'Faturamento' };

export function formatMetric(metric: SalesMetric, value: number): string {
  return metric === 'orders' ? formatCount(value) : formatMoney(value);
}

/** One row per month ({label, '2025': n, '2026': n}), the shape recharts stacks by key. */
export function chartRows(years: readonly ChartYear[], metric: SalesMetric): Array<Record<string, string | number>> {
  const labels = years[0]?.months.map((m) => m.label) ?? [];
  return labels.map((label, index) => {
    const row: Record<string, string | number> = { label };
    for (const { year, months } of years) {
      const month = months[index];
      row[String(year)] = metric === 'orders' ? month.orders : Number(month.revenue);
    }
    return row;
  });
}

interface SalesChartProps {
  years: readonly ChartYear[];
  metric: SalesMetric;
}

export function SalesChart({ years, metric }: SalesChartProps) {
  const rows = chartRows(years, metric);
  const title = `${METRIC_LABELS[metric]} por mês, ${years.map((y) => y.year).join(' e ')}`;
  return (
    <figure className="sales-chart" aria-label={title}>
      <ResponsiveContainer width="100%" height={340} initialDimension={{ width: 880, height: 340 }}>
        <BarChart data={rows} accessibilityLayer margin={{ top: 8, right: 16, bottom: 8, left: 16 }} title={title}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* interval 0: every month labelled, none skipped to save room */}
          <XAxis dataKey="label" interval={0} />
          <YAxis width={metric === 'revenue' ? 96 : 56} tickFormatter={(value: number) => formatMetric(metric, value)} />
          <Tooltip formatter={(value) => formatMetric(metric, Number(value))} />
          <Legend />
          {years.map(({ year }, index) => (
            <Bar key={year} dataKey={String(year)} name={String(year)} stackId="anos" fill={YEAR_COLORS[index % YEAR_COLORS.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <details className="sales-chart-table">
        <summary>Ver dados em tabela</summary>
        <HTMLTable compact striped>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              {years.map(({ year }) => (
                <th scope="col" key={year}>
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.label)}>
                <th scope="row">{row.label}</th>
                {years.map(({ year }) => (
                  <td key={year}>{formatMetric(metric, Number(row[String(year)]))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </details>
    </figure>
  );
}
