import { isValidIin } from '../../iin';
import type { ChiefRecord } from './contract';

/** The chief dialog's rules (spec part 2 sections 3.3 Chief, 5.1). */

export type ChiefRole = 'leader' | 'beneficiary';

/** The chief dialog's search: the role it is opened for, and an IIN or a document number. */
export interface ChiefQuery {
  role: ChiefRole;
  iin: string;
  document: string;
}

/** Search is enabled only with a 12-digit IIN or a document number (5.1). */
export function canSearchChief(q: Pick<ChiefQuery, 'iin' | 'document'>): boolean {
  return /^\d{12}$/.test(q.iin) || q.document.trim() !== '';
}

/** A blank chief for the manual form, with what was searched. */
export function blankChief(q: Pick<ChiefQuery, 'iin' | 'document'>): ChiefRecord {
  return {
    id: null,
    resident: true,
    politician: false,
    iin: /^\d{12}$/.test(q.iin) ? q.iin : '',
    surname: '',
    name: '',
    patronymic: '',
    birthday: '',
    sex: 1,
    phone: '',
    email: '',
    document: { type_id: 1, number: q.document.trim(), issued: '' },
    location: { address: '' },
  };
}

/** The required fields: surname, name, birthday, document number and issue date, a valid IIN for a resident. */
export function missingChiefFields(r: ChiefRecord): string[] {
  const missing: string[] = [];
  if (!r.surname.trim()) missing.push('surname');
  if (!r.name.trim()) missing.push('name');
  if (!r.birthday) missing.push('birthday');
  if (!r.document.number.trim()) missing.push('document.number');
  if (!r.document.issued) missing.push('document.issued');
  if (r.resident && !isValidIin(r.iin)) missing.push('iin');
  return missing;
}

export const isChiefComplete = (r: ChiefRecord) => missingChiefFields(r).length === 0;
