import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeMinutes, formatMoney } from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('prints BRL with a non-breaking space, dot thousands and comma decimals', () => {
    expect(formatMoney(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(1000000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it('accepts upstream numeric strings', () => {
    expect(formatMoney('87.9')).toBe(`R$${NBSP}87,90`);
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-12.3)).toBe(`-R$${NBSP}12,30`);
  });

  it('rounds to cents', () => {
    expect(formatMoney(10.005)).toMatch(/^R\$\u00a010,0[01]$/);
    expect(formatMoney(2.499)).toBe(`R$${NBSP}2,50`);
  });

  it('gives a dash for missing or unparseable values', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });
});

describe('formatDate', () => {
  it('prints calendar dates without moving them across time zones', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
  });

  it('prints instants as the São Paulo day', () => {
    // 02:00 UTC is still the previous evening in São Paulo (UTC-3).
    expect(formatDate('2024-03-02T02:00:00Z')).toBe('01/03/2024');
    expect(formatDate(new Date('2024-03-02T04:00:00Z'))).toBe('02/03/2024');
  });

  it('gives a dash for missing or invalid values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('prints DD/MM/YYYY HH:mm:ss in São Paulo time', () => {
    expect(formatDateTime('2024-03-02T02:05:09Z')).toBe('01/03/2024 23:05:09');
    expect(formatDateTime('2024-07-15T12:00:00-03:00')).toBe('15/07/2024 12:00:00');
  });

  it('gives a dash for invalid values', () => {
    expect(formatDateTime('x')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});

describe('formatDateTimeMinutes', () => {
  it('prints DD/MM/YYYY HH:mm in São Paulo time', () => {
    expect(formatDateTimeMinutes('2024-03-02T02:05:09Z')).toBe('01/03/2024 23:05');
    expect(formatDateTimeMinutes(null)).toBe('-');
  });
});
