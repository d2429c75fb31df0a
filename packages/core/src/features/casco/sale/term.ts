import type { TermOption } from '../../../shared/sale/panel.types';
import { sameTerm, termLabel } from '../../../shared/sale/treaty';
import type { SaleTerm } from '../../../shared/sale/types';

/**
 * The casco policy's term (spec part 2 sections 5.6, 9): 12 months. The sandbox's casco tariff prices a year
 * (docs/casco.md), so the term select of role 0 offers that one term.
 */
export const CASCO_TERM: SaleTerm = { unit: 'month', count: 12 };
export const CASCO_TERMS: TermOption[] = [{ term: CASCO_TERM, label: termLabel(CASCO_TERM) }];
export const isCascoTerm = (term: SaleTerm): boolean => sameTerm(term, CASCO_TERM);
