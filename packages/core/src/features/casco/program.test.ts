import { describe, expect, it } from 'vitest';
import {
  availableLimit,
  CASCO_CODES,
  cascoCodeOf,
  cascoProgram,
  CASCO_FIXED_DEDUCTIBLE,
  isCascoCode,
  LOSSES_WINDOW_YEARS,
  MAX_VEHICLE_AGE,
  offersProduct,
  productOfCode,
  productsOfType,
  programLimit,
  resetProduct,
  typeOfProduct,
  vehicleCostCap,
} from './program';
import { cascoRisks } from './risks';

describe('the casco programs (spec part 2 sections 1, 4.1)', () => {
  it('derives the code from the program product: 1 FRE, 2 TRL, 3 SE1, 4 SE2', () => {
    expect([1, 2, 3, 4].map((p) => cascoCodeOf(p as 1))).toEqual([
      'DSAT_CASCO_FRE',
      'DSAT_CASCO_TRL',
      'DSAT_CASCO_SE1',
      'DSAT_CASCO_SE2',
    ]);
    for (const [product, code] of Object.entries(CASCO_CODES))
      expect(productOfCode(code)).toBe(Number(product));
    expect(productOfCode('DSI_FI')).toBeNull();
    expect(isCascoCode('DSAT_CASCO_SE2')).toBe(true);
    expect(isCascoCode('OGPO_WEB_EA')).toBe(false);
  });

  it('offers trucks product 1, trailers 2, special machinery 3 and 4', () => {
    expect(productsOfType(6)).toEqual([1]);
    expect(productsOfType(10)).toEqual([2]);
    expect(productsOfType(15)).toEqual([3, 4]);
    expect(offersProduct(15, 4)).toBe(true);
    expect(offersProduct(6, 3)).toBe(false);
    expect([1, 2, 3, 4].map((p) => typeOfProduct(p as 1))).toEqual([6, 10, 15, 15]);
  });

  it('changing the vehicle type resets the product to the type’s first', () => {
    expect([resetProduct(6), resetProduct(10), resetProduct(15)]).toEqual([1, 2, 3]);
    expect(cascoProgram(15, 1, true, []).product).toBe(3);
    expect(cascoProgram(15, 4, true, []).product).toBe(4);
  });
});

describe('the limits (section 9)', () => {
  it('program limit: 500 000 000 for trucks and trailers, special machinery 200 000 000 or 1 000 000 000', () => {
    expect(programLimit(6, true)).toBe(500_000_000);
    expect(programLimit(10, false)).toBe(500_000_000);
    expect(programLimit(15, true)).toBe(200_000_000);
    expect(programLimit(15, false)).toBe(1_000_000_000);
  });

  it('available = the limit minus the vehicles’ total cost, never below 0, without the vehicle edited', () => {
    const vehicles = [{ cost: 65_000_000 }, { cost: 40_000_000 }, { cost: null }];
    expect(availableLimit(200_000_000, vehicles)).toBe(95_000_000);
    expect(availableLimit(200_000_000, vehicles, 0)).toBe(160_000_000);
    expect(availableLimit(100_000_000, vehicles)).toBe(0);
    expect(cascoProgram(15, 3, true, vehicles)).toEqual({
      type: 15,
      product: 3,
      limit: 200_000_000,
      available: 95_000_000,
    });
  });

  it('per-vehicle limit 65 000 000 capped by what is available', () => {
    expect(vehicleCostCap(500_000_000)).toBe(65_000_000);
    expect(vehicleCostCap(5_000_000)).toBe(5_000_000);
    expect(vehicleCostCap(0)).toBe(0);
  });

  it('deductible 10 % on theft and total loss; prior losses within 3 years; vehicles up to 10 years', () => {
    expect(CASCO_FIXED_DEDUCTIBLE).toEqual({ theft: 10, total_loss: 10 });
    expect(LOSSES_WINDOW_YEARS).toBe(3);
    expect(MAX_VEHICLE_AGE).toBe(10);
  });
});

describe('the risks modal (2.4)', () => {
  it('damage at the chosen deductible, theft and total loss at 10 %, the accident risk for product 3 only', () => {
    expect(cascoRisks(1, 2)).toEqual([
      { id: 'damage', name: 'Ущерб', deductible: 2 },
      { id: 'theft', name: 'Хищение, угон', deductible: 10 },
      { id: 'total_loss', name: 'Полная гибель', deductible: 10 },
    ]);
    expect(cascoRisks(3, 1).map((r) => r.id)).toEqual(['damage', 'theft', 'total_loss', 'accident']);
    expect(cascoRisks(3, 1).at(-1)?.deductible).toBeNull();
    expect(cascoRisks(4, 1).map((r) => r.id)).not.toContain('accident');
  });
});
