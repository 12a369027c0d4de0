import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDateTimeMinutes, formatMoney, isoDayInSaoPaulo } from './format';

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

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
  });
});

describe('isoDayInSaoPaulo', () => {
  it('gives the São Paulo day of an instant as YYYY-MM-DD', () => {
    expect(isoDayInSaoPaulo(new Date('2026-11-28T02:59:59Z'))).toBe('2026-11-27');
    expect(isoDayInSaoPaulo(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
  });
});

describe('formatters', () => {
  const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  afterEach(() => Object.assign(Intl, originals));

  /** Replaces Intl's constructor with one that counts the formatters made. */
  function countMade(name: keyof typeof originals): { count: number } {
    const made = { count: 0 };
    const construct = (target: object, args: unknown[]) => (made.count++, Reflect.construct(target as new (...a: unknown[]) => object, args));
    Object.assign(Intl, { [name]: new Proxy(originals[name], { construct }) });
    return made;
  }

  it('are made on first use, once, not when the module loads', async () => {
    vi.resetModules();
    const numbers = countMade('NumberFormat');
    const dates = countMade('DateTimeFormat');
    const format = await import('./format');
    expect(numbers.count).toBe(0);
    expect(dates.count).toBe(0);

    format.formatMoney(1);
    format.formatMoney(2);
    format.formatDate('2024-03-01');
    expect(dates.count).toBe(0); // a calendar day needs no formatter
    for (const instant of [new Date(0), new Date(1)]) {
      expect(format.formatDate(instant)).toBe('31/12/1969');
      expect(format.formatDateTime(instant)).toBe('31/12/1969 21:00:00');
      expect(format.formatDateTimeMinutes(instant)).toBe('31/12/1969 21:00');
    }
    expect(numbers.count).toBe(1);
    expect(dates.count).toBe(3);
  });

  it('are made ahead, each in a task of its own, once, when prepared', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const numbers = countMade('NumberFormat');
      const dates = countMade('DateTimeFormat');
      const format = await import('./format');
      format.prepareFormatters();
      format.prepareFormatters();
      expect([numbers.count, dates.count]).toEqual([0, 0]); // not in the caller's task
      vi.advanceTimersToNextTimer();
      expect([numbers.count, dates.count]).toEqual([0, 1]); // the date formatter (ICU's data) alone
      vi.runAllTimers();
      expect([numbers.count, dates.count]).toEqual([1, 1]);
      format.formatMoney(1);
      format.formatDate(new Date(0));
      expect([numbers.count, dates.count]).toEqual([1, 1]); // used as made
    } finally {
      vi.useRealTimers();
    }
  });

  it('print what the formatters made at module load printed', () => {
    // The module's formatters as they were before being made lazily, built here as it built them.
    const DAY = { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const date = new Intl.DateTimeFormat('pt-BR', DAY);
    const dateTime = new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    const minutes = new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (amount) => {
        expect(formatMoney(amount)).toBe(money.format(amount).replace(/^(-?)R\$\s?/u, '$1R$\u00a0'));
      }),
    );
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        expect(formatDate(instant)).toBe(date.format(instant));
        expect(formatDate(instant.toISOString())).toBe(date.format(instant));
        expect(formatDateTime(instant)).toBe(dateTime.format(instant).replace(',', ''));
        expect(formatDateTimeMinutes(instant.toISOString())).toBe(minutes.format(instant).replace(',', ''));
      }),
    );
  });
});
