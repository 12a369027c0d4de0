import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DecimalScalar, decimalText } from './decimal-scalar';

describe('Decimal scalar', () => {
  it('keeps upstream decimal strings exactly', () => {
    expect(DecimalScalar.serialize('1234.500')).toBe('1234.500');
    expect(DecimalScalar.serialize('-0.10')).toBe('-0.10');
    expect(DecimalScalar.serialize(12.5)).toBe('12.5');
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['1,50', 'abc', '', '1e5', Number.NaN, Infinity, null, {}]) expect(decimalText(bad)).toBeNull();
    expect(() => DecimalScalar.serialize('R$ 10')).toThrow(/Valor decimal inválido/);
    expect(() => DecimalScalar.parseValue('10,00')).toThrow(/Decimal inválido/);
  });

  it('parses variables and literals to strings', () => {
    expect(DecimalScalar.parseValue('10.25')).toBe('10.25');
    expect(DecimalScalar.parseValue(3)).toBe('3');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '7.000' })).toBe('7.000');
    expect(DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '7.5' })).toBe('7.5');
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.BOOLEAN, value: true })).toThrow(/Decimal inválido/);
  });
});
