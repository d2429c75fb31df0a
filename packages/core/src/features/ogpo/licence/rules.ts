import { isIsoDate } from '../../../shared/dates';
import { ruLicence } from './ru';

/** The licence rules of spec part 2 section 5.1: number and issue date required, the date not after today. */

export interface LicenceForm {
  number: string;
  /** 'YYYY-MM-DD' or '' */
  issued: string;
}

export interface LicenceProblems {
  number?: string;
  issued?: string;
}

/** Uppercase letters and digits ('bn 123-456' -> 'BN123456'). */
export function normaliseLicenceNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 20);
}

/** The field messages of the form ({} when it may be saved). `today` is 'YYYY-MM-DD'. */
export function licenceProblems(form: LicenceForm, today: string): LicenceProblems {
  const out: LicenceProblems = {};
  if (normaliseLicenceNumber(form.number) === '') out.number = ruLicence.numberRequired;
  if (form.issued === '' || !isIsoDate(form.issued)) out.issued = ruLicence.issuedRequired;
  else if (form.issued > today) out.issued = ruLicence.issuedInFuture;
  return out;
}

export function isLicenceValid(form: LicenceForm, today: string): boolean {
  return Object.keys(licenceProblems(form, today)).length === 0;
}

/** Today's date 'YYYY-MM-DD' in local time. */
export function localIsoDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
