import { describe, expect, it } from 'vitest';
import { CascoVehicleSchema } from './contract';
import { CASCO_TRAILER, CASCO_TRUCK, SPECIALIST_HD78 } from './testing/fixtures';
import {
  blankCascoVehicle,
  canLookup,
  cascoVehiclePatch,
  checkCascoVehicle,
  listedOf,
  requiredCascoVehicleFields,
  withFound,
  cascoYearError,
  type CascoVehicleRules,
} from './vehicle';

const rules = (r: Partial<CascoVehicleRules> = {}): CascoVehicleRules => ({
  type: 6,
  available: 500_000_000,
  listed: [],
  today: '2026-11-27',
  ...r,
});

describe('the casco vehicle form’s cleaning (spec part 2 section 5.2)', () => {
  const blank = blankCascoVehicle(6);

  it('plate and VIN uppercased and stripped, the plate also the registration’s; engine number uppercased', () => {
    const v = cascoVehiclePatch(
      cascoVehiclePatch(blank, 'number', '456 kta-02'),
      'vin',
      'kmfga17 ppmc-123456',
    );
    expect([v.number, v.registration.number, v.vin]).toEqual(['456KTA02', '456KTA02', 'KMFGA17PPMC123456']);
    expect(cascoVehiclePatch(blank, 'engine.number', 'd4dd-76a').engine.number).toBe('D4DD-76A');
    expect(cascoVehiclePatch(blank, 'registration.certificate', 'af 0022').registration.certificate).toBe(
      'AF0022',
    );
  });

  it('year, power and volume at most 4 digits', () => {
    expect(cascoVehiclePatch(blank, 'year', '20a215').year).toBe('2021');
    expect(cascoVehiclePatch(blank, 'engine.volume', '11 762 см3').engine.volume).toBe('1176');
    expect(cascoVehiclePatch(blank, 'engine.power', '14o0').engine.power).toBe('140');
  });

  it('the amount is disabled until the cost: ignored without it, cleared with it', () => {
    expect(cascoVehiclePatch(blank, 'amount', 5_000_000).amount).toBeNull();
    const costed = cascoVehiclePatch(blank, 'cost', 30_000_000);
    const insured = cascoVehiclePatch(costed, 'amount', 25_000_000);
    expect(insured.amount).toBe(25_000_000);
    expect(cascoVehiclePatch(insured, 'cost', null)).toMatchObject({ cost: null, amount: null });
    expect(cascoVehiclePatch(blank, 'cost', -5).cost).toBeNull();
  });

  it('region, date and the texts as chosen', () => {
    const v = cascoVehiclePatch(
      cascoVehiclePatch(blank, 'registration.region_id', 2),
      'registration.date',
      '2021-04-12',
    );
    expect(v.registration).toMatchObject({ region_id: 2, date: '2021-04-12' });
    expect(cascoVehiclePatch(v, 'registration.region_id', null).registration.region_id).toBeNull();
    expect(cascoVehiclePatch(blank, 'mark', 'Hyundai').mark).toBe('Hyundai');
  });
});

describe('Сохранить only when the vehicle is valid (5.2, 9)', () => {
  it('the fixtures are valid vehicles of their type, and fit the contract', () => {
    expect(checkCascoVehicle(CASCO_TRUCK, rules())).toEqual({
      valid: true,
      missing: [],
      errors: {},
      incomplete: null,
    });
    expect(checkCascoVehicle(CASCO_TRAILER, rules({ type: 10 })).valid).toBe(true);
    expect(CascoVehicleSchema.parse(CASCO_TRUCK)).toEqual(CASCO_TRUCK);
  });

  it('a trailer needs no engine; a truck its engine number and power', () => {
    expect(requiredCascoVehicleFields(10)).not.toContain('engine.number');
    expect(requiredCascoVehicleFields(6)).toEqual(expect.arrayContaining(['engine.number', 'engine.power']));
    expect(requiredCascoVehicleFields(15)).not.toContain('engine.volume');
    const verdict = checkCascoVehicle(
      { ...CASCO_TRUCK, engine: { number: '', power: '', volume: '' } },
      rules(),
    );
    expect(verdict).toMatchObject({ valid: false, missing: ['engine.number', 'engine.power'] });
    expect(verdict.incomplete).toBe('Пожалуйста, заполните все обязательные поля, чтобы продолжить.');
  });

  it.each<[string, Partial<typeof CASCO_TRUCK>, Partial<CascoVehicleRules>, Record<string, string>]>([
    [
      'the cost above 65 000 000',
      { cost: 65_000_001 },
      {},
      { cost: '"Действительная стоимость" не должна быть больше 65\u00A0000\u00A0000\u00A0тг.' },
    ],
    [
      'the cost above what is available',
      { cost: 30_000_000 },
      { available: 12_500_000 },
      { cost: '"Действительная стоимость" не должна быть больше 12\u00A0500\u00A0000\u00A0тг.' },
    ],
    [
      'the amount above the cost',
      { amount: 30_000_001 },
      {},
      { amount: '"Страховая сумма" не должна быть больше "Действительная стоимость"' },
    ],
    ['a vehicle of 2015', { year: '2015' }, {}, { year: '"Год выпуска" не старше 10 лет' }],
    [
      'a plate and a VIN already listed',
      {},
      { listed: ['456kta02', 'KMFGA17PPMC123456'] },
      { number: 'ТС по 456KTA02 уже есть в списке', vin: 'ТС по KMFGA17PPMC123456 уже есть в списке' },
    ],
  ])('%s', (_, patch, r, errors) => {
    const verdict = checkCascoVehicle({ ...CASCO_TRUCK, ...patch }, rules(r));
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toEqual(errors);
  });

  it('the 10-year rule counts whole years back from this one', () => {
    expect(cascoYearError('2016', '2026-01-01')).toBeNull();
    expect(cascoYearError('2015', '2026-12-31')).toBe('"Год выпуска" не старше 10 лет');
    expect(cascoYearError('2027', '2026-12-31')).toBe('Год выпуска не может быть больше текущего');
    expect(cascoYearError('20', '2026-12-31')).toBeNull();
  });
});

describe('the lookup (5.2, 7.1, 8)', () => {
  it('a plate or VIN of 3 characters or fewer does not search, nor one already listed', () => {
    expect(canLookup('45K', [])).toBe(false);
    expect(canLookup('456K', [])).toBe(true);
    expect(canLookup('4-5-6', [])).toBe(false);
    expect(canLookup('456kta02', ['456KTA02'])).toBe(false);
  });

  it('the register’s vehicle fills the form; the cost and amount typed stay, nothing is priced', () => {
    const typed = { ...blankCascoVehicle(6), cost: 30_000_000, amount: 25_000_000, premium: 1, calc: null };
    expect(withFound(typed, SPECIALIST_HD78)).toEqual({ ...CASCO_TRUCK, premium: null });
  });

  it('the listed plates and VINs leave out the vehicle edited', () => {
    expect(listedOf([CASCO_TRUCK, CASCO_TRAILER], 0)).toEqual(['345TRA02', 'WSM00000003123456']);
    expect(listedOf([CASCO_TRUCK, { number: '', vin: 'x-1' }])).toEqual([
      '456KTA02',
      'KMFGA17PPMC123456',
      'X1',
    ]);
  });
});
