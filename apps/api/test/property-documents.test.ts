import { describe, expect, it } from 'vitest';
import { formatKzt, PolicyDetailSchema } from '@sakta/core';
import { makeApp } from './helpers';
import { submitPage, ticketOf } from './ogpo-sale-helpers';
import { fromBase64, pdfText } from './pdf-text';
import { calculateProperty, callAs, checkoutFiBody, registerSale } from './property-sale-helpers';

/**
 * A sold property policy in the policy list (spec part 2 sections 2.7, 3.9, 7.5): the detail shows the insured
 * object (the program, the insured sum, the franchise, the objects named) and the bank as the beneficiary;
 * get-document-dc gives the contract and the policy as real PDFs naming the objects, the bank, the program
 * condition and the risks; get-document (type 0) gives the same policy.
 */

type T = ReturnType<typeof makeApp>;
const money = (x: number) => formatKzt(x).replace(/\s+/g, ' ');

/** A legal entity's immovable policy calculated, paid by transfer and issued by 1C: its register id and global number. */
async function soldPolicy(t: T) {
  const policy = await registerSale(t, 1, { insurer: 'entity' });
  await calculateProperty(t, policy);
  const r = await callAs(t, '/api/contracts/checkout-fi', checkoutFiBody(policy, 'transfer'));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { policyId, url } = r.body as { policyId: number; url: string };
  await submitPage(t.provider, url, 'pay');
  t.advance(5_000);
  const { global } = await ticketOf(t, policyId);
  return { policyId, global: global! };
}

describe('a sold property policy in the policy list', () => {
  it('policy/item shows the insured object and the bank as the beneficiary', async () => {
    const t = makeApp();
    const { policyId, global } = await soldPolicy(t);
    const r = await callAs(t, '/api/policy/item', { id: policyId });
    expect(r.status).toBe(200);
    expect(PolicyDetailSchema.parse(r.body)).toMatchObject({
      global_id: global,
      product: 'DSI_FI',
      product_title: 'Имущество (недвижимое)',
      premium: 191_700,
      status: 1,
      insurer: { title: 'ТОО «Дала Логистик»', iin: '150340001008', person: 2 },
      vehicles: [],
      object: {
        is_immovable: true,
        insurance_sum: 100_000_000,
        franchise: 1,
        add_info: 'Офис, г. Алматы, ул. Абая, 10, офис 5; Склад, г. Алматы, ул. Рыскулова, 140',
      },
      insureds: [{ title: 'ТОО «Дала Логистик»', iin: '150340001008', person: 2 }],
      beneficiary: { title: 'АО «Народный Банк Казахстана»', iin: '940140000385', person: 2 },
    });
  });

  it('get-document-dc gives the contract and the policy, naming the objects, the bank, the condition and risks', async () => {
    const t = makeApp();
    const { global } = await soldPolicy(t);
    const r = await callAs(t, '/api/policy/get-document-dc', { global, is_immovable: true });
    expect(r.status).toBe(200);
    const docs = r.body[0] as { document_contract: string; document_policy: string };
    const contract = await pdfText(fromBase64(docs.document_contract));
    const policy = await pdfText(fromBase64(docs.document_policy));
    expect(contract.title).toBe(`Договор страхования № ${global}`);
    expect(policy.title).toBe(`Страховой полис № ${global}`);
    for (const pdf of [contract, policy])
      for (const text of [
        'ТОО «Дала Логистик», БИН 150340001008',
        'АО «Народный Банк Казахстана», БИН 940140000385',
        'Имущество (недвижимое) (DSI_FI)',
        'с 03.03.2026 по 02.03.2027',
        'Офис, г. Алматы, ул. Абая, 10, офис 5',
        `страховая сумма ${money(60_000_000)}`,
        `премия ${money(89_100)}`,
        'Склад, г. Алматы, ул. Рыскулова, 140',
        `премия ${money(102_600)}`,
        money(191_700),
        'Дата оплаты 05.03.2026',
        'Франшиза 1 %',
        'Противоправные действия третьих лиц — 1 %',
        'Полная гибель — 10 %',
        'Сулейменов Бауыржан Асанович, Директор, на основании: Устав',
      ])
        expect(pdf.flat).toContain(text);
    // the agent's reward is the contract's, not the customer's policy
    expect(contract.flat).toContain('Агентское вознаграждение (АВ)');
    expect(policy.flat).not.toContain('Агентское вознаграждение');
  });

  it('get-document type 0 is the same policy; another product’s call refuses it', async () => {
    const t = makeApp();
    const { global } = await soldPolicy(t);
    const r = await callAs(t, '/api/policy/get-document', { global, type: 0 });
    const policy = await pdfText(fromBase64(r.body.document as string));
    expect(policy.title).toBe(`Страховой полис № ${global}`);
    expect(policy.flat).toContain('Офис, г. Алматы, ул. Абая, 10, офис 5');
    expect(await callAs(t, '/api/policy/get-document-ds', { global, type: 0 })).toEqual({
      status: 409,
      body: { result: false, message: 'Документы этого продукта выдаются другим запросом' },
    });
  });
});
