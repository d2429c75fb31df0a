import { RETURN_TYPE, type TerminationRequest, type TerminationSearchRequest } from './contract';
import { isIsoDate } from '../../shared/dates';
import { ruTermination } from './ru';
import { TERMINATION_INVALID } from './messages';
import { cleanIdNumber } from '../../shared/iin';

/**
 * Rules of the termination screen and form (spec part 1 section 5 "Termination search", "Termination form").
 */

// ---------------------------------------------------------------------------------------------------------------
// Search filter

/** Type checkboxes of the filter: Договор, Резидент (default), Нерезидент. */
export const SEARCH_TYPE = { contract: 1, resident: 2, nonResident: 3 } as const;
export const TERMINATION_SEARCH_TYPES = [
  SEARCH_TYPE.contract,
  SEARCH_TYPE.resident,
  SEARCH_TYPE.nonResident,
] as const;
export type TerminationSearchType = (typeof TERMINATION_SEARCH_TYPES)[number];
const DEFAULT_TERMINATION_SEARCH_TYPE: TerminationSearchType = SEARCH_TYPE.resident;
export const TERMINATION_SEARCH_TYPE_TITLES: Record<TerminationSearchType, string> = {
  1: ruTermination.filter.typeContract,
  2: ruTermination.filter.typeResident,
  3: ruTermination.filter.typeNonResident,
};
/** The product selector is fixed to this value and disabled. */
export const TERMINATION_PRODUCT = 'ОГПО ВТС';

export interface TerminationFilter {
  type: TerminationSearchType;
  /** type 1 */
  contract: string;
  /** type 2: IIN/BIN */
  iin: string;
  /** type 3 */
  surname: string;
  name: string;
  /** 'YYYY-MM-DD' (date input) or 'ДД.ММ.ГГГГ' */
  birthday: string;
  /** vehicle plate */
  vehicle: string;
}
export type TerminationFilterField = Exclude<keyof TerminationFilter, 'type'>;
export type TerminationFilterErrors = Partial<Record<TerminationFilterField, string>>;

export const EMPTY_TERMINATION_FILTER: TerminationFilter = {
  type: DEFAULT_TERMINATION_SEARCH_TYPE,
  contract: '',
  iin: '',
  surname: '',
  name: '',
  birthday: '',
  vehicle: '',
};

/** The fields each search type shows and checks. */
export const TERMINATION_FILTER_FIELDS: Record<TerminationSearchType, readonly TerminationFilterField[]> = {
  1: ['contract'],
  2: ['iin'],
  3: ['surname', 'name', 'birthday', 'vehicle'],
};

/** 'YYYY-MM-DD' from 'YYYY-MM-DD' or 'DD.MM.YYYY' when the date exists; null otherwise. */
export function normalizeBirthday(value: string): string | null {
  const v = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = v.includes('-') ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  if (!isIsoDate(`${y}-${mo}-${d}`)) return null;
  return `${y}-${mo}-${d}`;
}

export type TerminationSearchCheck =
  { ok: true; request: TerminationSearchRequest } | { ok: false; errors: TerminationFilterErrors };

/**
 * Checks the filter of the chosen type and builds the search request: contract number required (uppercased);
 * resident IIN/BIN exactly 12 digits (mask spaces removed); non-resident surname, name, birth date and vehicle
 * plate required (plate uppercased). Errors are Russian messages by field; fields of other types are ignored.
 */
export function validateTerminationSearch(filter: TerminationFilter): TerminationSearchCheck {
  const e = ruTermination.errors;
  const errors: TerminationFilterErrors = {};
  if (filter.type === SEARCH_TYPE.contract) {
    const contract = filter.contract.trim().toUpperCase();
    if (!contract) return { ok: false, errors: { contract: e.contract } };
    return { ok: true, request: { contract } };
  }
  if (filter.type === SEARCH_TYPE.resident) {
    const iin = cleanIdNumber(filter.iin);
    if (!/^\d{12}$/.test(iin)) return { ok: false, errors: { iin: e.iin } };
    return { ok: true, request: { iin } };
  }
  const surname = filter.surname.trim();
  const name = filter.name.trim();
  const vehicle = filter.vehicle.trim().toUpperCase();
  const birthday = normalizeBirthday(filter.birthday);
  if (!surname) errors.surname = e.surname;
  if (!name) errors.name = e.name;
  if (!filter.birthday.trim()) errors.birthday = e.birthday;
  else if (!birthday) errors.birthday = e.birthdayFormat;
  if (!vehicle) errors.vehicle = e.vehicle;
  if (Object.keys(errors).length > 0 || !birthday) return { ok: false, errors };
  return { ok: true, request: { surname, name, birthday, vehicle } };
}

// ---------------------------------------------------------------------------------------------------------------
// Termination form

export { TERMINATION_INVALID, TERMINATION_NO_DOCUMENT } from './messages';

/**
 * Refund above 0, beneficiary name non-empty, and for card return (returnType 2) all four bank fields (IBAN,
 * BIK, bank name, KBE) non-empty.
 */
export function isTerminationFormValid(t: TerminationRequest): boolean {
  if (!(t.refund > 0)) return false;
  if (t.beneficiary.name.trim() === '') return false;
  if (t.returnType === RETURN_TYPE.card) {
    const { iik, bik, name, kbe } = t.bank;
    if ([iik, bik, name, kbe].some((v) => v.trim() === '')) return false;
  }
  return true;
}

/** TERMINATION_INVALID for an invalid form, null for a valid one. */
export function terminationFormError(t: TerminationRequest): string | null {
  return isTerminationFormValid(t) ? null : TERMINATION_INVALID;
}

/** Send SMS needs the masked phone (+7(###) ###-####) longer than 15 characters. */
export function canSendTerminationSms(phone: string): boolean {
  return phone.length > 15;
}

/** The one-time code is 4 digits. */
export function isTerminationCode(code: string): boolean {
  return /^\d{4}$/.test(code);
}

/** Termination OTP resend lock (spec section 9). */
export const TERMINATION_OTP_RESEND_SECONDS = 60;
