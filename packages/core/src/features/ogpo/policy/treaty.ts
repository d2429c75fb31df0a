import type { Term } from '../sale/contract';
import type { TermOption } from '../../../shared/sale/panel.types';
import type { OgpoProductType } from '../page-query';

/**
 * The term rule of an OGPO policy (spec part 2 sections 4.1, 5.6, 9); the dates are the kernel's (shared/sale/treaty). Standard: 12 months; Temporary entry: a chosen duration of 5, 10 or
 * 15 days or 1 to 12 months, 5 days by default; Transit: 10 days. Only an administrator (role 0) changes the term.
 */

export { addDays, addMonths, termLabel, tomorrow, treatyEnd } from '../../../shared/sale/treaty';
import { MONTH_TERMS as MONTHS, sameTerm, termLabel } from '../../../shared/sale/treaty';
export { sameTerm };

/** The terms a variant offers. */
export function termChoices(productType: OgpoProductType | 3): Term[] {
  if (productType === 2) return [5, 10, 15].map((count) => ({ unit: 'day', count }) as Term).concat(MONTHS);
  if (productType === 3) return [{ unit: 'day', count: 10 }];
  return [...MONTHS];
}

export const termOptions = (productType: OgpoProductType | 3): TermOption[] =>
  termChoices(productType).map((term) => ({ term, label: termLabel(term) }));

/** The default term of a variant (4.1): Standard 12 months, Temporary entry 5 days, Transit 10 days. */
export function defaultTerm(productType: OgpoProductType | 3): Term {
  if (productType === 2) return { unit: 'day', count: 5 };
  if (productType === 3) return { unit: 'day', count: 10 };
  return { unit: 'month', count: 12 };
}

export const isOfferedTerm = (productType: OgpoProductType | 3, term: Term) =>
  termChoices(productType).some((t) => sameTerm(t, term));
