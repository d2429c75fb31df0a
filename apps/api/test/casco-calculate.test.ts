import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import {
  CascoCalculationSchema,
  cascoPremium,
  cascoPremiumInput,
  type CascoPolicy,
  type CascoVehicle,
} from '@sakta/core/casco';
import { OGPO_CLIENT_LEGAL } from '@sakta/core/testing';
import { makeApp, post } from './helpers';
import { BACKHOE, cascoPolicyOf, EXCAVATOR, LOADER, TRAILER, TRUCK, TRUCK_2 } from './casco-sale-helpers';

/**
 * calculate/financial-institutions-casco (spec part 2 sections 5.2, 7.2, 8, 9). The clock is 2026-03-02 14:00 in
 * Almaty: a vehicle of 2021 is 5 years old, one of 2016 the oldest taken. The rates are the sandbox's table
 * (casco-tariff.json): the arithmetic is in the comments, and the answer must be what core's `cascoPremium`
 * prices, so the page and the server agree.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const DATE = '2026-03-02 14:00:00';
type T = ReturnType<typeof makeApp>;

async function calculate(t: T, policy: CascoPolicy, role: RoleId = 3) {
  const res = await post(
    t.app,
    '/api/calculate/financial-institutions-casco',
    { policy },
    auth(t.tokenFor(role, role === 8 ? 'APC0097' : null)),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A treaty of 6 months from tomorrow. */
const HALF_YEAR = { date: '2026-03-03', term: { unit: 'month' as const, count: 6 }, end: '2026-09-02' };

/** A vehicle typed by hand (no register id) of special machinery, 2024. */
const typed = (cost: number): CascoVehicle => ({
  ...EXCAVATOR,
  vehicle_id: null,
  number: '901SPT02',
  vin: 'XCMG0000000000001',
  year: '2024',
  mark: 'XCMG',
  model: 'XE215',
  cost,
  amount: cost,
});

describe('POST /api/calculate/financial-institutions-casco', () => {
  it('prices two trucks each, and the policy as their sum', async () => {
    const policy = cascoPolicyOf();
    const r = await calculate(makeApp(), policy);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // HD78 of 2021: 25 000 000 x 0.018 (trucks, product 1) x 1.1 (5 years) = 495 000;
    // NQR90 of 2024: 40 000 000 x 0.018 x 1.0 (2 years) = 720 000
    expect(CascoCalculationSchema.parse(r.json)).toEqual({
      result: true,
      items: [
        { result: true, tariff: 1.98, premium: 495_000 },
        { result: true, tariff: 1.8, premium: 720_000 },
      ],
      premium: 1_215_000,
      calculationDate: DATE,
    });
    expect(cascoPremium(cascoPremiumInput(policy, '2026-03-02'))).toMatchObject({ premium: 1_215_000 });
  });

  it('prices a trailer with prior losses and the damage deductible chosen', async () => {
    const policy = cascoPolicyOf(
      1,
      {
        vehicles: [TRAILER],
        conditions: { ...cascoPolicyOf().conditions, has_losses: true, risk_damage: 5 },
      },
      10,
    );
    // Schmitz of 2020: 15 000 000 x 0.01 (trailers) x 1.25 (6 years) x 1.3 (losses) x 0.9 (deductible 5 %) = 219 375
    expect((await calculate(makeApp(), policy)).json).toMatchObject({
      result: true,
      items: [{ tariff: 1.4625, premium: 219_375 }],
      premium: 219_375,
    });
  });

  it('special machinery of a person: 200 000 000 in all, the fourth vehicle refused what is left', async () => {
    // excavator 60 000 000 + backhoe 40 000 000 + loader 65 000 000 = 165 000 000: 35 000 000 left
    const three = [EXCAVATOR, BACKHOE, LOADER];
    const fits = cascoPolicyOf(1, { vehicles: [...three, typed(35_000_000)] }, 15);
    // product 3: excavator 2019 55 000 000 x 0.016 x 1.25 = 1 100 000; backhoe 2021 35 000 000 x 0.016 x 1.1 =
    // 616 000; loader 2018 65 000 000 x 0.016 x 1.25 = 1 300 000; typed 2024 35 000 000 x 0.016 = 560 000
    expect((await calculate(makeApp(), fits)).json).toMatchObject({
      result: true,
      items: [{ premium: 1_100_000 }, { premium: 616_000 }, { premium: 1_300_000 }, { premium: 560_000 }],
      premium: 3_576_000,
    });
    const over = cascoPolicyOf(1, { vehicles: [...three, typed(35_000_001)] }, 15);
    expect(CascoCalculationSchema.parse((await calculate(makeApp(), over)).json)).toEqual({
      result: false,
      items: [
        { result: true, tariff: 2, premium: 1_100_000 },
        { result: true, tariff: 1.76, premium: 616_000 },
        { result: true, tariff: 2, premium: 1_300_000 },
        {
          result: false,
          message: 'Ошибка при получении премии',
          error: '"Действительная стоимость" не должна быть больше 35\u00A0000\u00A0000\u00A0тг.',
        },
      ],
      premium: null,
      message: 'ТС 901SPT02: "Действительная стоимость" не должна быть больше 35\u00A0000\u00A0000\u00A0тг.',
      calculationDate: DATE,
    });
  });

  it('special machinery of a legal entity: 1 000 000 000, the same vehicle within it', async () => {
    const policy = cascoPolicyOf(
      1,
      { insurer: OGPO_CLIENT_LEGAL, vehicles: [EXCAVATOR, BACKHOE, LOADER, typed(65_000_000)] },
      15,
    );
    expect(policy.program).toEqual({ type: 15, product: 3, limit: 1_000_000_000, available: 770_000_000 });
    // 1 100 000 + 616 000 + 1 300 000 + 65 000 000 x 0.016 = 1 040 000 -> 4 056 000
    expect((await calculate(makeApp(), policy)).json).toMatchObject({ result: true, premium: 4_056_000 });
    // without the accident risk (product 4, DSAT_CASCO_SE2, 0.013): 55 000 000 x 0.013 x 1.25 = 893 750;
    // 35 000 000 x 0.013 x 1.1 = 500 500; 65 000 000 x 0.013 x 1.25 = 1 056 250; 65 000 000 x 0.013 = 845 000
    const se2 = {
      ...policy,
      product: 'DSAT_CASCO_SE2' as const,
      program: { ...policy.program, product: 4 as const },
    };
    expect((await calculate(makeApp(), se2)).json).toMatchObject({ result: true, premium: 3_295_500 });
  });

  it('ignores the prices the page sends: the policy is priced from its vehicles', async () => {
    const tampered = cascoPolicyOf(1, {
      premium: 1,
      tariff: 0.0001,
      vehicles: [
        { ...TRUCK, premium: 1, calc: { result: true, premium: 1, message: '', calculationDate: DATE } },
        { ...TRUCK_2, premium: 1 },
      ],
      program: { type: 6, product: 1, limit: 9e11, available: 9e11 },
    });
    expect((await calculate(makeApp(), tampered)).json).toMatchObject({
      items: [{ premium: 495_000 }, { premium: 720_000 }],
      premium: 1_215_000,
    });
  });

  it('a vehicle older than 10 years gets "Ошибка при получении премии"; the others their price', async () => {
    const old = { ...TRUCK_2, number: '214ATG04', vin: 'WDB9700231L123456', year: '2014' };
    expect((await calculate(makeApp(), cascoPolicyOf(1, { vehicles: [TRUCK, old] }))).json).toMatchObject({
      result: false,
      items: [
        { result: true, premium: 495_000 },
        { result: false, message: 'Ошибка при получении премии', error: '"Год выпуска" не старше 10 лет' },
      ],
      premium: null,
      message: 'ТС 214ATG04: "Год выпуска" не старше 10 лет',
    });
  });

  it.each([
    [
      'a code that is not the program product’s',
      cascoPolicyOf(1, { product: 'DSAT_CASCO_TRL' }),
      'Программа страхования не соответствует продукту DSAT_CASCO_TRL',
    ],
    [
      'the prior losses not answered',
      cascoPolicyOf(1, { conditions: { ...cascoPolicyOf().conditions, has_losses: null } }),
      'Укажите, были ли убытки за последние 3 года.',
    ],
    ['no vehicle', cascoPolicyOf(1, { vehicles: [] }), 'Для расчёта нужен хотя бы один автомобиль.'],
    [
      'a term other than 12 months',
      cascoPolicyOf(1, { treaty: HALF_YEAR }),
      // the seller keeps the product's term; the administrator's choice is refused below
      'Срок страхования может изменить только администратор.',
    ],
  ])('refuses %s (422)', async (_name, policy, message) => {
    expect(await calculate(makeApp(), policy)).toEqual({
      status: 422,
      json: { result: false, errors: [message] },
    });
  });

  it('refuses the administrator a term casco does not offer (12 months only)', async () => {
    expect(await calculate(makeApp(), cascoPolicyOf(1, { treaty: HALF_YEAR }), 0)).toEqual({
      status: 422,
      json: { result: false, errors: ['Выбранный срок страхования недоступен для этого продукта.'] },
    });
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])(
    'role %i, outside the main-sale group, may not calculate',
    async (role) => {
      expect(await calculate(makeApp(), cascoPolicyOf(), role)).toEqual({ status: 403, json: FORBIDDEN });
    },
  );

  it("refuses another seller's sale, and keeps answering its owner", async () => {
    const t = makeApp();
    expect((await calculate(t, cascoPolicyOf(2), 4)).status).toBe(200);
    expect(await calculate(t, cascoPolicyOf(2), 3)).toEqual({ status: 403, json: FORBIDDEN });
    expect((await calculate(t, cascoPolicyOf(2), 4)).json).toMatchObject({ premium: 1_215_000 });
    expect((await calculate(t, cascoPolicyOf(2), 0)).status).toBe(200);
  });
});
