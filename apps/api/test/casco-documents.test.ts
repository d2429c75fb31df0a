import { describe, expect, it } from 'vitest';
import { formatKzt, PolicyDetailSchema } from '@sakta/core';
import { makeApp } from './helpers';
import { submitPage, ticketOf } from './ogpo-sale-helpers';
import { fromBase64, pdfText } from './pdf-text';
import { callAs } from './property-sale-helpers';
import { calculateCasco, cascoCheckoutBody, registerCascoSale } from './casco-sale-helpers';

/**
 * A sold casco policy in the policy list (spec part 2 sections 2.7, 3.9, 7.5): the detail lists the vehicles, the
 * program as the insured object and the bank as the beneficiary; get-document-ds gives the contract (0), the policy
 * (1) and the application (2) as real PDFs naming the vehicles with their tariff and premium, the program, the
 * risks and their deductibles, the loan and the appraisal report; the application states the confirmations.
 */

type T = ReturnType<typeof makeApp>;
const money = (x: number) => formatKzt(x).replace(/\s+/g, ' ');

/** A legal entity's two trucks calculated, paid by transfer and issued by 1C: the register id and the global number. */
async function soldPolicy(t: T) {
  const policy = await registerCascoSale(t, 1, { insurer: 'entity' });
  await calculateCasco(t, policy);
  const r = await callAs(t, '/api/contracts/checkout-fi', cascoCheckoutBody(policy, 'transfer'));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { policyId, url } = r.body as { policyId: number; url: string };
  await submitPage(t.provider, url, 'pay');
  t.advance(5_000);
  const { global } = await ticketOf(t, policyId);
  return { policyId, global: global! };
}

async function document(t: T, global: string, type: 0 | 1 | 2) {
  const r = await callAs(t, '/api/policy/get-document-ds', { global, type });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [pdf] = Object.values(r.body[0] as Record<string, string>);
  return pdfText(fromBase64(pdf!));
}

describe('a sold casco policy in the policy list', () => {
  it('policy/item shows the vehicles, the program as the insured object and the bank', async () => {
    const t = makeApp();
    const { policyId, global } = await soldPolicy(t);
    const r = await callAs(t, '/api/policy/item', { id: policyId });
    expect(PolicyDetailSchema.parse(r.body)).toMatchObject({
      global_id: global,
      product: 'DSAT_CASCO_FRE',
      premium: 1_215_000,
      status: 1,
      insurer: { title: 'ТОО «Дала Логистик»', iin: '150340001008', person: 2 },
      vehicles: [
        { number: '456KTA02', mark: 'Hyundai', model: 'HD78' },
        { number: '777FRE01', mark: 'Isuzu', model: 'NQR90' },
      ],
      object: { is_immovable: false, insurance_sum: 65_000_000, franchise: 1 },
      beneficiary: { title: 'АО «Народный Банк Казахстана»', iin: '940140000385', person: 2 },
    });
  });

  it('get-document-ds gives the contract, the policy and the application, naming the vehicles', async () => {
    const t = makeApp();
    const { global } = await soldPolicy(t);
    const [contract, policy, application] = [
      await document(t, global, 0),
      await document(t, global, 1),
      await document(t, global, 2),
    ];
    expect(contract.title).toBe(`Договор страхования № ${global}`);
    expect(policy.title).toBe(`Страховой полис № ${global}`);
    expect(application.title).toBe(`Заявление на страхование № ${global}`);
    for (const pdf of [contract, policy, application])
      for (const text of [
        'ТОО «Дала Логистик», БИН 150340001008',
        'АО «Народный Банк Казахстана», БИН 940140000385',
        'Каско: грузовые ТС (DSAT_CASCO_FRE)',
        'с 03.03.2026 по 02.03.2027',
        'Hyundai HD78, госномер 456KTA02; VIN KMFGA17PPMC123456; 2021 г. выпуска',
        `страховая сумма ${money(25_000_000)}`,
        `премия ${money(495_000)}`,
        'Isuzu NQR90, госномер 777FRE01',
        `премия ${money(720_000)}`,
        money(1_215_000),
        `Лимит программы ${money(500_000_000)}`,
        'Номер займа KZ-2026-101',
        'Ущерб — 1 %',
        'Хищение, угон — 10 %',
        'Полная гибель — 10 %',
        'Дата оплаты 05.03.2026',
        'Сулейменов Бауыржан Асанович, Директор, на основании: Устав',
      ])
        expect(pdf.flat).toContain(text);
    // the application states what the seller confirmed with the insurer
    for (const text of ['Убытки за последние 3 года Нет', 'ТС соответствуют условиям программы Да'])
      expect(application.flat).toContain(text);
    expect(policy.flat).not.toContain('Убытки за последние 3 года');
  });

  it('get-document type 0 gives the same policy; property’s get-document-dc refuses it', async () => {
    const t = makeApp();
    const { global } = await soldPolicy(t);
    const r = await callAs(t, '/api/policy/get-document', { global, type: 0 });
    const policy = await pdfText(fromBase64(r.body.document as string));
    expect(policy.title).toBe(`Страховой полис № ${global}`);
    expect(policy.flat).toContain('Hyundai HD78, госномер 456KTA02');
    expect(await callAs(t, '/api/policy/get-document-dc', { global, is_immovable: false })).toEqual({
      status: 409,
      body: { result: false, message: 'Документы этого продукта выдаются другим запросом' },
    });
  });
});
