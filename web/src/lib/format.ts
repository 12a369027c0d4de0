// The one place money and dates are turned into text (DESIGN section 3.10): pt-BR, BRL, America/Sao_Paulo.

const TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DAY = { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateFormat = new Intl.DateTimeFormat('pt-BR', DAY);
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const minuteFormat = new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `R$ 1.234,50` with a non-breaking space; upstream decimals arrive as strings. Unparseable input gives '-'. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '-';
  // Intl puts U+00A0 between symbol and amount in current ICU; normalise so it holds on every runtime.
  return money.format(amount).replace(/^(-?)R\$\s?/u, '$1R$\u00a0');
}

/**
 * DD/MM/YYYY. A plain date ('YYYY-MM-DD') is a calendar day and is printed as is; an instant (ISO
 * datetime or Date) is shown as the day it was in São Paulo.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const instant = toInstant(value);
  return instant ? dateFormat.format(instant) : '-';
}

/** DD/MM/YYYY HH:mm:ss in São Paulo time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const instant = toInstant(value);
  return instant ? dateTimeFormat.format(instant).replace(',', '') : '-';
}

function toInstant(value: string | Date): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** DD/MM/YYYY HH:mm in São Paulo time. */
export function formatDateTimeMinutes(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const instant = toInstant(value);
  return instant ? minuteFormat.format(instant).replace(',', '') : '-';
}
