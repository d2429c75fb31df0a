import { describe, expect, it } from 'vitest';
import { OGPO_CLIENT_ENTREPRENEUR, OGPO_CLIENT_LEGAL } from '../../../shared/parties/client/testing/fixtures';
import { PROPERTY_OFFICE, propertyPolicy } from '../testing/fixtures';
import { propertyPremiumInput } from './input';
import { propertyPremium } from './premium';

describe('propertyPremiumInput: a policy (3.2) -> the tariff input', () => {
  it('the office policy of a person: its object priced as the first table case', () => {
    const input = propertyPremiumInput(propertyPolicy());
    expect(input).toMatchObject({ product: 'DSI_FI', insurerIsPerson: true, franchise: 1, hasLosses: false });
    // office 0.0015 x brick 1.0 x state alarm 0.9 x no security 1.1 = 0.001485; 60 000 000 x 0.001485 = 89 100
    expect(propertyPremium(input)).toEqual({ items: [{ tariff: 0.1485, premium: 89_100 }], premium: 89_100 });
  });

  it("a legal entity's limit is 2 000 000 000, an entrepreneur's 500 000 000", () => {
    const big = { ...PROPERTY_OFFICE, cost: 1_000_000_000, amount: 600_000_000 };
    const legal = propertyPremiumInput(propertyPolicy({ insurer: OGPO_CLIENT_LEGAL, objects: [big] }));
    expect(legal.insurerIsPerson).toBe(false);
    // 600 000 000 x 0.001485 = 891 000
    expect(propertyPremium(legal)).toEqual({
      items: [{ tariff: 0.1485, premium: 891_000 }],
      premium: 891_000,
    });
    const entrepreneur = propertyPremiumInput(
      propertyPolicy({ insurer: OGPO_CLIENT_ENTREPRENEUR, objects: [big] }),
    );
    expect(propertyPremium(entrepreneur)).toEqual({
      error: '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
      object: 0,
    });
  });

  it('the movable program: the conditions give the class, the losses and indoors', () => {
    const input = propertyPremiumInput(
      propertyPolicy({
        product: 'DSD_FI',
        conditions: { is_immovable: false, kind: 'goods', has_losses: true, is_indoors: false },
        programCondition: { insuredSum: null, franchise: 3, av: 0, md: 0 },
      }),
    );
    expect(input).toMatchObject({ movableClass: 'goods', hasLosses: true, isIndoors: false, franchise: 3 });
    // goods 0.0035 x outdoors 1.2 x 0.9 x 1.1 x losses 1.25 x franchise 3 0.9 = 0.00467775;
    //   60 000 000 x 0.00467775 = 280 665
    expect(propertyPremium(input)).toEqual({
      items: [{ tariff: 0.4678, premium: 280_665 }],
      premium: 280_665,
    });
  });
});
