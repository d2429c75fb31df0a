import type { SaleCore, SaleTerm } from './types';

/**
 * The treaty's dates (spec part 2 sections 4.1, 5.6): the first day of cover (default and minimum tomorrow in
 * Almaty) and the last day of cover, for any product's term.
 */

const DAY_MS = 86_400_000;

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
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
export function treatyEnd(date: string, term: SaleTerm): string {
  return term.unit === 'day' ? addDays(date, term.count - 1) : addDays(addMonths(date, term.count), -1);
}

/** Tomorrow in Almaty (UTC+5), the default and the earliest first day of cover. */
export function tomorrow(now: number): string {
  return addDays(iso(new Date(now + 5 * 3_600_000)), 1);
}

/** A saved treaty put back: the first day of cover never before `minDate`, a term not offered replaced. */
export function restoredTreaty(
  treaty: SaleCore['treaty'],
  minDate: string,
  term: { offered(term: SaleTerm): boolean; initial: SaleTerm },
): SaleCore['treaty'] {
  return {
    date: treaty.date < minDate ? minDate : treaty.date,
    term: term.offered(treaty.term) ? treaty.term : term.initial,
  };
}

/** The product's term rule for one variant. */
export const termRule = <Variant>(
  product: { term: { offered(v: Variant, t: SaleTerm): boolean; initial(v: Variant): SaleTerm } },
  variant: Variant,
) => ({ offered: (t: SaleTerm) => product.term.offered(variant, t), initial: product.term.initial(variant) });

/** The terms of 1 to 12 months (OGPO Standard and Temporary entry, property, casco). */
export const MONTH_TERMS: readonly SaleTerm[] = Array.from({ length: 12 }, (_, i) => ({
  unit: 'month' as const,
  count: i + 1,
}));

function monthsWord(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 14) return 'месяцев';
  if (n % 10 === 1) return 'месяц';
  if (n % 10 >= 2 && n % 10 <= 4) return 'месяца';
  return 'месяцев';
}

/** 'на 5 дней', 'на 1 месяц', 'на 12 месяцев'. */
export function termLabel(term: SaleTerm): string {
  return term.unit === 'day' ? `на ${term.count} дней` : `на ${term.count} ${monthsWord(term.count)}`;
}

export const sameTerm = (a: SaleTerm, b: SaleTerm) => a.unit === b.unit && a.count === b.count;
