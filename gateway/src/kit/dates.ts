// Calendar arithmetic in the company's time zone (America/Sao_Paulo), on 'YYYY-MM-DD' strings.
const SP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const SP_MINUTE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD/MM/YYYY HH:mm' in São Paulo, as staff read a moment in messages. */
export function saoPauloMinute(at: Date): string {
  return SP_MINUTE.format(at).replace(',', '');
}

/**
 * The day of a `Date` scalar argument as 'YYYY-MM-DD'. graphql-scalars parses input to a Date at UTC midnight
 * (the generated types say string, the value the resolver gets is a Date); null for an absent or invalid one.
 */
export function dateScalarDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in São Paulo for the instant `now`. */
export function saoPauloDate(now: Date): string {
  return SP_DAY.format(now);
}

function parts(date: string): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (utc: Date) => utc.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same day one month earlier, clamped to the month's end (31 March -> 28/29 February). */
export function oneMonthBefore(date: string): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 2, Math.min(d, lastDay))));
}

/** Whole calendar days from `from` to `to` (negative when `from` is later). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}
