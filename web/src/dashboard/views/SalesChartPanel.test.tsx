// @vitest-environment jsdom
// The dashboard's sales chart against mocked GraphQL answers: loading, a load failure, no sales, and the stacked
// bars of two years with all twelve month labels (MAI included), in the chart and in its table, per measure.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SalesByMonthQuery } from '../queries';
import { SalesChartPanel } from './SalesChartPanel';

const LABELS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];

const year = (value: number, orders: (month: number) => number) => ({
  __typename: 'YearSales' as const,
  year: value,
  months: LABELS.map((label, index) => ({
    __typename: 'MonthSales' as const,
    month: index + 1,
    label,
    orders: orders(index + 1),
    revenue: (orders(index + 1) * 100.5).toFixed(2),
  })),
});
const request = { query: SalesByMonthQuery, variables: {} };
const offered = { __typename: 'Availability' as const, available: true, note: null };
const answer = (years: ReturnType<typeof year>[], branch: number | null = null, availability: object = offered): MockLink.MockedResponse => ({
  request,
  result: { data: { salesByMonth: { __typename: 'SalesByMonth', branch, availability, years } } },
});
const NOTE = 'O gráfico de vendas mensais não está disponível neste servidor de produtos.';

const renderPanel = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <SalesChartPanel />
    </MockedProvider>,
  );

afterEach(cleanup);

describe('SalesChartPanel', () => {
  it('shows a spinner while loading', () => {
    renderPanel([answer([year(2025, () => 1)])]);
    expect(screen.getByLabelText('Carregando gráfico de vendas')).toBeTruthy();
  });

  it("says when the chart could not be loaded, with the gateway's message", async () => {
    renderPanel([{ request, error: new Error('Erro ao carregar o gráfico de vendas: Serviço indisponível.') }]);
    expect(await screen.findByText('Não foi possível carregar o gráfico de vendas')).toBeTruthy();
    expect(screen.getByText('Erro ao carregar o gráfico de vendas: Serviço indisponível.')).toBeTruthy();
  });

  it("shows the gateway's note in the chart's place where the product API has no monthly figures, no error", async () => {
    renderPanel([answer([], null, { __typename: 'Availability', available: false, note: NOTE })]);
    expect((await screen.findByRole('note')).textContent).toBe(NOTE);
    expect(screen.queryByText('Não foi possível carregar o gráfico de vendas')).toBeNull();
    expect(screen.queryByText('Nenhuma venda no período')).toBeNull();
    expect(screen.queryByLabelText('Medida do gráfico')).toBeNull();
    expect(document.querySelector('.recharts-surface')).toBeNull();
  });

  it('shows the empty state when no year has a sale', async () => {
    renderPanel([answer([year(2025, () => 0), year(2026, () => 0)])]);
    expect(await screen.findByText('Nenhuma venda no período')).toBeTruthy();
    expect(screen.getByText('Não há pedidos em 2025 e 2026.')).toBeTruthy();
    expect(document.querySelector('.recharts-surface')).toBeNull();
  });

  it('draws both years stacked over the twelve months, MAI included, and the same figures in its table', async () => {
    renderPanel([answer([year(2025, (m) => m), year(2026, (m) => (m <= 3 ? 10 * m : 0))], 17)]);
    const figure = await screen.findByRole('figure', { name: 'Pedidos por mês, 2025 e 2026' });
    expect(screen.getByText('· Filial 17')).toBeTruthy();
    // The month axis (recharts draws tick labels in a layer of their own): every month, in order, none skipped.
    const monthTicks = () => [...figure.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="bottom"]')].map((t) => t.textContent);
    await waitFor(() => expect(monthTicks()).toEqual(LABELS));
    // Two series on one stack, one rectangle per month with orders (2026 has orders in JAN..MAR only).
    const bars = [...figure.querySelectorAll('.recharts-bar')];
    expect(bars).toHaveLength(2);
    expect(bars.map((bar) => bar.querySelectorAll('.recharts-bar-rectangle').length)).toEqual([12, 3]);
    expect([...figure.querySelectorAll('.recharts-legend-item-text')].map((t) => t.textContent)).toEqual(['2025', '2026']);
    const table = within(figure).getByRole('table', { name: 'Pedidos por mês, 2025 e 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(LABELS);
    expect(rows[4].textContent).toBe('MAI50');
    expect(rows[2].textContent).toBe('MAR330');
  });

  it('switches the measure to revenue in reais', async () => {
    renderPanel([answer([year(2025, (m) => m), year(2026, () => 2)])]);
    await screen.findByRole('figure', { name: 'Pedidos por mês, 2025 e 2026' });
    fireEvent.click(screen.getByRole('radio', { name: 'Faturamento' }));
    const table = await screen.findByRole('table', { name: 'Faturamento por mês, 2025 e 2026' });
    const may = within(table).getAllByRole('row')[5];
    expect(
      within(may)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['R$\u00a0502,50', 'R$\u00a0201,00']);
  });
});
