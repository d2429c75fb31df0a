import type { Term } from '../sale/contract';
import type { TermOption } from '../sale/sale-view.types';
import type { OgpoProductType } from '../page-query';

/**
 * The treaty of an OGPO policy (spec part 2 sections 4.1, 5.6, 9): the first day of cover (default and minimum
 * tomorrow), the term and the last day of cover. Standard: 12 months; Temporary entry: a chosen duration of 5, 10 or
 * 15 days or 1 to 12 months, 5 days by default; Transit: 10 days. Only an administrator (role 0) changes the term.
 */

const DAY_MS = 86_400_000;

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return iso(new Date(utc(date).getTime() + days * DAY_MS));
}

/** The same day `months` later; a day the month lacks becomes its last day (31 January + 1 month: 28 February). */
export function addMonths(date: string, months: number): string {
  const d = utc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

/** The last day of cover (inclusive): 5 days from 1 May end on 5 May; 12 months from 26.11.2026 on 25.11.2027. */
export function treatyEnd(date: string, term: Term): string {
  return term.unit === 'day' ? addDays(date, term.count - 1) : addDays(addMonths(date, term.count), -1);
}

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ unit: 'month', count: i + 1 }) as Term);

function monthsWord(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 14) return 'месяцев';
  if (n % 10 === 1) return 'месяц';
  if (n % 10 >= 2 && n % 10 <= 4) return 'месяца';
  return 'месяцев';
}

export function termLabel(term: Term): string {
  return term.unit === 'day' ? `на ${term.count} дней` : `на ${term.count} ${monthsWord(term.count)}`;
}

/** The terms a variant offers. */
export function termChoices(productType: OgpoProductType | 3): Term[] {
  if (productType === 2) return [5, 10, 15].map((count) => ({ unit: 'day', count }) as Term).concat(MONTHS);
  if (productType === 3) return [{ unit: 'day', count: 10 }];
  return MONTHS;
}

export const termOptions = (productType: OgpoProductType | 3): TermOption[] =>
  termChoices(productType).map((term) => ({ term, label: termLabel(term) }));

/** The default term of a variant (4.1): Standard 12 months, Temporary entry 5 days, Transit 10 days. */
export function defaultTerm(productType: OgpoProductType | 3): Term {
  if (productType === 2) return { unit: 'day', count: 5 };
  if (productType === 3) return { unit: 'day', count: 10 };
  return { unit: 'month', count: 12 };
}

export const sameTerm = (a: Term, b: Term) => a.unit === b.unit && a.count === b.count;

export const isOfferedTerm = (productType: OgpoProductType | 3, term: Term) =>
  termChoices(productType).some((t) => sameTerm(t, term));

/** Tomorrow in Almaty (UTC+5), the default and the earliest first day of cover. */
export function tomorrow(now: number): string {
  return addDays(iso(new Date(now + 5 * 3_600_000)), 1);
}
