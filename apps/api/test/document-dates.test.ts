import { describe, expect, it } from 'vitest';
import { dashboardDocumentEndpoint } from '@sakta/core';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { get, makeApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';
import { call, checkout, checkoutBody, policyOf, submitPage } from './ogpo-sale-helpers';

/**
 * Every date a person reads in a document is ДД.ММ.ГГГГ, with the time as ЧЧ:ММ where one is shown (issue 43 item
 * 15; spec part 2 section 9, Russian format): the receipt's 'Дата оплаты', the register's 'Дата оформления'.
 */

/** A date as the database or an API writes it: what a document must never show. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe('dates in documents', () => {
  it("the receipt says 'Дата оплаты 02.03.2026 14:00', Almaty time, and no ISO date anywhere", async () => {
    const t = makeApp();
    const { policyId, url } = await checkout(t, checkoutBody(await policyOf(t), 'transfer'));
    await submitPage(t.provider, url, 'pay');
    const number = findRegisterPolicy(t.db, policyId)!.number!;
    const { body } = await call(t, '/api/policy/get-document', { global: number, type: 1 });
    const receipt = await pdfText(fromBase64(body.document as string));
    // the clock stands at 2026-03-02 14:00 in Almaty when the payment arrives
    expect(receipt.flat).toContain('Дата оплаты 02.03.2026 14:00');
    expect(receipt.flat).not.toMatch(ISO_DATE);
  });

  it("a register policy's 'Дата оформления' and its signature date are ДД.ММ.ГГГГ, no ISO date anywhere", async () => {
    const { app, db, tokenFor } = makeApp();
    const created = (
      db.prepare('SELECT created_at FROM policies WHERE id = 2102').get() as { created_at: number }
    ).created_at;
    const almaty = new Date(created + 5 * 3_600_000).toISOString();
    const day = `${almaty.slice(8, 10)}.${almaty.slice(5, 7)}.${almaty.slice(0, 4)}`;
    for (const kind of ['policy', 'contract', 'application']) {
      const res = await get(app, `/api/admin/admin-info/document/2102?kind=${kind}`, tokenFor(0));
      const { document } = dashboardDocumentEndpoint.response.parse(await res.json());
      const text = await pdfText(fromBase64(document));
      expect(text.flat, kind).toContain(`Дата оформления ${day} ${almaty.slice(11, 16)}`);
      expect(text.flat, kind).toContain(`Дата ${day}`);
      expect(text.flat, kind).not.toMatch(ISO_DATE);
    }
  });
});
