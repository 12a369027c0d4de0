// The one place money and dates are turned into text (docs/architecture.md#house-style, item 10): pt-BR, BRL,
// America/Sao_Paulo.

export const TIME_ZONE = 'America/Sao_Paulo';

const DAY = { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * A formatter made on its first use, then kept. Making an Intl formatter is costly (ICU's data for the locale and
 * the time zone), and the four made when this module loaded showed in Lighthouse as a main-thread task of the first
 * load of 'Clientes' (docs/decisions/0043-fast-on-the-wire.md), paid before any page had a money value or date to show.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const money = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dateFormat = once(() => new Intl.DateTimeFormat('pt-BR', DAY));
const dateTimeFormat = once(() => new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }));
const minuteFormat = once(() => new Intl.DateTimeFormat('pt-BR', { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const count = once(() => new Intl.NumberFormat('pt-BR'));
// en-CA writes a day as YYYY-MM-DD, the form the gateway's Date scalar and date inputs use.
const isoDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

let prepared = false;

/**
 * Makes the date and money formatters ahead of their first use, each in a task of its own, while a signed-in page
 * still waits for its session, its chunk and its data. The first Intl date formatter a tab makes loads ICU's locale
 * and time zone data: 30-38 ms in this machine's Chromium (116-151 ms at 4x CPU throttling), the others a few ms.
 * Made by the first list render instead, it lengthened that render's long task by as much (Lighthouse's total
 * blocking time on 'Pedidos em Aberto'). A formatter needed before its turn is made at once, as before.
 */
export function prepareFormatters(): void {
  if (prepared) return;
  prepared = true;
  setTimeout(() => {
    dateFormat();
    setTimeout(money, 0);
  }, 0);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `R$ 1.234,50` with a non-breaking space; upstream decimals arrive as strings. Unparseable input gives '-'. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '-';
  // Intl puts U+00A0 between symbol and amount in current ICU; normalise so it holds on every runtime.
  return money()
    .format(amount)
    .replace(/^(-?)R\$\s?/u, '$1R$\u00a0');
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
  return instant ? dateFormat().format(instant) : '-';
}

/** DD/MM/YYYY HH:mm:ss in São Paulo time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const instant = toInstant(value);
  return instant ? dateTimeFormat().format(instant).replace(',', '') : '-';
}

function toInstant(value: string | Date): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** DD/MM/YYYY HH:mm in São Paulo time. */
export function formatDateTimeMinutes(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const instant = toInstant(value);
  return instant ? minuteFormat().format(instant).replace(',', '') : '-';
}

/** `1.234` (pt-BR digit grouping): counts such as orders in a report. */
export function formatCount(value: number): string {
  return count().format(value);
}

/** The day `instant` is in São Paulo, as 'YYYY-MM-DD' (compared with filter dates, or the smallest day a field takes). */
export function isoDayInSaoPaulo(instant: Date): string {
  return isoDay().format(instant);
}
