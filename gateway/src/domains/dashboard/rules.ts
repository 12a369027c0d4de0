// The dashboard chart's pure rules: which years it compares, the Portuguese answer to a bad choice, and the
// twelve months of each year (docs/decisions/0003-dashboard-all-twelve-months.md: MAI included, a month without sales
// is a zero, never a gap).
import type { MonthlySalesRecord } from '../../upstreams/product-api/monthly-sales';

export const MONTH_LABELS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'] as const;

/** More years than this make the stacked bars unreadable. */
export const MAX_CHART_YEARS = 5;
export const FIRST_CHART_YEAR = 2000;

export const DASHBOARD_MESSAGES = {
  yearCount: `Escolha de 1 a ${MAX_CHART_YEARS} anos para o gráfico.`,
  badYear: (year: number, current: number) => `Ano inválido: ${year}. Use um ano entre ${FIRST_CHART_YEAR} e ${current}.`,
  badBranch: (branch: number) => `Filial inválida: ${branch}.`,
  loadFailed: 'Erro ao carregar o gráfico de vendas: ',
  /** The product API has no dashboard/vendas-mensais (capability monthlySales off): shown in the chart's place. */
  unavailable: 'O gráfico de vendas mensais não está disponível neste servidor de produtos.',
};

/** A branch code the product API can read (a positive whole number), or the message that refuses it. */
export function branchProblem(branch: number | null | undefined): string | null {
  if (branch == null) return null;
  return Number.isInteger(branch) && branch > 0 && branch <= 999_999_999 ? null : DASHBOARD_MESSAGES.badBranch(branch);
}

export interface MonthSales {
  month: number;
  label: string;
  orders: number;
  revenue: string;
}

export interface YearSales {
  year: number;
  months: MonthSales[];
}

/** The current year and the one before: the demo's history and the usual comparison. */
export function defaultYears(currentYear: number): number[] {
  return [currentYear - 1, currentYear];
}

/** The years to ask for, distinct and oldest first, or the message that refuses the choice. */
export function chartYears(asked: readonly number[] | null | undefined, currentYear: number): number[] | { problem: string } {
  if (asked == null) return defaultYears(currentYear);
  const years = [...new Set(asked)].sort((a, b) => a - b);
  if (years.length === 0 || years.length > MAX_CHART_YEARS) return { problem: DASHBOARD_MESSAGES.yearCount };
  const wrong = years.find((y) => !Number.isInteger(y) || y < FIRST_CHART_YEAR || y > currentYear);
  if (wrong !== undefined) return { problem: DASHBOARD_MESSAGES.badYear(wrong, currentYear) };
  return years;
}

/** Each asked year with its twelve months in order, whatever the upstream left out. */
export function yearsOfSales(years: readonly number[], rows: readonly MonthlySalesRecord[]): YearSales[] {
  const byKey = new Map(rows.map((r) => [`${r.ano}-${r.mes}`, r]));
  return years.map((year) => ({
    year,
    months: MONTH_LABELS.map((label, index) => {
      const row = byKey.get(`${year}-${index + 1}`);
      return { month: index + 1, label, orders: row?.pedidos ?? 0, revenue: row?.valor ?? '0.00' };
    }),
  }));
}
