import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, type RoleId } from '@sakta/core';
import { propertyPremium, propertyPremiumInput, type PropertyPolicy } from '@sakta/core/property';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { makeApp } from './helpers';
import { payByCard, submitPage, ticketOf } from './ogpo-sale-helpers';
import {
  callAs,
  checkoutFiBody,
  FORTE_BIN,
  OFFICE,
  PAYMENT_DATE,
  registerSale,
  SIGNATORY,
} from './property-sale-helpers';

/**
 * POST /api/contracts/checkout-fi (spec part 2 sections 4.1, 5.6, 7.2) for the property sale: the payment rules of
 * 5.6 (a legal entity pays by transfer with its signatory, the payment date, its leader and an owner; a person may
 * pay by Epay or Kaspi), the premium of the server's tariff whatever the page sends, the register's policy (the
 * bank as the beneficiary, the objects) and the payment up to the ticket. makeApp's clock: 2026-03-02 14:00 Almaty.
 */

type T = ReturnType<typeof makeApp>;
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
type Way = 'transfer' | 'card' | 'kaspi';

/**
 * Checkout in the page's order: the same policy calculated first, by the same caller (the server charges only a
 * version it priced); what calculate refuses, checkout refuses too, and that refusal is the one checked here.
 */
async function checkoutFi(t: T, policy: PropertyPolicy, way: Way, token = t.tokenFor(3)) {
  await callAs(t, '/api/calculate/financial-institutions', { policy }, token);
  return callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(policy, way), token);
}

/** A checkout that must ask for a payment: its policy id, where to pay and the invoice. */
async function paymentOf(t: T, policy: PropertyPolicy, way: Way) {
  const r = await checkoutFi(t, policy, way);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const answer = CheckoutAnswerSchema.parse(r.body);
  if (!('url' in answer)) throw new Error('expected a payment to make');
  return answer;
}

const refusal = (message: string) => ({ status: 400, body: { result: false, message } });
const tariffOf = (policy: PropertyPolicy) => {
  const priced = propertyPremium(propertyPremiumInput(policy));
  if ('error' in priced) throw new Error(priced.error);
  return priced.premium;
};

describe('POST /api/contracts/checkout-fi: the payment rules (5.6)', () => {
  it('a legal entity pays by transfer: an invoice on the bank page, due on the payment date', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1, { insurer: 'entity' });
    const { policyId, url, invoice } = await paymentOf(t, policy, 'transfer');
    expect(url.startsWith(`${t.config.epayOrigin}/bank/invoice?`)).toBe(true);
    const html = await (await t.provider.request(url)).text();
    for (const text of [`№ ${invoice}`, 'ТОО «Дала Логистик»', 'Оплатить до', '05.03.2026'])
      expect(html).toContain(text);
    const sold = findRegisterPolicy(t.db, policyId)!;
    expect(sold).toMatchObject({ status: 0, payment_type: 0, product_code: 'DSI_FI' });
    expect(JSON.parse(sold.policy!)).toMatchObject({ paymentDate: PAYMENT_DATE });
  });

  it.each([
    ['no signatory', { signatory: null }, 'Заполните данные подписанта страхователя'],
    [
      'a signatory without the IIN',
      { signatory: { ...SIGNATORY, iin: '' } },
      'Заполните данные подписанта страхователя',
    ],
    ['no payment date', { paymentDate: '' }, 'Укажите дату оплаты не раньше завтрашнего дня'],
    [
      'a payment date of today',
      { paymentDate: '2026-03-02' },
      'Укажите дату оплаты не раньше завтрашнего дня',
    ],
    ['no leader', { leader: null }, 'Добавьте руководителя страхователя'],
    ['no beneficial owner', { owners: [] }, 'Добавьте хотя бы одного бенефициарного собственника'],
  ] as const)('refuses a legal entity’s transfer with %s', async (_name, over, message) => {
    const t = makeApp();
    const policy = { ...(await registerSale(t, 1, { insurer: 'entity' })), ...over } as PropertyPolicy;
    expect(await checkoutFi(t, policy, 'transfer')).toEqual(refusal(message));
    expect(
      t.db.prepare('SELECT count(*) AS n FROM policies WHERE draft_ulid = ?').get(policy.number),
    ).toEqual({
      n: 0,
    });
  });

  it.each(['card', 'kaspi'] as const)('refuses a legal entity’s payment by %s', async (way) => {
    const t = makeApp();
    const policy = await registerSale(t, 1, { insurer: 'entity' });
    expect(await checkoutFi(t, policy, way)).toEqual(
      refusal('Юридические лица оплачивают только перечислением'),
    );
  });

  it('a person pays by Epay on /epay/{id}, or by Kaspi, with no signatory, leader or payment date', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    expect(policy).toMatchObject({ signatory: null, leader: null, owners: [], paymentDate: '' });
    const card = await paymentOf(t, policy, 'card');
    expect(card).toMatchObject({ result: true, message: 'Оплата успешно отправлено!' });
    expect(card.url).toMatch(/^\/epay\/\d+$/);
    const kaspi = await paymentOf(t, policy, 'kaspi');
    expect(kaspi.policyId).toBe(card.policyId);
    expect(kaspi.url.startsWith(`${t.config.kaspiOrigin}/kaspi/pay?`)).toBe(true);
    // a person's transfer needs the payment date too
    expect(await checkoutFi(t, policy, 'transfer')).toEqual(
      refusal('Укажите дату оплаты не раньше завтрашнего дня'),
    );
  });
});

describe('POST /api/contracts/checkout-fi: the policy', () => {
  it('charges the tariff’s premium: the premium and tariffs the page sends are ignored', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const expected = tariffOf(policy);
    // office 89 100 + warehouse 102 600 (property-calculate.test.ts)
    expect(expected).toBe(191_700);
    const tampered: PropertyPolicy = {
      ...policy,
      premium: 1,
      tariff: 0.0001,
      objects: policy.objects.map((o) => ({ ...o, premium: 1 })),
    };
    const { policyId, url } = await paymentOf(t, tampered, 'card');
    expect(findRegisterPolicy(t.db, policyId)!.premium).toBe(expected);
    const epay = (await (await t.app.request(`/api/get-to-epay/${url.split('/').pop()}`)).json()) as {
      data: { amount: number };
    };
    expect(epay.data.amount).toBe(expected);
  });

  it('keeps the bank as the beneficiary and the objects as the insured object in the register', async () => {
    const t = makeApp();
    const { policyId } = await paymentOf(t, await registerSale(t, 1, { insurer: 'entity' }), 'transfer');
    const sold = findRegisterPolicy(t.db, policyId)!;
    expect(sold.product_title).toBe('Имущество (недвижимое)');
    expect(JSON.parse(sold.beneficiary!)).toEqual({
      title: 'АО «Народный Банк Казахстана»',
      iin: '940140000385',
      person: 2,
    });
    expect(JSON.parse(sold.object!)).toEqual({
      is_immovable: true,
      insurance_sum: 100_000_000,
      franchise: 1,
      add_info: 'Офис, г. Алматы, ул. Абая, 10, офис 5; Склад, г. Алматы, ул. Рыскулова, 140',
    });
    expect(JSON.parse(sold.insureds)).toEqual([
      { title: 'ТОО «Дала Логистик»', iin: '150340001008', person: 2 },
    ]);
    expect(JSON.parse(sold.vehicles)).toEqual([]);
  });

  it.each([
    ['no beneficiary', { beneficiary: null }, 'Добавьте выгодоприобретателя (банк)'],
    ['no insured', { insureds: [] }, 'Добавьте хотя бы одного застрахованного'],
    ['no object', { objects: [] }, 'Добавьте хотя бы один объект страхования'],
    [
      'an object without its address and activity',
      { objects: [{ ...OFFICE, address: ' ', activity: '' }] },
      'Объект страхования № 1: заполните обязательные поля: Адрес, Вид деятельности',
    ],
    [
      'the movable program on an immovable product',
      { conditions: { is_immovable: false, kind: 'equipment', has_losses: false, is_indoors: true } },
      'Программа страхования не соответствует продукту DSI_FI',
    ],
  ] as const)('refuses a policy with %s', async (_name, over, message) => {
    const t = makeApp();
    const policy = { ...(await registerSale(t, 1)), ...over } as PropertyPolicy;
    expect(await checkoutFi(t, policy, 'card')).toEqual(refusal(message));
  });

  it('asks the loan number of an object pledged to ForteBank, not of one pledged to Halyk (5.5)', async () => {
    const t = makeApp();
    const noLoan = { ...OFFICE, loan_number: '' };
    const forte = { ...(await registerSale(t, 1, { bank: FORTE_BIN })), objects: [noLoan] };
    expect(await checkoutFi(t, forte, 'card')).toEqual(
      refusal('Объект страхования № 1: заполните обязательные поля: Номер займа'),
    );
    const halyk = { ...(await registerSale(t, 2)), objects: [noLoan] };
    expect((await checkoutFi(t, halyk, 'card')).status).toBe(200);
  });

  it('refuses what the tariff refuses (5.5) and a term beyond its 1 to 12 months, as calculate does', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const sauna = { ...policy, objects: [{ ...OFFICE, kind_id: '000000079' }] };
    expect(await checkoutFi(t, sauna, 'card')).toEqual({
      status: 422,
      body: { result: false, message: 'Выбранный объект не подлежит страхованию' },
    });
    const twoYears = {
      ...policy,
      treaty: { date: '2026-03-03', term: { unit: 'month', count: 15 }, end: '2027-06-02' },
    } as PropertyPolicy;
    // the product's term (12 months) is the seller's; only the administrator chooses another, among those offered
    const calculateTwoYears = (token: string) =>
      callAs(t, '/api/calculate/financial-institutions', { policy: twoYears }, token);
    const locked = 'Срок страхования может изменить только администратор.';
    expect(await checkoutFi(t, twoYears, 'card')).toEqual({
      status: 422,
      body: { result: false, message: locked },
    });
    expect(await calculateTwoYears(t.tokenFor(3))).toEqual({
      status: 422,
      body: { result: false, errors: [locked] },
    });
    const notOffered = 'Выбранный срок страхования недоступен для этого продукта.';
    expect(await checkoutFi(t, twoYears, 'card', t.tokenFor(0))).toEqual({
      status: 422,
      body: { result: false, message: notOffered },
    });
    expect(await calculateTwoYears(t.tokenFor(0))).toEqual({
      status: 422,
      body: { result: false, errors: [notOffered] },
    });
    const longer = { ...policy, treaty: { ...policy.treaty, end: '2027-12-31' } };
    expect((await checkoutFi(t, longer, 'card')).body).toEqual({
      result: false,
      message: 'Дата окончания договора не соответствует сроку страхования',
    });
  });

  it('waits for the compliance review of a flagged party (409)', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const flagged = await callAs(t, '/api/client/get', {
      resident: true,
      person: true,
      verify: true,
      insurer: true,
      iin: '750612300022',
    });
    const insured = (flagged.body.data as PropertyPolicy['insureds'])[0]!;
    const r = await checkoutFi(t, { ...policy, insureds: [...policy.insureds, insured] }, 'card');
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      result: false,
      message: 'Ожидается решение ПОДФТ: Жаксыбеков Арман Бакытович.',
    });
  });

  it('refuses a policy its product’s schema refuses, an OGPO policy and an unknown product, with the messages', async () => {
    const t = makeApp();
    const { objects: _objects, ...noObjects } = await registerSale(t, 1);
    const r = await callAs(
      t,
      '/api/contracts/checkout-fi',
      checkoutFiBody(noObjects as PropertyPolicy, 'card'),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: false, message: 'Поле «Объекты страхования» обязательно.' });
    const ogpo = { ...noObjects, product: 'OGPO_WEB_EA' };
    expect(await callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(ogpo as never, 'card'))).toEqual({
      status: 400,
      body: { result: false, message: 'Продукт OGPO_WEB_EA оформляется другим запросом' },
    });
    const unknown = { ...noObjects, product: 'DSX_FI' };
    expect(await callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(unknown as never, 'card'))).toEqual({
      status: 404,
      body: { result: false, message: 'Неизвестный продукт' },
    });
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])(
    'role %i, outside the main-sale group, may not check out',
    async (role) => {
      const t = makeApp();
      const policy = await registerSale(t, 1);
      expect(await checkoutFi(t, policy, 'card', t.tokenFor(role))).toEqual({ status: 403, body: FORBIDDEN });
    },
  );

  it("refuses another seller's sale: nothing is written for the other seller", async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const own = await paymentOf(t, policy, 'card');
    expect(await checkoutFi(t, policy, 'card', t.tokenFor(7))).toEqual({ status: 403, body: FORBIDDEN });
    expect((await paymentOf(t, policy, 'card')).policyId).toBe(own.policyId);
    expect(findRegisterPolicy(t.db, own.policyId)!.creator_id).toBe(
      (t.db.prepare("SELECT id FROM users WHERE iin = '900101300047'").get() as { id: number }).id,
    );
  });
});

describe('paying a property policy', () => {
  it('card: check-payment waits, then the ticket; 1C gives the product’s global number', async () => {
    const t = makeApp();
    const policy = await registerSale(t, 1);
    const { policyId, url } = await paymentOf(t, policy, 'card');
    const waiting = await callAs(t, '/api/contracts/check-payment', { id: policyId, payment: 1 });
    expect(waiting.body).toEqual({ result: true, waiting: true, message: 'Оплата ещё не поступила' });
    await payByCard(t, url);
    expect(await ticketOf(t, policyId)).toMatchObject({
      policyId,
      processing: true,
      global: null,
      from: '2026-03-03',
      to: '2027-03-02',
      premium: 191_700,
    });
    t.advance(5_000);
    expect(await ticketOf(t, policyId)).toMatchObject({
      processing: false,
      global: `26-DSI-${500_000 + policyId}`,
    });
    // checkout of the paid sale answers its ticket
    const again = await checkoutFi(t, policy, 'card');
    expect(again.body).toMatchObject({
      result: true,
      ticket: { policyId, global: `26-DSI-${500_000 + policyId}` },
    });
  });

  it('transfer: the bank page pays the invoice; a movable policy is numbered DSD', async () => {
    const t = makeApp();
    const entity = await registerSale(t, 1, { insurer: 'entity' });
    const movable: PropertyPolicy = {
      ...entity,
      product: 'DSD_FI',
      conditions: { is_immovable: false, kind: 'equipment', has_losses: false, is_indoors: true },
      objects: [{ ...OFFICE, kind_id: '', cond_id: '', wall_id: '' }],
    };
    const { policyId, url } = await paymentOf(t, movable, 'transfer');
    expect(findRegisterPolicy(t.db, policyId)!.product_title).toBe('Имущество (движимое)');
    expect(await (await submitPage(t.provider, url, 'pay')).text()).toContain('оплачен');
    t.advance(5_000);
    expect(await ticketOf(t, policyId)).toMatchObject({ global: `26-DSD-${500_000 + policyId}` });
  });
});
