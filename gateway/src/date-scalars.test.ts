import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { DateScalar, DateTimeScalar } from './date-scalars';
import { ScalarInputError } from './client-errors';

describe('Date scalar', () => {
  it("parses days to graphql-scalars' Date at UTC midnight and writes them back", () => {
    expect(DateScalar.parseValue('2026-03-10')).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '1900-01-01' })).toEqual(new Date('1900-01-01T00:00:00Z'));
    expect(DateScalar.parseValue('2100-12-31')).toEqual(new Date('2100-12-31T00:00:00Z'));
    expect(DateScalar.serialize(new Date('2026-03-10T00:00:00Z'))).toBe('2026-03-10');
  });

  it('refuses days outside 1900-2100 in Portuguese', () => {
    for (const day of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(() => DateScalar.parseValue(day), day).toThrow(/fora do intervalo aceito.*entre 01\/01\/1900 e 31\/12\/2100/);
    }
    expect(() => DateScalar.parseLiteral({ kind: Kind.STRING, value: '9999-01-01' })).toThrow(ScalarInputError);
  });

  it('refuses what is not a day in Portuguese', () => {
    for (const bad of ['2026-02-30', 'x', '', '2026-01-01\ud800', 20260101]) {
      expect(() => DateScalar.parseValue(bad), String(bad)).toThrow(/Data inválida.*AAAA-MM-DD/);
    }
    expect(() => DateScalar.parseLiteral({ kind: Kind.BOOLEAN, value: true })).toThrow(ScalarInputError);
  });
});

describe('DateTime scalar', () => {
  it('parses instants and keeps the year as written (a São Paulo evening of 2100 is still 2100)', () => {
    expect(DateTimeScalar.parseValue('2026-03-10T14:30:00-03:00')).toEqual(new Date('2026-03-10T17:30:00Z'));
    expect(DateTimeScalar.parseValue('2100-12-31T23:00:00-03:00')).toEqual(new Date('2101-01-01T02:00:00Z'));
  });

  it('refuses instants outside 1900-2100 and malformed ones in Portuguese', () => {
    expect(() => DateTimeScalar.parseValue('9999-12-31T10:00:00-03:00')).toThrow(/fora do intervalo aceito/);
    expect(() => DateTimeScalar.parseValue('0000-01-01T00:00:00Z')).toThrow(/fora do intervalo aceito/);
    expect(() => DateTimeScalar.parseValue('+275760-09-13T00:00:00Z')).toThrow(/Data e hora inválidas/);
    expect(() => DateTimeScalar.parseValue('2026-01-01')).toThrow(/Data e hora inválidas/);
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1700000000' })).toThrow(ScalarInputError);
  });
});
