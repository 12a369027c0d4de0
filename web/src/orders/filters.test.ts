import { describe, expect, it } from 'vitest';
import { CPF_NUMERIC, STATUS_FILTER_REQUIRED, listVariables, openOrderVariables, readOpenOrderFilter, validateOrderFilter, writeOrderFilter } from './filters';
import { readPaging, writePaging, pageCount } from '../lib/listPaging';

describe('open order filter', () => {
  it('defaults to every open status and no dates', () => {
    const filter = readOpenOrderFilter(new URLSearchParams(''));
    expect(filter).toEqual({ from: '', to: '', cpf: '', statuses: ['R', 'S', 'P', 'C', 'F', 'E'] });
    // The pager's first size is the schema's default: not sent.
    expect(openOrderVariables(filter, { page: 1, pageSize: 5 })).toEqual({
      filter: { statuses: ['R', 'S', 'P', 'C', 'F', 'E'] },
      page: 1,
    });
  });

  it('round-trips through the URL and maps to variables, omitting empty values', () => {
    const params = writeOrderFilter(new URLSearchParams('pagina=3&itens=10'), {
      from: '2026-01-01',
      to: '',
      cpf: '12345678909',
      statuses: ['S', 'R'],
    });
    expect(params.get('pagina')).toBeNull();
    expect(params.get('itens')).toBe('10');
    expect(params.get('status')).toBe('R,S');
    const filter = readOpenOrderFilter(params);
    expect(openOrderVariables(filter, readPaging(params))).toEqual({
      filter: { from: '2026-01-01', customerCpf: '12345678909', statuses: ['R', 'S'] },
      page: 1,
      pageSize: 10,
    });
  });

  it('ignores malformed dates and unknown statuses from a hand-edited URL', () => {
    const filter = readOpenOrderFilter(new URLSearchParams('de=ontem&status=R,Z,V'));
    expect(filter.from).toBe('');
    expect(filter.statuses).toEqual(['R']);
  });

  it('requires a status, a numeric CPF and an ordered date range', () => {
    expect(validateOrderFilter({ from: '', to: '', cpf: '123.456', statuses: [] })).toEqual({
      cpf: CPF_NUMERIC,
      statuses: STATUS_FILTER_REQUIRED,
    });
    expect(validateOrderFilter({ from: '2026-02-02', to: '2026-02-01', cpf: '' }).to).toBeDefined();
    expect(validateOrderFilter({ from: '2026-02-01', to: '2026-02-01', cpf: '1' })).toEqual({});
  });
});

describe('completed and cancelled filters', () => {
  it('maps dates and CPF, leaving empty ones out', () => {
    expect(listVariables({ from: '', to: '2026-03-01', cpf: '' }, { page: 2, pageSize: -1 })).toEqual({
      filter: { to: '2026-03-01' },
      page: 2,
      pageSize: -1,
    });
  });
});

describe('paging', () => {
  it('reads defaults and rejects sizes outside the menu', () => {
    expect(readPaging(new URLSearchParams('pagina=0&itens=7'))).toEqual({ page: 1, pageSize: 5 });
    expect(readPaging(new URLSearchParams('pagina=4&itens=-1'))).toEqual({ page: 4, pageSize: -1 });
  });

  it('writes only non-default values', () => {
    expect(writePaging(new URLSearchParams('de=2026-01-01'), { page: 1, pageSize: 5 }).toString()).toBe('de=2026-01-01');
    expect(writePaging(new URLSearchParams(), { page: 2, pageSize: -1 }).toString()).toBe('pagina=2&itens=-1');
  });

  it('counts pages, with all on one page', () => {
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(500, -1)).toBe(1);
  });
});
