// The welcome page's sales chart (types 1, 2 and 3; the gateway narrows type 3 to its branch). Its own chunk:
// WelcomeView imports it lazily, so the chart library is fetched only by users who may see the chart. Where the
// product API has no monthly figures (the gateway's availability) the gateway's note stands in the chart's place.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Card, H4, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { SalesByMonthQuery } from '../queries';
import { METRIC_LABELS, SalesChart, type SalesMetric } from '../components/SalesChart';
import '../dashboard.css';

export const SALES_CHART_TITLE = 'Vendas por mês';

export function SalesChartPanel() {
  const [metric, setMetric] = useState<SalesMetric>('orders');
  const { data, loading, error } = useQuery(SalesByMonthQuery);
  const chart = data?.salesByMonth;
  const years = chart?.years ?? [];
  const unavailable = chart?.availability.available === false ? (chart.availability.note ?? '') : null;
  const hasSales = years.some((y) => y.months.some((m) => m.orders > 0));
  const scope = chart?.branch != null ? `Filial ${chart.branch}` : 'Todas as filiais';
  return (
    <Card className="sales-chart-card">
      <div className="sales-chart-head">
        <H4 className="sales-chart-title">
          {SALES_CHART_TITLE}
          {chart && <small className="sales-chart-scope"> · {scope}</small>}
        </H4>
        {unavailable === null && (
          <SegmentedControl
            aria-label="Medida do gráfico"
            small
            value={metric}
            onValueChange={(value) => setMetric(value as SalesMetric)}
            options={(['orders', 'revenue'] as const).map((value) => ({ value, label: METRIC_LABELS[value] }))}
          />
        )}
      </div>
      {loading && !chart ? (
        <Spinner size={30} aria-label="Carregando gráfico de vendas" />
      ) : error && !chart ? (
        <NonIdealState icon="error" title="Não foi possível carregar o gráfico de vendas" description={error.message} />
      ) : unavailable !== null ? (
        <p className="sales-chart-unavailable" role="note">
          {unavailable}
        </p>
      ) : !hasSales ? (
        <NonIdealState
          icon="timeline-bar-chart"
          title="Nenhuma venda no período"
          description={`Não há pedidos em ${years.map((y) => y.year).join(' e ') || 'nenhum ano'}.`}
        />
      ) : (
        <SalesChart years={years} metric={metric} />
      )}
    </Card>
  );
}
