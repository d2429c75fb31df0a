import type { TermOption } from '../../../shared/sale/panel.types';
import { MONTH_TERMS, sameTerm, termLabel } from '../../../shared/sale/treaty';
import type { SaleTerm } from '../../../shared/sale/types';

/**
 * The property policy's term (spec part 2 sections 5.6, 9): 12 months by default; only role 0 changes it (the
 * kernel's guard), to 1 to 12 months.
 */
export const PROPERTY_TERM: SaleTerm = { unit: 'month', count: 12 };

export const PROPERTY_TERMS: TermOption[] = MONTH_TERMS.map((term) => ({ term, label: termLabel(term) }));

export const isPropertyTerm = (term: SaleTerm): boolean => MONTH_TERMS.some((t) => sameTerm(t, term));
