import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, oneMonthBefore, saoPauloDate, saoPauloMinute } from './dates';

describe('São Paulo calendar', () => {
  it('takes the day in São Paulo, not in UTC', () => {
    // 02:30 UTC is still the previous evening at -03:00.
    expect(saoPauloDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(saoPauloDate(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });

  it('goes back one month, clamping to the month end', () => {
    expect(oneMonthBefore('2026-11-22')).toBe('2026-10-22');
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2028-03-30')).toBe('2028-02-29');
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
  });

  it('adds days and counts them across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-20', '2026-03-02')).toBe(10);
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(0);
    expect(() => daysBetween('02/03/2026', '2026-03-02')).toThrow(RangeError);
  });
});

describe('saoPauloMinute', () => {
  it('prints the moment as staff read it in São Paulo (UTC-3), without seconds', () => {
    expect(saoPauloMinute(new Date('2026-11-23T17:44:59Z'))).toBe('23/11/2026 14:44');
    expect(saoPauloMinute(new Date('2026-01-01T02:05:00Z'))).toBe('31/12/2025 23:05');
  });
});
