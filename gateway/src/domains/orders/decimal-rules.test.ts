import { describe, expect, it } from 'vitest';
import { fixed3, formatBRL, roundTo, toDecimal } from './decimal-rules';

describe('toDecimal', () => {
  it('reads numbers and DRF decimal strings; empty means 0', () => {
    expect(toDecimal('12.990')).toBe(12.99);
    expect(toDecimal(' -3.5 ')).toBe(-3.5);
    expect(toDecimal('.5')).toBe(0.5);
    expect(toDecimal(7)).toBe(7);
    expect(toDecimal('')).toBe(0);
    expect(toDecimal(null)).toBe(0);
    expect(toDecimal(undefined)).toBe(0);
  });

  it.each(['12,99', 'abc', '1.2.3', 'NaN', 'Infinity'])('rejects %j', (value) => {
    expect(() => toDecimal(value)).toThrow(RangeError);
  });

  it('rejects non-finite numbers', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [1.0005, 3, 1.001],
    [0.0004, 3, 0],
    [-0.0004, 3, 0],
    [1e-7, 3, 0],
    [123456.789, 0, 123457],
    [0.1 + 0.2, 2, 0.3],
  ])('roundTo(%d, %d) = %d', (value, places, expected) => {
    expect(Object.is(roundTo(value, places), expected)).toBe(true);
  });
});

describe('fixed3 and formatBRL', () => {
  it('prints 3 decimals', () => {
    expect(fixed3('12.99')).toBe('12.990');
    expect(fixed3(0.0005)).toBe('0.001');
    expect(fixed3(null)).toBe('0.000');
  });

  it('prints Brazilian reais with the non-breaking space Intl uses', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL('0.005')).toBe('R$\u00a00,01');
    expect(formatBRL('1000000')).toBe('R$\u00a01.000.000,00');
  });
});
