import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IBAN_LENGTHS, cleanIban, formatIban, ibanCheckDigits, ibanMod97, validateIban } from './iban';
import { KZ_BANKS, bankByCode } from './banks/banks';

/** KZ IBANs with check digits computed independently (Python, int(c, 36) per character, mod 97). */
const KZ_VECTORS: [iban: string, bik: string, bankName: string][] = [
  ['KZ86125KZT5004100100', 'NBRKKZKX', 'РГУ «Национальный Банк Республики Казахстан»'],
  ['KZ84722C000012345678', 'CASPKZKA', 'АО «KASPI BANK»'],
  ['KZ86601A861000000001', 'HSBKKZKX', 'АО «Народный Банк Казахстана»'],
  ['KZ50856KZT0000000123', 'KCJBKZKX', 'АО «Банк ЦентрКредит»'],
  ['KZ10965KZT1234567890', 'IRTYKZKA', 'АО «ForteBank»'],
  ['KZ52551A000000000042', 'KSNVKZKA', 'АО «Фридом Банк Казахстан»'],
  // a historical bank (АТФБанк merged): its code still appears in old IBANs
  ['KZ20826KZT0000000001', 'ALMNKZKA', 'АО «АТФБанк»'],
];

const FOREIGN_VECTORS: [iban: string, country: string][] = [
  ['DE89370400440532013000', 'DE'],
  ['GB82WEST12345698765432', 'GB'],
  ['FR1420041010050500013M02606', 'FR'],
  ['NO9386011117947', 'NO'], // the shortest (15)
  ['LC55HEMM000100010012001200023015', 'LC'], // the longest (32)
  ['RU0304452522540817810538091310419', 'RU'],
];

describe('validateIban: Kazakhstan', () => {
  it.each(KZ_VECTORS)('accepts %s and fills BIK %s and the bank name', (iban, bik, name) => {
    const r = validateIban(iban);
    expect(r).toMatchObject({ ok: true, iban, country: 'KZ' });
    expect(r.ok && r.bank).toMatchObject({ code: iban.slice(4, 7), bik, name });
  });

  it('cleans spaces, dashes and lower case before checking (focus-out of a typed value)', () => {
    const r = validateIban(' kz84 722c-0000 1234 5678 ');
    expect(r).toMatchObject({ ok: true, iban: 'KZ84722C000012345678' });
    expect(r.ok && r.bank?.bik).toBe('CASPKZKA');
  });

  it('rejects a wrong length with the KZ length in the message', () => {
    expect(validateIban('KZ84722C00001234567')).toEqual({
      ok: false,
      iban: 'KZ84722C00001234567',
      message: 'IBAN для KZ должен содержать 20 символов',
    });
    expect(validateIban('KZ84722C0000123456780')).toMatchObject({
      ok: false,
      message: 'IBAN для KZ должен содержать 20 символов',
    });
  });

  it('rejects a wrong checksum', () => {
    expect(validateIban('KZ85722C000012345678')).toEqual({
      ok: false,
      iban: 'KZ85722C000012345678',
      message: 'Неверная контрольная сумма IBAN',
    });
    // two adjacent characters swapped
    expect(validateIban('KZ84722C000012345687')).toMatchObject({
      message: 'Неверная контрольная сумма IBAN',
    });
  });

  it('rejects a correct checksum over an unknown bank code', () => {
    expect(validateIban('KZ60999KZT0000000001')).toEqual({
      ok: false,
      iban: 'KZ60999KZT0000000001',
      message: 'Неизвестный код банка 999 в IBAN',
    });
  });

  it('rejects a KZ bank code that is not 3 digits even with a correct checksum', () => {
    expect(validateIban('KZ060A1KZT0000000001')).toMatchObject({
      ok: false,
      message: 'Код банка в IBAN для KZ должен состоять из 3 цифр',
    });
  });

  it('rejects an empty value and a value without a country code', () => {
    expect(validateIban('  ')).toEqual({ ok: false, iban: '', message: 'Введите IBAN' });
    expect(validateIban('1234567890')).toMatchObject({
      ok: false,
      message: expect.stringContaining('кода страны'),
    });
    expect(validateIban('KZAB722C000012345678')).toMatchObject({
      ok: false,
      message: expect.stringContaining('кода страны'),
    });
  });

  it('rejects check digits 00, 01 and 99, which are never issued', () => {
    // KZ01... satisfies mod 97 = 1 exactly when KZ98... does; neither 01 nor 98 are the issued digits here.
    for (const cd of ['00', '01', '99']) {
      expect(validateIban(`KZ${cd}722C000012345678`)).toMatchObject({
        ok: false,
        message: 'Неверная контрольная сумма IBAN',
      });
    }
  });
});

describe('validateIban: other countries', () => {
  it.each(FOREIGN_VECTORS)('accepts %s (%s) without a bank', (iban, country) => {
    expect(validateIban(iban)).toEqual({ ok: true, iban, country, bank: null });
  });

  it('uses the length of the country: DE 22, GB 22', () => {
    expect(validateIban('DE8937040044053201300')).toMatchObject({
      message: 'IBAN для DE должен содержать 22 символов',
    });
    expect(validateIban('GB82WEST123456987654321')).toMatchObject({
      message: 'IBAN для GB должен содержать 22 символов',
    });
  });

  it('rejects a country outside the ISO 13616 registry', () => {
    expect(validateIban('US64SVBKUS6S3300958879')).toMatchObject({
      ok: false,
      message: 'Неизвестный код страны IBAN: US',
    });
  });

  it('rejects a wrong checksum of a foreign IBAN', () => {
    expect(validateIban('DE88370400440532013000')).toMatchObject({
      ok: false,
      message: 'Неверная контрольная сумма IBAN',
    });
  });
});

describe('IBAN registry and helpers', () => {
  it('holds the ISO 13616 lengths (KZ 20) for every registry country, 15 to 33 characters', () => {
    expect(IBAN_LENGTHS.KZ).toBe(20);
    expect(Object.keys(IBAN_LENGTHS).length).toBeGreaterThanOrEqual(89);
    for (const [cc, len] of Object.entries(IBAN_LENGTHS)) {
      expect(cc).toMatch(/^[A-Z]{2}$/);
      expect(len).toBeGreaterThanOrEqual(15);
      expect(len).toBeLessThanOrEqual(33);
    }
  });

  it('computes the published check digits', () => {
    expect(ibanCheckDigits('KZ', '125KZT5004100100')).toBe('86');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
  });

  it('formats by groups of four', () => {
    expect(formatIban('kz86125kzt5004100100')).toBe('KZ86 125K ZT50 0410 0100');
  });
});

describe('bank table', () => {
  it('finds banks by the 3-digit code, including historical rows', () => {
    expect(bankByCode('722')).toMatchObject({ bik: 'CASPKZKA', name: 'АО «KASPI BANK»' });
    expect(bankByCode('947')).toMatchObject({ bik: 'ALFAKZKA', historical: true });
    expect(bankByCode('999')).toBeUndefined();
    expect(bankByCode('72')).toBeUndefined();
  });

  it('has about 30 banks with unique 3-digit codes and 8-character BIKs', () => {
    expect(KZ_BANKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(KZ_BANKS.map((b) => b.code)).size).toBe(KZ_BANKS.length);
    for (const b of KZ_BANKS) {
      expect(b.code).toMatch(/^\d{3}$/);
      expect(b.bik).toMatch(/^[A-Z0-9]{8}$/);
      expect(b.name.length).toBeGreaterThan(2);
    }
  });
});

/** A valid IBAN of any registry country (KZ with a known bank code), built from random BBAN characters. */
const validIban = fc
  .constantFrom(...Object.entries(IBAN_LENGTHS))
  .chain(([country, length]) => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    if (country === 'KZ') {
      return fc
        .tuple(
          fc.constantFrom(...KZ_BANKS.map((b) => b.code)),
          fc.array(alnum, { minLength: 13, maxLength: 13 }),
        )
        .map(([code, rest]) => ({ country, bban: code + rest.join('') }));
    }
    return fc
      .array(alnum, { minLength: length - 4, maxLength: length - 4 })
      .map((cs) => ({ country, bban: cs.join('') }));
  })
  .map(({ country, bban }) => `${country}${ibanCheckDigits(country, bban)}${bban}`)
  .filter((iban) => {
    const cd = Number(iban.slice(2, 4));
    return cd >= 2 && cd <= 98;
  });

describe('IBAN properties', () => {
  it('every generated valid IBAN passes', () => {
    fc.assert(fc.property(validIban, (iban) => validateIban(iban).ok));
  });

  it('changing any one digit of a valid IBAN makes it fail', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, delta) => {
        const digitPositions = [...iban].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
        const pos = digitPositions[at % digitPositions.length] ?? 2;
        const changed = String((Number(iban[pos]) + delta) % 10);
        const mutated = iban.slice(0, pos) + changed + iban.slice(pos + 1);
        expect(validateIban(mutated).ok).toBe(false);
      }),
    );
  });

  it('cleaning is idempotent and leaves only uppercase letters and digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = cleanIban(raw);
        expect(cleanIban(once)).toBe(once);
        expect(once).toMatch(/^[0-9A-Z]*$/);
      }),
    );
  });

  it('cleaning does not change the verdict of spaced or lower-cased input', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(validateIban(formatIban(iban).toLowerCase())).toEqual(validateIban(iban));
      }),
    );
  });
});
