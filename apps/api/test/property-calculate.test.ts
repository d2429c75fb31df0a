import { treatyEnd } from '@sakta/core/sale';
import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import {
  PropertyCalculationSchema,
  propertyPremium,
  propertyPremiumInput,
  type PropertyPolicy,
} from '@sakta/core/property';
import { makeApp, post } from './helpers';
import { OFFICE, propertyPolicyOf, WAREHOUSE } from './property-sale-helpers';

/**
 * calculate/financial-institutions (spec part 2 section 7.2) for the immovable program (DSI_FI). The clock is
 * 2026-03-02 14:00 in Almaty (T0). The rates are the sandbox's table (property-tariff.json): the arithmetic is in
 * the comments, and the answer must be what core's `propertyPremium` prices, so the page and the server agree.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type T = ReturnType<typeof makeApp>;

async function calculate(t: T, policy: PropertyPolicy, role: RoleId = 3) {
  const res = await post(
    t.app,
    '/api/calculate/financial-institutions',
    { policy },
    auth(t.tokenFor(role, role === 8 ? 'APC0097' : null)),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/calculate/financial-institutions', () => {
  it('prices an office and a warehouse each, and the policy as their sum', async () => {
    const policy = propertyPolicyOf();
    const r = await calculate(makeApp(), policy);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // office: 60 000 000 x 0.0015 (office) x 1.0 (brick) x 0.9 (state fire desk) x 1.1 (no guard) = 89 100;
    // warehouse: 40 000 000 x 0.003 (warehouse) x 1.0 (concrete) x 0.95 (private desk) x 0.9 (guarded) = 102 600
    expect(PropertyCalculationSchema.parse(r.json)).toEqual({
      result: true,
      items: [
        { tariff: 0.1485, premium: 89_100 },
        { tariff: 0.2565, premium: 102_600 },
      ],
      premium: 191_700,
      calculationDate: '2026-03-02 14:00:00',
    });
    const core = propertyPremium(propertyPremiumInput(policy));
    expect(r.json).toMatchObject(core);
  });

  it('prices a term of 6 months (the administrator’s choice) as half a year', async () => {
    const policy = propertyPolicyOf();
    const half = {
      ...policy,
      treaty: {
        date: policy.treaty.date,
        term: { unit: 'month' as const, count: 6 },
        end: treatyEnd(policy.treaty.date, { unit: 'month', count: 6 }),
      },
    };
    const t = makeApp();
    // the seller keeps the product's term (12 months): only the administrator chooses another
    expect(await calculate(t, half)).toEqual({
      status: 422,
      json: { result: false, errors: ['Срок страхования может изменить только администратор.'] },
    });
    const r = await calculate(t, half, 0);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // 89 100 x 6 / 12 = 44 550; 102 600 x 6 / 12 = 51 300
    expect(r.json).toMatchObject({ items: [{ premium: 44_550 }, { premium: 51_300 }], premium: 95_850 });
  });

  it('prices movable property (DSD_FI) by the program’s class, loaded when kept outdoors', async () => {
    const equipment = {
      ...OFFICE,
      kind_id: '',
      cond_id: '',
      wall_id: '',
      cost: 12_000_000,
      amount: 10_000_000,
    };
    const policy = propertyPolicyOf(1, {
      product: 'DSD_FI',
      conditions: { is_immovable: false, kind: 'equipment', has_losses: false, is_indoors: false },
      objects: [{ ...equipment, fire_alarm: 3 }],
    });
    const r = await calculate(makeApp(), policy);
    // 10 000 000 x 0.0025 (equipment) x 1.2 (outdoors) x 1.1 (no fire alarm) x 1.1 (no guard) = 36 300
    expect(r.json).toEqual({
      result: true,
      items: [{ tariff: 0.363, premium: 36_300 }],
      premium: 36_300,
      calculationDate: '2026-03-02 14:00:00',
    });
    expect(r.json).toMatchObject(propertyPremium(propertyPremiumInput(policy)));
  });

  it('ignores the prices the page sends: the policy is priced from its objects', async () => {
    const tampered = propertyPolicyOf(1, {
      premium: 1,
      tariff: 0.0001,
      objects: [
        { ...OFFICE, premium: 1 },
        { ...WAREHOUSE, premium: 1 },
      ],
    });
    expect((await calculate(makeApp(), tampered)).json).toMatchObject({
      items: [{ premium: 89_100 }, { premium: 102_600 }],
      premium: 191_700,
    });
  });

  it.each([
    [
      'an insured amount above the object’s cost',
      [OFFICE, { ...WAREHOUSE, amount: 50_000_000 }],
      '"Страховая сумма" не должна быть больше "Действительная стоимость"',
    ],
    [
      'a bath or sauna',
      [{ ...OFFICE, kind_id: '000000079' }, WAREHOUSE],
      'Выбранный объект не подлежит страхованию',
    ],
    [
      'an unfinished building',
      [OFFICE, { ...WAREHOUSE, cond_id: '000000082' }],
      'Страхование незавершённого строения недопустимо',
    ],
    ['a building older than 1963', [{ ...OFFICE, year: '1950' }], 'Год не может быть меньше 1963'],
    // issue 43, item 14: the clock is 2026
    ['a building not built yet', [{ ...OFFICE, year: '2030' }], 'Год постройки не может быть позже 2026'],
  ])('refuses %s with the rule’s message (5.5)', async (_name, objects, message) => {
    expect(await calculate(makeApp(), propertyPolicyOf(1, { objects }))).toEqual({
      status: 422,
      json: { result: false, errors: [message] },
    });
  });

  it.each([
    [
      'above the limit for a person',
      600_000_000,
      '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
    ],
    [
      'below the objects’ amounts (100 000 000)',
      80_000_000,
      '"Страховая сумма" не должна быть меньше суммы страховых сумм объектов: 100\u00A0000\u00A0000\u00A0тг.',
    ],
  ])('refuses a program insured sum %s (issue 43, item 4)', async (_name, insuredSum, message) => {
    const policy = propertyPolicyOf(1);
    const typed = { ...policy, programCondition: { ...policy.programCondition, insuredSum } };
    expect(await calculate(makeApp(), typed)).toEqual({
      status: 422,
      json: { result: false, errors: [message] },
    });
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])(
    'role %i, outside the main-sale group, may not calculate',
    async (role) => {
      const r = await calculate(makeApp(), propertyPolicyOf(), role);
      expect(r).toEqual({
        status: 403,
        json: { result: false, errors: ['Недостаточно прав для этого действия.'] },
      });
    },
  );

  it("refuses another seller's sale, and keeps answering its owner", async () => {
    const t = makeApp();
    expect((await calculate(t, propertyPolicyOf(2), 3)).status).toBe(200);
    expect(await calculate(t, propertyPolicyOf(2), 7)).toEqual({
      status: 403,
      json: { result: false, errors: ['Недостаточно прав для этого действия.'] },
    });
    expect((await calculate(t, propertyPolicyOf(2), 3)).json).toMatchObject({ premium: 191_700 });
  });
});
