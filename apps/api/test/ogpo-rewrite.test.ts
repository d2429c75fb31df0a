import { describe, expect, it } from 'vitest';
import { PolicyGetAnswerSchema, isUlid } from '@sakta/core';
import { TERMINATION_SCENARIOS } from '../src/features/termination/demo-termination';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { makeApp } from './helpers';
import { call, checkout, checkoutBody, payByCard, policyOf, ticketOf } from './ogpo-sale-helpers';

/**
 * contracts/ogpo/policy-get and the rewrite's checkout (spec part 2 sections 2.1, 7.2, 8): an error without `iin`
 * sends the page to not-found; with `iin` the page shows it with a phone prompt.
 */

type T = ReturnType<typeof makeApp>;

async function policyGet(t: T, body: Record<string, unknown>) {
  const res = await call(t, '/api/contracts/ogpo/policy-get', { isGlobal: true, isRewrite: true, ...body });
  expect(res.status).toBe(200);
  const answer = res.body as { result: boolean };
  // a refusal is the spec's {result: false, error}; anything else is the contract's answer
  return answer.result === false
    ? (answer as { result: false; error: string })
    : PolicyGetAnswerSchema.parse(res.body);
}

/** A policy sold, paid by card and issued by 1C: its global number. */
async function issued(t: T): Promise<string> {
  const { policyId, url } = await checkout(t, checkoutBody(await policyOf(t), 'card'));
  await payByCard(t, url);
  t.advance(5_000);
  return (await ticketOf(t, policyId)).global!;
}

describe('POST /api/contracts/ogpo/policy-get', () => {
  it('not found, not a rewrite, or not rewritable: an error without iin (the page goes to not-found)', async () => {
    const t = makeApp();
    expect(await policyGet(t, { global: '26-OGPO-999999' })).toEqual({
      result: false,
      error: 'Договор 26-OGPO-999999 не найден',
    });
    const seeded = TERMINATION_SCENARIOS.cardOtp.number;
    expect(await policyGet(t, { global: seeded, phone: '+7(701) 710-0001' })).toEqual({
      result: false,
      error: `Договор ${seeded} не может быть переоформлен`,
    });
    const global = await issued(t);
    expect(await policyGet(t, { global, isRewrite: false })).toEqual({
      result: false,
      error: 'Переоформление не запрошено',
    });
  });

  it("the insurer's phone confirms: missing or wrong gives the error with the iin; right gives the policy", async () => {
    const t = makeApp();
    const global = await issued(t);
    expect(await policyGet(t, { global })).toEqual({
      result: true,
      confirm: {
        error: `Введите телефон страхователя, указанный при оформлении договора ${global}`,
        iin: '850315300128',
      },
    });
    expect(await policyGet(t, { global, phone: '+7(701) 555-0100' })).toEqual({
      result: true,
      confirm: {
        error: `Телефон не совпадает с телефоном страхователя по договору ${global}`,
        iin: '850315300128',
      },
    });
    const answer = await policyGet(t, { global, phone: '+7(701) 555-0199' });
    if (!answer.result || !('policy' in answer)) throw new Error('no policy');
    expect(answer.policy).toMatchObject({ global, isRewrite: true, premium: null, product_type: 1 });
    expect(isUlid(answer.policy.number)).toBe(true);
    expect(answer.policy.vehicle[0]?.number).toBe('123ABC02');
  });

  it('a rewrite that costs nothing more is issued without payment; the old policy is sent for cancellation', async () => {
    const t = makeApp();
    const global = await issued(t);
    const answer = await policyGet(t, { global, phone: '+7(701) 555-0199' });
    if (!answer.result || !('policy' in answer)) throw new Error('no policy');
    const res = await call(t, '/api/contracts/checkout', {
      ...checkoutBody(answer.policy, 'card'),
      global,
      isRewrite: true,
    });
    expect(res.body).toMatchObject({ result: true, ticket: { processing: true, global: null } });
    const ticket = (res.body as { ticket: { policyId: number } }).ticket;
    t.advance(5_000);
    expect((await ticketOf(t, ticket.policyId)).global).toBe(`26-OGPO-${500_000 + ticket.policyId}`);
    const old = await call(t, '/api/contracts/ogpo/policy-get', {
      global,
      isGlobal: true,
      isRewrite: true,
      phone: '+7(701) 555-0199',
    });
    expect(old.body).toEqual({ result: false, error: `Договор ${global} не может быть переоформлен` });
    expect(findRegisterPolicy(t.db, ticket.policyId)!.replaces_id).not.toBeNull();
  });
});
