// The dashboard's sales chart against the reference upstreams: every month of each year (MAI included) with the
// order count and revenue computed here, independently, from the product API's orders (main orders not
// cancelled, their additional orders' value added, on the São Paulo month); one upstream call per chart; types 1
// and 2 see every branch or the one they pick, type 3 only its own; the others are refused before any call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { demoYear } from './data-templates';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

// The gateway's clock in March of the demo data's year: last year's months come from the demo's history.
const Y = demoYear();

const CHART = `query($years: [Int!], $branch: Int) {
  salesByMonth(years: $years, branch: $branch) { branch years { year months { month label orders revenue } } }
}`;
const LABELS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];

let stack: WorkflowStack;
const clients: Record<string, Client> = {};

const SP_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' });
const cents = (value: string | number) => Math.round(Number(value) * 100);

interface Expected {
  orders: number;
  cents: number;
}

/** Per 'YYYY-MM': sales counted from every order the product API lists (the gateway is not asked). */
async function expectedSales(branch: number | null): Promise<Map<string, Expected>> {
  const body = await stack.api.get('pedidos/?page_size=10000');
  expect(body.results.length).toBe(body.count ?? body.total ?? body.results.length);
  const rows: Loose[] = body.results;
  const branchOf = (r: Loose) => Number(typeof r.codfilial === 'object' && r.codfilial ? (r.codfilial.codFilial ?? r.codfilial.id) : r.codfilial);
  const extra = new Map<number, number>();
  for (const r of rows) {
    if (r.pedidoadicional && r.status !== 'X') extra.set(r.pedidoprincipal, (extra.get(r.pedidoprincipal) ?? 0) + cents(r.vltotal));
  }
  const months = new Map<string, Expected>();
  for (const r of rows) {
    if (r.pedidoadicional || r.status === 'X') continue;
    if (branch !== null && branchOf(r) !== branch) continue;
    const key = SP_MONTH.format(new Date(r.datapedido)).slice(0, 7);
    const month = months.get(key) ?? { orders: 0, cents: 0 };
    month.orders += 1;
    month.cents += cents(r.vltotal) + (extra.get(r.id) ?? 0);
    months.set(key, month);
  }
  return months;
}

/** The chart's years reduced to 'YYYY-MM' -> figures, every month present. */
function figures(chart: Loose): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const year of chart.years) {
    expect(year.months.map((m: Loose) => m.label)).toEqual(LABELS);
    expect(year.months.map((m: Loose) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of year.months) out.set(`${year.year}-${String(m.month).padStart(2, '0')}`, { orders: m.orders, cents: cents(m.revenue) });
  }
  return out;
}

function sameFigures(chart: Loose, expected: Map<string, Expected>) {
  const got = figures(chart);
  for (const [key, value] of got) expect([key, value]).toEqual([key, expected.get(key) ?? { orders: 0, cents: 0 }]);
}

const chartOf = async (who: string, variables: Record<string, unknown> = {}): Promise<Loose> => {
  const result = await clients[who].query(CHART, variables);
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data!.salesByMonth;
};
const monthlyCalls = () => stack.proxies.productApi.calls.filter((c) => c.path.includes('dashboard/vendas-mensais')).length;
const productApiCalls = () => stack.proxies.productApi.calls.length;

beforeAll(async () => {
  stack = await startWorkflowStack({}, { clockAt: Date.parse(`${Y}-03-10T15:00:00Z`) });
  for (const matricula of ['1001', '1002', '1003', '1004', '1005', '1006', '1007']) {
    clients[matricula] = stack.client();
    expect((await clients[matricula].login(matricula)).login.errors).toEqual([]);
  }
}, 120_000);
afterAll(async () => stack?.close());

describe('dashboard sales chart', () => {
  it("answers the current year and the one before, all twelve months, with the product API's orders counted independently", async () => {
    const before = productApiCalls();
    // The start probe asked the route once already (capability monthlySales): count from here.
    const monthlyBefore = monthlyCalls();
    const chart = await chartOf('1001');
    expect(productApiCalls() - before).toBe(1);
    expect(monthlyCalls() - monthlyBefore).toBe(1);
    expect(chart.branch).toBeNull();
    expect(chart.years.map((y: Loose) => y.year)).toEqual([Y - 1, Y]);
    const expected = await expectedSales(null);
    sameFigures(chart, expected);
    // The demo's history reaches back to January of last year, so the chart is not a row of zeros.
    expect(chart.years[0].months[4].orders).toBeGreaterThan(0);
    expect([...figures(chart).values()].reduce((n, m) => n + m.orders, 0)).toBeGreaterThan(100);
  });

  it('lets the manager pick a branch and chosen years', async () => {
    const chart = await chartOf('1002', { years: [Y, Y - 1], branch: 18 });
    expect(chart.branch).toBe(18);
    expect(chart.years.map((y: Loose) => y.year)).toEqual([Y - 1, Y]);
    sameFigures(chart, await expectedSales(18));
    const all = await chartOf('1002', { years: [Y - 1] });
    expect(all.years).toHaveLength(1);
    sameFigures(all, await expectedSales(null));
  });

  it("binds the submanager to its own branch and refuses another's", async () => {
    const chart = await chartOf('1003');
    expect(chart.branch).toBe(17);
    sameFigures(chart, await expectedSales(17));
    expect((await chartOf('1003', { branch: 17 })).branch).toBe(17);
    const other = await clients['1003'].query(CHART, { branch: 18 });
    expect(other.body.errors?.[0]).toMatchObject({ message: 'Acesso negado.', extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses types 4 to 7 and sessionless calls before any upstream call', async () => {
    const before = monthlyCalls();
    for (const matricula of ['1004', '1005', '1006', '1007']) {
      const result = await clients[matricula].query(CHART);
      expect(result.body.errors?.[0].extensions?.code, matricula).toBe('FORBIDDEN');
      expect(result.body.data).toBeNull();
    }
    expect((await stack.client().query(CHART)).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(monthlyCalls()).toBe(before);
  });

  it('answers bad years and branches in Portuguese without calling the product API', async () => {
    const before = monthlyCalls();
    const cases: [Record<string, unknown>, string][] = [
      [{ years: [] }, 'Escolha de 1 a 5 anos para o gráfico.'],
      [{ years: [2020, 2021, 2022, 2023, 2024, 2025] }, 'Escolha de 1 a 5 anos para o gráfico.'],
      [{ years: [1999] }, `Ano inválido: 1999. Use um ano entre 2000 e ${Y}.`],
      [{ years: [2030] }, `Ano inválido: 2030. Use um ano entre 2000 e ${Y}.`],
      [{ branch: -1 }, 'Filial inválida: -1.'],
    ];
    for (const [variables, message] of cases) {
      const result = await clients['1001'].query(CHART, variables);
      expect(result.body.errors?.[0], JSON.stringify(variables)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(monthlyCalls()).toBe(before);
  });

  it('says in Portuguese when the product API fails, without its raw body', async () => {
    stack.proxies.productApi.add({ method: 'GET', path: 'dashboard/vendas-mensais', action: 'status', status: 503, times: 10 });
    try {
      const result = await clients['1001'].query(CHART);
      const error = result.body.errors?.[0];
      expect(error?.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(error?.message).toMatch(/^Erro ao carregar o gráfico de vendas: /);
      expect(error?.message).not.toContain('{');
    } finally {
      stack.proxies.productApi.clear();
    }
  });
});
