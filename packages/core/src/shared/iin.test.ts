import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binInfo, iinCheckDigit, iinInfo, isValidBin, isValidIin, validateBin, validateIin } from './iin';

const IIN_LENGTH = 'ИИН должен содержать 12 цифр';
const IIN_CHECKSUM = 'Неверная контрольная цифра ИИН';
const BIN_LENGTH = 'БИН должен содержать 12 цифр';
const BIN_CHECKSUM = 'Неверная контрольная цифра БИН';

/** The demo users, one per role 0..10: every one must pass the official check. */
const DEMO_IINS = [
  '900101300017',
  '900101300027',
  '900101300037',
  '900101300047',
  '900101300057',
  '900101300067',
  '900101300077',
  '900101300087',
  '900101300097',
  '900101300106',
  '900101300116',
];

describe('validateIin', () => {
  it.each(DEMO_IINS)('accepts the demo IIN %s', (iin) => {
    expect(validateIin(iin)).toEqual({ ok: true });
  });

  it('computes the demo check digits by hand: 9001013000x7 -> 7 and 90010130010/11 -> 6', () => {
    expect(iinCheckDigit('90010130001')).toBe(7); // 9+4+6+21+11 = 51, 51 mod 11 = 7
    expect(iinCheckDigit('90010130010')).toBe(6); // 9+4+6+21+10 = 50, 50 mod 11 = 6
    expect(iinCheckDigit('90010130011')).toBe(6); // 9+4+6+21+10+11 = 61, 61 mod 11 = 6
  });

  it('accepts the IIN inside a mask (spaces, no-break spaces, dashes, trailing blanks)', () => {
    expect(validateIin('900 101 300 017')).toEqual({ ok: true });
    expect(validateIin('900\u00A0101\u00A0300\u00A0017')).toEqual({ ok: true });
    expect(validateIin(' 900101-300017 ')).toEqual({ ok: true });
  });

  it.each([
    ['', 'empty'],
    ['90010130001', '11 digits'],
    ['9001013000170', '13 digits'],
    ['900 101 300 01_', 'half-typed mask'],
    ['90010130001a', 'a letter'],
    ['9001013000I7', 'a letter among digits'],
  ])('rejects %j (%s) with the spec length message', (value) => {
    expect(validateIin(value)).toEqual({ ok: false, message: IIN_LENGTH });
    expect(isValidIin(value)).toBe(false);
  });

  it.each(['900101300010', '900101300018', '900101300019', '900101300107', '900101300115'])(
    'rejects %s (wrong check digit) with the check-digit message',
    (value) => {
      expect(validateIin(value)).toEqual({ ok: false, message: IIN_CHECKSUM });
    },
  );

  it('rejects a swap of two digits that the weights detect', () => {
    // 900101300017 with digits 1 and 2 swapped: 0*1 + 9*2 + 4 + 6 + 21 + 11 = 60, 60 mod 11 = 5, not 7.
    expect(validateIin('090101300017')).toEqual({ ok: false, message: IIN_CHECKSUM });
  });

  describe('second pass (first pass gives 10)', () => {
    // 90010130081: first pass 9*1 + 1*4 + 1*6 + 3*7 + 8*10 + 1*11 = 131, 131 mod 11 = 10;
    // second pass 9*3 + 1*6 + 1*8 + 3*9 + 8*1 + 1*2 = 78, 78 mod 11 = 1.
    it('uses the weights 3..11,1,2 when the first pass gives 10', () => {
      expect(iinCheckDigit('90010130081')).toBe(1);
      expect(validateIin('900101300811')).toEqual({ ok: true });
      // 10 mod 10 would be 0: a naive implementation that keeps the first pass accepts this one.
      expect(validateIin('900101300810')).toEqual({ ok: false, message: IIN_CHECKSUM });
    });

    // 90010130082: first pass 131 + 11 = 142, mod 11 = 10; second pass 78 + 2 = 80, mod 11 = 3.
    it('gives 3 for 90010130082', () => {
      expect(iinCheckDigit('90010130082')).toBe(3);
      expect(validateIin('900101300823')).toEqual({ ok: true });
    });

    // 90010130080: first pass 131 - 11 = 120, mod 11 = 10; second pass 78 - 2 = 76, mod 11 = 10.
    it('has no valid check digit when both passes give 10', () => {
      expect(iinCheckDigit('90010130080')).toBeNull();
      for (let last = 0; last <= 9; last++) {
        expect(validateIin(`90010130080${last}`)).toEqual({ ok: false, message: IIN_CHECKSUM });
      }
    });
  });

  it('iinCheckDigit wants exactly 11 digits', () => {
    expect(iinCheckDigit('9001013000')).toBeNull();
    expect(iinCheckDigit('900101300017')).toBeNull();
    expect(iinCheckDigit('9001013000a')).toBeNull();
  });

  it('property: appending the computed check digit validates; any other last digit fails', () => {
    const first11 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(first11, fc.integer({ min: 1, max: 9 }), (prefix, shift) => {
        const digit = iinCheckDigit(prefix);
        fc.pre(digit !== null);
        expect(validateIin(`${prefix}${digit}`)).toEqual({ ok: true });
        expect(validateBin(`${prefix}${digit}`)).toEqual({ ok: true });
        const other = ((digit as number) + shift) % 10;
        expect(validateIin(`${prefix}${other}`)).toEqual({ ok: false, message: IIN_CHECKSUM });
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateBin', () => {
  it.each(['971240001315', '940140000385'])('accepts the real-world bank BIN %s', (bin) => {
    expect(validateBin(bin)).toEqual({ ok: true });
    expect(isValidBin(bin)).toBe(true);
  });

  it('uses the BIN messages', () => {
    expect(validateBin('97124000131')).toEqual({ ok: false, message: BIN_LENGTH });
    expect(validateBin('971240001316')).toEqual({ ok: false, message: BIN_CHECKSUM });
    expect(validateBin('971 240 001 315')).toEqual({ ok: true });
  });
});

describe('iinInfo', () => {
  it('reads birth date, sex and century of the demo IIN (digit 7 = 3: 1900s, male)', () => {
    expect(iinInfo('900101300017')).toEqual({ birthDate: '1990-01-01', sex: 1, century: 20 });
  });

  it.each([
    ['850315100000', { birthDate: '1885-03-15', sex: 1, century: 19 }],
    ['850315200000', { birthDate: '1885-03-15', sex: 2, century: 19 }],
    ['991231300000', { birthDate: '1999-12-31', sex: 1, century: 20 }],
    ['750620400000', { birthDate: '1975-06-20', sex: 2, century: 20 }],
    ['050709500000', { birthDate: '2005-07-09', sex: 1, century: 21 }],
    ['120101600000', { birthDate: '2012-01-01', sex: 2, century: 21 }],
    ['000229500000', { birthDate: '2000-02-29', sex: 1, century: 21 }],
    ['960229400000', { birthDate: '1996-02-29', sex: 2, century: 20 }],
  ])('%s -> %o', (iin, info) => {
    expect(iinInfo(iin)).toEqual(info);
  });

  it('reads a masked IIN', () => {
    expect(iinInfo('750 620 400 000')).toEqual({ birthDate: '1975-06-20', sex: 2, century: 20 });
  });

  it.each([
    ['900101000000', 'digit 7 is 0'],
    ['900101700000', 'digit 7 is 7'],
    ['900101900000', 'digit 7 is 9'],
    ['000229300000', '1900-02-29 does not exist'],
    ['010229500000', '2001-02-29 does not exist'],
    ['900230300000', '30 February'],
    ['900431300000', '31 April'],
    ['901301300000', 'month 13'],
    ['900001300000', 'month 00'],
    ['900100300000', 'day 00'],
    ['90010130001', '11 digits'],
    ['90010130001x', 'a letter'],
  ])('%s -> null (%s)', (iin) => {
    expect(iinInfo(iin)).toBeNull();
  });
});

describe('binInfo', () => {
  it('reads registration year, month and entity type', () => {
    expect(binInfo('971240001315')).toEqual({
      entityType: 'residentLegalEntity',
      entityTitle: 'Юридическое лицо-резидент',
      registrationYear: 1997,
      registrationMonth: 12,
    });
    expect(binInfo('070350000012')).toEqual({
      entityType: 'nonResidentLegalEntity',
      entityTitle: 'Юридическое лицо-нерезидент',
      registrationYear: 2007,
      registrationMonth: 3,
    });
    expect(binInfo('120960000123')).toEqual({
      entityType: 'jointEntrepreneur',
      entityTitle: 'ИП(С)',
      registrationYear: 2012,
      registrationMonth: 9,
    });
  });

  it.each([
    ['971230001315', 'digit 5 is 3'],
    ['971270001315', 'digit 5 is 7'],
    ['970040001315', 'month 00'],
    ['971340001315', 'month 13'],
    ['97124000131', '11 digits'],
  ])('%s -> null (%s)', (bin) => {
    expect(binInfo(bin)).toBeNull();
  });
});
