import { bankByCode, type KzBank } from './banks/banks';
import { fmt } from './i18n/ru';
import { ruIban } from './i18n/ru-iban';

/**
 * IBAN (ISO 13616) validation for the bank block of the termination form (spec part 1 section 5):
 * cleaned to letters and digits and uppercased; length by country from the ISO 13616 registry (KZ 20); check
 * digits by ISO 7064 MOD 97-10; for KZ the 3-digit bank code (positions 5-7) gives the BIK and bank name.
 */

/**
 * IBAN lengths by country: the SWIFT ISO 13616 IBAN registry (as of 2025), countries with a full IBAN.
 * French overseas territories, Åland etc. use the codes of FR, FI, ... and are covered by them.
 */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

export type IbanCheck =
  | { ok: true; iban: string; country: string; bank: KzBank | null }
  | { ok: false; iban: string; message: string };

/** Letters and digits only, uppercased ('kz86 125k-zt5004100100' -> 'KZ86125KZT5004100100'). */
export function cleanIban(raw: string): string {
  return raw.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 of an IBAN (rearranged: BBAN + country + check digits, letters A=10 ... Z=35). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = v >= 10 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest;
}

/** The two check digits for a country and BBAN ('KZ', '125KZT5004100100' -> '86'). */
export function ibanCheckDigits(country: string, bban: string): string {
  const cleaned = cleanIban(country + '00' + bban);
  return String(98 - ibanMod97(cleaned)).padStart(2, '0');
}

/** Validates a raw IBAN; for KZ fills the bank (BIK, name) from its 3-digit code. Messages in Russian. */
export function validateIban(raw: string): IbanCheck {
  const iban = cleanIban(raw);
  if (iban === '') return { ok: false, iban, message: ruIban.empty };
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country)) return { ok: false, iban, message: ruIban.format };
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, iban, message: fmt(ruIban.unknownCountry, { country }) };
  if (iban.length !== length) return { ok: false, iban, message: fmt(ruIban.length, { country, length }) };
  if (!/^\d{2}$/.test(iban.slice(2, 4))) return { ok: false, iban, message: ruIban.format };
  // Check digits 00, 01 and 99 are never issued (valid range 02-98); 01 and 98 would otherwise both pass.
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98 || ibanMod97(iban) !== 1) return { ok: false, iban, message: ruIban.checksum };
  if (country !== 'KZ') return { ok: true, iban, country, bank: null };
  const code = iban.slice(4, 7);
  if (!/^\d{3}$/.test(code)) return { ok: false, iban, message: ruIban.kzBankCode };
  const bank = bankByCode(code);
  if (!bank) return { ok: false, iban, message: fmt(ruIban.unknownBank, { code }) };
  return { ok: true, iban, country, bank };
}

/** Groups an IBAN by 4 characters for display ('KZ86 125K ZT50 0410 0100'). */
export function formatIban(iban: string): string {
  return cleanIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
