import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DecimalScalar, decimalText, inputDecimal } from './decimal-scalar';
import { ScalarInputError } from './client-errors';

describe('Decimal scalar', () => {
  it('keeps upstream decimal strings exactly', () => {
    expect(DecimalScalar.serialize('1234.500')).toBe('1234.500');
    expect(DecimalScalar.serialize('-0.10')).toBe('-0.10');
    expect(DecimalScalar.serialize(12.5)).toBe('12.5');
    // Answers are read as the upstreams keep them (the ERP's numeric(16,3) too), beyond what input may hold.
    expect(DecimalScalar.serialize('999999999999999.123456')).toBe('999999999999999.123456');
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['1,50', 'abc', '', '1e5', Number.NaN, Infinity, null, {}]) expect(decimalText(bad)).toBeNull();
    expect(() => DecimalScalar.serialize('R$ 10')).toThrow(/Valor decimal inválido/);
    expect(() => DecimalScalar.parseValue('10,00')).toThrow(/Número inválido: '10,00'/);
    expect(() => DecimalScalar.parseValue('1\ud800')).toThrow(ScalarInputError);
  });

  it("input holds what the product API's numeric(14,3) keeps: 11 digits before the point, 3 after", () => {
    expect(inputDecimal('99999999999.999')).toBe('99999999999.999');
    expect(inputDecimal('-99999999999.999')).toBe('-99999999999.999');
    expect(inputDecimal('000099999999999.5')).toBe('000099999999999.5');
    expect(() => inputDecimal('999999999999999.99')).toThrow(/no máximo 11 dígitos antes do ponto e 3 casas decimais/);
    expect(() => inputDecimal('100000000000')).toThrow(ScalarInputError);
    expect(() => inputDecimal('1.2345')).toThrow(/3 casas decimais/);
    expect(() => inputDecimal(0.1 + 0.2)).toThrow(ScalarInputError);
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '999999999999999.99' })).toThrow(/fora do limite/);
  });

  it('parses variables and literals to strings', () => {
    expect(DecimalScalar.parseValue('10.25')).toBe('10.25');
    expect(DecimalScalar.parseValue(3)).toBe('3');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '7.000' })).toBe('7.000');
    expect(DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '7.5' })).toBe('7.5');
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.BOOLEAN, value: true })).toThrow(/Número inválido/);
  });
});
