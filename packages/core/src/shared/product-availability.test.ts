import { describe, expect, it } from 'vitest';
import { OGPO_VARIANT_CODES, isProductAvailable, unavailableMessage } from './product-availability';

const catalogue = [
  { code: 'OGPO_WEB_EA', status: 0 as const },
  { code: 'OGPO_WEB_EA_VV', status: 1 as const },
  { code: 'DSAT_CASCO_SE2', status: 0 as const },
];

describe('sale variant availability', () => {
  it('the product status decides; an unknown product is not offered', () => {
    expect(isProductAvailable(catalogue, OGPO_VARIANT_CODES[2])).toBe(true);
    expect(isProductAvailable(catalogue, OGPO_VARIANT_CODES[1])).toBe(false);
    expect(isProductAvailable(catalogue, 'VZR_EU')).toBe(false);
  });

  it("the residents' OGPO switched off shows the spec's message; others a general one", () => {
    expect(unavailableMessage(catalogue, 'OGPO_WEB_EA')).toBe(
      'Услуга ОГПО ВТС для резидентов в данный момент недоступна.',
    );
    expect(unavailableMessage(catalogue, 'DSAT_CASCO_SE2')).toBe('Продукт в данный момент недоступен.');
    expect(unavailableMessage(catalogue, 'OGPO_WEB_EA_VV')).toBeNull();
  });
});
