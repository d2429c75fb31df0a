import { describe, expect, it } from 'vitest';
import { OGPO_CLIENT_ENTREPRENEUR, OGPO_CLIENT_LEGAL } from '../../../shared/parties/client/testing/fixtures';
import { CASCO_EXCAVATOR, CASCO_TRUCK, CASCO_TRUCK_2, cascoPolicy } from '../testing/fixtures';
import { cascoPremiumInput } from './input';
import { cascoPremium } from './premium';

const TODAY = '2026-11-27';

describe('cascoPremiumInput: a policy (3.2) -> the tariff input', () => {
  it('two trucks of a person: the program, the answers and each vehicle', () => {
    const input = cascoPremiumInput(cascoPolicy({ vehicles: [CASCO_TRUCK, CASCO_TRUCK_2] }), TODAY);
    expect(input).toMatchObject({
      type: 6,
      product: 1,
      insurerIsPerson: true,
      hasLosses: false,
      damageDeductible: 1,
    });
    // HD78 2021: 25 000 000 x 0.018 x 1.1 = 495 000; NQR90 2024: 40 000 000 x 0.018 = 720 000
    expect(cascoPremium(input)).toEqual({
      items: [
        { tariff: 1.98, premium: 495_000 },
        { tariff: 1.8, premium: 720_000 },
      ],
      premium: 1_215_000,
    });
  });

  it('the insurer’s kind: an entrepreneur is a person, a legal entity is not', () => {
    const machinery = (insurer: typeof OGPO_CLIENT_LEGAL) =>
      cascoPremiumInput(cascoPolicy({ insurer, vehicles: [CASCO_EXCAVATOR] }, 15), TODAY);
    expect(machinery(OGPO_CLIENT_LEGAL).insurerIsPerson).toBe(false);
    expect(machinery(OGPO_CLIENT_ENTREPRENEUR).insurerIsPerson).toBe(true);
    // the excavator of 2019: 55 000 000 x 0.016 x 1.25 = 1 100 000
    expect(cascoPremium(machinery(OGPO_CLIENT_LEGAL))).toMatchObject({ premium: 1_100_000 });
  });

  it('reads none of the prices the page shows', () => {
    const tampered = cascoPolicy({
      premium: 1,
      tariff: 0.0001,
      vehicles: [{ ...CASCO_TRUCK, premium: 1 }],
      program: { type: 6, product: 1, limit: 1e12, available: 1e12 },
    });
    expect(cascoPremium(cascoPremiumInput(tampered, TODAY))).toEqual({
      items: [{ tariff: 1.98, premium: 495_000 }],
      premium: 495_000,
    });
  });
});
