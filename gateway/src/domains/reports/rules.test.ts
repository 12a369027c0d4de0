import { describe, expect, it } from 'vitest';
import { findReport, REPORT_CATALOGUE } from './catalogue';
import { checkParameters, decimalText, isoDay, REPORT_MESSAGES, upstreamQuery } from './rules';

const report = (index: number) => findReport(index)!;
const PERIOD = { startDate: '2026-03-01', endDate: '2026-03-10' };

describe('report catalogue', () => {
  it('lists the 15 reports of the spec plus report 7, each with a distinct .csv name', () => {
    expect(REPORT_CATALOGUE.map((r) => r.index)).toEqual([0, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const names = REPORT_CATALOGUE.map((r) => r.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^relatorio_[a-z0-9_]+\.csv$/);
    expect([12, 13, 14].map((i) => report(i).fileName)).toEqual([
      'relatorio_top50produtosvendidos.csv',
      'relatorio_top50produtosfaturamento.csv',
      'relatorio_top50clientesticket.csv',
    ]);
  });
});

describe('report parameter rules', () => {
  it('report 5 needs its minimum value first', () => {
    expect(checkParameters(report(5), { branch: 'Todas', ...PERIOD })).toEqual({ problem: REPORT_MESSAGES.minimumValue });
    expect(checkParameters(report(5), { branch: 'Todas', ...PERIOD, minimumValue: '  ' })).toEqual({ problem: REPORT_MESSAGES.minimumValue });
    expect(checkParameters(report(5), { minimumValue: '150' })).toEqual({ problem: REPORT_MESSAGES.branchOrPeriod });
    expect(checkParameters(report(5), { branch: '17', ...PERIOD, minimumValue: '1.234,5' })).toEqual({
      ok: { branch: 17, period: { start: '2026-03-01', end: '2026-03-10' }, minimumValue: '1234.5' },
    });
  });

  it('period reports need the branch and both dates', () => {
    for (const index of [0, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]) {
      expect(checkParameters(report(index), PERIOD)).toEqual({ problem: REPORT_MESSAGES.branchOrPeriod });
      expect(checkParameters(report(index), { branch: 'Todas', startDate: '2026-03-01' })).toEqual({ problem: REPORT_MESSAGES.branchOrPeriod });
      expect(checkParameters(report(index), { branch: 'Todas', ...PERIOD })).toEqual({
        ok: { branch: null, period: { start: '2026-03-01', end: '2026-03-10' } },
      });
    }
  });

  it('report 4 and 7 need the branch only; report 2 nothing', () => {
    expect(checkParameters(report(4), {})).toEqual({ problem: REPORT_MESSAGES.branchOrPeriod });
    expect(checkParameters(report(7), { branch: '18' })).toEqual({ ok: { branch: 18 } });
    expect(checkParameters(report(2), {})).toEqual({ ok: { branch: null } });
  });

  it('refuses bad branches, dates, periods and amounts in Portuguese', () => {
    expect(checkParameters(report(4), { branch: 'x' })).toEqual({ problem: 'Filial inválida: x.' });
    expect(checkParameters(report(17), { branch: '17', startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual({ problem: 'Data inválida: 2026-02-30.' });
    expect(checkParameters(report(17), { branch: '17', startDate: '2026-03-05', endDate: '2026-03-01' })).toEqual({ problem: REPORT_MESSAGES.startAfterEnd });
    expect(checkParameters(report(17), { branch: '17', startDate: '2000-01-01', endDate: '2026-03-01' })).toEqual({
      problem: REPORT_MESSAGES.periodTooLong(3660),
    });
    expect(checkParameters(report(5), { branch: '17', ...PERIOD, minimumValue: '-3' })).toEqual({ problem: 'Valor mínimo inválido: -3.' });
  });

  it('reads days as YYYY-MM-DD or DD/MM/YYYY and amounts with a comma or a point', () => {
    expect(isoDay('05/03/2026')).toBe('2026-03-05');
    expect(isoDay('31/02/2026')).toBeNull();
    expect(decimalText('R$ 1.234,56')).toBe('1234.56');
    expect(decimalText('99.9')).toBe('99.9');
    expect(decimalText('abc')).toBeNull();
  });

  it('asks the product API with quoted dates and Todas for every branch', () => {
    expect(upstreamQuery(report(5), { branch: null, period: { start: '2026-03-01', end: '2026-03-10' }, minimumValue: '90' })).toEqual({
      filial: 'Todas',
      datainicial: "'2026-03-01'",
      datafinal: "'2026-03-10'",
      valorminimo: '90',
    });
    expect(upstreamQuery(report(2), { branch: null })).toEqual({});
  });
});
