import { describe, expect, it } from 'vitest';
import { draftHistoryEndpoint, policyItemEndpoint, type RoleId } from '@sakta/core';
import { insertPolicy } from '../src/services/policy-register/repo';
import { demo, get, makeApp, post } from './helpers';

/**
 * The sale page's history, 'Договоры' (spec part 2 section 2.1; issue 43 item 7): a policy's entry names its
 * register id, and the policy modal's call (policy/item, with its documents' calls) answers every seller of a sale
 * page for their own policy, the service manager (role 7, outside the policy list's roles) included.
 */

type T = ReturnType<typeof makeApp>;
const token = (t: T, role: RoleId) => t.tokenFor(role, role === 8 ? 'APC0097' : null);
const userId = (t: T, role: RoleId) =>
  (t.db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;

/** An issued policy of `product` sold by the demo user of `role`. */
function sold(t: T, role: RoleId, product: string, global: string): number {
  const id = insertPolicy(t.db, {
    draftUlid: `01JH1ST0RY${global.replace(/\W/g, '').padStart(16, '0')}`,
    productCode: product,
    productTitle: product === 'OGPO_WEB_EA' ? 'ОГПО ВТС' : 'Имущество (недвижимое)',
    productType: product === 'OGPO_WEB_EA' ? 1 : null,
    premium: 45_600,
    paymentType: 1,
    paymentPhone: '+7(701) 710-0001',
    creatorId: userId(t, role),
    policy: {},
    insurer: { title: 'Сапаров Арман Болатович', iin: '850315300128', person: 1, resident: true },
    vehicles: [],
    insureds: [],
    beneficiary: null,
    dateFrom: '2026-03-03',
    dateTo: '2027-03-02',
    replacesId: null,
    now: t.config.now(),
  });
  t.db.prepare('UPDATE policies SET status = 1, global_id = ? WHERE id = ?').run(global, id);
  return id;
}

describe("the history's policies open in the policy modal", () => {
  it('a policy entry carries its register id; policy/item and its documents answer its seller by it', async () => {
    for (const [role, product, history] of [
      [7, 'OGPO_WEB_EA', 'OGPO_WEB_EA'],
      [7, 'DSI_FI', 'DSI_FI'],
      [4, 'DSI_FI', 'DSD_FI'],
      [8, 'OGPO_WEB_EA', 'OGPO_WEB_EA'],
    ] as const) {
      const t = makeApp();
      const id = sold(t, role, product, `HIST-${role}-${product}`);
      const res = await get(t.app, `/api/draft/history/${history}`, token(t, role));
      const entry = draftHistoryEndpoint.response
        .parse(await res.json())
        .policies.find((p) => p.id === `HIST-${role}-${product}`);
      expect(entry, `${role} ${product}`).toMatchObject({ policy_id: id, status: 1 });
      const auth = { Authorization: `Bearer ${token(t, role)}` };
      const item = await post(t.app, '/api/policy/item', { id: entry!.policy_id }, auth);
      expect(item.status, `${role} ${product}`).toBe(200);
      expect(policyItemEndpoint.response.parse(await item.json())).toMatchObject({
        id,
        product,
        global_id: `HIST-${role}-${product}`,
      });
      const receipt = await post(
        t.app,
        '/api/policy/get-document',
        { global: `HIST-${role}-${product}`, type: 1 },
        auth,
      );
      expect(receipt.status, `${role} ${product}`).toBe(200);
    }
  });

  it("another seller's policy stays refused to the service manager", async () => {
    const t = makeApp();
    const id = sold(t, 3, 'OGPO_WEB_EA', 'HIST-OTHER');
    const res = await post(t.app, '/api/policy/item', { id }, { Authorization: `Bearer ${token(t, 7)}` });
    expect(res.status).toBe(403);
  });
});
