import { describe, expect, it } from 'vitest';
import {
  calculateCascoEndpoint,
  cascoDraftItemEndpoint,
  CascoCalculationSchema,
  CascoPolicySchema,
  checkoutCascoEndpoint,
  specialistVehicleEndpoint,
  SpecialistVehicleRequestSchema,
} from './contract';
import { CASCO_TRUCK, cascoPolicy } from './testing/fixtures';

describe('the casco contract (spec part 2 sections 3.2, 7.1, 7.2, 7.3)', () => {
  it('the policy fixture is a casco policy as the page sends it', () => {
    const policy = cascoPolicy();
    expect(CascoPolicySchema.parse(policy)).toEqual(policy);
    expect(policy.program).toEqual({ type: 6, product: 1, limit: 500_000_000, available: 470_000_000 });
  });

  it('refuses another product’s code, a type casco does not insure and a damage deductible that is no option', () => {
    const policy = cascoPolicy();
    for (const broken of [
      { ...policy, product: 'DSI_FI' },
      { ...policy, vehicles: [{ ...CASCO_TRUCK, type_id: 4 }] },
      { ...policy, program: { ...policy.program, product: 5 } },
      { ...policy, conditions: { ...policy.conditions, risk_damage: 4 } },
    ])
      expect(CascoPolicySchema.safeParse(broken).success).toBe(false);
  });

  it('every casco call is the main-sale group’s, on a sale the caller owns', () => {
    for (const ep of [calculateCascoEndpoint, specialistVehicleEndpoint, checkoutCascoEndpoint])
      expect([ep.method, ep.access, ep.owns]).toEqual(['POST', ['mainSale'], 'sale']);
    expect(calculateCascoEndpoint.path).toBe('/api/calculate/financial-institutions-casco');
    expect(specialistVehicleEndpoint.path).toBe('/api/vehicle/get-specialist-vehicle');
    expect(checkoutCascoEndpoint.path).toBe('/api/contracts/checkout-fi');
    expect(cascoDraftItemEndpoint.path).toBe('/api/draft/item/{id}/{product}');
  });

  it('get-specialist-vehicle asks by a cleaned plate or VIN longer than 3 characters', () => {
    const ulid = '01JDSAKTA0000000000000000C';
    expect(
      SpecialistVehicleRequestSchema.safeParse({ ulid, type: 6, number: '456KTA02', vin: '' }).success,
    ).toBe(true);
    for (const bad of [
      { ulid, type: 6, number: '456', vin: '' },
      { ulid, type: 6, number: '456 kta', vin: '' },
      { ulid, type: 4, number: '456KTA02', vin: '' },
    ])
      expect(SpecialistVehicleRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('calculate answers every vehicle priced, or the refused ones with the card’s message', () => {
    const date = '2026-11-27 10:00:00';
    expect(
      CascoCalculationSchema.safeParse({
        result: true,
        items: [{ result: true, tariff: 1.98, premium: 495_000 }],
        premium: 495_000,
        calculationDate: date,
      }).success,
    ).toBe(true);
    expect(
      CascoCalculationSchema.safeParse({
        result: false,
        items: [
          { result: true, tariff: 1.98, premium: 495_000 },
          { result: false, message: 'Ошибка при получении премии', error: '"Год выпуска" не старше 10 лет' },
        ],
        premium: null,
        message: '"Год выпуска" не старше 10 лет',
        calculationDate: date,
      }).success,
    ).toBe(true);
  });
});
