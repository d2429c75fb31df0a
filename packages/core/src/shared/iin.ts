import { ru } from './i18n/ru';

/**
 * Kazakhstan IIN (individual identification number) and BIN (business identification number).
 *
 * The spec only checks the length (12 digits); we keep its length messages and add the official check digit:
 * - first pass: digits 1..11 weighted 1,2,...,11, sum mod 11;
 * - if that gives 10, second pass: weights 3,4,5,6,7,8,9,10,11,1,2, sum mod 11;
 * - if that gives 10 again, no valid number starts with these 11 digits; otherwise the result is digit 12.
 * IIN and BIN share the algorithm; they differ in what digits 1-7 mean (iinInfo, binInfo).
 *
 * Input may come from a mask: spaces (plain, U+00A0, U+202F), '-' and a mask's '_' placeholder are removed first.
 * Any other character (a letter) is kept, so the value fails the 12-digit check instead of being silently
 * "repaired".
 */

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

export type IdCheck = { ok: true } | { ok: false; message: string };

/** Removes mask characters (spaces, '-', '_'); what is left must be the 12 digits. */
export function cleanIdNumber(value: string): string {
  return value.replace(/[\s\u00A0\u202F\-_]/g, '');
}

function weighted(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum % 11;
}

/**
 * The check digit (0-9) for the first 11 digits of an IIN or BIN; null when `first11` is not exactly 11 digits
 * or when both passes give 10 (no valid number has this prefix).
 */
export function iinCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const first = weighted(first11, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weighted(first11, SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

function check(value: string, messages: { length: string; checksum: string }): IdCheck {
  const digits = cleanIdNumber(value);
  if (!/^\d{12}$/.test(digits)) return { ok: false, message: messages.length };
  const expected = iinCheckDigit(digits.slice(0, 11));
  if (expected === null || expected !== Number(digits[11])) return { ok: false, message: messages.checksum };
  return { ok: true };
}

/** IIN: 12 digits ('ИИН должен содержать 12 цифр') with a correct check digit ('Неверная контрольная цифра ИИН'). */
export function validateIin(value: string): IdCheck {
  return check(value, { length: ru.validation.iinLength, checksum: ru.validation.iinChecksum });
}

/** BIN: 12 digits ('БИН должен содержать 12 цифр') with a correct check digit ('Неверная контрольная цифра БИН'). */
export function validateBin(value: string): IdCheck {
  return check(value, { length: ru.validation.binLength, checksum: ru.validation.binChecksum });
}

export function isValidIin(value: string): boolean {
  return validateIin(value).ok;
}

export function isValidBin(value: string): boolean {
  return validateBin(value).ok;
}

export interface IinInfo {
  /** 'YYYY-MM-DD' */
  birthDate: string;
  /** 1 male, 2 female (the codes of the employee form). */
  sex: 1 | 2;
  /** Century of birth as an ordinal: 19 (1800s), 20 (1900s), 21 (2000s). */
  century: 19 | 20 | 21;
}

/**
 * Birth date and sex from an IIN: digits 1-6 are the birth date YYMMDD, digit 7 gives the century and sex
 * (1/2: 1800s, 3/4: 1900s, 5/6: 2000s; odd male, even female). Null when the value is not 12 digits, digit 7 is 0
 * or above 6, or the date does not exist (e.g. 31 February). The check digit is not looked at: use validateIin.
 */
export function iinInfo(iin: string): IinInfo | null {
  const d = cleanIdNumber(iin);
  if (!/^\d{12}$/.test(d)) return null;
  const code = Number(d[6]);
  if (code < 1 || code > 6) return null;
  const century = (18 + Math.ceil(code / 2)) as 19 | 20 | 21;
  const year = (century - 1) * 100 + Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const day = Number(d.slice(4, 6));
  if (!isRealDate(year, month, day)) return null;
  return {
    birthDate: `${year}-${d.slice(2, 4)}-${d.slice(4, 6)}`,
    sex: code % 2 === 1 ? 1 : 2,
    century,
  };
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type BinEntityType = 'residentLegalEntity' | 'nonResidentLegalEntity' | 'jointEntrepreneur';

/** Titles of the BIN entity types (digit 5), as the official rules name them. */
export const BIN_ENTITY_TITLES: Record<BinEntityType, string> = {
  residentLegalEntity: 'Юридическое лицо-резидент',
  nonResidentLegalEntity: 'Юридическое лицо-нерезидент',
  jointEntrepreneur: 'ИП(С)',
};

const BIN_TYPES: Record<string, BinEntityType> = {
  '4': 'residentLegalEntity',
  '5': 'nonResidentLegalEntity',
  '6': 'jointEntrepreneur',
};

export interface BinInfo {
  entityType: BinEntityType;
  entityTitle: string;
  /**
   * Year of registration from digits 1-2. The BIN holds no century: 90-99 are read as 1990-1999 (registrations
   * of the Republic's entities start in the 1990s), 00-89 as 2000-2089.
   */
  registrationYear: number;
  /** Month of registration, 1-12 (digits 3-4). */
  registrationMonth: number;
}

/**
 * Entity type and registration year/month of a BIN: digits 1-4 are YYMM of registration, digit 5 the type
 * (4 resident legal entity, 5 non-resident legal entity, 6 individual entrepreneur on a joint basis, ИП(С)).
 * Null when the value is not 12 digits, the month is not 01-12 or digit 5 is not 4, 5 or 6. The check digit is
 * not looked at: use validateBin.
 */
export function binInfo(bin: string): BinInfo | null {
  const d = cleanIdNumber(bin);
  if (!/^\d{12}$/.test(d)) return null;
  const entityType = BIN_TYPES[d[4] ?? ''];
  const yy = Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  if (!entityType || month < 1 || month > 12) return null;
  return {
    entityType,
    entityTitle: BIN_ENTITY_TITLES[entityType],
    registrationYear: yy >= 90 ? 1900 + yy : 2000 + yy,
    registrationMonth: month,
  };
}
