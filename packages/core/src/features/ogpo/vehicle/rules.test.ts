import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../shared/parties/vehicle/contract';
import { duplicateMessage } from '../../../shared/parties/vehicle/rules';
import { VehicleGetRequestSchema } from './contract';
import {
  blankVehicle,
  canSearchVehicle,
  hasRegistration,
  searchProblem,
  typeIsChosen,
  vehiclePatch,
  vehicleProblem,
  vehicleSearchRequest,
  yearProblem,
} from './rules';
import { ruVehicle } from './ru';
import { foreignVehicle, kazakhVehicle, unregisteredVehicle } from './testing/fixtures';

const today = new Date('2026-11-25T10:00:00Z');

describe("the vehicle's type (spec 3.4)", () => {
  it('is one of the OGPO types, 4 passenger by default; any other value changes nothing', () => {
    const v = blankVehicle();
    expect(v.type_id).toBe(4);
    expect(vehiclePatch(v, 'type_id', 6)).toEqual({ type_id: 6 });
    expect(vehiclePatch(v, 'type_id', '15')).toEqual({ type_id: 15 });
    for (const bad of [9, 3, 16, 'x', null]) expect(vehiclePatch(v, 'type_id', bad)).toEqual({});
  });

  it("is the seller's choice for a vehicle typed by hand, the register's for one it gave", () => {
    expect(typeIsChosen(blankVehicle())).toBe(true);
    expect(typeIsChosen(foreignVehicle)).toBe(false);
    expect(typeIsChosen(kazakhVehicle)).toBe(false);
    expect(typeIsChosen({ ...foreignVehicle, verified_at: null })).toBe(true);
  });
});

describe("OGPO's form patch (spec 5.2)", () => {
  it('the form patch normalises as it writes', () => {
    const v = blankVehicle();
    expect(vehiclePatch(v, 'number', '555 aaa 01')).toEqual({
      number: '555AAA01',
      registration: { ...v.registration, number: '555AAA01' },
    });
    expect(vehiclePatch(v, 'vin', 'wvw zzz-1')).toEqual({ vin: 'WVWZZZ1' });
    expect(vehiclePatch(v, 'year', '19999')).toEqual({ year: '1999' });
    expect(vehiclePatch(v, 'engine.volume', '1 6000')).toEqual({ engine: { ...v.engine, volume: '1600' } });
    expect(vehiclePatch(v, 'engine.power', '12a0')).toEqual({ engine: { ...v.engine, power: '120' } });
    expect(vehiclePatch(v, 'engine.number', 'abc1')).toEqual({ engine: { ...v.engine, number: 'ABC1' } });
    expect(vehiclePatch(v, 'registration.region_id', '6')).toEqual({
      registration: { ...v.registration, region_id: 6 },
    });
    expect(vehiclePatch(v, 'registration.region_id', '')).toEqual({
      registration: { ...v.registration, region_id: null },
    });
    expect(vehiclePatch(v, 'registration.big_city', true)).toEqual({
      registration: { ...v.registration, big_city: true },
    });
    expect(vehiclePatch(v, 'registration.certificate', 'kg 12-3')).toEqual({
      registration: { ...v.registration, certificate: 'KG123' },
    });
    expect(vehiclePatch(v, 'mark', 'Lada')).toEqual({ mark: 'Lada' });
  });
});

describe('registration of a resident vehicle (spec 5.2)', () => {
  const reg = kazakhVehicle.registration;
  it.each([
    ['complete', reg, true],
    ['no number', { ...reg, number: '' }, false],
    ['no certificate', { ...reg, certificate: ' ' }, false],
    ['no date', { ...reg, date: '' }, false],
    ['no region', { ...reg, region_id: null }, false],
    ['no big_city', { ...reg, big_city: null }, false],
    ['big_city false is known', { ...reg, big_city: false }, true],
  ])('%s', (_name, registration, ok) => {
    expect(hasRegistration({ verify: true, registration })).toBe(ok);
  });
  it('a foreign vehicle needs no Kazakh registration', () => {
    expect(hasRegistration({ verify: false, registration: unregisteredVehicle.registration })).toBe(true);
  });
  it('the message of an unregistered resident vehicle', () => {
    expect(vehicleProblem(unregisteredVehicle, { product: 1, listed: [], today })).toBe(
      'По данному ТС нет регистрации. Уточните данные в центре регистрации авто.',
    );
  });
});

describe('duplicates (spec 5.1, 5.2)', () => {
  it('a listed vehicle is refused with the shared duplicate message', () =>
    expect(vehicleProblem(kazakhVehicle, { product: 1, listed: ['123 abc 02'], today })).toBe(
      duplicateMessage(kazakhVehicle, ['123ABC02']),
    ));

  it.each([
    ['123abc02', ['123ABC02'], 'уже указано', false],
    ['12', [], 'Введите не менее 4 символов', false],
    ['', [], null, false],
    ['555AAA01', ['123ABC02'], null, true],
  ])('search %j with %j listed: %j', (value, listed, problem, can) => {
    expect(searchProblem(value, listed)).toBe(problem);
    expect(canSearchVehicle(value, listed)).toBe(can);
  });
  it('the search message is the spec text', () => expect(ruVehicle.alreadyListed).toBe('уже указано'));
});

describe('a vehicle for a product (spec 5.3)', () => {
  it.each([
    ['Kazakh vehicle, Standard', kazakhVehicle, 1, null],
    ['foreign vehicle, Standard (mixed)', foreignVehicle, 1, null],
    ['foreign vehicle, Temporary entry', foreignVehicle, 2, null],
    ['Kazakh vehicle, Temporary entry', kazakhVehicle, 2, ruVehicle.foreignOnly],
    ['no make', { ...foreignVehicle, mark: '' }, 2, ruVehicle.required],
    ['no plate nor VIN', { ...foreignVehicle, number: '', vin: '' }, 2, ruVehicle.required],
    [
      'foreign without certificate',
      { ...foreignVehicle, registration: { ...foreignVehicle.registration, certificate: '' } },
      2,
      ruVehicle.required,
    ],
    ['year 1963', { ...foreignVehicle, year: '1963' }, 2, ruVehicle.yearTooOld],
    ['year next year', { ...foreignVehicle, year: '2027' }, 2, ruVehicle.yearInFuture],
  ] as const)('%s', (_n, v, product, message) => {
    expect(vehicleProblem(v, { product, listed: [], today })).toBe(message);
  });
  it('year rules', () => {
    expect(yearProblem('', today)).toBeNull();
    expect(yearProblem('1964', today)).toBeNull();
    expect(yearProblem('2026', today)).toBeNull();
  });
  it('a blank vehicle is foreign, passenger type 4, region 17', () => {
    const v = blankVehicle({ vin: 'WVW1' });
    expect(v).toMatchObject({ id: null, type_id: 4, vin: 'WVW1', verify: false });
    expect(v.registration.region_id).toBe(17);
    expect(VehicleSchema.safeParse(v).success).toBe(true);
  });
});

describe('the search request', () => {
  it.each([
    ['number', '123 abc 02', 1, { filter: { verify: true, isNumber: true }, number: '123ABC02' }],
    ['vin', 'wvwzzz1kz8w123456', 2, { filter: { verify: false, isNumber: false }, vin: 'WVWZZZ1KZ8W123456' }],
    [
      'certificate',
      'aa00123456',
      1,
      { filter: { verify: true, isNumber: false }, certificate: 'AA00123456' },
    ],
  ] as const)('by %s', (by, value, product, req) => {
    expect(vehicleSearchRequest(by, value, product)).toEqual(req);
    expect(VehicleGetRequestSchema.safeParse(req).success).toBe(true);
  });
  it('fixtures match the contract', () => {
    for (const v of [kazakhVehicle, unregisteredVehicle, foreignVehicle])
      expect(VehicleSchema.parse(v)).toEqual(v);
  });
});

describe('a vehicle the policy kept, as the form reads it', () => {
  it('is completed with the blank fields; its own plate and VIN are not "listed"', async () => {
    const { completeVehicle, vehicleDialogInput } = await import('./vehicle-dialog.machine');
    const partial = { id: 7, number: '123ABC02', vin: 'JTNB11HK103456789', mark: 'Toyota', verify: true };
    const full = completeVehicle(partial);
    expect(full).toMatchObject({
      ...partial,
      model: '',
      year: '',
      engine: { number: '', power: '', volume: '' },
    });
    // a resident vehicle's missing registration stays missing: the rules name it
    expect(full.registration).toMatchObject({ certificate: '', date: '', region_id: null, big_city: null });
    expect(completeVehicle({ verify: false }).registration.region_id).toBe(17);
    const input = vehicleDialogInput({ product: 1, listed: ['123ABC02', '555AAA01'], record: partial });
    expect(input.record).toEqual(full);
    expect(input.query.listed).toEqual(['555AAA01']);
  });
});
