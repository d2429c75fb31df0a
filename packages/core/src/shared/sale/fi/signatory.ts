import * as z from 'zod/mini';
import { TEXT_MAX, textField } from '../../api/limits';
import { isIsoDate } from '../../dates';
import type { PolicyClient } from '../contract';
import { ruFi } from './ru';

/**
 * The insurer's signatory (spec part 2 sections 3.6, 4.1, 5.6), shared by property and casco: who signs for a
 * legal-entity insurer (or an entrepreneur without a certificate number), on which foundation. The page's block,
 * the kernel's guards and the server's checkout read the same rules.
 */

/** Foundation types (3.6): a person's Свидетельство, Талон; an entity's Устав, Доверенность, Приказ. */
export const FOUNDATION_TYPES = {
  person: ['Свидетельство', 'Талон'],
  entity: ['Устав', 'Доверенность', 'Приказ'],
} as const;
export type FoundationType = (typeof FOUNDATION_TYPES)[keyof typeof FOUNDATION_TYPES][number];
/** The foundation that needs no number and date (5.6). */
export const CHARTER: FoundationType = 'Устав';

const text = (max: number) => textField(max);

export const SignatorySchema = z.object({
  resident: z.boolean(),
  iin: text(TEXT_MAX.code),
  surname: text(TEXT_MAX.personName),
  name: text(TEXT_MAX.personName),
  patronymic: text(TEXT_MAX.personName),
  position: text(TEXT_MAX.title),
  foundation_type: z.enum(['', ...FOUNDATION_TYPES.person, ...FOUNDATION_TYPES.entity]),
  foundation_number: text(TEXT_MAX.number),
  foundation_date: text(TEXT_MAX.date),
});
export type Signatory = z.infer<typeof SignatorySchema>;
export type SignatoryField = keyof Signatory;

/** An empty signatory, resident by default. */
export const blankSignatory = (): Signatory => ({
  resident: true,
  iin: '',
  surname: '',
  name: '',
  patronymic: '',
  position: '',
  foundation_type: '',
  foundation_number: '',
  foundation_date: '',
});

/** 4.1: a legal-entity insurer, or an entrepreneur without a certificate number, gets a signatory block. */
export function needsSignatory(insurer: PolicyClient | null): boolean {
  if (!insurer) return false;
  if (!insurer.filter.person) return true;
  return insurer.entrepreneur !== null && !insurer.entrepreneur.number.trim();
}

/** 3.6: the foundation types offered, by the insurer's kind (a person: an entrepreneur's; an entity's). */
export const foundationTypes = (insurer: PolicyClient | null): readonly FoundationType[] =>
  insurer && !insurer.filter.person ? FOUNDATION_TYPES.entity : FOUNDATION_TYPES.person;

/** The fields the block shows for a resident or a non-resident signatory (no IIN for a non-resident). */
export const signatoryFields = (s: Signatory): SignatoryField[] => [
  'resident',
  ...(s.resident ? (['iin'] as const) : []),
  'surname',
  'name',
  'patronymic',
  'position',
  'foundation_type',
  ...(needsFoundationDetails(s) ? (['foundation_number', 'foundation_date'] as const) : []),
];

/** 5.6: the shown fields the block marks required: all but the residency switch and the optional patronymic. */
export const requiredSignatoryFields = (s: Signatory): SignatoryField[] =>
  signatoryFields(s).filter((field) => field !== 'resident' && field !== 'patronymic');

/** 5.6: number and date unless the foundation is Устав; a non-resident's are always required. */
export const needsFoundationDetails = (s: Signatory): boolean => !s.resident || s.foundation_type !== CHARTER;

/**
 * 5.6: a resident signatory needs surname, name, a 12-digit IIN, position and a foundation type offered for the
 * insurer's kind, with its number and date unless the type is Устав; a non-resident the same without the IIN, with
 * number and date always. The patronymic is optional. `today` (ISO) bounds the foundation date.
 */
export function signatoryErrors(
  s: Signatory | null,
  insurer: PolicyClient | null,
  today: string,
): Partial<Record<SignatoryField, string>> {
  const signatory = s ?? blankSignatory();
  const errors: Partial<Record<SignatoryField, string>> = {};
  const required = (field: SignatoryField) => {
    if (!String(signatory[field]).trim()) errors[field] = ruFi.signatory.required;
  };
  (['surname', 'name', 'position'] as const).forEach(required);
  if (signatory.resident) {
    if (!signatory.iin.trim()) errors.iin = ruFi.signatory.required;
    else if (!/^\d{12}$/.test(signatory.iin)) errors.iin = ruFi.signatory.iin;
  }
  if (!(foundationTypes(insurer) as readonly string[]).includes(signatory.foundation_type))
    errors.foundation_type = ruFi.signatory.required;
  if (needsFoundationDetails(signatory)) {
    required('foundation_number');
    if (!isIsoDate(signatory.foundation_date)) errors.foundation_date = ruFi.signatory.required;
    else if (signatory.foundation_date > today) errors.foundation_date = ruFi.signatory.futureDate;
  }
  return errors;
}

/** The signatory is as 5.6 asks, or the insurer needs none. */
export const signatoryValid = (s: Signatory | null, insurer: PolicyClient | null, today: string): boolean =>
  !needsSignatory(insurer) || Object.keys(signatoryErrors(s, insurer, today)).length === 0;

/**
 * A signatory as the block keeps it: a non-resident has no IIN, Устав drops the number and date, a foundation type
 * the insurer's kind does not offer is dropped.
 */
export function normalizeSignatory(s: Signatory, insurer: PolicyClient | null): Signatory {
  const type = (foundationTypes(insurer) as readonly string[]).includes(s.foundation_type)
    ? s.foundation_type
    : '';
  const next: Signatory = {
    ...s,
    foundation_type: type,
    iin: s.resident ? s.iin.replace(/\D/g, '').slice(0, 12) : '',
  };
  return needsFoundationDetails(next) ? next : { ...next, foundation_number: '', foundation_date: '' };
}
