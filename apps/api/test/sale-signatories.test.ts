import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, policyItemEndpoint, type RoleId } from '@sakta/core';
import { saleSignatoriesEndpoint } from '@sakta/core/sale';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { get, makeApp, post } from './helpers';
import { callAs, checkoutFiBody, registerSale } from './property-sale-helpers';

/**
 * The company's signatory of the property and casco contract panels (spec part 2 section 2.3 'signatory', issue 43
 * item 18): the dictionary of the active signatories, the policy's choice checked at checkout-fi and kept in the
 * register, and policy/item naming it (the policy list's termination sends its id, 7.5). makeApp seeds two active
 * signatories, one blocked and one deleted (the organisation's seed).
 */

type T = ReturnType<typeof makeApp>;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const signatoriesOf = (t: T, status: number) =>
  t.db.prepare('SELECT id, title FROM signatories WHERE status = ? ORDER BY title, id').all(status) as Array<{
    id: number;
    title: string;
  }>;

describe('GET /api/dictionaries/signatories', () => {
  it('lists the active signatories by name for every seller; a blocked or deleted one is not offered', async () => {
    const t = makeApp();
    const active = signatoriesOf(t, 1);
    expect(active).toHaveLength(2);
    for (const role of [0, 3, 4, 5, 7, 8] as RoleId[]) {
      const res = await get(t.app, '/api/dictionaries/signatories', t.tokenFor(role));
      expect(res.status, `role ${role}`).toBe(200);
      expect(saleSignatoriesEndpoint.response.parse(await res.json())).toEqual({
        result: true,
        data: active,
      });
    }
    for (const role of [1, 2, 6, 9, 10] as RoleId[])
      expect(
        (await get(t.app, '/api/dictionaries/signatories', t.tokenFor(role))).status,
        `role ${role}`,
      ).toBe(403);
  });
});

describe('the contract panel’s signatory through the sale (2.3)', () => {
  it('checkout-fi refuses a blocked or unknown signatory; an active one is kept and policy/item names it', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const [blocked] = signatoriesOf(t, 2);
    const [, chosen] = signatoriesOf(t, 1);
    const checkout = async (signatoryId: number | null) => {
      const signed = { ...policy, signatoryId };
      await callAs(t, '/api/calculate/financial-institutions', { policy: signed });
      return callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(signed, 'card'));
    };
    const refused = {
      status: 400,
      body: { result: false, message: 'Подписант не найден или заблокирован: выберите другого' },
    };
    expect(await checkout(blocked!.id)).toEqual(refused);
    expect(await checkout(999_999)).toEqual(refused);
    const sold = await checkout(chosen!.id);
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const { policyId } = CheckoutAnswerSchema.parse(sold.body) as { policyId: number };
    expect(JSON.parse(findRegisterPolicy(t.db, policyId)!.policy!)).toMatchObject({
      signatoryId: chosen!.id,
    });
    const item = await post(t.app, '/api/policy/item', { id: policyId }, auth(t.tokenFor(3)));
    expect(item.status).toBe(200);
    expect(policyItemEndpoint.response.parse(await item.json()).signatory).toEqual(chosen);
  });

  it('a policy without one: checkout-fi takes it, and policy/item names none', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 2);
    await callAs(t, '/api/calculate/financial-institutions', { policy });
    const sold = await callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(policy, 'card'));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const { policyId } = CheckoutAnswerSchema.parse(sold.body) as { policyId: number };
    const item = await post(t.app, '/api/policy/item', { id: policyId }, auth(t.tokenFor(3)));
    expect(policyItemEndpoint.response.parse(await item.json()).signatory).toBeNull();
  });
});
