import { describe, expect, it } from 'vitest';
import { saleDrafts } from './sale-drafts';

/** Spec part 2 section 7.3: draft/save and draft/item carry any product's policy; the server picks it by code. */
const property = {
  number: '01JSAKE0000000000000000901',
  product: 'DSI_FI',
  objects: [{ address: 'Алматы, Абая 1', cost: 90_000_000 }],
};

describe("the drafts' calls of the sale kernel", () => {
  it("take any product's policy whole, by its number and code", () => {
    const parsed = saleDrafts.save.body.safeParse({ policy: property });
    expect(parsed.success && parsed.data.policy).toEqual(property);
  });

  it('refuse a policy without a sale number or a code', () => {
    expect(saleDrafts.save.body.safeParse({ policy: { ...property, number: '42' } }).success).toBe(false);
    expect(saleDrafts.save.body.safeParse({ policy: { ...property, product: '' } }).success).toBe(false);
  });
});
