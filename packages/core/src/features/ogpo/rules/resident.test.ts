import { describe, expect, it } from 'vitest';
import { residentRules, vehicleRegionFor, type ResidentRulesInput } from './resident';

const R = { filter: { resident: true, person: true } };
const N = { filter: { resident: false, person: true } };
const KZ = { verify: true };
const FOREIGN = { verify: false };

const policy = (
  product_type: number,
  insurer: ResidentRulesInput['insurer'],
  insureds: ResidentRulesInput['insureds'],
  vehicle: ResidentRulesInput['vehicle'],
): ResidentRulesInput => ({ product_type, insurer, insureds, vehicle });

const fine = (insureds: number, vehicles: number) => ({
  insurer: null,
  insured: Array(insureds).fill(null),
  vehicle: Array(vehicles).fill(null),
  error: null,
});

describe('residentRules (spec 5.3)', () => {
  it.each<[string, ResidentRulesInput, ReturnType<typeof residentRules>]>([
    ['Standard: all resident with a Kazakh vehicle', policy(1, R, [R], [KZ]), fine(1, 1)],
    ['Standard: mixed, a non-resident driver', policy(1, R, [N], [KZ]), fine(1, 1)],
    ['Standard: mixed, non-residents with a Kazakh vehicle', policy(1, N, [N], [KZ]), fine(1, 1)],
    ['Standard: mixed, residents with a foreign vehicle', policy(1, R, [R], [FOREIGN]), fine(1, 1)],
    [
      'Standard: a non-resident insurer before any vehicle is not judged yet',
      policy(1, N, [], []),
      fine(0, 0),
    ],
    [
      'Standard: nothing resident',
      policy(1, N, [N, N], [FOREIGN]),
      {
        insurer: 'Страхователь не может быть нерезидентом для ОГПО ВТС Стандарт',
        insured: [
          'Застрахованный не может быть нерезидентом для ОГПО ВТС Стандарт',
          'Застрахованный не может быть нерезидентом для ОГПО ВТС Стандарт',
        ],
        vehicle: ['Иностранная регистрация ТС не допускается для ОГПО ВТС Стандарт'],
        error: 'Оформление невозможно: машина не зарегистрированна в РК',
      },
    ],
    ['Temporary entry: all non-resident', policy(2, N, [N], [FOREIGN]), fine(1, 1)],
    [
      'Temporary entry: a resident insurer',
      policy(2, R, [N], [FOREIGN]),
      {
        insurer: 'Страхователь не может резидентом для ОГПО ВТС Временный въезд',
        insured: [null],
        vehicle: [null],
        error: 'Оформление невозможно: в полисе присутствует резидент',
      },
    ],
    [
      'Temporary entry: a resident driver',
      policy(2, N, [N, R], [FOREIGN]),
      {
        insurer: null,
        insured: [null, 'Оформление невозможно: в полисе присутствует резидент'],
        vehicle: [null],
        error: 'Оформление невозможно: в полисе присутствует резидент',
      },
    ],
    [
      'Temporary entry: a Kazakh vehicle',
      policy(2, N, [N], [FOREIGN, KZ]),
      {
        insurer: null,
        insured: [null],
        vehicle: [null, 'Авто с казахстанской регистрацией не допускается для ОГПО ВТС Временный въезд'],
        error: 'Авто с казахстанской регистрацией не допускается для ОГПО ВТС Временный въезд',
      },
    ],
    ['Transit: a foreign vehicle, whoever insures it', policy(3, R, [N], [FOREIGN]), fine(1, 1)],
    [
      'Transit: a Kazakh vehicle',
      policy(3, R, [R], [KZ]),
      {
        insurer: null,
        insured: [null],
        vehicle: ['Авто с казахстанской регистрацией не допускается для ОГПО ВТС Транзит'],
        error: 'Авто с казахстанской регистрацией не допускается для ОГПО ВТС Транзит',
      },
    ],
    [
      'another product type',
      policy(4, R, [R], [KZ]),
      { insurer: null, insured: [null], vehicle: [null], error: 'Неверный тип продукта' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(residentRules(input)).toEqual(expected);
  });
});

describe('vehicleRegionFor (spec 5.3, 9: regions 17 and 18)', () => {
  const kazakh = { verify: true, registration: { region_id: 2 } };
  const foreign = { verify: false, registration: { region_id: null } };
  it.each([
    [1, kazakh, 2],
    [1, foreign, 17],
    [2, foreign, 17],
    [2, kazakh, 17],
    [3, foreign, 18],
    [3, kazakh, 18],
  ])('product %i, %o -> region %i', (product, vehicle, region) => {
    expect(vehicleRegionFor(product, vehicle)).toBe(region);
  });
});
