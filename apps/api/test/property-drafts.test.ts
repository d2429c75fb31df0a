import { describe, expect, it } from 'vitest';
import { draftHistoryEndpoint } from '@sakta/core';
import { saleDrafts } from '@sakta/core/sale/drafts';
import { PropertyPolicySchema, type PropertyPolicy } from '@sakta/core/property';
import { ADMIN_IIN, MANAGER_IIN, seedDraftId } from '../src/features/drafts/seed-data';
import { get, makeApp } from './helpers';
import { unconfirmedPolicyOf } from './ogpo-sale-helpers';
import { callAs, OFFICE, propertyPolicyOf, registerSale } from './property-sale-helpers';

/**
 * The property sale's drafts (spec part 2 sections 2.3, 4.1, 7.3, 8): draft/save takes a policy of either property
 * code; the property page asks draft/item with its current code (DSI_FI or DSD_FI, which the immovable switch
 * changes) and gets a draft of either, never one of another product family ({result: false}, the page's 'Черновик
 * не найден'); the history of either code lists the family's drafts.
 */

type T = ReturnType<typeof makeApp>;

async function item(t: T, id: string, product: string, role: 0 | 3 | 7 = 3) {
  const res = await get(t.app, `/api/draft/item/${id}/${product}`, t.tokenFor(role));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function history(t: T, product: string) {
  const res = await get(t.app, `/api/draft/history/${product}`, t.tokenFor(3));
  expect(res.status).toBe(200);
  return draftHistoryEndpoint.response.parse(await res.json());
}

/** The compliance officer (role 6) approves the newest compliance record of a party (podft/set, status 3). */
async function approveReview(t: T, document: string) {
  const record = t.db
    .prepare('SELECT id FROM podft_records WHERE document = ? ORDER BY id DESC')
    .get(document) as { id: number };
  const set = await callAs(t, '/api/podft/set', { id: record.id, status: 3, comment: '' }, t.tokenFor(6));
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

const movable = (n: number): PropertyPolicy =>
  propertyPolicyOf(n, {
    product: 'DSD_FI',
    conditions: { is_immovable: false, kind: 'equipment', has_losses: false, is_indoors: true },
    objects: [{ ...OFFICE, kind_id: '', cond_id: '', wall_id: '' }],
  });

describe('property drafts', () => {
  it('saves an immovable and a movable draft and reads each back with either property code', async () => {
    const t = makeApp();
    const immovable = await registerSale(t, 1, { insurer: 'entity' });
    for (const policy of [immovable, movable(2)]) {
      const saved = await callAs(t, '/api/draft/save', { policy });
      expect(saved).toEqual({ status: 200, body: { result: true, id: policy.number } });
      for (const code of ['DSI_FI', 'DSD_FI']) {
        const r = await item(t, policy.number, code);
        expect(r.status).toBe(200);
        const answer = saleDrafts.item.response.parse(r.body);
        if (!answer.result) throw new Error(`${code}: not found`);
        expect(answer.id).toBe(policy.number);
        // the page's own schema reads it: everything it saved, the session's APC beside
        expect(PropertyPolicySchema.parse(answer.policy)).toEqual({
          ...policy,
          insurer: { ...policy.insurer, images: [] },
          insureds: policy.insureds.map((c) => ({ ...c, images: [] })),
        });
      }
    }
  });

  it('answers {result: false} to another family’s page, and a property page to an OGPO draft', async () => {
    const t = makeApp();
    const property = movable(1);
    await callAs(t, '/api/draft/save', { policy: property });
    for (const code of ['OGPO_WEB_EA', 'DSAT_CASCO_FRE', 'VZR_EU'])
      expect(await item(t, property.number, code)).toEqual({ status: 200, body: { result: false } });
    const ogpo = await unconfirmedPolicyOf(t, 5);
    expect((await callAs(t, '/api/draft/save', { policy: ogpo })).status).toBe(200);
    expect(await item(t, ogpo.number, 'DSI_FI')).toEqual({ status: 200, body: { result: false } });
    expect((await item(t, ogpo.number, 'OGPO_WEB_EA')).body).toMatchObject({ result: true });
  });

  it('refuses a property draft the schema refuses, and another seller’s draft', async () => {
    const t = makeApp();
    const { objects: _objects, ...broken } = movable(1);
    expect(await callAs(t, '/api/draft/save', { policy: broken })).toEqual({
      status: 400,
      body: { result: false, errors: ['Поле «Объекты страхования» обязательно.'] },
    });
    const policy = movable(2);
    await callAs(t, '/api/draft/save', { policy });
    expect((await item(t, policy.number, 'DSI_FI', 7)).status).toBe(403);
    expect((await callAs(t, '/api/draft/save', { policy }, t.tokenFor(7))).status).toBe(403);
    expect((await item(t, policy.number, 'DSD_FI', 0)).body).toMatchObject({ result: true });
  });

  it('lists the property family’s drafts in the history of either code, not OGPO’s', async () => {
    const t = makeApp();
    await callAs(t, '/api/draft/save', { policy: propertyPolicyOf(1) });
    await callAs(t, '/api/draft/save', { policy: movable(2) });
    const seeded = seedDraftId(MANAGER_IIN, 2);
    for (const code of ['DSI_FI', 'DSD_FI']) {
      const ids = (await history(t, code)).drafts.map((d) => [d.id, d.product]);
      expect(ids).toEqual([
        [movable(2).number, 'DSD_FI'],
        [propertyPolicyOf(1).number, 'DSI_FI'],
        [seeded, 'DSI_FI'],
      ]);
    }
    expect((await history(t, 'OGPO_WEB_EA')).drafts.every((d) => d.product === 'OGPO_WEB_EA')).toBe(true);
  });

  it('opens the seeded property drafts on the property page, priced by the tariff', async () => {
    const t = makeApp();
    for (const [owner, role, product, kind, exposed] of [
      // the manager's draft insures Сулейменов, politically exposed on the register
      [MANAGER_IIN, 3, 'DSI_FI', '000000066', 'Сулейменов Бауыржан Асанович'],
      [ADMIN_IIN, 0, 'DSD_FI', '', null],
    ] as const) {
      const r = await item(t, seedDraftId(owner, 2), 'DSI_FI', role);
      const answer = saleDrafts.item.response.parse(r.body);
      if (!answer.result) throw new Error(`the seeded ${product} draft does not open`);
      const policy = PropertyPolicySchema.parse(answer.policy);
      expect(policy).toMatchObject({ product, objects: [{ kind_id: kind }] });
      const calculate = () =>
        callAs(t, '/api/calculate/financial-institutions', { policy }, t.tokenFor(role));
      if (exposed) {
        // the server's own verification opens the compliance review, whose approval the price waits for (4.1)
        const waiting = await calculate();
        expect(waiting.status).toBe(409);
        expect(waiting.body.errors).toContain(`Ожидается решение ПОДФТ: ${exposed}.`);
        await approveReview(t, policy.insurer!.client.iin!);
      }
      const priced = await calculate();
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    }
  });
});
