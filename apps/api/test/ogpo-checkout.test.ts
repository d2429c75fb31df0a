import { describe, expect, it } from 'vitest';
import {
  TerminationSearchAnswerSchema,
  formatKzt,
  formatPhone,
  ogpoPremium,
  ogpoPremiumInput,
  smsParts,
} from '@sakta/core';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { userPolicies } from '../src/features/drafts/repo';
import { policyEntry } from '../src/features/drafts/service';
import { makeApp } from './helpers';
import {
  calculate,
  call,
  checkPayment,
  checkout,
  checkoutBody,
  confirmCode,
  confirmSale,
  kaspiOf,
  payByCard,
  policyOf,
  saleUlid,
  submitPage,
  ticketOf,
  unconfirmedPolicyOf,
} from './ogpo-sale-helpers';

/**
 * contracts/checkout and contracts/check-payment (spec part 2 sections 4.1, 5.6, 7.2, 8): the premium is the
 * sandbox's, the three ways to pay, the simulated 1C, and the sold policy in the register every screen reads.
 */

describe('POST /api/contracts/checkout', () => {
  it('refuses a sale the insurer did not confirm by the one-time code (spec 4.2)', async () => {
    const t = makeApp();
    // calculated in its own sale, but the code was confirmed in another one
    const policy = { ...(await policyOf(t)), number: saleUlid(99) };
    await calculate(t, policy);
    const res = await call(t, '/api/contracts/checkout', checkoutBody(policy, 'kaspi'));
    expect(res.body).toEqual({
      result: false,
      message: 'Страхователь не подтвердил оформление кодом из СМС или письма',
    });
  });

  it('an insurer without a phone confirms by the code sent by mail (spec 4.2); an SMS elsewhere does not count', async () => {
    const t = makeApp();
    const base = await unconfirmedPolicyOf(t);
    const insurer = { ...base.insurer!, client: { ...base.insurer!.client, phone: '' } };
    const policy = { ...base, insurer };
    await calculate(t, policy);
    // a code by SMS to some phone, confirmed: not the insurer's address
    const other = { ulid: policy.number, phone: '+7(702) 722-0456', email: '' };
    const sms = await call(t, '/api/otp/send', { ...other, resident: true, person: true });
    expect(sms.body).toMatchObject({ type: 'sms' });
    expect((await call(t, '/api/otp/verify', { ...other, code: sms.body.code })).status).toBe(200);
    expect((await call(t, '/api/contracts/checkout', checkoutBody(policy, 'kaspi'))).body).toEqual({
      result: false,
      message: 'Страхователь не подтвердил оформление кодом из СМС или письма',
    });
    // the code by mail to the insurer's e-mail
    await confirmCode(t, policy.number, '', { token: t.tokenFor(3) }, insurer.client.email);
    expect((await checkout(t, checkoutBody(policy, 'kaspi'))).url).toBeTruthy();
  });

  it('computes the premium itself: a price tampered in the request is ignored', async () => {
    const t = makeApp();
    const policy = await policyOf(t);
    // Core's tariff on the policy, with the insurer's bonus-malus class of the state register (850315300128: '5').
    const expected = ogpoPremium(ogpoPremiumInput(policy, { classes: { insurer: '5', insureds: [] } }));
    if (!('premium' in expected)) throw new Error(expected.error);
    expect(expected.premium).toBeGreaterThan(1);

    // The page's price and the card's class are not the server's: a tampered class '13' changes nothing.
    const insurer = { ...policy.insurer!, class: { class_id: 1, class: '13' } };
    const cheap = await checkout(t, checkoutBody({ ...policy, insurer, premium: 1 }, 'card'));
    expect(findRegisterPolicy(t.db, cheap.policyId)!.premium).toBe(expected.premium);
    const again = await checkout(t, checkoutBody({ ...policy, premium: 999_999_999 }, 'card'));
    // The same sale before payment: the same policy, still the tariff's premium.
    expect(again.policyId).toBe(cheap.policyId);
    expect(findRegisterPolicy(t.db, again.policyId)!.premium).toBe(expected.premium);
    // What the payer is asked to pay on /epay/{id}.
    const epay = (await (await t.app.request(`/api/get-to-epay/${again.url.split('/').pop()}`)).json()) as {
      data: { amount: number };
    };
    expect(epay.data.amount).toBe(expected.premium);
  });

  it("charges calculate's premium: the drivers and vehicles as the state register knows them, not as the page says", async () => {
    const t = makeApp();
    const policy = await unconfirmedPolicyOf(t);
    const premium = await calculate(t, policy);
    // a pensioner, an older driver, a new car registered outside the city: all cheaper, none of it the register's
    const insurer = {
      ...policy.insurer!,
      driver: { ...policy.insurer!.driver!, pensioner: true, age: 70, age_experience_id: 4 as const },
    };
    const car = policy.vehicle[0]!;
    const vehicle = {
      ...car,
      year: '2025',
      registration: { ...car.registration, region_id: 12, big_city: false },
    };
    // the page calculates what it shows and the insurer confirms it: calculate's premium is the register's again
    const tampered = { ...policy, insurer, vehicle: [vehicle] };
    await confirmSale(t, tampered);
    const { policyId } = await checkout(t, checkoutBody(tampered, 'card'));
    expect(findRegisterPolicy(t.db, policyId)!.premium).toBe(premium);
  });

  it("sends a card payment's link to the payment phone by SMS, in Russian (the payer's language is unknown), in two parts at most", async () => {
    const lines: string[] = [];
    const t = makeApp({ log: (line) => lines.push(line) });
    const policy = await policyOf(t);
    const card = await checkout(t, checkoutBody(policy, 'card'));
    const id = card.url.split('/').pop()!;
    const premium = formatKzt(findRegisterPolicy(t.db, card.policyId)!.premium);
    const sms = lines.filter((l) => l.startsWith('[sms]') && l.includes('/epay/'));
    expect(sms).toEqual([
      `[sms] ${formatPhone(policy.paymentPhone)}: Sakta: оплата договора № ${id} на сумму ${premium}: http://127.0.0.1:8080/epay/${id}`,
    ]);
    expect(smsParts(sms[0]!.replace(/^\[sms\] [^:]+: /, '')).parts).toBeLessThanOrEqual(2);
    // a transfer or Kaspi sends no link by SMS (their pages come with the answer)
    await checkout(t, checkoutBody(policy, 'kaspi'));
    expect(lines.filter((l) => l.startsWith('[sms]') && /\/epay\/|kaspi/.test(l))).toHaveLength(1);
  });

  it("answers 'Оплата успешно отправлено!' with where to pay; failures answer {result: false, message}", async () => {
    const t = makeApp();
    const policy = await policyOf(t);
    const card = await checkout(t, checkoutBody(policy, 'card'));
    expect(card).toMatchObject({ result: true, message: 'Оплата успешно отправлено!' });
    expect(card.url).toMatch(/^\/epay\/\d+$/);
    expect(card.invoice).toMatch(/^\d{12}$/);

    const noCar = await call(t, '/api/contracts/checkout', checkoutBody({ ...policy, vehicle: [] }, 'card'));
    expect(noCar).toEqual({
      status: 400,
      body: { result: false, message: 'Добавьте страхователя, водителя и транспортное средство' },
    });
    const entity = { ...policy.insurer!, filter: { ...policy.insurer!.filter, person: false } };
    const entityCard = await call(
      t,
      '/api/contracts/checkout',
      checkoutBody({ ...policy, insurer: entity, number: saleUlid(2) }, 'card'),
    );
    expect(entityCard.body).toEqual({
      result: false,
      message: 'Юридические лица оплачивают перечислением: оплата картой недоступна',
    });
    // A treaty the tariff cannot price (no MRP for its year): the tariff's message.
    const far = {
      ...policy,
      number: saleUlid(3),
      treaty: { ...policy.treaty, date: '2040-01-01', end: '2040-12-31' },
    };
    const calculated = await call(t, '/api/calculate/ogpo', { policy: far });
    expect(calculated.status).toBe(422);
    const [tariffError] = calculated.body.errors as string[];
    expect(tariffError).toMatch(/\S/);
    expect((await call(t, '/api/contracts/checkout', checkoutBody(far, 'card'))).body).toEqual({
      result: false,
      message: tariffError,
    });
    // Only the sale group sells.
    expect((await call(t, '/api/contracts/checkout', checkoutBody(policy, 'card'), 1)).status).toBe(403);
  });
});

describe('paying and the ticket', () => {
  it('card: /epay/{id} and the provider; waiting, then in processing, then 1C gives the global number', async () => {
    const t = makeApp();
    const policy = await policyOf(t);
    const { policyId, url } = await checkout(t, checkoutBody(policy, 'card'));
    expect(await checkPayment(t, policyId)).toEqual({
      result: true,
      waiting: true,
      message: 'Оплата ещё не поступила',
    });

    await payByCard(t, url);
    const processing = await ticketOf(t, policyId);
    expect(processing).toMatchObject({
      policyId,
      processing: true,
      global: null,
      from: '2026-03-03',
      to: '2027-03-02',
    });
    expect(processing.number).toMatch(/^26-WEB-\d{6}$/);
    expect(findRegisterPolicy(t.db, policyId)!.status).toBe(7);

    t.advance(4_999);
    expect((await ticketOf(t, policyId)).processing).toBe(true);
    t.advance(1);
    const issued = await ticketOf(t, policyId);
    expect(issued).toMatchObject({ processing: false, global: `26-OGPO-${500_000 + policyId}` });
    expect(findRegisterPolicy(t.db, policyId)!.status).toBe(1);
    // Checkout of the same sale after payment answers its ticket.
    expect((await call(t, '/api/contracts/checkout', checkoutBody(policy, 'card'))).body).toEqual({
      result: true,
      ticket: issued,
    });
  });

  it('transfer: the invoice is paid on the bank page of the provider origin', async () => {
    const t = makeApp();
    const { policyId, url, invoice } = await checkout(t, checkoutBody(await policyOf(t), 'transfer'));
    expect(url.startsWith(`${t.config.epayOrigin}/bank/invoice?`)).toBe(true);
    const page = await t.provider.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const premium = findRegisterPolicy(t.db, policyId)!.premium;
    for (const text of ['Оплата счёта', `№ ${invoice}`, 'Ахметов Ерлан', formatKzt(premium), 'Оплатить счёт'])
      expect(html).toContain(text);
    expect((await checkPayment(t, policyId, 0)).result).toBe(true);
    expect('waiting' in (await checkPayment(t, policyId, 0))).toBe(true);

    const paid = await submitPage(t.provider, url, 'pay');
    expect(await paid.text()).toContain(`Счёт № ${invoice} оплачен.`);
    expect(await ticketOf(t, policyId)).toMatchObject({ processing: true, global: null });

    const forged = new URL(url);
    forged.searchParams.set('s', 'x'.repeat(43));
    const refused = await t.provider.request(forged.toString());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Ссылка на оплату недействительна.');
  });

  it('Kaspi: a page on its own origin; declining keeps the policy unpaid, confirming pays it', async () => {
    const t = makeApp();
    const kaspi = kaspiOf(t);
    const { policyId, url } = await checkout(t, checkoutBody(await policyOf(t), 'kaspi'));
    expect(new URL(url).origin).toBe(t.config.kaspiOrigin);
    expect(t.config.kaspiOrigin).not.toBe(t.config.epayOrigin);
    const html = await (await kaspi.request(url)).text();
    for (const text of ['Оплата в Kaspi', '+7(701) 555-0199', 'Подтвердить оплату', 'Отклонить'])
      expect(html).toContain(text);

    expect(await (await submitPage(kaspi, url, 'decline')).text()).toContain('Оплата отклонена.');
    expect(await checkPayment(t, policyId)).toEqual({
      result: true,
      waiting: true,
      declined: true,
      message: 'Платёж отклонён. Выберите способ оплаты и оплатите ещё раз',
    });
    expect(await (await submitPage(kaspi, url, 'pay')).text()).toContain('Оплата прошла успешно');
    t.advance(5_000);
    expect((await ticketOf(t, policyId)).global).toBe(`26-OGPO-${500_000 + policyId}`);
  });

  it("check-payment of an unknown policy: {result: false, message: 'Договор не найден'}", async () => {
    const t = makeApp();
    expect(await call(t, '/api/contracts/check-payment', { id: 999_999, payment: 1 })).toEqual({
      status: 404,
      body: { result: false, message: 'Договор не найден' },
    });
  });
});

describe('the sold policy in the register', () => {
  it('starting tomorrow: on the dashboard, in the pies, in the history, and terminable (Вступает в силу)', async () => {
    const t = makeApp();
    const before = (await (
      await t.app.request('/api/admin/admin-info', { headers: { Authorization: `Bearer ${t.tokenFor(0)}` } })
    ).json()) as {
      today: { issued: number; new: number };
    };
    const policy = await policyOf(t);
    const { policyId, url } = await checkout(t, checkoutBody(policy, 'card'));
    const userId = findRegisterPolicy(t.db, policyId)!.creator_id!;
    expect(userPolicies(t.db, userId, ['OGPO_WEB_EA'], 10).map(policyEntry)[0]).toMatchObject({
      product: 'OGPO_WEB_EA',
      product_name: 'ОГПО ВТС',
      insurer_document: '850315300128',
      status: 0,
      statusName: 'Новый',
      draft: policy.number,
    });
    await payByCard(t, url);
    t.advance(5_000);
    const { global } = await ticketOf(t, policyId);

    const admin = { Authorization: `Bearer ${t.tokenFor(0)}` };
    const after = (await (
      await t.app.request('/api/admin/admin-info', { headers: admin })
    ).json()) as typeof before;
    expect(after.today.issued).toBe(before.today.issued + 1);
    const dashboard = await call(t, '/api/admin/admin-info', { filters: { id: policyId, date: null } }, 0);
    expect(JSON.stringify(dashboard.body)).toContain(global!);
    expect(userPolicies(t.db, userId, ['OGPO_WEB_EA'], 10).map(policyEntry)[0]).toMatchObject({
      id: global,
      status: 1,
      statusName: 'Выпущен',
    });

    const search = await call(t, '/api/contracts/functional/contracts', { iin: '850315300128' }, 3);
    const [found] = TerminationSearchAnswerSchema.parse(search.body).data.filter((p) => p.number === global);
    expect(found).toMatchObject({ status: { code: 3, title: 'Вступает в силу' }, date_from: '2026-03-03' });
    const calc = await call(t, '/api/contracts/functional/calculate', {
      policy: found,
      termination: {
        ulid: saleUlid(90),
        returnType: 1,
        signinType: 2,
        rescindingReason: '00000000011',
        refund: 0,
        commission: 0,
        beneficiary: { iin: '850315300128', surname: 'Ахметов', name: 'Ерлан', patronymic: '' },
        bank: { iik: '', bik: '', name: '', kbe: '' },
        otp: { phone: '', code: '' },
      },
    });
    expect(calc.body.result).toBe(true);
    expect(calc.body.refund).toBeGreaterThan(0);
  });
});
