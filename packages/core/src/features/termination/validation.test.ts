import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TerminationRequest } from './contract';
import { TerminationSearchRequestSchema } from './contract';
import {
  EMPTY_TERMINATION_FILTER,
  TERMINATION_INVALID,
  canSendTerminationSms,
  isTerminationCode,
  isTerminationFormValid,
  normalizeBirthday,
  terminationFormError,
  validateTerminationSearch,
} from './validation';

describe('validateTerminationSearch', () => {
  it('defaults to type 2 Резидент', () => {
    expect(EMPTY_TERMINATION_FILTER.type).toBe(2);
  });

  it('type 1 needs a contract number and uppercases it', () => {
    expect(validateTerminationSearch({ ...EMPTY_TERMINATION_FILTER, type: 1, contract: '  ' })).toEqual({
      ok: false,
      errors: { contract: 'Введите номер договора' },
    });
    expect(
      validateTerminationSearch({ ...EMPTY_TERMINATION_FILTER, type: 1, contract: ' ogpo-2026-001 ' }),
    ).toEqual({
      ok: true,
      request: { contract: 'OGPO-2026-001' },
    });
  });

  it('type 2 needs exactly 12 digits of IIN/BIN (mask spaces removed)', () => {
    for (const iin of ['', '90010130001', '9001013000170', '90010130001a']) {
      expect(validateTerminationSearch({ ...EMPTY_TERMINATION_FILTER, iin })).toEqual({
        ok: false,
        errors: { iin: 'ИИН/БИН должен содержать 12 цифр' },
      });
    }
    expect(validateTerminationSearch({ ...EMPTY_TERMINATION_FILTER, iin: '900 101 300 017' })).toEqual({
      ok: true,
      request: { iin: '900101300017' },
    });
  });

  it('type 3 needs surname, name, birth date and plate, reporting every missing field at once', () => {
    expect(validateTerminationSearch({ ...EMPTY_TERMINATION_FILTER, type: 3 })).toEqual({
      ok: false,
      errors: {
        surname: 'Введите фамилию',
        name: 'Введите имя',
        birthday: 'Введите дату рождения',
        vehicle: 'Введите гос. номер ТС',
      },
    });
  });

  it('type 3 uppercases the plate and accepts both date notations', () => {
    const base = {
      ...EMPTY_TERMINATION_FILTER,
      type: 3 as const,
      surname: ' Smith ',
      name: 'John',
      vehicle: ' 123abc02 ',
    };
    const expected = {
      ok: true,
      request: { surname: 'Smith', name: 'John', birthday: '1985-03-15', vehicle: '123ABC02' },
    };
    expect(validateTerminationSearch({ ...base, birthday: '1985-03-15' })).toEqual(expected);
    expect(validateTerminationSearch({ ...base, birthday: '15.03.1985' })).toEqual(expected);
    expect(validateTerminationSearch({ ...base, birthday: '31.02.1985' })).toEqual({
      ok: false,
      errors: { birthday: 'Введите дату рождения в формате ДД.ММ.ГГГГ' },
    });
  });

  it('ignores the fields of the other types', () => {
    expect(
      validateTerminationSearch({
        ...EMPTY_TERMINATION_FILTER,
        type: 1,
        contract: 'x',
        iin: 'bad',
        surname: '',
      }),
    ).toEqual({ ok: true, request: { contract: 'X' } });
  });

  it('every accepted filter gives a request the contract accepts', () => {
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom(1 as const, 2 as const, 3 as const),
          contract: fc.string(),
          iin: fc.oneof(fc.string(), fc.stringMatching(/^\d{12}$/)),
          surname: fc.string(),
          name: fc.string(),
          birthday: fc.oneof(fc.string(), fc.constant('2000-02-29'), fc.constant('29.02.2001')),
          vehicle: fc.string(),
        }),
        (filter) => {
          const r = validateTerminationSearch(filter);
          if (r.ok) expect(TerminationSearchRequestSchema.safeParse(r.request).success).toBe(true);
          else expect(Object.keys(r.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('normalizeBirthday rejects dates that do not exist', () => {
    expect(normalizeBirthday('2000-02-29')).toBe('2000-02-29');
    expect(normalizeBirthday('29.02.2001')).toBeNull();
    expect(normalizeBirthday('1985/03/15')).toBeNull();
  });
});

const valid: TerminationRequest = {
  ulid: '01JD0000000000000000000000',
  returnType: 1,
  signinType: 2,
  rescindingReason: '00000000011',
  refund: 12500.5,
  commission: 500,
  beneficiary: { iin: '900101300017', surname: 'Иванов', name: 'Иван', patronymic: '' },
  bank: { iik: '', bik: '', name: '', kbe: '' },
  otp: { phone: '', code: '' },
};
const card: TerminationRequest = {
  ...valid,
  returnType: 2,
  bank: { iik: 'KZ84722C000012345678', bik: 'CASPKZKA', name: 'АО «KASPI BANK»', kbe: '19' },
};

describe('isTerminationFormValid', () => {
  it('accepts cash return with a refund and a beneficiary name', () => {
    expect(isTerminationFormValid(valid)).toBe(true);
    expect(terminationFormError(valid)).toBeNull();
  });

  it('needs a refund above 0', () => {
    expect(isTerminationFormValid({ ...valid, refund: 0 })).toBe(false);
    expect(terminationFormError({ ...valid, refund: 0 })).toBe('Заполните данные корректно');
  });

  it('needs a beneficiary name', () => {
    expect(isTerminationFormValid({ ...valid, beneficiary: { ...valid.beneficiary, name: '  ' } })).toBe(
      false,
    );
  });

  it('card return needs all four bank fields', () => {
    expect(isTerminationFormValid(card)).toBe(true);
    for (const field of ['iik', 'bik', 'name', 'kbe'] as const) {
      expect(isTerminationFormValid({ ...card, bank: { ...card.bank, [field]: '' } })).toBe(false);
    }
    expect(TERMINATION_INVALID).toBe('Заполните данные корректно');
  });
});

describe('OTP rules', () => {
  it('sends the SMS only for a phone longer than 15 characters (a complete mask)', () => {
    expect(canSendTerminationSms('+7(701) 555-0101')).toBe(true);
    expect(canSendTerminationSms('+7(701) 555-010')).toBe(false);
    expect(canSendTerminationSms('')).toBe(false);
  });

  it('the code is 4 digits', () => {
    expect(isTerminationCode('1234')).toBe(true);
    expect(isTerminationCode('123')).toBe(false);
    expect(isTerminationCode('12a4')).toBe(false);
  });
});

describe('calendar dates of the termination search', () => {
  it("the schema refuses an impossible birthday such as '2020-13-45'", () => {
    const person = { surname: 'Петров', name: 'Алексей', vehicle: '123ABC02' };
    expect(TerminationSearchRequestSchema.safeParse({ ...person, birthday: '2020-13-45' }).success).toBe(
      false,
    );
    expect(TerminationSearchRequestSchema.safeParse({ ...person, birthday: '1985-06-14' }).success).toBe(
      true,
    );
  });

  it('the search form refuses it too, in either writing', () => {
    expect(normalizeBirthday('45.13.2020')).toBeNull();
    expect(normalizeBirthday('2020-13-45')).toBeNull();
    expect(normalizeBirthday('14.06.1985')).toBe('1985-06-14');
  });
});
