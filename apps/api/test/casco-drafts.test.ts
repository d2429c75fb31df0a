import { describe, expect, it } from 'vitest';
import { draftHistoryEndpoint } from '@sakta/core';
import { CASCO_CODE_LIST, CascoPolicySchema, type CascoPolicy } from '@sakta/core/casco';
import { saleDrafts } from '@sakta/core/sale/drafts';
import { MANAGER_IIN, seedDraftId } from '../src/features/drafts/seed-data';
import { get, makeApp } from './helpers';
import { callAs, propertyPolicyOf } from './property-sale-helpers';
import { cascoPolicyOf, EXCAVATOR, registerCascoSale, TRAILER } from './casco-sale-helpers';

/**
 * The casco sale's drafts (spec part 2 sections 2.4, 4.1, 7.3, 8): draft/save takes a policy of any of the four casco
 * codes; the casco page asks draft/item with its current code (which the program product changes) and gets a draft
 * of any casco code, never one of another family ({result: false}, the page's 'Черновик не найден'); the history of
 * any casco code lists the family's drafts. The seeded casco draft is a whole policy the tariff prices.
 */

type T = ReturnType<typeof makeApp>;

async function item(t: T, id: string, product: string, role: 0 | 3 | 7 = 3) {
  const res = await get(t.app, `/api/draft/item/${id}/${product}`, t.tokenFor(role));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A draft of each casco code: trucks, trailers, special machinery with and without the accident risk. */
const ofCode = (n: number, code: (typeof CASCO_CODE_LIST)[number]): CascoPolicy => {
  if (code === 'DSAT_CASCO_FRE') return cascoPolicyOf(n);
  if (code === 'DSAT_CASCO_TRL') return cascoPolicyOf(n, { vehicles: [TRAILER] }, 10);
  const policy = cascoPolicyOf(n, { vehicles: [EXCAVATOR] }, 15);
  return code === 'DSAT_CASCO_SE1'
    ? policy
    : { ...policy, product: code, program: { ...policy.program, product: 4 } };
};

describe('casco drafts', () => {
  it('saves a draft of each of the four codes and reads each back with any casco code', async () => {
    const t = makeApp();
    const entity = await registerCascoSale(t, 9, { insurer: 'entity' });
    const drafts = [entity, ...CASCO_CODE_LIST.map((code, i) => ofCode(i + 1, code))];
    for (const policy of drafts) {
      expect(await callAs(t, '/api/draft/save', { policy })).toEqual({
        status: 200,
        body: { result: true, id: policy.number },
      });
      for (const code of CASCO_CODE_LIST) {
        const answer = saleDrafts.item.response.parse((await item(t, policy.number, code)).body);
        if (!answer.result) throw new Error(`${policy.product} as ${code}: not found`);
        // the page's own schema reads it: everything it saved
        expect(CascoPolicySchema.parse(answer.policy)).toEqual({
          ...policy,
          ...(policy.insurer ? { insurer: { ...policy.insurer, images: [] } } : {}),
          insureds: policy.insureds.map((c) => ({ ...c, images: [] })),
        });
      }
    }
  });

  it('answers {result: false} to another family’s page, and the casco page to a property draft', async () => {
    const t = makeApp();
    const casco = cascoPolicyOf(1);
    await callAs(t, '/api/draft/save', { policy: casco });
    for (const code of ['OGPO_WEB_EA', 'DSI_FI', 'DSD_FI', 'VZR_EU'])
      expect(await item(t, casco.number, code)).toEqual({ status: 200, body: { result: false } });
    const property = propertyPolicyOf(2);
    expect((await callAs(t, '/api/draft/save', { policy: property })).status).toBe(200);
    expect(await item(t, property.number, 'DSAT_CASCO_TRL')).toEqual({
      status: 200,
      body: { result: false },
    });
  });

  it('refuses a casco draft its schema refuses, and another seller’s draft', async () => {
    const t = makeApp();
    const { vehicles: _vehicles, ...broken } = cascoPolicyOf(1);
    expect(await callAs(t, '/api/draft/save', { policy: broken })).toEqual({
      status: 400,
      body: { result: false, errors: ['Поле «Транспортные средства» обязательно.'] },
    });
    const policy = cascoPolicyOf(2);
    await callAs(t, '/api/draft/save', { policy });
    expect((await item(t, policy.number, 'DSAT_CASCO_FRE', 7)).status).toBe(403);
    expect((await callAs(t, '/api/draft/save', { policy }, t.tokenFor(7))).status).toBe(403);
    expect((await item(t, policy.number, 'DSAT_CASCO_SE1', 0)).body).toMatchObject({ result: true });
  });

  it('lists the casco family’s drafts in the history of any casco code', async () => {
    const t = makeApp();
    await callAs(t, '/api/draft/save', { policy: ofCode(1, 'DSAT_CASCO_FRE') });
    t.advance(1_000);
    await callAs(t, '/api/draft/save', { policy: ofCode(2, 'DSAT_CASCO_SE2') });
    const seeded = seedDraftId(MANAGER_IIN, 3);
    for (const code of CASCO_CODE_LIST) {
      const res = await get(t.app, `/api/draft/history/${code}`, t.tokenFor(3));
      const { drafts } = draftHistoryEndpoint.response.parse(await res.json());
      expect(drafts.map((d) => [d.id, d.product])).toEqual([
        [ofCode(2, 'DSAT_CASCO_SE2').number, 'DSAT_CASCO_SE2'],
        [ofCode(1, 'DSAT_CASCO_FRE').number, 'DSAT_CASCO_FRE'],
        [seeded, 'DSAT_CASCO_FRE'],
      ]);
    }
  });

  it('opens the seeded casco draft on the casco page, priced by the tariff', async () => {
    const t = makeApp();
    const answer = saleDrafts.item.response.parse(
      (await item(t, seedDraftId(MANAGER_IIN, 3), 'DSAT_CASCO_SE1')).body,
    );
    if (!answer.result) throw new Error('the seeded casco draft does not open');
    const policy = CascoPolicySchema.parse(answer.policy);
    expect(policy).toMatchObject({
      product: 'DSAT_CASCO_FRE',
      program: { type: 6, product: 1, limit: 500_000_000, available: 430_000_000 },
      vehicles: [{ number: '456KTA02' }, { number: '777FRE01' }],
      beneficiary: null,
    });
    const priced = await callAs(t, '/api/calculate/financial-institutions-casco', { policy });
    // 495 000 + 720 000 (casco-calculate.test.ts)
    expect(priced.body).toMatchObject({ result: true, premium: 1_215_000 });
  });
});
