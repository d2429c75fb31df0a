import { describe, expect, it } from 'vitest';
import { DriverLicenceRequestSchema } from './contract';
import { isLicenceValid, licenceProblems, localIsoDate, normaliseLicenceNumber } from './rules';

const today = '2026-11-25';

describe('licence rule (spec 5.1)', () => {
  it.each([
    [{ number: 'BN123456', issued: '2005-06-10' }, {}],
    [{ number: 'BN123456', issued: today }, {}],
    [{ number: 'BN123456', issued: '2026-11-26' }, { issued: 'Дата выдачи не может быть больше текущей.' }],
    [{ number: '', issued: '2005-06-10' }, { number: 'Укажите номер удостоверения' }],
    [
      { number: ' - ', issued: '' },
      { number: 'Укажите номер удостоверения', issued: 'Укажите дату выдачи' },
    ],
    [{ number: 'BN1', issued: '2005-02-30' }, { issued: 'Укажите дату выдачи' }],
  ])('%j -> %j', (form, problems) => {
    expect(licenceProblems(form, today)).toEqual(problems);
    expect(isLicenceValid(form, today)).toBe(Object.keys(problems).length === 0);
  });
  it.each([
    ['bn 123-456', 'BN123456'],
    ['kz001234', 'KZ001234'],
    ['', ''],
  ])('number %j -> %j', (a, b) => expect(normaliseLicenceNumber(a)).toBe(b));
  it('the request schema takes a 12-digit IIN and a normalised number', () => {
    expect(DriverLicenceRequestSchema.safeParse({ iin: '850315300128', number: 'BN123456' }).success).toBe(
      true,
    );
    expect(DriverLicenceRequestSchema.safeParse({ iin: '85031530012', number: 'BN123456' }).success).toBe(
      false,
    );
    expect(DriverLicenceRequestSchema.safeParse({ iin: '850315300128', number: 'bn 1' }).success).toBe(false);
  });
  it('local ISO date', () => expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05'));
});
