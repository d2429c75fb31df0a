import { describe, expect, it } from 'vitest';
import { travelItemEndpoint } from '@sakta/core';
import { SEED_TRAVELS } from '../src/features/travel/seed-data';
import { get, makeApp, post } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/** The travel page's call: a travel draft or the policy sold from it, its owner's; missing: 404. */

const [DRAFT, UNCALCULATED, SOLD, RESERVES] = SEED_TRAVELS;

describe('GET /api/travel/item/{id}', () => {
  it('answers a travel draft read-only, and the policy sold from a sale with its numbers', async () => {
    const t = makeApp();
    const res = await get(t.app, `/api/travel/item/${DRAFT!.id}`, t.tokenFor(3));
    expect(res.status).toBe(200);
    expect(travelItemEndpoint.response.parse(await res.json())).toEqual({
      result: true,
      travel: {
        number: DRAFT!.id,
        product: 'VZR_EU',
        insurer: { title: 'Нурланов Тимур Асканович', iin: '850315300009' },
        travellers: DRAFT!.travellers,
        countries: ['Германия', 'Франция', 'Италия'],
        date_from: '2026-03-26',
        date_to: '2026-04-11',
        insured_sum_eur: 30_000,
        premium: 14_820,
      },
      policy: null,
    });
    expect(
      await (await get(t.app, `/api/travel/item/${UNCALCULATED!.id}`, t.tokenFor(3))).json(),
    ).toMatchObject({
      travel: { premium: null },
    });
    const sold = await (await get(t.app, `/api/travel/item/${SOLD!.id}`, t.tokenFor(3))).json();
    expect(sold).toMatchObject({
      result: true,
      travel: { countries: ['Объединённые Арабские Эмираты'], travellers: SOLD!.travellers },
      policy: { status: 1, statusName: 'Выпущен', global_id: expect.stringMatching(/^\d{2}-VZR-5\d{5}$/) },
    });
  });

  it("a missing draft or another product is 404 'Черновик не найден'; another seller is refused", async () => {
    const t = makeApp();
    const missing = await get(t.app, '/api/travel/item/01JDNOSUCHTRAVEL000000000X', t.tokenFor(3));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: false, message: 'Черновик не найден' });
    const ogpo = t.db
      .prepare("SELECT id, user_id FROM drafts WHERE product = 'OGPO_WEB_EA' LIMIT 1")
      .get() as {
      id: string;
    };
    expect((await get(t.app, `/api/travel/item/${ogpo.id}`, t.tokenFor(0))).status).toBe(404);
    const other = await get(t.app, `/api/travel/item/${RESERVES!.id}`, t.tokenFor(3));
    expect(other.status).toBe(403);
    expect((await get(t.app, `/api/travel/item/${RESERVES!.id}`, t.tokenFor(0))).status).toBe(200);
    expect((await get(t.app, `/api/travel/item/${DRAFT!.id}`, t.tokenFor(9))).status).toBe(403);
  });

  it("the sold policy's documents (4.5): policy/item by its global number, then its policy and receipt", async () => {
    const t = makeApp();
    const sold = travelItemEndpoint.response.parse(
      await (await get(t.app, `/api/travel/item/${SOLD!.id}`, t.tokenFor(3))).json(),
    );
    const global = sold.policy!.global_id!;
    const auth = { Authorization: `Bearer ${t.tokenFor(3)}` };
    const item = await post(t.app, '/api/policy/item', { id: global }, auth);
    expect(item.status).toBe(200);
    // what the travel page's documents section decides by: issued, no error, a global number
    expect(await item.json()).toMatchObject({ product: 'VZR_EU', status: 1, error: null, global_id: global });
    const titles: (string | undefined)[] = [];
    for (const type of [0, 1]) {
      const res = await post(t.app, '/api/policy/get-document', { global, type }, auth);
      expect(res.status, String(type)).toBe(200);
      const pdf = await pdfText(fromBase64(((await res.json()) as { document: string }).document));
      expect(pdf.flat).toContain(global);
      titles.push(pdf.title?.replace(/ №.*/, ''));
    }
    expect(titles).toEqual(['Страховой полис', 'Квитанция об оплате страховой премии']);
  });
});
