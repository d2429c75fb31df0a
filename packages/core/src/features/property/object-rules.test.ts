import { describe, expect, it } from 'vitest';
import type { PropertyObject } from './object';
import {
  checkPropertyObject,
  loanNumberRequired,
  LOAN_NUMBER_EXEMPT_IINS,
  requiredObjectFields,
  yearBefore,
  type ObjectRulesContext,
} from './object-rules';
import { PROPERTY_OFFICE } from './testing/fixtures';

const office = PROPERTY_OFFICE;
const immovable: ObjectRulesContext = {
  isImmovable: true,
  insurerIsPerson: true,
  beneficiaryIin: '990340000123',
};
const movable: ObjectRulesContext = { ...immovable, isImmovable: false };

describe('checkPropertyObject: the messages of 5.5, verbatim', () => {
  it('a complete immovable office is valid', () => {
    expect(checkPropertyObject(office, immovable)).toEqual({
      valid: true,
      missing: [],
      errors: {},
      incomplete: null,
    });
  });

  it.each<[string, Partial<PropertyObject>, Partial<ObjectRulesContext>, string, string]>([
    [
      'amount above cost',
      { cost: 10_000_000, amount: 10_000_001 },
      {},
      'amount',
      '"Страховая сумма" не должна быть больше "Действительная стоимость"',
    ],
    [
      'a person insurer above 500 000 000',
      { cost: 900_000_000, amount: 500_000_001 },
      {},
      'amount',
      '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
    ],
    [
      'a legal entity above 2 000 000 000',
      { cost: 3_000_000_000, amount: 2_000_000_001 },
      { insurerIsPerson: false },
      'amount',
      '"Страховая сумма" не должна быть больше 2\u00A0000\u00A0000\u00A0000\u00A0тг.',
    ],
    ['bath/sauna', { kind_id: '000000079' }, {}, 'kind_id', 'Выбранный объект не подлежит страхованию'],
    ['other', { kind_id: '000000080' }, {}, 'kind_id', 'Выбранный объект не подлежит страхованию'],
    [
      'unfinished',
      { cond_id: '000000082' },
      {},
      'cond_id',
      'Страхование незавершённого строения недопустимо',
    ],
    ...(['088', '089', '090', '091', '092', '093'] as const).map(
      (wall): [string, Partial<PropertyObject>, Partial<ObjectRulesContext>, string, string] => [
        `wall 000000${wall}`,
        { wall_id: `000000${wall}` },
        {},
        'wall_id',
        'Объекты с выбранным материалом стен не принимаются на страхование',
      ],
    ),
    ['built in 1963', { year: '1963' }, {}, 'year', 'Год не может быть меньше 1963'],
    ['built in 1900', { year: '1900' }, {}, 'year', 'Год не может быть меньше 1963'],
    // issue 43, item 14: not built yet
    [
      'built in 2030, in 2026',
      { year: '2030' },
      { thisYear: 2026 },
      'year',
      'Год постройки не может быть позже 2026',
    ],
  ])('%s', (_, change, ctx, field, message) => {
    const verdict = checkPropertyObject({ ...office, ...change }, { ...immovable, ...ctx });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toEqual({ [field]: message });
  });

  it('this year is accepted; a year later only when the day is not known (the tariff alone)', () => {
    expect(checkPropertyObject({ ...office, year: '2026' }, { ...immovable, thisYear: 2026 }).valid).toBe(
      true,
    );
    expect(yearBefore('2027-01-01')).toBe(2026);
    expect(yearBefore('2026-11-29')).toBe(2026);
  });

  it('the limits hold at their bounds: 500 000 000 for a person, 2 000 000 000 for an entity; 1964 is accepted', () => {
    const big = { ...office, cost: 2_000_000_000, amount: 500_000_000, year: '1964' };
    expect(checkPropertyObject(big, immovable).valid).toBe(true);
    expect(
      checkPropertyObject({ ...big, amount: 2_000_000_000 }, { ...immovable, insurerIsPerson: false }).valid,
    ).toBe(true);
  });

  it('a movable object: no condition, kind or walls asked, and the dictionary rules do not apply', () => {
    const thing = { ...office, cond_id: '', kind_id: '', wall_id: '' };
    expect(checkPropertyObject(thing, movable).valid).toBe(true);
    expect(checkPropertyObject({ ...thing, kind_id: '000000079' }, movable).errors).toEqual({});
    expect(checkPropertyObject(thing, immovable).missing).toEqual(['cond_id', 'kind_id', 'wall_id']);
  });

  it('a missing field disables Добавить with the generic message; a year still being typed has no message', () => {
    const verdict = checkPropertyObject({ ...office, address: '  ', year: '19' }, immovable);
    expect(verdict).toMatchObject({
      valid: false,
      missing: ['address'],
      errors: {},
      incomplete: 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    });
  });
});

describe('requiredObjectFields (5.5)', () => {
  it('never asks premium, contracts, dangers or the switches; asks the security mode only with security', () => {
    const fields = requiredObjectFields(office, immovable);
    for (const f of [
      'premium',
      'contracts',
      'dangers',
      'has_access_system',
      'has_security',
      'security',
    ] as const)
      expect(fields).not.toContain(f);
    expect(requiredObjectFields({ ...office, has_security: true }, immovable)).toContain('security');
    expect(checkPropertyObject({ ...office, has_security: true }, immovable).missing).toEqual(['security']);
    expect(
      checkPropertyObject({ ...office, has_security: true, security: 'round_the_clock' }, immovable).valid,
    ).toBe(true);
  });

  it('the loan number is not required when the beneficiary is the whitelisted IIN', () => {
    const exempt = LOAN_NUMBER_EXEMPT_IINS[0]!;
    expect(loanNumberRequired(exempt)).toBe(false);
    expect(loanNumberRequired('990340000123')).toBe(true);
    expect(loanNumberRequired(null)).toBe(true);
    const noLoan = { ...office, loan_number: '' };
    expect(checkPropertyObject(noLoan, immovable).missing).toEqual(['loan_number']);
    expect(checkPropertyObject(noLoan, { ...immovable, beneficiaryIin: exempt }).valid).toBe(true);
  });
});
