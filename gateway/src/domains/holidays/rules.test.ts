import { describe, expect, it } from 'vitest';
import { firstCalendarDay, specialDateProblems } from './rules';

const input = (extra: Record<string, unknown> = {}) =>
  ({ branch: 17, date: new Date('2026-06-04T00:00:00Z'), type: 'F', description: 'Corpus Christi', ...extra }) as never;

describe('the first day the calendar reads (docs/areas/catalogue.md#constants: 1 January of last year)', () => {
  it("follows São Paulo's calendar, not UTC, at the turn of the year", () => {
    expect(firstCalendarDay(new Date('2026-03-10T15:00:00Z'))).toBe('2025-01-01');
    // 00:30 UTC on 1 January 2027 is still 31 December 2026 in São Paulo.
    expect(firstCalendarDay(new Date('2027-01-01T00:30:00Z'))).toBe('2025-01-01');
    expect(firstCalendarDay(new Date('2027-01-01T03:30:00Z'))).toBe('2026-01-01');
  });
});

describe('the calendar form', () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('accepts a described day from the first day read on', () => {
    expect(specialDateProblems(input(), now)).toEqual([]);
    expect(specialDateProblems(input({ date: new Date('2025-01-01T00:00:00Z') }), now)).toEqual([]);
  });

  it('refuses a blank description and a day the calendar would never show', () => {
    expect(specialDateProblems(input({ date: new Date('2024-12-31T00:00:00Z'), description: ' ' }), now)).toEqual([
      { field: 'date', message: 'A data deve ser a partir de 01/01/2025.' },
      { field: 'description', message: 'Campo obrigatório!' },
    ]);
  });
});
