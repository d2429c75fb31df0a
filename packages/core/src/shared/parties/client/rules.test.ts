import { describe, expect, it } from 'vitest';
import {
  ageExperienceId,
  ageOn,
  canBePensioner,
  changeFlag,
  defaultDriver,
  documentError,
  duplicateError,
  entrepreneurError,
  isFlagEditable,
  scanError,
} from './rules';
import { bankError, fillBankFromIban } from './bank-rules';
import { emailError, nonResidentNameError } from './field-rules';

const ADVICE = 'Повторите распознавание паспорта.';

describe('non-resident names (5.1)', () => {
  it.each([
    ['SMITH', null],
    ['Smith-Jones', null],
    ['Anna Maria', null],
    ['Иванов', null],
    ['Қасымұлы', null],
    ['Нұрлан-Әли', null],
    ['Louis 1', null],
    ['Louis 2', `Недопустимый символ в поле «Имя». Разрешена только цифра 1. ${ADVICE}`],
    ['O’Brien', `Запрещённый символ. ${ADVICE}`],
    ['Anna_', `Запрещённый символ. ${ADVICE}`],
    ['Mюллер', `Строка должна содержать только латиницу / кириллицу (включая казахский алфавит). ${ADVICE}`],
    [
      'Smith Иван',
      `Строка должна содержать только латиницу / кириллицу (включая казахский алфавит). ${ADVICE}`,
    ],
  ])('%s', (value, expected) => {
    expect(nonResidentNameError(value, 'Имя')).toBe(expected);
  });
});

describe('e-mail (5.1)', () => {
  it.each([
    ['', null],
    ['a@b.kz', null],
    ['first.last+tag@mail-box.example.com', null],
    ['user_1@почта.рф', null],
    ['a@b', 'Некорректный email'],
    ['a@b.c', 'Некорректный email'],
    ['a@@b.kz', 'Некорректный email'],
    ['a@b@c.kz', 'Некорректный email'],
    ['a b@c.kz', 'Некорректный email'],
    ['a!@c.kz', 'Некорректный email'],
    ['@c.kz', 'Некорректный email'],
    ['a@.kz', 'Некорректный email'],
  ])('%s', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });
});

describe('flags (5.1, section 6)', () => {
  const on = { resident: true, person: true, verify: true };
  const ctx = { role: 3, productType: 1 };
  it.each([
    ['verify on forces resident', { ...on, resident: false, verify: false }, 'verify', true, ctx, on],
    [
      'resident off turns verify off',
      on,
      'resident',
      false,
      { role: 3, productType: 2 },
      { resident: false, person: true, verify: false },
    ],
    [
      'product 1: person off with resident off brings resident back',
      { resident: false, person: true, verify: false },
      'person',
      false,
      ctx,
      { resident: true, person: false, verify: false },
    ],
    [
      'product 1: resident off with person off brings person back',
      { resident: true, person: false, verify: false },
      'resident',
      false,
      ctx,
      { resident: false, person: true, verify: false },
    ],
    [
      'product 2: both may be off',
      { resident: false, person: true, verify: false },
      'person',
      false,
      { role: 3, productType: 2 },
      { resident: false, person: false, verify: false },
    ],
    ['role 4 cannot change person', on, 'person', false, { role: 4, productType: 1 }, on],
    ['role 4 cannot change resident', on, 'resident', false, { role: 4, productType: 1 }, on],
    ['role 4 may change verify', on, 'verify', false, { role: 4, productType: 1 }, { ...on, verify: false }],
  ] as const)('%s', (_name, flags, flag, value, c, expected) => {
    expect(changeFlag(flags, flag, value, c)).toEqual(expected);
  });
  it('role 4: person and resident switches are disabled', () => {
    expect([isFlagEditable('person', 4), isFlagEditable('resident', 4), isFlagEditable('verify', 4)]).toEqual(
      [false, false, true],
    );
    expect(isFlagEditable('person', 3)).toBe(true);
  });
});

describe('duplicates (5.1)', () => {
  const present = [
    { iin: '850315300128', document: '045612378' },
    { iin: '', document: 'C01X00T47' },
  ];
  it.each([
    [{ iin: '850315300128', document: 'X' }, 'ИИН 850315300128 уже указан.'],
    [{ iin: '', document: 'c01x00t47' }, 'Клиент с документом "c01x00t47" уже есть в списке'],
    [{ iin: '900722400456', document: '051234567' }, null],
    [{ iin: '', document: '' }, null],
  ])('%j', (candidate, expected) => {
    expect(duplicateError(candidate, present)).toBe(expected);
  });
});

describe('entrepreneur and bank blocks', () => {
  const ip = { name: 'ИП «А»', number: '1', address: 'Алматы', date: '2015-04-01', activity_kind_id: 6 };
  it.each([
    [null, null],
    [ip, null],
    [{ ...ip, name: ' ' }, 'x'],
    [{ ...ip, number: '' }, 'x'],
    [{ ...ip, address: '' }, 'x'],
    [{ ...ip, date: '' }, 'x'],
    [{ ...ip, activity_kind_id: null }, 'x'],
  ])('entrepreneur %j', (e, expected) => {
    const error = entrepreneurError(e);
    expect(error === null ? null : 'x').toBe(expected);
    if (error) expect(error).toMatch(/^Заполните все поля блока ИП/);
  });

  const person = { resident: true, person: true };
  const kaspi = { iik: 'KZ18722S000012345678', bik: 'CASPKZKA', name: 'АО «KASPI BANK»', kbe: '19' };
  it.each([
    ['none', { iik: '', bik: '', name: '', kbe: '' }, person, null],
    ['all four', kaspi, person, null],
    [
      'three of four',
      { ...kaspi, kbe: '' },
      person,
      'Заполните все банковские реквизиты (ИИК, БИК, Банк, КБЕ) или оставьте их пустыми',
    ],
    ['bad IBAN', { ...kaspi, iik: 'KZ18722S000012345679' }, person, 'bad'],
    ['KBE not in the list', { ...kaspi, kbe: '15' }, person, 'КБЕ должен быть 19, 29, 17 или 27'],
    [
      'KBE of an entity for a person',
      { ...kaspi, kbe: '17' },
      person,
      'КБЕ 17 не соответствует клиенту (ожидается 19)',
    ],
    ['non-resident person 29', { ...kaspi, kbe: '29' }, { resident: false, person: true }, null],
    ['resident entity 17', { ...kaspi, kbe: '17' }, { resident: true, person: false }, null],
  ])('bank: %s', (_n, bank, client, expected) => {
    const error = bankError(bank, client);
    if (expected === 'bad') expect(error).not.toBeNull();
    else expect(error).toBe(expected);
  });

  it('an IBAN typed fills BIK, bank and KBE', () => {
    expect(
      fillBankFromIban(
        { iik: 'kz18 722s 0000 1234 5678', bik: '', name: '', kbe: '' },
        { resident: false, person: true },
      ),
    ).toEqual({
      iik: 'KZ18722S000012345678',
      bik: 'CASPKZKA',
      name: 'АО «KASPI BANK»',
      kbe: '29',
    });
  });
});

describe('document, driver, pensioner', () => {
  const doc = {
    type_id: 11 as const,
    number: 'N1',
    issued: '',
    issuer: '',
    until: '',
    valid: true,
    verified_at: null,
  };
  it('a resident picking an unverified document', () => {
    expect(documentError(doc, true)).toBe('Документ не верифицирован');
    expect(documentError(doc, false)).toBeNull();
    expect(documentError({ ...doc, verified_at: '2020-01-01' }, true)).toBeNull();
  });

  it.each([
    ['2001-03-02', '2026-03-02', 25],
    ['2001-03-03', '2026-03-02', 24],
    ['1960-05-01', '2026-03-02', 65],
    ['', '2026-03-02', null],
  ])('age from %s on %s', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it.each([
    [24, true, 1],
    [24, false, 2],
    [25, true, 3],
    [25, false, 4],
    [null, false, 2],
  ] as const)('age %s, short experience %s -> %s', (age, short, id) => {
    expect(ageExperienceId(age, short)).toBe(id);
  });

  it('non-resident defaults: 4 at 25 or more, else 2', () => {
    expect(defaultDriver('1986-08-30', '2026-03-02')).toEqual({
      age: 39,
      experience: false,
      pensioner: false,
      age_experience_id: 4,
      document: { number: '', issued: '' },
    });
    expect(defaultDriver('2003-08-15', '2026-03-02').age_experience_id).toBe(2);
  });

  it.each([
    [{ resident: true, person: true }, false, true],
    [{ resident: false, person: true }, false, false],
    [{ resident: true, person: false }, false, false],
    [{ resident: true, person: true }, true, false],
  ])('pensioner for %j (entrepreneur %s): %s', (filter, ip, expected) => {
    expect(canBePensioner(filter, ip)).toBe(expected);
  });
});

describe('scan checks in the browser (5.1, 9)', () => {
  const img = { type: 'image/png', width: 800, height: 800 };
  it.each([
    [{ size: null, type: '', width: null, height: null }, 'Файл не выбран'],
    [{ ...img, size: 102_399 }, 'Размер файла меньше 100 КБ'],
    [{ ...img, size: 102_400 }, null],
    [
      { ...img, size: 200_000, width: 499 },
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ],
    [
      { ...img, size: 200_000, height: 499 },
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ],
    [{ ...img, size: 200_000, width: 500, height: 500 }, null],
    [{ ...img, type: 'image/jpeg', size: 4 * 1024 * 1024 }, null],
    [{ ...img, size: 4 * 1024 * 1024 + 1 }, 'Размер файла больше 4 МБ'],
    [{ type: 'application/pdf', size: 1000, width: null, height: null }, null],
    [{ type: 'image/gif', size: 200_000, width: 800, height: 800 }, 'Допустимые форматы: png, jpeg, pdf'],
  ])('%j', (facts, expected) => {
    expect(scanError(facts)).toBe(expected);
  });
});
