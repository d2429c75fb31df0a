import { describe, expect, it } from 'vitest';
import {
  cascoPremium,
  cascoVehiclePrices,
  type CascoPremiumInput,
  type CascoPremiumVehicle,
} from './premium';

/**
 * cascoPremium's table tests. Every expected premium is computed by hand from casco-tariff.json (the arithmetic in
 * the comment), never by the code under test: rate = base (type, product) x age x losses x damage deductible;
 * premium = amount x rate, whole tenge half up; tariff = rate in percent, 4 decimals. Today is 2026-11-27: a
 * vehicle of 2016 is 10 years old (the oldest taken), one of 2015 is refused.
 */

const TODAY = '2026-11-27';
let n = 0;
const vehicle = (v: Partial<CascoPremiumVehicle> = {}): CascoPremiumVehicle => {
  n += 1;
  return {
    type_id: 6,
    number: `${100 + n}FRE02`,
    vin: `VIN0000000000${String(1000 + n)}`,
    year: '2024', // age 2: 1.0
    cost: 40_000_000,
    amount: 40_000_000,
    ...v,
  };
};
const input = (i: Partial<CascoPremiumInput> = {}): CascoPremiumInput => ({
  type: 6,
  product: 1, // trucks 0.018
  insurerIsPerson: true,
  hasLosses: false, // 1.0
  damageDeductible: 1, // 1.0
  today: TODAY,
  vehicles: [vehicle()],
  ...i,
});
const trailers = (i: Partial<CascoPremiumInput> = {}) => input({ type: 10, product: 2, ...i });
const machinery = (product: 3 | 4, i: Partial<CascoPremiumInput> = {}) => input({ type: 15, product, ...i });
const many = (count: number, v: Partial<CascoPremiumVehicle>) =>
  Array.from({ length: count }, () => vehicle(v));

describe('cascoPremium: the sandbox rates', () => {
  it.each<[string, CascoPremiumInput, number, number]>([
    // 0.018 x age 5 1.1 = 0.0198; 25 000 000 x 0.0198 = 495 000
    [
      'a truck of 2021',
      input({ vehicles: [vehicle({ year: '2021', cost: 30_000_000, amount: 25_000_000 })] }),
      1.98,
      495_000,
    ],
    // 0.018 x age 2 1.0 = 0.018; 40 000 000 x 0.018 = 720 000
    ['a truck of 2024', input(), 1.8, 720_000],
    // 0.018 x age 0 1.0 = 0.018; 10 000 000 x 0.018 = 180 000
    [
      'a new truck of this year',
      input({ vehicles: [vehicle({ year: '2026', cost: 12_000_000, amount: 10_000_000 })] }),
      1.8,
      180_000,
    ],
    // 0.018 x age 10 1.4 = 0.0252; 20 000 000 x 0.0252 = 504 000
    [
      'a truck of 2016, 10 years old: the oldest taken',
      input({ vehicles: [vehicle({ year: '2016', cost: 20_000_000, amount: 20_000_000 })] }),
      2.52,
      504_000,
    ],
    // 0.018 x age 8 1.25 x losses 1.3 x deductible 0 % 1.1 = 0.032175; 30 000 000 x 0.032175 = 965 250
    [
      'a truck of 2018 with prior losses and no damage deductible',
      input({
        hasLosses: true,
        damageDeductible: 0,
        vehicles: [vehicle({ year: '2018', cost: 30_000_000, amount: 30_000_000 })],
      }),
      3.2175,
      965_250,
    ],
    // 0.01 x age 6 1.25 x deductible 5 % 0.9 = 0.01125; 15 000 000 x 0.01125 = 168 750
    [
      'a trailer of 2020, damage deductible 5 %',
      trailers({
        damageDeductible: 5,
        vehicles: [vehicle({ type_id: 10, year: '2020', cost: 18_000_000, amount: 15_000_000 })],
      }),
      1.125,
      168_750,
    ],
    // 0.01 x age 3 1.1 x losses 1.3 x deductible 10 % 0.85 = 0.012155; 12 345 678 x 0.012155 = 150 061.716... -> 150 062
    [
      'a trailer of 2023 with losses, deductible 10 %, an odd amount',
      trailers({
        hasLosses: true,
        damageDeductible: 10,
        vehicles: [vehicle({ type_id: 10, year: '2023', cost: 12_345_678, amount: 12_345_678 })],
      }),
      1.2155,
      150_062,
    ],
    // special machinery with the accident risk 0.016 x age 7 1.25 = 0.02; 55 000 000 x 0.02 = 1 100 000
    [
      'an excavator of 2019, product 3 (with the accident risk)',
      machinery(3, {
        vehicles: [vehicle({ type_id: 15, year: '2019', cost: 60_000_000, amount: 55_000_000 })],
      }),
      2,
      1_100_000,
    ],
    // without it 0.013 x age 4 1.1 x deductible 2 % 0.97 = 0.013871; 33 333 333 x 0.013871 = 462 366.66... -> 462 367
    [
      'a loader of 2022, product 4 (without the accident risk), deductible 2 %',
      machinery(4, {
        damageDeductible: 2,
        vehicles: [vehicle({ type_id: 15, year: '2022', cost: 40_000_000, amount: 33_333_333 })],
      }),
      1.3871,
      462_367,
    ],
    // 0.016 x age 10 1.4 x losses 1.3 x deductible 3 % 0.95 = 0.027664; 7 777 777 x 0.027664 = 215 164.42... -> 215 164
    [
      'special machinery of 2016 with every loading, deductible 3 %',
      machinery(3, {
        hasLosses: true,
        damageDeductible: 3,
        vehicles: [vehicle({ type_id: 15, year: '2016', cost: 9_000_000, amount: 7_777_777 })],
      }),
      2.7664,
      215_164,
    ],
    // the per-vehicle limit itself: 65 000 000 x 0.018 = 1 170 000
    [
      'a truck at the per-vehicle limit, 65 000 000',
      input({ vehicles: [vehicle({ cost: 65_000_000, amount: 65_000_000 })] }),
      1.8,
      1_170_000,
    ],
  ])('%s', (_, i, tariff, premium) => {
    expect(cascoPremium(i)).toEqual({ items: [{ tariff, premium }], premium });
  });

  it('two trucks: the total is the sum of the rounded items', () => {
    // 495 000 (2021, 25 000 000) + 720 000 (2024, 40 000 000) = 1 215 000
    const result = cascoPremium(
      input({ vehicles: [vehicle({ year: '2021', cost: 30_000_000, amount: 25_000_000 }), vehicle()] }),
    );
    expect(result).toEqual({
      items: [
        { tariff: 1.98, premium: 495_000 },
        { tariff: 1.8, premium: 720_000 },
      ],
      premium: 1_215_000,
    });
  });
});

describe('cascoPremium: the program limits of section 9', () => {
  it('trucks: 500 000 000 in all (7 x 65 000 000 + 45 000 000), a tenge more refused', () => {
    // 7 x 1 170 000 + 45 000 000 x 0.018 = 810 000 -> 8 190 000 + 810 000 = 9 000 000
    const full = [
      ...many(7, { cost: 65_000_000, amount: 65_000_000 }),
      vehicle({ cost: 45_000_000, amount: 45_000_000 }),
    ];
    expect(cascoPremium(input({ vehicles: full }))).toMatchObject({ premium: 9_000_000 });
    const over = [...full.slice(0, 7), vehicle({ cost: 45_000_001, amount: 45_000_000 })];
    expect(cascoPremium(input({ vehicles: over }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 45\u00A0000\u00A0000\u00A0тг.',
      vehicle: 7,
    });
  });

  it('trailers: the same 500 000 000', () => {
    // 7 x 65 000 000 x 0.01 = 4 550 000 + 45 000 000 x 0.01 = 450 000 -> 5 000 000
    const full = [
      ...many(7, { type_id: 10, cost: 65_000_000, amount: 65_000_000 }),
      vehicle({ type_id: 10, cost: 45_000_000, amount: 45_000_000 }),
    ];
    expect(cascoPremium(trailers({ vehicles: full }))).toMatchObject({ premium: 5_000_000 });
    const over = [...full, vehicle({ type_id: 10, cost: 1, amount: 1 })];
    expect(cascoPremium(trailers({ vehicles: over }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 0\u00A0тг.',
      vehicle: 8,
    });
  });

  it('special machinery of a person: 200 000 000 (3 x 65 000 000 + 5 000 000)', () => {
    // 3 x 65 000 000 x 0.016 = 3 x 1 040 000 + 5 000 000 x 0.016 = 80 000 -> 3 200 000
    const three = many(3, { type_id: 15, cost: 65_000_000, amount: 65_000_000 });
    const full = [...three, vehicle({ type_id: 15, cost: 5_000_000, amount: 5_000_000 })];
    expect(cascoPremium(machinery(3, { vehicles: full }))).toMatchObject({ premium: 3_200_000 });
    const over = [...three, vehicle({ type_id: 15, cost: 5_000_001, amount: 5_000_000 })];
    expect(cascoPremium(machinery(3, { vehicles: over }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 5\u00A0000\u00A0000\u00A0тг.',
      vehicle: 3,
    });
  });

  it('special machinery of a legal entity: 1 000 000 000 (15 x 65 000 000 + 25 000 000)', () => {
    // product 4: 15 x 65 000 000 x 0.013 = 15 x 845 000 = 12 675 000 + 25 000 000 x 0.013 = 325 000 -> 13 000 000
    const fifteen = many(15, { type_id: 15, cost: 65_000_000, amount: 65_000_000 });
    const full = [...fifteen, vehicle({ type_id: 15, cost: 25_000_000, amount: 25_000_000 })];
    expect(cascoPremium(machinery(4, { insurerIsPerson: false, vehicles: full }))).toMatchObject({
      premium: 13_000_000,
    });
    const over = [...fifteen, vehicle({ type_id: 15, cost: 25_000_001, amount: 25_000_000 })];
    expect(cascoPremium(machinery(3, { insurerIsPerson: false, vehicles: over }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 25\u00A0000\u00A0000\u00A0тг.',
      vehicle: 15,
    });
    // the same fourth vehicle of 65 000 000 a person is refused is within an entity's program: 4 x 1 040 000
    expect(
      cascoPremium(machinery(3, { insurerIsPerson: false, vehicles: fifteen.slice(0, 4) })),
    ).toMatchObject({
      premium: 4_160_000,
    });
    expect(cascoPremium(machinery(3, { vehicles: fifteen.slice(0, 4) }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 5\u00A0000\u00A0000\u00A0тг.',
      vehicle: 3,
    });
  });

  it('one vehicle at most 65 000 000, whatever the program has left', () => {
    expect(cascoPremium(input({ vehicles: [vehicle({ cost: 65_000_001, amount: 60_000_000 })] }))).toEqual({
      error: '"Действительная стоимость" не должна быть больше 65\u00A0000\u00A0000\u00A0тг.',
      vehicle: 0,
    });
  });
});

describe('cascoPremium refuses what 5.2 refuses, with its message', () => {
  it.each<[string, CascoPremiumInput, { error: string; vehicle?: number }]>([
    [
      'the amount above the cost',
      input({ vehicles: [vehicle({ cost: 30_000_000, amount: 30_000_001 })] }),
      { error: '"Страховая сумма" не должна быть больше "Действительная стоимость"', vehicle: 0 },
    ],
    [
      'a vehicle of 2015, 11 years old',
      input({ vehicles: [vehicle({ year: '2015' })] }),
      { error: '"Год выпуска" не старше 10 лет', vehicle: 0 },
    ],
    [
      'a vehicle of next year',
      input({ vehicles: [vehicle({ year: '2027' })] }),
      { error: 'Год выпуска не может быть больше текущего', vehicle: 0 },
    ],
    [
      'the same plate twice',
      input({ vehicles: [vehicle({ number: '456KTA02' }), vehicle({ number: '456KTA02' })] }),
      { error: 'ТС по 456KTA02 уже есть в списке', vehicle: 1 },
    ],
    [
      'the same VIN twice',
      input({ vehicles: [vehicle({ vin: 'KMFGA17PPMC123456' }), vehicle({ vin: 'KMFGA17PPMC123456' })] }),
      { error: 'ТС по KMFGA17PPMC123456 уже есть в списке', vehicle: 1 },
    ],
    [
      'a trailer in the trucks program',
      input({ vehicles: [vehicle(), vehicle({ type_id: 10 })] }),
      { error: 'Тип ТС «Прицепы, полуприцепы» не соответствует программе «Грузовые».', vehicle: 1 },
    ],
    [
      'no insured amount',
      input({ vehicles: [vehicle({ amount: null })] }),
      { error: 'Неверная сумма «Страховая сумма»: .', vehicle: 0 },
    ],
    [
      'a year not typed whole',
      input({ vehicles: [vehicle({ year: '20' })] }),
      { error: 'Неверный год выпуска: «20».', vehicle: 0 },
    ],
  ])('%s', (_, i, result) => {
    expect(cascoPremium(i)).toEqual(result);
  });
});

describe('cascoPremium refuses a policy the program cannot price', () => {
  it.each<[string, CascoPremiumInput, string]>([
    ['no vehicle', input({ vehicles: [] }), 'Для расчёта нужен хотя бы один автомобиль.'],
    [
      'a type casco does not insure',
      input({ type: 4 }),
      'Тип ТС 4 не страхуется по каско для финансовых институтов: допустимы 6, 10, 15.',
    ],
    [
      'product 3 for trucks',
      input({ product: 3 }),
      'Программный продукт 3 не предлагается для типа ТС «Грузовые».',
    ],
    [
      'product 1 for special machinery',
      machinery(3, { product: 1 }),
      'Программный продукт 1 не предлагается для типа ТС «Спецтехника».',
    ],
    [
      'the prior losses not answered',
      input({ hasLosses: null }),
      'Укажите, были ли убытки за последние 3 года.',
    ],
    [
      'a damage deductible that is no option',
      input({ damageDeductible: 4 }),
      'Неверная франшиза по риску «Ущерб»: 4 %. Допустимо: 0, 1, 2, 3, 5, 10 %.',
    ],
  ])('%s', (_, i, error) => {
    expect(cascoPremium(i)).toEqual({ error });
  });
});

describe('cascoVehiclePrices: each vehicle its price or its reason (the calculate’s cards)', () => {
  it('prices the others when one vehicle is refused', () => {
    const result = cascoVehiclePrices(
      input({
        vehicles: [vehicle(), vehicle({ year: '2012' }), vehicle({ year: '2021', amount: 25_000_000 })],
      }),
    );
    expect(result).toEqual({
      vehicles: [
        { tariff: 1.8, premium: 720_000 },
        { error: '"Год выпуска" не старше 10 лет' },
        { tariff: 1.98, premium: 495_000 },
      ],
    });
  });
});
