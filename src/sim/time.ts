/**
 * Local wall-clock time. Every time in the sim is a number of milliseconds
 * read off the owner's clock as if it were UTC (Date.UTC of what the clock
 * shows), so a calendar day is always 24 hours and midnight is a multiple of a day.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Throws a RangeError naming the value unless ms is a finite number of milliseconds. */
export function checkTime(ms: number, what: string): void {
  if (!Number.isFinite(ms)) throw new RangeError(`${what}: ${ms} is not a local wall-clock time in milliseconds`);
}

/** "YYYY-MM-DDTHH:MM" for a local wall-clock time. */
export function toLocalIso(ms: number): string {
  checkTime(ms, 'toLocalIso');
  const date = new Date(ms);
  const iso = Number.isNaN(date.getTime()) ? '' : date.toISOString();
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`toLocalIso: ${ms} falls outside the years 0000–9999`);
  return iso.slice(0, 16);
}

/** The local wall-clock time of a "YYYY-MM-DDTHH:MM" string. */
export function fromLocalIso(iso: string): number {
  const m = LOCAL_ISO.exec(iso);
  if (m) {
    const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
    const date = new Date(0);
    date.setUTCFullYear(y, mo - 1, d);
    date.setUTCHours(h, mi, 0, 0);
    const ms = date.getTime();
    // Date rolls "02-30" over to March; a round trip catches it.
    if (h <= 23 && mi <= 59 && toLocalIso(ms) === iso) return ms;
  }
  throw new RangeError(`"${iso}" is not a local time like 2026-11-30T21:40`);
}

/** Which calendar day a time falls on (days since 1970-01-01 on the owner's clock). */
export function calendarDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** "YYYY-MM-DD" of a calendar day. */
export function calendarDate(day: number): string {
  return toLocalIso(day * DAY_MS).slice(0, 10);
}
