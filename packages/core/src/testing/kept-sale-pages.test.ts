import { describe, expect, it } from 'vitest';
import { KEPT_SALE_PAGES } from '../shared/sale/kept-sale-slot';
import { ROUTES } from '../shared/routes';
import { OGPO_KEPT } from '../features/ogpo/sale/kept-sale';
import { PROPERTY_KEPT, PROPERTY_KEPT_VARIANT } from '../features/property/sale/kept-sale';
import { CASCO_KEPT, CASCO_KEPT_VARIANT } from '../features/casco/sale/kept-sale';

/** Home's list of kept sales names the slots the products keep their sales in, and their pages. */
describe('the kept sales home offers', () => {
  it("are every product's slots, each continued on its product's page", () => {
    expect(KEPT_SALE_PAGES.map((p) => [p.family, p.variant])).toEqual([
      [OGPO_KEPT.family, 1],
      [OGPO_KEPT.family, 2],
      [PROPERTY_KEPT.family, PROPERTY_KEPT_VARIANT],
      [CASCO_KEPT.family, CASCO_KEPT_VARIANT],
    ]);
    for (const page of KEPT_SALE_PAGES) expect(page.href.split('?')[0]).toBe(ROUTES[page.route].path);
  });
});
