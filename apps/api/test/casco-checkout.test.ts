import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, type RoleId } from '@sakta/core';
import type { CascoPolicy } from '@sakta/core/casco';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { makeApp } from './helpers';
import { payByCard, submitPage, ticketOf } from './ogpo-sale-helpers';
import { callAs } from './property-sale-helpers';
import { cascoCheckoutBody, EXCAVATOR, registerCascoSale, TRUCK, TRUCK_2 } from './casco-sale-helpers';

/**
 * POST /api/contracts/checkout-fi (spec part 2 sections 4.1, 5.6, 7.2) with a casco policy: the financial
 * institutions' payment rules (a legal entity by transfer with its signatory, payment date, leader and an owner;
 * a person by Epay or Kaspi), what a casco policy needs before it is sold (the parties, a vehicle, the three
 * confirmations, the loan and the appraisal report), the premium of the server's tariff whatever the page sends,
 * the register's policy and the payment up to the ticket. makeApp's clock: 2026-03-02 14:00 Almaty.
 */

type T = ReturnType<typeof makeApp>;
type Way = 'transfer' | 'card' | 'kaspi';
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const refusal = (message: string, status = 400) => ({ status, body: { result: false, message } });

/**
 * Checkout in the page's order: the same policy calculated first, by the same caller (the server charges only a
 * version it priced); what calculate refuses, checkout refuses too, and that refusal is the one checked here.
 */
async function checkoutFi(t: T, policy: CascoPolicy, way: Way, token = t.tokenFor(3)) {
  await callAs(t, '/api/calculate/financial-institutions-casco', { policy }, token);
  return callAs(t, '/api/contracts/checkout-fi', cascoCheckoutBody(policy, way), token);
}

async function paymentOf(t: T, policy: CascoPolicy, way: Way) {
  const r = await checkoutFi(t, policy, way);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const answer = CheckoutAnswerSchema.parse(r.body);
  if (!('url' in answer)) throw new Error('expected a payment to make');
  return answer;
}

describe('POST /api/contracts/checkout-fi with a casco policy', () => {
  it('a legal entity’s two trucks by transfer: the invoice, the register’s policy, 1C’s ticket', async () => {
    const t = makeApp();
    const policy = await registerCascoSale(t, 1, { insurer: 'entity' });
    const { policyId, url, invoice } = await paymentOf(t, policy, 'transfer');
    const html = await (await t.provider.request(url)).text();
    for (const text of [`№ ${invoice}`, 'ТОО «Дала Логистик»', '05.03.2026']) expect(html).toContain(text);
    const sold = findRegisterPolicy(t.db, policyId)!;
    // HD78 495 000 + NQR90 720 000 (casco-calculate.test.ts)
    expect(sold).toMatchObject({
      status: 0,
      premium: 1_215_000,
      product_code: 'DSAT_CASCO_FRE',
      product_title: 'Каско: грузовые ТС',
    });
    expect(JSON.parse(sold.vehicles)).toEqual([
      {
        number: '456KTA02',
        vin: 'KMFGA17PPMC123456',
        mark: 'Hyundai',
        model: 'HD78',
        color: 'Белый',
        year: 2021,
      },
      {
        number: '777FRE01',
        vin: 'JAANQR90LP7100123',
        mark: 'Isuzu',
        model: 'NQR90',
        color: 'Синий',
        year: 2024,
      },
    ]);
    expect(JSON.parse(sold.object!)).toEqual({
      is_immovable: false,
      insurance_sum: 65_000_000,
      franchise: 1,
      add_info: 'Hyundai HD78, госномер 456KTA02; Isuzu NQR90, госномер 777FRE01',
    });
    expect(JSON.parse(sold.beneficiary!)).toMatchObject({ iin: '940140000385', person: 2 });
    await submitPage(t.provider, url, 'pay');
    t.advance(5_000);
    const ticket = await ticketOf(t, policyId);
    expect(ticket).toMatchObject({ premium: 1_215_000, from: '2026-03-03', to: '2027-03-02' });
    expect(ticket.global).toMatch(/^26-DSAT-\d+$/);
  });

  it('a person’s special machinery by Epay, at the tariff’s premium whatever the page sends', async () => {
    const t = makeApp();
    const policy = await registerCascoSale(t, 1, { type: 15, vehicles: [{ ...EXCAVATOR, premium: 1 }] });
    const { policyId, url } = await paymentOf(t, { ...policy, premium: 1, tariff: 0.0001 }, 'card');
    // the excavator of 2019: 55 000 000 x 0.016 x 1.25 = 1 100 000
    expect(findRegisterPolicy(t.db, policyId)!.premium).toBe(1_100_000);
    await payByCard(t, url);
    t.advance(5_000);
    expect(await ticketOf(t, policyId)).toMatchObject({ premium: 1_100_000 });
  });

  it.each([
    ['no signatory', { signatory: null }, 'Заполните данные подписанта страхователя'],
    ['no payment date', { paymentDate: '' }, 'Укажите дату оплаты не раньше завтрашнего дня'],
    ['no beneficial owner', { owners: [] }, 'Добавьте хотя бы одного бенефициарного собственника'],
  ] as const)(
    'the payment rules of 5.6: refuses a legal entity’s transfer with %s',
    async (_n, over, message) => {
      const t = makeApp();
      const policy = { ...(await registerCascoSale(t, 1, { insurer: 'entity' })), ...over } as CascoPolicy;
      expect(await checkoutFi(t, policy, 'transfer')).toEqual(refusal(message));
    },
  );

  it('a legal entity may not pay by card', async () => {
    const t = makeApp();
    const policy = await registerCascoSale(t, 1, { insurer: 'entity' });
    expect(await checkoutFi(t, policy, 'card')).toEqual(
      refusal('Юридические лица оплачивают только перечислением'),
    );
  });

  const conditions = (c: Partial<CascoPolicy['conditions']>) => (p: CascoPolicy) => ({
    ...p,
    conditions: { ...p.conditions, ...c },
  });
  it.each<[string, (p: CascoPolicy) => CascoPolicy, string]>([
    ['no beneficiary', (p) => ({ ...p, beneficiary: null }), 'Добавьте выгодоприобретателя (банк)'],
    ['no insured', (p) => ({ ...p, insureds: [] }), 'Добавьте хотя бы одного застрахованного'],
    ['no vehicle', (p) => ({ ...p, vehicles: [] }), 'Добавьте хотя бы одно ТС'],
    ['no user agreement', conditions({ user_agreement: false }), 'Подтвердите согласие пользователя'],
    [
      'the prior losses not answered',
      conditions({ has_losses: null }),
      'Укажите, были ли убытки за последние 3 года',
    ],
    [
      'the vehicles not fitting the program',
      conditions({ is_fits: false }),
      'Подтвердите, что ТС соответствуют программе',
    ],
    ['no loan number', conditions({ loan_number: ' ' }), 'Укажите номер займа'],
    ['no appraisal report', conditions({ appraisal_report: '' }), 'Укажите акт оценки'],
    [
      'a vehicle without its certificate and colour',
      (p) => ({
        ...p,
        vehicles: [{ ...TRUCK, color: '', registration: { ...TRUCK.registration, certificate: '' } }],
      }),
      'ТС № 1: заполните обязательные поля: Цвет, Номер техпаспорта',
    ],
    [
      'a code that is not the program product’s',
      (p) => ({ ...p, product: 'DSAT_CASCO_SE2' }),
      'Программа страхования не соответствует продукту DSAT_CASCO_SE2',
    ],
  ])('refuses a policy with %s', async (_n, change, message) => {
    const t = makeApp();
    expect(await checkoutFi(t, change(await registerCascoSale(t, 1)), 'card')).toEqual(refusal(message));
  });

  it('refuses a vehicle the tariff refuses (422), naming it', async () => {
    const t = makeApp();
    const policy = await registerCascoSale(t, 1, { vehicles: [TRUCK, { ...TRUCK_2, amount: 41_000_000 }] });
    expect(await checkoutFi(t, policy, 'card')).toEqual(
      refusal('ТС 777FRE01: "Страховая сумма" не должна быть больше "Действительная стоимость"', 422),
    );
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])(
    'role %i, outside the main-sale group, may not check out',
    async (role) => {
      const t = makeApp();
      const policy = await registerCascoSale(t, 1);
      expect(await checkoutFi(t, policy, 'card', t.tokenFor(role, role === 8 ? 'APC0097' : null))).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
    },
  );

  it("refuses another seller's casco sale", async () => {
    const t = makeApp();
    const policy = await registerCascoSale(t, 1);
    expect((await checkoutFi(t, policy, 'card')).status).toBe(200);
    expect(await checkoutFi(t, policy, 'card', t.tokenFor(7))).toEqual({ status: 403, body: FORBIDDEN });
  });
});
