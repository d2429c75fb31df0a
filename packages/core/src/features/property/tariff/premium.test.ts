import { describe, expect, it } from 'vitest';
import { propertyPremium, type PropertyPremiumInput, type PropertyPremiumObject } from './premium';

/**
 * propertyPremium's table tests. Every expected premium is computed by hand from property-tariff.json (the
 * arithmetic in the comment), never by the code under test: rate = base x wall x fire alarm x security x losses
 * x outdoors x franchise; premium = amount x rate, whole tenge half up; tariff = rate in percent, 4 decimals.
 */

const object = (o: Partial<PropertyPremiumObject> = {}): PropertyPremiumObject => ({
  kind_id: '000000067', // office 0.0015
  cond_id: '000000081', // finished
  wall_id: '000000083', // brick 1.0
  year: '2005',
  cost: 80_000_000,
  amount: 60_000_000,
  fire_alarm: 1, // state fire service 0.9
  has_security: false, // none 1.1
  security: '',
  ...o,
});
const immovable = (i: Partial<PropertyPremiumInput> = {}): PropertyPremiumInput => ({
  product: 'DSI_FI',
  movableClass: '',
  insurerIsPerson: true,
  franchise: 1, // 1.0
  hasLosses: false, // 1.0
  isIndoors: true,
  objects: [object()],
  ...i,
});
const movable = (i: Partial<PropertyPremiumInput> = {}): PropertyPremiumInput =>
  immovable({ product: 'DSD_FI', movableClass: 'equipment', ...i });
const thing = (o: Partial<PropertyPremiumObject> = {}) =>
  object({ kind_id: '', cond_id: '', wall_id: '', ...o });

describe('propertyPremium: the sandbox rates', () => {
  it.each<[string, PropertyPremiumInput, number, number]>([
    // 0.0015 x 1.0 x 0.9 x 1.1 = 0.001485; 60 000 000 x 0.001485 = 89 100
    ['office, brick, state alarm, no security', immovable(), 0.1485, 89_100],
    // the same office for 6 months (role 0's term): 89 100 x 6 / 12 = 44 550
    ['the office for 6 months', immovable({ months: 6 }), 0.1485, 44_550],
    // for 1 month: 60 000 000 x 0.001485 x 1 / 12 = 7 425
    ['the office for 1 month', immovable({ months: 1 }), 0.1485, 7_425],
    // 0.0015 x 1.0 x 0.9 x 0.9 = 0.001215; 60 000 000 x 0.001215 = 72 900
    [
      'office guarded round the clock',
      immovable({ objects: [object({ has_security: true, security: 'round_the_clock' })] }),
      0.1215,
      72_900,
    ],
    // flat 0.0012 x monolith 0.9 x other console 0.95 x working hours 1.0 = 0.001026; 25 000 000 x 0.001026 = 25 650
    [
      'flat, monolith, other console, guarded in working hours',
      immovable({
        objects: [
          object({
            kind_id: '000000066',
            wall_id: '000000087',
            fire_alarm: 2,
            has_security: true,
            security: 'working_hours',
            amount: 25_000_000,
            cost: 30_000_000,
          }),
        ],
      }),
      0.1026,
      25_650,
    ],
    // gas station 0.0045 x gas block 1.1 x no alarm 1.1 x none 1.1 x losses 1.25 x franchise 10 0.75
    //   = 0.00561515625; 150 000 000 x 0.00561515625 = 842 273.4375 -> 842 273
    [
      'gas station with every loading and franchise 10',
      immovable({
        hasLosses: true,
        franchise: 10,
        objects: [
          object({
            kind_id: '000000075',
            wall_id: '000000094',
            fire_alarm: 3,
            amount: 150_000_000,
            cost: 150_000_000,
          }),
        ],
      }),
      0.5615,
      842_273,
    ],
    // warehouse 0.003 x timber 1.3 x 0.9 x non-working hours 0.95 x franchise 5 0.85 = 0.002834325;
    //   40 000 000 x 0.002834325 = 113 373
    [
      'warehouse, timber, guarded out of hours, franchise 5',
      immovable({
        franchise: 5,
        objects: [
          object({
            kind_id: '000000074',
            wall_id: '000000084',
            has_security: true,
            security: 'non_working_hours',
            amount: 40_000_000,
          }),
        ],
      }),
      0.2834,
      113_373,
    ],
    // land plot 0.0005 x concrete 1.0 x 1.1 x 1.1 x franchise 2 0.95 = 0.00057475; 10 000 000 x 0.00057475
    //   = 5 747.5 -> 5 748 (half up)
    [
      'land plot, half a tenge rounds up',
      immovable({
        franchise: 2,
        objects: [object({ kind_id: '000000065', wall_id: '000000086', fire_alarm: 3, amount: 10_000_000 })],
      }),
      0.0575,
      5_748,
    ],
    // equipment 0.0025 x 0.9 x round the clock 0.9 = 0.002025; 20 000 000 x 0.002025 = 40 500
    [
      'movable equipment indoors, guarded',
      movable({
        objects: [thing({ amount: 20_000_000, has_security: true, security: 'round_the_clock' })],
      }),
      0.2025,
      40_500,
    ],
    // goods 0.0035 x outdoors 1.2 x 1.1 x 1.1 x losses 1.25 x franchise 3 0.9 = 0.00571725;
    //   8 000 000 x 0.00571725 = 45 738
    [
      'movable goods outdoors with losses, franchise 3',
      movable({
        movableClass: 'goods',
        isIndoors: false,
        hasLosses: true,
        franchise: 3,
        objects: [thing({ fire_alarm: 3, amount: 8_000_000, cost: 9_000_000 })],
      }),
      0.5717,
      45_738,
    ],
    // office furniture 0.002 x 0.95 x working hours 1.0 x franchise 7 0.8 = 0.00152; 3 500 000 x 0.00152 = 5 320
    [
      'movable office furniture, franchise 7',
      movable({
        movableClass: 'office',
        franchise: 7,
        objects: [
          thing({
            fire_alarm: 2,
            has_security: true,
            security: 'working_hours',
            amount: 3_500_000,
            cost: 3_500_000,
          }),
        ],
      }),
      0.152,
      5_320,
    ],
    // business centre 0.0015 x blocks 1.0 x 0.9 x 0.9 = 0.001215; 2 000 000 000 x 0.001215 = 2 430 000
    [
      'a legal entity at its limit, 2 000 000 000',
      immovable({
        insurerIsPerson: false,
        objects: [
          object({
            kind_id: '000000070',
            wall_id: '000000085',
            has_security: true,
            security: 'round_the_clock',
            amount: 2_000_000_000,
            cost: 2_500_000_000,
          }),
        ],
      }),
      0.1215,
      2_430_000,
    ],
    // house 0.0018 x brick 1.0 x 1.1 x 1.1 = 0.002178; 500 000 000 x 0.002178 = 1 089 000
    [
      'a person at the limit, 500 000 000',
      immovable({
        objects: [object({ kind_id: '000000063', fire_alarm: 3, amount: 500_000_000, cost: 600_000_000 })],
      }),
      0.2178,
      1_089_000,
    ],
    // other movable 0.004 x outdoors 1.2 x 0.9 x 1.1 x franchise 10 0.75 = 0.003564;
    //   1 234 567 x 0.003564 = 4 399.996788 -> 4 400
    [
      'other movable outdoors, an odd amount',
      movable({
        movableClass: 'other_movable',
        isIndoors: false,
        franchise: 10,
        objects: [thing({ amount: 1_234_567, cost: 1_234_567 })],
      }),
      0.3564,
      4_400,
    ],
    // hotel 0.0025 x 0.95 x working hours 1.0 x losses 1.25 x franchise 2 0.95 = 0.0028203125;
    //   99 999 999 x 0.0028203125 = 282 031.247... -> 282 031
    [
      'hotel with losses, franchise 2',
      immovable({
        hasLosses: true,
        franchise: 2,
        objects: [
          object({
            kind_id: '000000078',
            fire_alarm: 2,
            has_security: true,
            security: 'working_hours',
            amount: 99_999_999,
            cost: 120_000_000,
          }),
        ],
      }),
      0.282,
      282_031,
    ],
    // theatre 0.0025 x monolith 0.9 x 0.9 x round the clock 0.9 x franchise 3 0.9 = 0.00164025;
    //   333 333 x 0.00164025 = 546.749... -> 547
    [
      'theatre with every discount',
      immovable({
        franchise: 3,
        objects: [
          object({
            kind_id: '000000076',
            wall_id: '000000087',
            has_security: true,
            security: 'round_the_clock',
            amount: 333_333,
            cost: 333_333,
          }),
        ],
      }),
      0.164,
      547,
    ],
    // 1964 is later than 1963: office as the first case, 0.001485 x 60 000 000 = 89 100
    ['built in 1964', immovable({ objects: [object({ year: '1964' })] }), 0.1485, 89_100],
  ])('%s', (_, input, tariff, premium) => {
    expect(propertyPremium(input)).toEqual({ items: [{ tariff, premium }], premium });
  });

  it('two objects: the total is the sum of the rounded items', () => {
    // office 89 100 (first case) + flat 0.0012 x 0.9 x 0.95 x 1.1 = 0.0011286; 25 000 000 x 0.0011286 = 28 215
    const flat = object({ kind_id: '000000066', wall_id: '000000087', fire_alarm: 2, amount: 25_000_000 });
    expect(propertyPremium(immovable({ objects: [object(), flat] }))).toEqual({
      items: [
        { tariff: 0.1485, premium: 89_100 },
        { tariff: 0.1129, premium: 28_215 },
      ],
      premium: 117_315,
    });
  });

  it('a movable object is priced by the program class: its kind, condition and walls are not read', () => {
    // equipment 0.0025 x 0.9 x 1.1 = 0.002475; 60 000 000 x 0.002475 = 148 500
    const sauna = thing({ kind_id: '000000079', cond_id: '000000082', wall_id: '000000088' });
    expect(propertyPremium(movable({ objects: [sauna] }))).toEqual({
      items: [{ tariff: 0.2475, premium: 148_500 }],
      premium: 148_500,
    });
  });
});

describe('propertyPremium refuses what 5.5 refuses, with its message', () => {
  it.each<[string, PropertyPremiumInput, string]>([
    [
      'amount above cost',
      immovable({ objects: [object({ cost: 10_000_000, amount: 10_000_001 })] }),
      '"Страховая сумма" не должна быть больше "Действительная стоимость"',
    ],
    [
      'a person above 500 000 000',
      immovable({ objects: [object({ cost: 900_000_000, amount: 500_000_001 })] }),
      '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
    ],
    [
      'a legal entity above 2 000 000 000',
      immovable({
        insurerIsPerson: false,
        objects: [object({ cost: 3_000_000_000, amount: 2_000_000_001 })],
      }),
      '"Страховая сумма" не должна быть больше 2\u00A0000\u00A0000\u00A0000\u00A0тг.',
    ],
    [
      'bath/sauna',
      immovable({ objects: [object({ kind_id: '000000079' })] }),
      'Выбранный объект не подлежит страхованию',
    ],
    [
      'other',
      immovable({ objects: [object({ kind_id: '000000080' })] }),
      'Выбранный объект не подлежит страхованию',
    ],
    [
      'unfinished',
      immovable({ objects: [object({ cond_id: '000000082' })] }),
      'Страхование незавершённого строения недопустимо',
    ],
    ...(['088', '089', '090', '091', '092', '093'] as const).map(
      (w): [string, PropertyPremiumInput, string] => [
        `walls 000000${w}`,
        immovable({ objects: [object({ wall_id: `000000${w}` })] }),
        'Объекты с выбранным материалом стен не принимаются на страхование',
      ],
    ),
    ['built in 1963', immovable({ objects: [object({ year: '1963' })] }), 'Год не может быть меньше 1963'],
  ])('%s', (_, input, error) => {
    expect(propertyPremium(input)).toEqual({ error, object: 0 });
  });

  it('names the object refused: the second of two', () => {
    expect(propertyPremium(immovable({ objects: [object(), object({ kind_id: '000000080' })] }))).toEqual({
      error: 'Выбранный объект не подлежит страхованию',
      object: 1,
    });
  });

  it.each<[string, PropertyPremiumInput, object]>([
    [
      'no objects',
      immovable({ objects: [] }),
      { error: 'Для расчёта нужен хотя бы один объект страхования.' },
    ],
    [
      'a franchise that is no option',
      immovable({ franchise: 4 }),
      { error: 'Неверная франшиза: 4 %. Допустимо: 1, 2, 3, 5, 7, 10 %.' },
    ],
    [
      'a movable class the table has not',
      movable({ movableClass: 'yacht', objects: [thing()] }),
      { error: 'В тарифе нет ставки для класса имущества «yacht».', object: 0 },
    ],
    [
      'no amount',
      immovable({ objects: [object({ amount: null })] }),
      { error: 'Неверная сумма «Страховая сумма»: .', object: 0 },
    ],
    [
      'a year not typed whole',
      immovable({ objects: [object({ year: '20' })] }),
      { error: 'Неверный год постройки: «20».', object: 0 },
    ],
    [
      'no fire alarm chosen',
      immovable({ objects: [object({ fire_alarm: null })] }),
      { error: 'Не указана пожарная сигнализация объекта.', object: 0 },
    ],
    [
      'an immovable object without its condition',
      immovable({ objects: [object({ cond_id: '' })] }),
      { error: 'Неизвестное состояние объекта «».', object: 0 },
    ],
    [
      'security on without its mode',
      immovable({ objects: [object({ has_security: true, security: '' })] }),
      { error: 'Неизвестный режим охраны: «».', object: 0 },
    ],
  ])('%s', (_, input, result) => {
    expect(propertyPremium(input)).toEqual(result);
  });
});

describe('propertyPremium: the term', () => {
  it('prices 1 to 12 months and refuses any other term', () => {
    for (const months of [0, 13, 1.5])
      expect(propertyPremium(immovable({ months }))).toEqual({
        error: `Срок страхования должен быть от 1 до 12 месяцев, указано: ${months}.`,
      });
  });
});
