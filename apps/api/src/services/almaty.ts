/**
 * Almaty time (UTC+5, all of Kazakhstan since March 2024, no daylight saving) for the answers that carry
 * 'YYYY-MM-DD HH:mm:ss' and for "today" and "yesterday". A fixed offset, not Intl: day boundaries must not depend on
 * the time zone data of the Node build. No imports: the e2e fixtures load this file too.
 */

export const ALMATY_OFFSET_MS = 5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the Almaty day of `ms` began (00:00:00 Almaty, as epoch milliseconds). */
export function almatyDayStart(ms: number): number {
  return Math.floor((ms + ALMATY_OFFSET_MS) / DAY_MS) * DAY_MS - ALMATY_OFFSET_MS;
}

/** '2026-03-02 14:00:00' */
export function formatAlmaty(ms: number): string {
  return new Date(ms + ALMATY_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** '2026-03-02': the Almaty date of `ms`, `days` days later (negative: earlier). */
export function almatyDate(ms: number, days = 0): string {
  return new Date(ms + ALMATY_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Almaty day 'YYYY-MM-DD' as [start, end) epoch milliseconds; null for a date that does not exist. */
export function almatyDayRange(date: string): [number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== date) return null;
  const start = utc - ALMATY_OFFSET_MS;
  return [start, start + DAY_MS];
}
