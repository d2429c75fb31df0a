import { KZ_BANK_ROWS } from './kz-banks';

/**
 * Kazakhstan banks keyed by the 3-digit bank code at positions 5-7 of a KZ IBAN (KZkk bbb ccccccccccccc), from
 * the National Bank's BIK directory (spec part 1 section 3 "Bank table"). Rows marked `historical` are banks
 * that merged or closed: their codes still appear in old IBANs, so they are still recognised.
 */
export interface KzBank {
  /** 3 digits, e.g. '722' */
  code: string;
  /** SWIFT/BIK, e.g. 'CASPKZKA' */
  bik: string;
  name: string;
  /** Merged or closed bank (its code is still met in old IBANs). */
  historical?: boolean;
}

export const KZ_BANKS: readonly KzBank[] = KZ_BANK_ROWS;

const BY_CODE = new Map(KZ_BANKS.map((b) => [b.code, b]));

/** The bank of a 3-digit code ('722' -> Kaspi); undefined for an unknown code. */
export function bankByCode(code: string): KzBank | undefined {
  return BY_CODE.get(code);
}
