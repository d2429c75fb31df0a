/**
 * Calendar dates as the contract writes them ('YYYY-MM-DD'): one check that the day exists, used by the
 * contract's schemas (so the sandbox refuses '2020-13-45') and by the form validators alike.
 */
import * as z from 'zod/mini';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An existing calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A contract field holding an existing calendar day 'YYYY-MM-DD'. */
export const isoDateField = (message?: string) =>
  z.string().check(z.regex(ISO_DATE, message), z.refine(isIsoDate, message));

/** Today's date in Asia/Almaty (the back end's dates), 'YYYY-MM-DD'. */
export function todayInAlmaty(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Almaty',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
