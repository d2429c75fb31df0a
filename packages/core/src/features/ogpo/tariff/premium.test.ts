import { describe, expect, it } from 'vitest';
import { ogpoPremium } from './premium';

/**
 * ogpoPremium's table tests. Every expected premium is computed by hand from ogpo-tariff.json (the arithmetic in
 * the comment), never by the code under test. Bases: MRP 2026 4325 x 1.9 = 8217.5; MRP 2025 3932 x 1.9 = 7470.8;
 * MRP 2016 2405 x 1.9 = 4569.5.
 */

type Input = Parameters<typeof ogpoPremium>[0];
type Vehicle = Input['vehicles'][number];
type Driver = Input['drivers'][number];

const car = (v: Partial<Vehicle> = {}): Vehicle => ({
  typeId: 4,
  year: 2020,
  territory: 'г. Алматы',
  majorCity: true,
  ...v,
});
const driver = (d: Partial<Driver> = {}): Driver => ({
  bonusMalusClass: '3',
  ageExperienceId: 4,
  privileged: false,
  ...d,
});
const standard = (i: Partial<Input> = {}): Input => ({
  productType: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  vehicles: [car()],
  drivers: [driver()],
  ...i,
});
const temporary = (startDate: string, endDate: string, i: Partial<Input> = {}): Input =>
  standard({
    productType: 2,
    startDate,
    endDate,
    vehicles: [car({ territory: '', majorCity: false, year: 2024 })],
    ...i,
  });

describe('ogpoPremium: Standard (product 1)', () => {
  it.each<[string, Input, number]>([
    // 8217.5 x 2.96 (Алматы) x 1 (city) x 1.00 (class 3) x 2.09 (car) x 1.00 (ae 4) x 1.0 (6 years)
    // = 24323.8 x 2.09 = 50836.742; 365/365 days -> 50837
    ['a car in Almaty, class 3, experienced driver, a full year', standard(), 50837],
    // 50836.742 x 0.8 (outside a major city) = 40669.3936 -> 40669
    ['the same outside a major city', standard({ vehicles: [car({ majorCity: false })] }), 40669],
    // 8217.5 x 2.20 (Астана) = 18078.5; x 0.90 (class 5) = 16270.65; x 2.09 = 34005.6585;
    // x 1.10 (ae 1: under 25, under 2 years) = 37406.22435; x 1.1 (2015: 11 years > 7) = 41146.846785 -> 41147
    [
      'Astana, class 5, a young novice, a car of 2015',
      standard({
        vehicles: [car({ territory: 'г. Астана', year: 2015 })],
        drivers: [driver({ bonusMalusClass: '5', ageExperienceId: 1 })],
      }),
      41147,
    ],
    // 8217.5 x 1.63 (Павлодарская) = 13394.525; x 2.33 (trolleybus) = 31209.24325; x 0.95 (class 4)
    // = 29648.7810875; 2019 is 7 years before 2026: not over 7, x 1.0 -> 29649
    [
      'a trolleybus exactly 7 years old keeps K_vehicle_age 1.0',
      standard({
        vehicles: [car({ typeId: 7, year: 2019, territory: 'Павлодарская область' })],
        drivers: [driver({ bonusMalusClass: '4' })],
      }),
      29649,
    ],
    // privileged single driver, single vehicle: 50836.742 x 0.5 = 25418.371 -> 25418
    [
      'a privileged single driver with a single vehicle pays half',
      standard({ drivers: [driver({ privileged: true })] }),
      25418,
    ],
    // two drivers: no privilege. Max driver: class 0 (2.30) x ae 2 (1.05) = 2.415 over class 3 x ae 4 = 1.00;
    // 50836.742 x 2.415 = 101673.484 + 20334.6968 + 762.55113 = 122770.73193 -> 122771
    [
      'two drivers: the most expensive one prices the policy and the privilege is lost',
      standard({
        drivers: [driver({ privileged: true }), driver({ bonusMalusClass: '0', ageExperienceId: 2 })],
      }),
      122771,
    ],
    // two vehicles: car in Almaty 2.96 x 2.09 = 6.1864; truck in Жамбылская 1.00 x 0.8 x 3.98 x 1.1 (2010) = 3.5024;
    // max 6.1864: 8217.5 x 6.1864 = 50836.742; x 0.55 (class 12) = 27960.2081; privilege lost (2 vehicles) -> 27960
    [
      'two vehicles: the most expensive one prices the policy and the privilege is lost',
      standard({
        vehicles: [car(), car({ typeId: 6, year: 2010, territory: 'Жамбылская область', majorCity: false })],
        drivers: [driver({ bonusMalusClass: '12', privileged: true })],
      }),
      27960,
    ],
    // moto in Жамбылская outside a city: 1.00 x 1.00 x 0.8 = 0.8; bus over 16 seats in Атырауская, major city,
    // 2018 (8 years > 7): 3.45 x 2.69 x 1.1 = 10.20855 (max); 8217.5 x 10.20855 = 82175 + 1713.759625 = 83888.759625;
    // x 2.45 (class M) = 205527.46108125; x 1.05 (ae 3) = 215803.8341353125 -> 215804
    [
      'a bus over 16 seats beats a motorcycle; class M',
      standard({
        vehicles: [
          car({ typeId: 8, year: 2024, territory: 'Жамбылская область', majorCity: false }),
          car({ typeId: 11, year: 2018, territory: 'Атырауская область' }),
        ],
        drivers: [driver({ bonusMalusClass: 'M', ageExperienceId: 3 })],
      }),
      215804,
    ],
    // MRP of the start year 2025 (3932) although the policy ends in 2026: 7470.8 x 1.95 (Костанайская) = 14568.06;
    // x 0.8 = 11654.448; x 3.26 (bus up to 16) = 37993.50048; x 1.1 (2017: 8 years) = 41792.850528;
    // x 1.55 (class 1) = 64778.9183184; x 1.05 (ae 2) = 68017.86423432; 365/365 -> 68018
    [
      "the MRP is the start year's",
      standard({
        startDate: '2025-11-26',
        endDate: '2026-11-25',
        vehicles: [car({ typeId: 5, year: 2017, territory: 'Костанайская область', majorCity: false })],
        drivers: [driver({ bonusMalusClass: '1', ageExperienceId: 2 })],
      }),
      68018,
    ],
    // 6 months: 31 + 30 + 31 + 30 + 31 + 31 = 184 days of 365 (2026-03-01..2027-02-28);
    // 50836.742 x 184 = 9353960.528; / 365 = 25627.289... -> 25627
    [
      'a shorter term is prorated by days',
      standard({ startDate: '2026-03-01', endDate: '2026-08-31' }),
      25627,
    ],
    // 2016: 4569.5 x 1.39 (Карагандинская) = 6351.605; x 2.09 = 13274.85445 (2010 car: 6 years);
    // 2016-01-01..2016-06-30 = 31 + 29 + 31 + 30 + 31 + 30 = 182 days; the year of cover holds 29 February: 366;
    // 13274.85445 x 182 = 2416023.5099; / 366 = 6601.157... -> 6601
    [
      'a leap year of cover has 366 days',
      standard({
        startDate: '2016-01-01',
        endDate: '2016-06-30',
        vehicles: [car({ year: 2010, territory: 'Карагандинская область' })],
      }),
      6601,
    ],
    // 2016-02-01..2017-01-31: 366 days of a 366-day year of cover: the full 13274.85445 -> 13275
    [
      'twelve months across 29 February are a full year',
      standard({
        startDate: '2016-02-01',
        endDate: '2017-01-31',
        vehicles: [car({ year: 2010, territory: 'Карагандинская область' })],
      }),
      13275,
    ],
    // 2016-03-01..2017-02-28: 365 days of a 365-day year of cover (no 29 February in it): 13274.85445 -> 13275
    [
      'twelve months after 29 February are a full year too',
      standard({
        startDate: '2016-03-01',
        endDate: '2017-02-28',
        vehicles: [car({ year: 2010, territory: 'Карагандинская область' })],
      }),
      13275,
    ],
  ])('%s', (_name, input, premium) => {
    expect(ogpoPremium(input)).toEqual({ premium });
  });
});

describe('ogpoPremium: Temporary entry (product 2)', () => {
  it.each<[string, Input, number]>([
    // no territory, city or bonus-malus: 8217.5 x 2.09 (car) x 1.1 (2015: 11 years) x 1.00 (ae 4) = 18892.0325;
    // x 4.4 = 83124.943; 5 days <= 15d: x 0.20 = 16624.9886 -> 16625
    [
      '5 days, an old car',
      temporary('2026-12-01', '2026-12-05', {
        vehicles: [car({ territory: '', majorCity: false, year: 2015 })],
      }),
      16625,
    ],
    // 8217.5 x 2.09 = 17174.575; x 4.4 = 75568.13; 15 days (10..24 January) is still '15d': x 0.20 = 15113.626 -> 15114
    ['15 days are the first band', temporary('2026-01-10', '2026-01-24'), 15114],
    // 16 days (10..25 January) fall in '1m': 75568.13 x 0.30 = 22670.439 -> 22670
    ['16 days are the one-month band', temporary('2026-01-10', '2026-01-25'), 22670],
    // exactly one month (10 January..9 February) is '1m' (inclusive bound). Truck 3.98, ae 1 (1.10):
    // 8217.5 x 3.98 = 32705.65; x 1.10 = 35976.215; x 4.4 = 158295.346; x 0.30 = 47488.6038 -> 47489
    [
      'exactly one month is the one-month band',
      temporary('2026-01-10', '2026-02-09', {
        vehicles: [car({ typeId: 6, year: 2022, territory: '', majorCity: false })],
        drivers: [driver({ ageExperienceId: 1 })],
      }),
      47489,
    ],
    // one month and a day (10 January..10 February) is '2m': 75568.13 x 0.40 = 30227.252 -> 30227
    ['a month and a day is the two-month band', temporary('2026-01-10', '2026-02-10'), 30227],
    // 12 months: above '9m', k 1.00: 75568.13 -> 75568
    ['a year is the last band', temporary('2026-01-01', '2026-12-31'), 75568],
    // the bonus-malus class is not read: an unknown class 'A' prices as any other -> 15113.626 -> 15114
    [
      'the bonus-malus class is not applied',
      temporary('2026-01-10', '2026-01-24', { drivers: [driver({ bonusMalusClass: 'A' })] }),
      15114,
    ],
  ])('%s', (_name, input, premium) => {
    expect(ogpoPremium(input)).toEqual({ premium });
  });
});

describe('ogpoPremium refuses what the table cannot price', () => {
  it.each<[string, Input, string]>([
    [
      'air',
      standard({ vehicles: [car({ typeId: 12 })] }),
      'В тарифе нет коэффициента для типа ТС «Воздушный транспорт»: расчёт невозможен.',
    ],
    [
      'sea',
      standard({ vehicles: [car({ typeId: 13 })] }),
      'В тарифе нет коэффициента для типа ТС «Морской транспорт»: расчёт невозможен.',
    ],
    [
      'rail',
      standard({ vehicles: [car(), car({ typeId: 14 })] }),
      'В тарифе нет коэффициента для типа ТС «Железнодорожный транспорт»: расчёт невозможен.',
    ],
    [
      'special machinery',
      temporary('2026-01-10', '2026-01-24', { vehicles: [car({ typeId: 15 })] }),
      'В тарифе нет коэффициента для типа ТС «Спецтехника»: расчёт невозможен.',
    ],
    [
      'an unknown type',
      standard({ vehicles: [car({ typeId: 9 })] }),
      'Неизвестный тип ТС (9): расчёт невозможен.',
    ],
    [
      'an unknown territory',
      standard({ vehicles: [car({ territory: 'Область Абай' })] }),
      'Неизвестная территория регистрации ТС: «Область Абай».',
    ],
    [
      'a start year without MRP',
      standard({ startDate: '2024-12-31', endDate: '2025-12-30' }),
      'В тарифе нет МРП на 2024 год: расчёт невозможен.',
    ],
    [
      'a class of the 2025 reform',
      standard({ drivers: [driver({ bonusMalusClass: 'M1' })] }),
      'Неизвестный класс бонус-малус: «M1».',
    ],
    [
      'the end before the start',
      standard({ startDate: '2026-05-02', endDate: '2026-05-01' }),
      'Дата окончания страхования раньше даты начала.',
    ],
    [
      'a day that does not exist',
      standard({ endDate: '2026-02-30' }),
      'Неверная дата страхования: «2026-02-30».',
    ],
    ['more than a year', standard({ endDate: '2027-01-01' }), 'Срок страхования больше одного года.'],
    [
      'Temporary entry under 5 days',
      temporary('2026-01-10', '2026-01-13'),
      'Временный въезд оформляется не менее чем на 5 дней.',
    ],
    ['no vehicles', standard({ vehicles: [] }), 'Для расчёта нужно хотя бы одно транспортное средство.'],
    ['no drivers', standard({ drivers: [] }), 'Для расчёта нужен хотя бы один водитель.'],
    [
      'Transit',
      standard({ productType: 3 }),
      'Тариф ОГПО ВТС Транзит в тарифной таблице не задан: расчёт невозможен.',
    ],
  ])('%s', (_name, input, error) => {
    expect(ogpoPremium(input)).toEqual({ error });
  });
});
