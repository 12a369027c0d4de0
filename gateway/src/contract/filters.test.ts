import { describe, expect, it } from 'vitest';
import { admits, excludingValue, FILTERS, type FilterCheck } from './filters';

const check = (path: string, param: string): FilterCheck => FILTERS.find((f) => f.path === path && f.param === param)!;

describe('a filter is asked with a value that must exclude rows', () => {
  it('takes a value some row lacks, never one every row has', () => {
    const branch = check('pedidos-em-aberto/', 'codfilial');
    const rows = [{ codfilial: { codFilial: 17 } }, { codfilial: { codFilial: 17 } }, { codfilial: { codFilial: 18 } }];
    expect(excludingValue(branch, rows)).toBe('17');
    expect(excludingValue(branch, rows.slice(0, 2))).toBeNull();
  });

  it('asks a name by its longest word and compares it without case or accents', () => {
    const name = check('clientes/', 'cliente');
    expect(excludingValue(name, [{ cliente: 'Ana Conceição' }, { cliente: 'Bruno Lima' }])).toBe('Conceição');
    expect(admits(name, 'ANA CONCEICAO', 'Conceição')).toBe(true);
    expect(admits(name, 'Bruno Lima', 'Conceição')).toBe(false);
  });

  it('a date range: _after the latest day that leaves an earlier one out, _before the earliest', () => {
    const after = check('pedidos-em-aberto/', 'data_after');
    const before = check('pedidos-concluidos/', 'datapedido_before');
    const rows = [{ datapedido: '2026-12-01T10:00:00Z' }, { datapedido: '2026-12-02T09:00:00Z' }, { datapedido: '2026-11-30T08:00:00Z' }];
    expect(excludingValue(after, rows)).toBe('2026-12-02');
    expect(excludingValue(before, rows)).toBe('2026-11-30');
    expect(admits(after, '2026-12-01', '2026-12-02')).toBe(false);
  });

  it('compares CPFs by their digits', () => {
    expect(admits(check('clientes/', 'cpf'), '529.982.247-25', '52998224725')).toBe(true);
  });
});
