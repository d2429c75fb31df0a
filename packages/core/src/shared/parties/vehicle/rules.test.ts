import { describe, expect, it } from 'vitest';
import { KZ_REGIONS } from './regions';
import {
  duplicateMessage,
  normaliseDigits4,
  normaliseVehicleCode,
  normaliseYear,
  vehicleKeys,
} from './rules';

const truck = { number: '123ABC02', vin: 'JTNB11HK103456789' };

describe('the vehicle cleaning every product shares (spec 5.2)', () => {
  it.each([
    ['123 abc 02', '123ABC02'],
    ['123-abc-02', '123ABC02'],
    ['  jtnb11hk1.0345/6789 ', 'JTNB11HK103456789'],
    ['а123вс777', 'А123ВС777'],
    ['', ''],
    ['---', ''],
  ])('plate/VIN %j -> %j', (input, out) => expect(normaliseVehicleCode(input)).toBe(out));

  it.each([
    ['2019', '2019'],
    ['20a19', '2019'],
    ['201956', '2019'],
    ['x', ''],
  ])('year %j -> %j', (input, out) => expect(normaliseYear(input)).toBe(out));

  it.each([
    ['2494', '2494'],
    ['2 494 см3', '2494'],
    ['123456', '1234'],
  ])('engine volume %j -> %j', (input, out) => expect(normaliseDigits4(input)).toBe(out));
});

describe('duplicates (spec 5.1, 5.2)', () => {
  it.each([
    [['123ABC02'], 'ТС по 123ABC02 уже есть в списке'],
    [['123 abc 02'], 'ТС по 123ABC02 уже есть в списке'],
    [['jtnb11hk103456789'], 'ТС по JTNB11HK103456789 уже есть в списке'],
    [['555AAA01'], null],
    [[], null],
  ])('listed %j -> %j', (listed, message) => expect(duplicateMessage(truck, listed)).toBe(message));

  it('a vehicle without a plate occupies only its VIN', () =>
    expect(vehicleKeys({ number: '', vin: 'x1-2' })).toEqual(['X12']));
});

describe('the regions', () => {
  it('17 and 18 are the spec ids; ids are unique', () => {
    expect(KZ_REGIONS.find((r) => r.id === 17)?.territory).toBeNull();
    expect(KZ_REGIONS.find((r) => r.id === 18)?.title).toBe('Транзит');
    expect(new Set(KZ_REGIONS.map((r) => r.id)).size).toBe(KZ_REGIONS.length);
  });
});
