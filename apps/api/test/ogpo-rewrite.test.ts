import { describe, expect, it } from 'vitest';
import { PolicyGetAnswerSchema, isUlid, type OgpoPolicy } from '@sakta/core';
import { TERMINATION_SCENARIOS } from '../src/features/termination/demo-termination';
import { runOneC } from '../src/services/policy-register/one-c';
import { findByNumber, findRegisterPolicy } from '../src/services/policy-register/repo';
import { postBackSignature } from '../src/services/epay-provider/signature';
import { findContract } from '../src/services/payments';
import { makeApp, post } from './helpers';
import {
  call,
  checkPayment,
  checkout,
  checkoutBody,
  confirmSale,
  payByCard,
  policyOf,
  saleUlid,
  ticketOf,
} from './ogpo-sale-helpers';

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
    // the same premium: all of it deducted, nothing to pay (3.1 refund, add_payment)
    const oldPremium = findByNumber(t.db, global)!.premium;
    expect((await call(t, '/api/calculate/ogpo', { policy: answer.policy })).body).toMatchObject({
      premium: oldPremium,
      refund: oldPremium,
      add_payment: 0,
    });
    await confirmSale(t, answer.policy);
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

/** The register's other insurer: 910304400039 (Касымова Жанар, +7(702) 304-0039), who also drives. */
async function otherInsurer(t: T, policy: OgpoPolicy, n: number, seller = { token: t.tokenFor(3) }) {
  const found = await call(t, '/api/client/get', {
    resident: true,
    person: true,
    verify: true,
    insurer: true,
    iin: '910304400039',
  });
  const insurer = (found.body.data as OgpoPolicy['insurer'][])[0]!;
  const sale = { ...policy, number: saleUlid(n), insurer };
  await confirmSale(t, sale, seller);
  return sale;
}

/** The policy-get answer that grants the rewrite of `global` (the right phone), as the demo manager or `seller`. */
async function granted(t: T, global: string, seller = { token: t.tokenFor(3) }): Promise<OgpoPolicy> {
  const res = await call(
    t,
    '/api/contracts/ogpo/policy-get',
    { global, isGlobal: true, isRewrite: true, phone: '+7(701) 555-0199' },
    seller,
  );
  const answer = PolicyGetAnswerSchema.parse(res.body);
  if (!('policy' in answer)) throw new Error('no policy');
  await confirmSale(t, answer.policy, seller);
  return answer.policy;
}

const rewriteOf = (policy: OgpoPolicy, global: string) => ({
  ...checkoutBody(policy, 'card'),
  global,
  isRewrite: true,
});

const statusOf = (t: T, global: string) =>
  (t.db.prepare('SELECT status FROM policies WHERE global_id = ?').get(global) as { status: number }).status;

describe('a rewrite is what policy-get granted: this sale, this seller, this insurer', () => {
  const refusal = (global: string) => ({
    status: 404,
    body: { result: false, message: `Договор ${global} не найден или не может быть переоформлен` },
  });

  it("another customer's issued policy cannot be deducted from a sale: refused, the policy stays issued", async () => {
    const t = makeApp();
    const global = await issued(t);
    const sale = await otherInsurer(t, await policyOf(t, 2), 3);
    expect(await call(t, '/api/contracts/checkout', rewriteOf(sale, global))).toEqual(refusal(global));
    // the same customer's policy without policy-get in this sale: refused too
    const same = await policyOf(t, 4);
    expect(await call(t, '/api/contracts/checkout', rewriteOf(same, global))).toEqual(refusal(global));
    t.advance(10_000);
    runOneC(t.db, t.config);
    expect(statusOf(t, global)).toBe(1);
  });

  it('the grant is for its sale, its seller and its insurer only', async () => {
    const t = makeApp();
    const global = await issued(t);
    const answer = await granted(t, global);
    // calculate reads the rewrite as checkout does (3.1 refund, add_payment): refused outside the grant
    const calculateRefused = {
      status: 404,
      body: { result: false, errors: [`Договор ${global} не найден или не может быть переоформлен`] },
    };
    // another sale of the same seller
    const other = { ...answer, number: saleUlid(5) };
    expect(await call(t, '/api/calculate/ogpo', { policy: other })).toEqual(calculateRefused);
    // so it cannot be checked out: never priced
    expect(await call(t, '/api/contracts/checkout', rewriteOf(other, global))).toEqual({
      status: 409,
      body: { result: false, message: 'Рассчитайте премию перед оплатой.' },
    });
    // the granted sale with another insurer
    const insurer = (
      await call(t, '/api/client/get', {
        resident: true,
        person: true,
        verify: true,
        insurer: true,
        iin: '910304400039',
      })
    ).body.data as OgpoPolicy['insurer'][];
    const swappedInGrant = { ...answer, insurer: insurer[0]! };
    expect(await call(t, '/api/calculate/ogpo', { policy: swappedInGrant })).toEqual(calculateRefused);
    // a change of the granted sale that was never priced
    expect(await call(t, '/api/contracts/checkout', rewriteOf(swappedInGrant, global))).toEqual({
      status: 409,
      body: {
        result: false,
        message: 'Данные договора изменены после расчёта. Рассчитайте премию заново.',
      },
    });
    // the seller shows the granted insurer again: calculated and confirmed anew, after the resend interval
    t.advance(60_000);
    await confirmSale(t, answer);
    // the administrator reaches the sale, but the rewrite was granted to the seller who gave the phone
    expect(await call(t, '/api/contracts/checkout', rewriteOf(answer, global), 0)).toEqual(refusal(global));
    expect(statusOf(t, global)).toBe(1);
    // the seller, in the granted sale, for the insurer: issued without payment
    expect((await call(t, '/api/contracts/checkout', rewriteOf(answer, global))).body).toMatchObject({
      result: true,
      ticket: { processing: true },
    });
  });

  it('one policy is replaced once: a second granted sale is refused once the first is paid', async () => {
    const t = makeApp();
    const global = await issued(t);
    const first = await granted(t, global);
    const second = await granted(t, global);
    expect((await call(t, '/api/contracts/checkout', rewriteOf(first, global))).status).toBe(200);
    expect(await call(t, '/api/contracts/checkout', rewriteOf(second, global))).toEqual(refusal(global));
  });

  it('a dearer rewrite pays the difference to the register; the old policy is cancelled once the new one is paid', async () => {
    const t = makeApp();
    const global = await issued(t);
    const oldPremium = findByNumber(t.db, global)!.premium;
    const answer = await granted(t, global);
    // a driver with under 2 years of experience costs more
    const insurer = { ...answer.insurer!, driver: { ...answer.insurer!.driver!, experience: true } };
    const dearer = { ...answer, insurer, premium: 1 };
    // calculate says what is deducted (the old premium) and what is to pay (3.1 refund, add_payment)
    const calculated = await call(t, '/api/calculate/ogpo', { policy: dearer });
    const newPremium = calculated.body.premium as number;
    expect(calculated.body).toMatchObject({ refund: oldPremium, add_payment: newPremium - oldPremium });
    // a change of the sale: calculated and confirmed by the code again, after the resend interval
    t.advance(60_000);
    await confirmSale(t, dearer);
    const { policyId, url } = await checkout(t, rewriteOf(dearer, global));
    const premium = findRegisterPolicy(t.db, policyId)!.premium;
    expect(premium).toBe(newPremium);
    expect(premium).toBeGreaterThan(oldPremium);
    const epay = (await (await t.app.request(`/api/get-to-epay/${url.split('/').pop()}`)).json()) as {
      data: { amount: number };
    };
    expect(epay.data.amount).toBe(premium - oldPremium);
    t.advance(10_000);
    await checkPayment(t, policyId);
    expect(statusOf(t, global)).toBe(1);
    await payByCard(t, url);
    expect(statusOf(t, global)).toBe(1);
    t.advance(5_000);
    expect((await ticketOf(t, policyId)).processing).toBe(false);
    expect(statusOf(t, global)).toBe(8);
  });
});

describe('a rewrite is paid once (issue 42, item 6)', () => {
  /** A granted rewrite made dearer (a driver with under 2 years), calculated and confirmed: it has a link to pay. */
  async function dearerRewrite(t: T, global: string) {
    const answer = await granted(t, global);
    const insurer = { ...answer.insurer!, driver: { ...answer.insurer!.driver!, experience: true } };
    const dearer = { ...answer, insurer };
    t.advance(60_000);
    await confirmSale(t, dearer);
    return checkout(t, rewriteOf(dearer, global));
  }

  it('two unpaid rewrites of one issued policy: the second payment is not applied, it is to be returned', async () => {
    const t = makeApp();
    const global = await issued(t);
    const first = await dearerRewrite(t, global);
    const second = await dearerRewrite(t, global);
    await payByCard(t, first.url);
    // the customer pays the second link too (its invoice was issued at checkout): the provider's post-back
    const secondId = Number(second.url.split('/').pop());
    const contract = findContract(t.db, secondId)!;
    const fields = {
      invoice: contract.invoice!,
      status: 'success' as const,
      amount: contract.premium,
      reference: 'R2',
    };
    const res = await post(t.app, `/api/epay/order/result/${secondId}`, {
      ...fields,
      signature: postBackSignature(t.config.epaySigningSecret, fields),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      result: false,
      errors: ['Полис уже переоформлен другим договором. Платёж будет возвращён.'],
    });
    expect(findRegisterPolicy(t.db, first.policyId)!.status).toBe(7);
    expect(findRegisterPolicy(t.db, second.policyId)!.status).toBe(0);
    expect(t.db.prepare('SELECT reason FROM payment_returns WHERE payment_id = ?').all(secondId)).toEqual([
      { reason: 'paid-already' },
    ]);
  });
});

describe('the phone prompt of policy-get (issue 42, item 6)', () => {
  it('five wrong phones an hour per issued policy, then even the right one waits for the hour', async () => {
    const t = makeApp();
    const global = await issued(t);
    for (let i = 0; i < 5; i++)
      expect(await policyGet(t, { global, phone: `+7(701) 555-010${i}` })).toMatchObject({
        confirm: { error: `Телефон не совпадает с телефоном страхователя по договору ${global}` },
      });
    const locked = {
      result: true,
      confirm: {
        error: `Слишком много неверных номеров телефона по договору ${global}. Повторите попытку через 60 мин.`,
        iin: '850315300128',
      },
    };
    expect(await policyGet(t, { global, phone: '+7(701) 555-0199' })).toEqual(locked);
    // another seller asks about the same policy: the same lock
    expect(
      await call(
        t,
        '/api/contracts/ogpo/policy-get',
        { global, isGlobal: true, isRewrite: true, phone: '+7(701) 555-0199' },
        0,
      ),
    ).toEqual({ status: 200, body: locked });
    t.advance(60 * 60 * 1000);
    expect(await policyGet(t, { global, phone: '+7(701) 555-0199' })).toMatchObject({
      result: true,
      policy: {},
    });
  });
});
