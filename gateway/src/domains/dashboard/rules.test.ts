import { describe, expect, it } from 'vitest';
import { branchProblem, chartYears, MONTH_LABELS, yearsOfSales } from './rules';

describe('chartYears', () => {
  it('defaults to the current year and the one before', () => {
    expect(chartYears(undefined, 2026)).toEqual([2025, 2026]);
    expect(chartYears(null, 2026)).toEqual([2025, 2026]);
  });

  it('keeps distinct years, oldest first', () => {
    expect(chartYears([2026, 2024, 2026], 2026)).toEqual([2024, 2026]);
  });

  it('refuses none, too many, and years outside 2000..now, in Portuguese', () => {
    expect(chartYears([], 2026)).toEqual({ problem: 'Escolha de 1 a 5 anos para o gráfico.' });
    expect(chartYears([2020, 2021, 2022, 2023, 2024, 2025], 2026)).toEqual({ problem: 'Escolha de 1 a 5 anos para o gráfico.' });
    expect(chartYears([1999, 2026], 2026)).toEqual({ problem: 'Ano inválido: 1999. Use um ano entre 2000 e 2026.' });
    expect(chartYears([2027], 2026)).toEqual({ problem: 'Ano inválido: 2027. Use um ano entre 2000 e 2026.' });
  });
});

describe('branchProblem', () => {
  it('accepts no branch or a positive code and refuses others', () => {
    expect(branchProblem(null)).toBeNull();
    expect(branchProblem(17)).toBeNull();
    expect(branchProblem(0)).toBe('Filial inválida: 0.');
    expect(branchProblem(-3)).toBe('Filial inválida: -3.');
  });
});

describe('yearsOfSales', () => {
  it('gives every asked year its twelve months, MAI included, zeros where the upstream has no row', () => {
    const years = yearsOfSales(
      [2025, 2026],
      [
        { ano: 2026, mes: 5, pedidos: 3, valor: '120.50' },
        { ano: 2025, mes: 12, pedidos: 1, valor: '10.00' },
        { ano: 2024, mes: 1, pedidos: 9, valor: '99.00' },
      ],
    );
    expect(years.map((y) => y.year)).toEqual([2025, 2026]);
    for (const year of years) expect(year.months.map((m) => m.label)).toEqual([...MONTH_LABELS]);
    expect(MONTH_LABELS).toEqual(['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ']);
    expect(years[1].months[4]).toEqual({ month: 5, label: 'MAI', orders: 3, revenue: '120.50' });
    expect(years[0].months[11]).toEqual({ month: 12, label: 'DEZ', orders: 1, revenue: '10.00' });
    expect(years[0].months[0]).toEqual({ month: 1, label: 'JAN', orders: 0, revenue: '0.00' });
  });
});
