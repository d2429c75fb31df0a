import { isIsoDate } from '../../../shared/dates';
import { termBands } from './table';

/**
 * The calendar of the tariff: the term of cover in days (both ends inclusive), the days of the year of cover, and
 * the Temporary-entry term coefficient K_term. Dates are 'YYYY-MM-DD', counted in UTC (no time zone shifts).
 */

const DAY = 86_400_000;

export function utcDay(iso: string): number | null {
  if (!isIsoDate(iso)) return null;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/**
 * The day `months` calendar months after `day` (the same day of the month; the month's last day when it is
 * shorter: 31 January + 1 month = 28 or 29 February).
 */
export function addMonths(day: number, months: number): number {
  const d = new Date(day);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last));
}

/** Days of cover from `start` to `end`, both inclusive (the same day: 1). */
export const inclusiveDays = (start: number, end: number): number => Math.round((end - start) / DAY) + 1;

/**
 * The days of the year of cover that begins on `start`: 365, or 366 when that year contains a 29 February. So a
 * policy of exactly 12 months (start to start + 1 year - 1 day) is always priced at the full annual premium.
 */
export const daysInYearOfCover = (start: number): number => inclusiveDays(start, addMonths(start, 12) - DAY);

/**
 * K_term of Temporary entry for a term `start`..`end` (inclusive): the first band whose inclusive upper bound
 * holds the term ('15d': at most 15 days; 'Nm': the end at most N months after the start, minus one day, so
 * exactly one month falls in '1m'); above the last bound, the last band's k.
 */
export function temporaryTermK(start: number, end: number): number {
  for (const band of termBands()) {
    if (band.unit === null) return band.k;
    const limit = band.unit === 'd' ? start + (band.count - 1) * DAY : addMonths(start, band.count) - DAY;
    if (end <= limit) return band.k;
  }
  return 1;
}
