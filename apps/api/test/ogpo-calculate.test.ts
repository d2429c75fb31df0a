import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { CalculationSchema, type OgpoPolicy } from '@sakta/core/ogpo';
import {
  OGPO_CLIENT_RESIDENT,
  TARIFF_STANDARD_POLICY,
  TARIFF_TEMPORARY_POLICY,
  foreignVehicle,
} from '@sakta/core/testing';
import { makeApp, post } from './helpers';

/**
 * calculate/ogpo on the demo register. The clock is 2026-03-02 (T0): the treaty starts the next day, MRP 2026
 * (4325 x 1.9 = 8217.5). Every premium is computed by hand from the tariff file (the arithmetic in the comment).
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type T = ReturnType<typeof makeApp>;

const YEAR = { date: '2026-03-03', term: { unit: 'month' as const, count: 12 }, end: '2027-03-02' };
const standard = (over: Partial<OgpoPolicy> = {}): OgpoPolicy => ({
  ...TARIFF_STANDARD_POLICY,
  treaty: YEAR,
  ...over,
});
const person = (iin: string, over: Partial<typeof OGPO_CLIENT_RESIDENT.client> = {}) => ({
  ...OGPO_CLIENT_RESIDENT,
  client: { ...OGPO_CLIENT_RESIDENT.client, iin, ...over },
});

async function calculate(t: T, policy: OgpoPolicy, role: RoleId = 3) {
  const res = await post(
    t.app,
    '/api/calculate/ogpo',
    { policy },
    auth(t.tokenFor(role, role === 8 ? 'APC0097' : null)),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/calculate/ogpo', () => {
  it('Ахметов (class 5 in the register) drives his Camry of 2019 registered in Almaty for a year', async () => {
    const r = await calculate(makeApp(), standard());
    expect(r.status).toBe(200);
    // 8217.5 x 2.96 (Алматы) x 1 (major city) x 2.09 (car) x 0.90 (class 5) x 1.00 (40 years, experienced)
    // x 1.0 (7 years old) = 45753.0678 -> 45753
    expect(CalculationSchema.parse(r.json)).toEqual({
      result: true,
      premium: 45753,
      calculationDate: '2026-03-02 14:00:00',
      classes: { insurer: '5', insureds: [] },
      add_payment: 0,
      refund: 0,
    });
  });

  it('ignores a price, a class, a vehicle and an age the page sends: the register decides', async () => {
    const tampered = standard({
      premium: 1,
      insurer: {
        ...OGPO_CLIENT_RESIDENT,
        class: { class_id: 16, class: '13' },
        driver: { ...OGPO_CLIENT_RESIDENT.driver!, age: 70, pensioner: true, age_experience_id: 4 },
      },
      vehicle: [
        {
          ...TARIFF_STANDARD_POLICY.vehicle[0]!,
          type_id: 8,
          year: '2025',
          registration: { ...TARIFF_STANDARD_POLICY.vehicle[0]!.registration, region_id: 9, big_city: false },
        },
      ],
    });
    expect((await calculate(makeApp(), tampered)).json).toMatchObject({ premium: 45753 });
  });

  it('the most expensive driver prices the policy; each class comes from the register', async () => {
    // Омарова, born 2002-04-12: 23 on 2026-03-03, experienced -> ae 2 (1.05), class 3 (1.00): 1.05 > 0.90;
    // 8217.5 x 2.96 x 2.09 = 50836.742; x 1.05 = 53378.5791 -> 53379
    const r = await calculate(makeApp(), standard({ insureds: [person('020412600914')] }));
    expect(r.json).toMatchObject({ premium: 53379, classes: { insurer: '5', insureds: ['3'] } });
  });

  it('a resident pensioner driving alone pays half', async () => {
    // Ким, class 13 (0.50), pensioner in the register, 65 years: 50836.742 x 0.50 x 0.5 = 12709.1855 -> 12709
    const r = await calculate(makeApp(), standard({ insurer: person('600501300336') }));
    expect(r.json).toMatchObject({ premium: 12709, classes: { insurer: '13' } });
  });

  it('Temporary entry: MUELLER with a foreign Golf of 2018 for 5 days', async () => {
    // 8217.5 x 2.09 x 1.1 (8 years) x 1.00 (39 years) x 4.4 x 0.20 (5 days) = 16624.9886 -> 16625
    const policy = {
      ...TARIFF_TEMPORARY_POLICY,
      treaty: { ...TARIFF_TEMPORARY_POLICY.treaty, date: '2026-03-03', end: '2026-03-07' },
    };
    expect((await calculate(makeApp(), policy)).json).toMatchObject({
      premium: 16625,
      classes: { insurer: '3' },
    });
  });

  describe('a foreign vehicle typed by hand is priced by the type the seller chose (spec 3.4)', () => {
    const FIVE_DAYS = { date: '2026-03-03', term: { unit: 'day' as const, count: 5 }, end: '2026-03-07' };
    // 'Заполнить вручную': not the register's (no verified_at), the seller's type
    const truck = {
      ...foreignVehicle,
      number: 'DE4512TX',
      vin: 'WMA06XZZ0FP012345',
      mark: 'MAN',
      model: 'TGX',
      type_id: 6,
      verified_at: null,
    };
    const typed = (v: typeof truck) => ({ ...TARIFF_TEMPORARY_POLICY, treaty: FIVE_DAYS, vehicle: [v] });
    async function priced(v: typeof truck) {
      const t = makeApp();
      expect((await post(t.app, '/api/vehicle/set', [v], auth(t.tokenFor(3)))).status).toBe(200);
      return (await calculate(t, typed(v))).json;
    }

    it('a MAN TGX truck: the trucks coefficient 3.98, not the cars 2.09', async () => {
      // 8217.5 x 3.98 (truck) x 1.1 (8 years) x 1.00 (39 years) x 4.4 x 0.20 (5 days) = 31659.0692 -> 31659
      expect(await priced(truck)).toMatchObject({ premium: 31659 });
      // the same vehicle typed as a passenger car: 16625, as the Golf
      expect(await priced({ ...truck, type_id: 4 })).toMatchObject({ premium: 16625 });
    });

    it("a vehicle the register gave keeps the register's type, whatever the page sends", async () => {
      // A123BC777 is a passenger car in the foreign register: sent as a truck, it is priced as a car
      const t = makeApp();
      const policy = {
        ...TARIFF_TEMPORARY_POLICY,
        treaty: FIVE_DAYS,
        vehicle: [{ ...foreignVehicle, type_id: 6 }],
      };
      expect((await calculate(t, policy)).json).toMatchObject({ premium: 16625 });
    });
  });

  it.each<[string, OgpoPolicy, number, string[]]>([
    [
      'a type without a coefficient',
      {
        ...TARIFF_TEMPORARY_POLICY,
        treaty: { date: '2026-03-03', term: { unit: 'day', count: 5 }, end: '2026-03-07' },
        vehicle: [{ ...foreignVehicle, vin: 'AIR00000000000001', type_id: 12 }],
      },
      422,
      ['В тарифе нет коэффициента для типа ТС «Воздушный транспорт»: расчёт невозможен.'],
    ],
    [
      'a start year without MRP',
      standard({ treaty: { date: '2027-03-03', term: { unit: 'month', count: 12 }, end: '2028-03-02' } }),
      422,
      ['В тарифе нет МРП на 2027 год: расчёт невозможен.'],
    ],
    [
      'the resident rules',
      { ...TARIFF_TEMPORARY_POLICY, insurer: OGPO_CLIENT_RESIDENT },
      422,
      ['Оформление невозможно: в полисе присутствует резидент'],
    ],
    [
      'a Kazakh vehicle the register does not know',
      standard({ vehicle: [{ ...TARIFF_STANDARD_POLICY.vehicle[0]!, vin: 'ZZZZ0000000000000' }] }),
      422,
      ['ТС не найдено в государственной базе данных (ЕСБД).'],
    ],
    [
      'a client waiting for the compliance review',
      standard({ insurer: person('750612300022') }),
      409,
      ['Ожидается решение ПОДФТ: Жаксыбеков Арман Бакытович.'],
    ],
  ])('refuses %s', async (_name, policy, status, errors) => {
    const t = makeApp();
    // a foreign vehicle is priced as the vehicle dialog saved it (vehicle/set): the server verifies it itself
    const foreign = policy.vehicle.filter((v) => !v.verify);
    if (foreign.length)
      expect((await post(t.app, '/api/vehicle/set', foreign, auth(t.tokenFor(3)))).status).toBe(200);
    expect(await calculate(t, policy)).toEqual({ status, json: { result: false, errors } });
  });

  it('a refused compliance record stops the calculation; an approved one lets it through', async () => {
    const t = makeApp();
    // Нургалиева: approved (status 3), class 9 (0.70): 50836.742 x 0.70 = 35585.7194 -> 35586
    expect((await calculate(t, standard({ insurer: person('680925400035') }))).json).toMatchObject({
      premium: 35586,
    });
    // Жаксыбеков waits (status 1); the officer refuses him through the review (podft/set)
    const waiting = t.db
      .prepare("SELECT id FROM podft_records WHERE document = '750612300022' ORDER BY id DESC")
      .get() as { id: number };
    const set = await post(
      t.app,
      '/api/podft/set',
      { id: waiting.id, status: 4, comment: 'Источник средств не подтверждён' },
      auth(t.tokenFor(6)),
    );
    expect(set.status).toBe(200);
    expect((await calculate(t, standard({ insurer: person('750612300022') }))).json).toEqual({
      result: false,
      errors: ['Отказано по результатам проверки ПОДФТ: Жаксыбеков Арман Бакытович.'],
    });
  });

  it.each<RoleId>([1, 2, 4, 5, 6, 9, 10])('role %i may not calculate', async (role) => {
    expect((await calculate(makeApp(), standard(), role)).status).toBe(403);
  });
});
