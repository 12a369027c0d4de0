import { describe, expect, it } from 'vitest';
import { customerSearchParams } from './queries';
import { CUSTOMER_MESSAGES } from './rules';
import { cpfDigits } from '../../kit/cpf';
import { parseId } from '../../kit/records';

// 22 Nov 2026, 01:00 UTC is still 21 Nov in São Paulo.
const now = new Date('2026-11-22T01:00:00Z');

describe('customer search parameters', () => {
  it('both switches (the default): no date filter', () => {
    expect(customerSearchParams(undefined, now)).toEqual({});
    expect(customerSearchParams({ active: true, inactive: true }, now)).toEqual({});
  });

  it("'Ativos': bought on or after one month before today (São Paulo)", () => {
    expect(customerSearchParams({ active: true, inactive: false }, now)).toEqual({ dtUltmCompra_after: '2026-10-21' });
  });

  it("'Inativos': last purchase before that day (the upstream's _before is inclusive)", () => {
    expect(customerSearchParams({ active: false, inactive: true }, now)).toEqual({ dtUltmCompra_before: '2026-10-20' });
  });

  it('neither: the spec message', () => {
    expect(() => customerSearchParams({ active: false, inactive: false }, now)).toThrow(CUSTOMER_MESSAGES.statusRequired);
  });

  it('name is trimmed, CPF reduced to digits, blanks ignored', () => {
    expect(customerSearchParams({ name: '  Ana ', cpf: '529.982.247-25' }, now)).toEqual({ cliente: 'Ana', cpf: '52998224725' });
    expect(customerSearchParams({ name: '  ', cpf: '' }, now)).toEqual({});
  });
});

describe('CPF and id input', () => {
  it('accepts digits and punctuation only', () => {
    expect(cpfDigits(' 529 982 247 25 ')).toBe('52998224725');
    expect(cpfDigits(null)).toBeNull();
    expect(() => cpfDigits('5299a')).toThrow('O CPF deve conter apenas números.');
    expect(() => cpfDigits('529982247251234')).toThrow(/11 dígitos/);
  });

  it('ids are positive integers', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '99999999999']) expect(() => parseId(bad)).toThrow(/Identificador inválido/);
  });
});
