import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS, type RoleGroup } from '@sakta/core';
import { ENDPOINTS } from '../src/platform/routes';
import { findRegisterPolicy } from '../src/services/policy-register/repo';
import { get, makeApp, post } from './helpers';
import { auth, checkout, checkoutBody, policyOf } from './ogpo-sale-helpers';

/**
 * The agent code (APC) of the session (spec part 2 sections 2.1, 6): role 8 sells OGPO only with an APC, so the
 * server refuses every call of the OGPO sale to role 8 without one, as the page does; and a sold policy is
 * credited to the APC of the session (login checked it against the user's APCs), never to the page's `apc`.
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

/** The groups that admit role 8 and open a page to it without an APC (drafts, policies, the home page...). */
const OPEN_TO_RESERVE: RoleGroup[] = ['sale', 'reserve', 'all'];

/** Every call role 8 reaches only as a member of the OGPO page's group (reserveSale). */
const OGPO_SALE_CALLS = ENDPOINTS.filter(
  (e) =>
    e.access !== 'public' &&
    e.access.includes('reserveSale') &&
    !e.access.some((g) => OPEN_TO_RESERVE.includes(g) && (ROLE_GROUPS[g] as readonly number[]).includes(8)),
);

const request = (t: ReturnType<typeof makeApp>, e: (typeof ENDPOINTS)[number], token: string) => {
  const path = e.path.replace(/:\w+/g, 'OGPO_WEB_EA');
  return e.method === 'GET' ? get(t.app, path, token) : post(t.app, path, {}, auth(token));
};

describe('role 8 without an APC', () => {
  it('the calls of the OGPO sale are the ones the page makes', () => {
    const paths = OGPO_SALE_CALLS.map((e) => `${e.method} ${e.path}`);
    for (const call of [
      'POST /api/client/get',
      'POST /api/vehicle/get',
      'POST /api/document/upload',
      'POST /api/verify/client',
      'POST /api/calculate/ogpo',
      'POST /api/otp/send',
      'POST /api/contracts/checkout',
      'POST /api/contracts/check-payment',
      'POST /api/contracts/ogpo/policy-get',
      'POST /api/draft/save',
      'GET /api/draft/item/:id/:product',
    ])
      expect(paths).toContain(call);
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OGPO_SALE_CALLS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: refused without an APC, answered with one',
    async (_name, e) => {
      const t = makeApp();
      const without = await request(t, e, t.tokenFor(8));
      expect(without.status).toBe(403);
      expect(await without.json()).toEqual(FORBIDDEN);
      expect((await request(t, e, t.tokenFor(8, 'APC0097'))).status).not.toBe(403);
    },
  );

  it('keeps the pages open to it without an APC: drafts, the history panel', async () => {
    const t = makeApp();
    expect((await get(t.app, '/api/draft/get', t.tokenFor(8))).status).toBe(200);
    expect((await get(t.app, '/api/draft/history/OGPO_WEB_EA', t.tokenFor(8))).status).toBe(200);
  });

  it('an APC the user no longer has counts as none', async () => {
    const t = makeApp();
    const token = t.tokenFor(8, 'APC0097');
    t.db.prepare("DELETE FROM user_apcs WHERE apc = 'APC0097'").run();
    const res = await post(t.app, '/api/calculate/ogpo', {}, auth(token));
    expect(res.status).toBe(403);
  });
});

describe('the APC of a sold policy', () => {
  const apcOf = (t: ReturnType<typeof makeApp>, id: number) =>
    (JSON.parse(findRegisterPolicy(t.db, id)!.policy!) as { apc: string | null }).apc;

  it("is the session's: another agent's code in the page's policy is not credited", async () => {
    const t = makeApp();
    const reserve = { token: t.tokenFor(8, 'APC0097') };
    const forged = { ...(await policyOf(t, 1, reserve)), apc: 'APC0001' };
    const { policyId } = await checkout(t, checkoutBody(forged, 'card'), reserve);
    expect(apcOf(t, policyId)).toBe('APC0097');
  });

  it('a seller without an APC sells without one, whatever the page says', async () => {
    const t = makeApp();
    const credited = { ...(await policyOf(t, 2)), apc: 'APC0097' };
    const { policyId } = await checkout(t, checkoutBody(credited, 'kaspi'));
    expect(apcOf(t, policyId)).toBeNull();
  });
});
