// Calendar arithmetic in the business time zone (America/Sao_Paulo, UTC-3 all year since 2019), so "today" in
// the demo data is the operator's today, not the server's UTC date.
const ZONE_OFFSET_HOURS = -3;

/** 'YYYY-MM-DD' of the given instant in São Paulo. */
export function saoPauloDate(now: Date): string {
  return new Date(now.getTime() + ZONE_OFFSET_HOURS * 3600_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Instant of a São Paulo wall-clock time on a date, as an ISO string with the -03:00 offset. */
export function saoPauloDateTime(isoDate: string, hour: number, minute: number): string {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return `${isoDate}T${hh}:${mm}:00-03:00`;
}

/**
 * `isoDate`, or the day before when `hour:minute` of that day in São Paulo is still ahead of `now`: a seed run at
 * 08:00 must not write a log entry or a product update at 21:15 today. Orders clamp to `now` the same way.
 */
export function pastDay(now: Date, isoDate: string, hour: number, minute: number): string {
  return Date.parse(saoPauloDateTime(isoDate, hour, minute)) <= now.getTime() ? isoDate : addDays(isoDate, -1);
}

/** saoPauloDateTime on `isoDate`, or on the day before when that time has not come yet (pastDay). */
export function pastSaoPauloDateTime(now: Date, isoDate: string, hour: number, minute: number): string {
  return saoPauloDateTime(pastDay(now, isoDate, hour, minute), hour, minute);
}

/** 'YYYY-MM-DD HH:mm:ss' wall-clock time of an instant in São Paulo, as the ERP prints its timestamps. */
export function saoPauloTimestamp(instant: Date): string {
  return new Date(instant.getTime() + ZONE_OFFSET_HOURS * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
