import { describe, expect, it } from 'vitest';
import { formatKzt } from '@sakta/core';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { makeApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';
import { call, checkout, checkoutBody, payByCard, policyOf, submitPage, ticketOf } from './ogpo-sale-helpers';

/**
 * policy/get-document (spec part 2 sections 2.1, 7.5): type 1 the receipt once paid, type 0 the policy once 1C
 * gave the global number; real PDFs whose Cyrillic text reads back (pdf.js) with parties, vehicles, period, premium.
 */

const money = (x: number) => formatKzt(x).replace(/\s+/g, ' ');

async function document(t: ReturnType<typeof makeApp>, global: string, type: 0 | 1) {
  return call(t, '/api/policy/get-document', { global, type });
}

describe('POST /api/policy/get-document', () => {
  it('the receipt after payment, the policy after 1C: Cyrillic PDFs with the parties, vehicle, period and premium', async () => {
    const t = makeApp();
    const { policyId, url, invoice } = await checkout(t, checkoutBody(await policyOf(t), 'transfer'));
    const number = findRegisterPolicy(t.db, policyId)!.number!;
    expect(await document(t, number, 1)).toEqual({
      status: 409,
      body: { result: false, message: 'Квитанция будет доступна после оплаты' },
    });

    await submitPage(t.provider, url, 'pay');
    expect(await document(t, number, 0)).toEqual({
      status: 409,
      body: { result: false, message: 'Полис будет доступен после присвоения номера в 1С' },
    });
    const premium = findRegisterPolicy(t.db, policyId)!.premium;
    const receipt = await pdfText(fromBase64((await document(t, number, 1)).body.document as string));
    expect(receipt.title).toBe(`Квитанция об оплате страховой премии № ${invoice}`);
    for (const text of [
      'Ахметов Ерлан',
      'ИИН 850315300128',
      '123ABC02',
      money(premium),
      'Перечисление по счёту',
    ])
      expect(receipt.flat).toContain(text);

    t.advance(5_000);
    const { global } = await ticketOf(t, policyId);
    const policy = await pdfText(fromBase64((await document(t, global!, 0)).body.document as string));
    expect(policy.title).toBe(`Страховой полис ОГПО ВТС № ${global}`);
    for (const text of [
      'Ахметов Ерлан',
      '123ABC02',
      'с 03.03.2026 по 02.03.2027',
      money(premium),
      'Стандарт',
    ])
      expect(policy.flat).toContain(text);
  });

  it('a card payment gives a receipt too; an unknown number: 404 with the message', async () => {
    const t = makeApp();
    const { policyId, url } = await checkout(t, checkoutBody(await policyOf(t), 'card'));
    await payByCard(t, url);
    const { number } = await ticketOf(t, policyId);
    expect(
      (await pdfText(fromBase64((await document(t, number, 1)).body.document as string))).flat,
    ).toContain('Банковская карта');
    expect(await document(t, '26-OGPO-999999', 0)).toEqual({
      status: 404,
      body: { result: false, message: 'Договор 26-OGPO-999999 не найден' },
    });
  });
});
