import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { PolicyClient } from '@sakta/core';
import { OGPO_NO_CONSENT_DRIVER, OGPO_RESIDENT_INSURER } from '@sakta/core/testing';
import { draftOfPolicy } from '../src/features/drafts/service';
import { OGPO_PRODUCT } from '../src/features/ogpo/product';
import { registerInput } from '../src/features/sale/register-input';
import { productOf, type SalePolicy, type SaleProduct } from '../src/services/sale-products';

/**
 * Spec part 2 section 4.1: the policy flow is the same for every product. The sale and the drafts take the product
 * from the policy's code (7.3: DSD_FI and DSI_FI for property) and write what the product says, nothing of OGPO's:
 * here a property-like product beside OGPO.
 */

interface PropertyPolicy extends SalePolicy {
  insureds: PolicyClient[];
}

const PROPERTY: SaleProduct<PropertyPolicy> = {
  codes: ['DSD_FI', 'DSI_FI'],
  title: 'Имущество финансовых институтов',
  policySchema: z.custom<PropertyPolicy>(() => true),
  incomplete: (p) => (p.insureds.length ? null : 'Добавьте застрахованного'),
  premium: () => 125_000,
  term: () => ({ initial: { unit: 'month', count: 12 }, offered: () => true }),
  verify: () => [],
  needsInsurerCode: false,
  insureds: (p) => p.insureds,
  vehicles: () => [],
};

const products = [OGPO_PRODUCT, PROPERTY] as const;

const immovable: PropertyPolicy = {
  number: '01JSAKE0000000000000000901',
  product: 'DSI_FI',
  insurer: OGPO_RESIDENT_INSURER,
  insureds: [OGPO_NO_CONSENT_DRIVER],
  treaty: { date: '2026-03-03', term: { unit: 'month', count: 12 }, end: '2027-03-02' },
};

describe('the sale of any product', () => {
  it('finds the product by any of its codes, and none for a code no product has', () => {
    expect(productOf(products, 'OGPO_WEB_EA')).toBe(OGPO_PRODUCT);
    expect(productOf(products, 'DSD_FI')).toBe(PROPERTY);
    expect(productOf(products, 'DSI_FI')).toBe(PROPERTY);
    expect(productOf(products, 'VZR_EU')).toBeUndefined();
  });

  it("writes the policy's own code, the product's title and parties, and the premium the sale decided", () => {
    const input = registerInput(PROPERTY, immovable, {
      premium: 125_000,
      apc: null,
      paymentType: 0,
      paymentPhone: '+7(701) 555-0199',
      creatorId: 7,
      replacesId: null,
      now: 0,
    });
    expect(input).toMatchObject({
      draftUlid: immovable.number,
      productCode: 'DSI_FI',
      productTitle: 'Имущество финансовых институтов',
      productType: null,
      premium: 125_000,
      insurer: { title: 'Сагинтаев Нурлан Маратович', iin: '850315300128', person: 1 },
      insureds: [{ title: 'Ким Алина Викторовна', iin: '900722400456', person: 1 }],
      vehicles: [],
      dateFrom: '2026-03-03',
      dateTo: '2027-03-02',
    });
    expect(input.policy).toMatchObject({ product: 'DSI_FI', premium: 125_000 });
  });

  it('keeps a draft of the product under its code, with its insurer on the card and no OGPO type', () => {
    expect(draftOfPolicy(immovable, 7)).toMatchObject({
      id: immovable.number,
      user_id: 7,
      product: 'DSI_FI',
      product_type: null,
      insurer_document: '850315300128',
      insurer_person: 1,
      insurer_resident: 1,
    });
  });
});
