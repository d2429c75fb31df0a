import { describe, expect, it } from 'vitest';
import { draftHistoryEndpoint, draftItemEndpoint, draftListEndpoint, type OgpoPolicy } from '@sakta/core';
import { seedDraftId, RESERVE_IIN, MANAGER_IIN } from '../src/features/drafts/seed-data';
import { get, makeApp, post, type TestApp } from './helpers';
import { png } from './images';

/**
 * Drafts and the history panel (spec part 2 sections 2.1, 2.6, 6, 7.3, 9): 9 cards a page, role 0 filters and sees
 * everyone's, the others only their own; save is an upsert by the policy's number; item answers {result: false} for
 * a missing draft or another product; another user's draft is refused (403) to everyone but role 0; delete answers
 * the refreshed first page; history lists the user's last 10 drafts and policies, newest first.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function list(app: TestApp, token: string, query = '') {
  const res = await get(app, `/api/draft/get${query}`, token);
  expect(res.status).toBe(200);
  return draftListEndpoint.response.parse(await res.json());
}

async function item(app: TestApp, token: string, id: string, product = 'OGPO_WEB_EA') {
  const res = await get(app, `/api/draft/item/${id}/${product}`, token);
  return draftItemEndpoint.response.parse(await res.json());
}

const RESERVE_FIRST = seedDraftId(RESERVE_IIN, 1);
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

describe('drafts', () => {
  it('a seller sees only their own drafts, last saved first, 9 cards a page; the filter is not theirs', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const first = await list(app, reserve);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 9, total: 13 });
    expect(first.data[0]).toEqual({
      id: RESERVE_FIRST,
      insurer_title: 'MUELLER ANNA',
      insurer_document: 'C4F9K2L71',
      insurer_person: true,
      insurer_resident: false,
      product: 'OGPO_WEB_EA',
      product_name: 'Временный въезд',
      updated: '2026-03-02 13:45:00',
      user: 'Бекмуратов Санжар Болатович',
      product_type: 2,
    });
    const updated = first.data.map((d) => d.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
    const second = await list(app, reserve, '?page=2');
    expect(second.data).toHaveLength(4);
    expect(second.meta.current_page).toBe(2);
    // a page past the last one answers the last page
    expect((await list(app, reserve, '?page=9')).meta.current_page).toBe(2);
    // the filter of role 0 is ignored for anyone else
    expect((await list(app, reserve, '?product=6&user=1')).meta.total).toBe(13);
    const manager = await list(app, tokenFor(3));
    expect(manager.meta.total).toBe(6);
    expect(manager.data.every((d) => d.user === 'Сейткали Данияр Асланович')).toBe(true);
  });

  it('role 0 sees every draft and filters by insurer, product (1..6) and user', async () => {
    const { app, tokenFor, db } = makeApp();
    const admin = tokenFor(0);
    expect((await list(app, admin)).meta).toMatchObject({ last_page: 3, total: 22 });
    const temporary = await list(app, admin, '?product=2');
    expect(temporary.meta.total).toBe(4);
    expect(new Set(temporary.data.map((d) => d.product_name))).toEqual(new Set(['Временный въезд']));
    const casco = await list(app, admin, '?product=6');
    expect(casco.data.map((d) => d.product)).toEqual(['DSAT_CASCO_FRE']);
    expect((await list(app, admin, '?product=4')).data.map((d) => d.product_name)).toEqual([
      'Имущество (недвижимое)',
    ]);
    const kim = await list(app, admin, `?insurer=${encodeURIComponent('Ким')}`);
    expect(kim.data.map((d) => d.insurer_title)).toEqual([
      'Ким Владимир Николаевич',
      'Ким Владимир Николаевич',
    ]);
    expect((await list(app, admin, '?insurer=600501300336')).meta.total).toBe(2);
    const managerId = (db.prepare('SELECT id FROM users WHERE iin = ?').get(MANAGER_IIN) as { id: number })
      .id;
    const byUser = await list(app, admin, `?user=${managerId}&product=1`);
    expect(byUser.data.map((d) => d.insurer_title)).toEqual(['Ким Владимир Николаевич']);
    const bad = await get(app, '/api/draft/get?product=7', admin);
    expect(bad.status).toBe(400);
  });

  it('save adds a draft under the policy number and updates it when saved again', async () => {
    const { app, tokenFor, advance } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const found = await item(app, reserve, RESERVE_FIRST);
    if (!found.result) throw new Error('the seeded draft opens');
    const policy: OgpoPolicy = { ...found.policy, number: '01JDS8RAFT00000000000NEW01', product_type: 1 };
    const saved = await post(app, '/api/draft/save', { policy }, auth(reserve));
    expect(await saved.json()).toEqual({ result: true, id: policy.number });
    let page = await list(app, reserve);
    expect(page.meta.total).toBe(14);
    expect(page.data[0]).toMatchObject({ id: policy.number, product_name: 'ОГПО ВТС' });
    advance(60_000);
    const again = { ...policy, paymentPhone: '+7(701) 512-0128' };
    await post(app, '/api/draft/save', { policy: again }, auth(reserve));
    page = await list(app, reserve);
    expect(page.meta.total).toBe(14);
    expect(page.data[0]!.updated).toBe('2026-03-02 14:01:00');
    const reopened = await item(app, reserve, policy.number);
    expect(reopened.result && reopened.policy.paymentPhone).toBe('+7(701) 512-0128');
    // another seller cannot save over it; a role outside the OGPO sale may not save at all
    const other = await post(app, '/api/draft/save', { policy: again }, auth(tokenFor(3)));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
    expect((await post(app, '/api/draft/save', { policy }, auth(tokenFor(5)))).status).toBe(403);
  });

  it('item (issue 30 item 5): a document uploaded or deleted after the last save is as the server keeps it now', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const found = await item(app, reserve, RESERVE_FIRST);
    if (!found.result || !found.policy.insurer) throw new Error('the seeded draft opens with its insurer');
    const number = '01JDS8RAFT00000000000D0C01';
    const insurer = found.policy.insurer;
    // the insurer as the client dialog saved it (client/set gives its id), without documents at the save
    const policy: OgpoPolicy = {
      ...found.policy,
      number,
      insurer: { ...insurer, client: { ...insurer.client, id: insurer.client.id ?? 4242 }, images: [] },
    };
    await post(app, '/api/draft/save', { policy }, auth(reserve));
    const form = new FormData();
    const fields = {
      policy_ulid: number,
      c_id: String(policy.insurer!.client.id),
      kind: '1',
      type_id: '00001',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new File([png(1200, 800, 200_000)], 'passport.png', { type: 'image/png' }));
    const up = await app.request('/api/document/upload', {
      method: 'POST',
      body: form,
      headers: auth(reserve),
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const doc = ((await up.json()) as { data: { id: number } }).data;
    const reopened = await item(app, reserve, number);
    expect(reopened.result && reopened.policy.insurer?.images?.map((d) => [d.id, d.file_name])).toEqual([
      [doc.id, 'passport.png'],
    ]);
    const removed = await post(
      app,
      '/api/document/delete',
      reopened.result ? reopened.policy.insurer!.images![0] : {},
      auth(reserve),
    );
    expect(removed.status).toBe(200);
    const again = await item(app, reserve, number);
    expect(again.result && again.policy.insurer?.images).toEqual([]);
  });

  it('item: the policy of an own draft; {result: false} when missing or of another product; refused to others', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const own = await item(app, reserve, RESERVE_FIRST);
    expect(own.result && own.policy.insurer?.client.title).toBe('MUELLER ANNA');
    expect(own.result && own.policy.apc).toBe('APC0097');
    expect(await item(app, reserve, RESERVE_FIRST, 'DSD_FI')).toEqual({ result: false });
    expect(await item(app, reserve, '01JDS8RAFT0000000000MISSIN')).toEqual({ result: false });
    const foreign = await get(app, `/api/draft/item/${RESERVE_FIRST}/OGPO_WEB_EA`, tokenFor(3));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual(FORBIDDEN);
    // the administrator opens anyone's
    expect((await item(app, tokenFor(0), RESERVE_FIRST)).result).toBe(true);
  });

  it('issue 30 item 5: a sold draft leaves the drafts and the history and opens no more; unpaid it stays', async () => {
    const { app, db, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const before = await list(app, reserve);
    const sell = (status: number) =>
      db
        .prepare(
          `INSERT INTO policies (id, product_code, product_title, premium, status, draft_ulid, created_at, updated_at)
           VALUES (?, 'OGPO_WEB_EA', 'ОГПО ВТС', 30000, ?, ?, '2026-03-02 14:00:00', '2026-03-02 14:00:00')`,
        )
        .run(9100 + status, status, RESERVE_FIRST);
    // awaiting payment (status 0): still a draft the seller may finish
    sell(0);
    expect((await list(app, reserve)).meta.total).toBe(before.meta.total);
    expect((await item(app, reserve, RESERVE_FIRST)).result).toBe(true);
    // paid (status 7, then issued): no longer a draft
    sell(7);
    const after = await list(app, reserve);
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((d) => d.id)).not.toContain(RESERVE_FIRST);
    expect(await item(app, reserve, RESERVE_FIRST)).toEqual({ result: false });
  });

  it("keeps the session's APC in a saved policy, never the page's", async () => {
    const { app, tokenFor } = makeApp();
    const found = await item(app, tokenFor(8, 'APC0097'), RESERVE_FIRST);
    if (!found.result) throw new Error('the seeded draft opens');
    const forged = { ...found.policy, number: '01JDS8RAFT00000000000APC01', apc: 'APC0001' };
    await post(app, '/api/draft/save', { policy: forged }, auth(tokenFor(8, 'APC0097')));
    const reserve = await item(app, tokenFor(8, 'APC0097'), forged.number);
    expect(reserve.result && reserve.policy.apc).toBe('APC0097');
    // a manager has no APC: another agent's code in the page's policy is not kept
    const manager = { ...forged, number: '01JDS8RAFT00000000000APC02', apc: 'APC0097' };
    await post(app, '/api/draft/save', { policy: manager }, auth(tokenFor(3)));
    const saved = await item(app, tokenFor(3), manager.number);
    expect(saved.result && saved.policy.apc).toBeNull();
  });

  it('delete answers the refreshed first page; it deletes only one’s own, another’s is refused (role 0: any)', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const res = await get(app, `/api/draft/delete/${RESERVE_FIRST}`, reserve);
    const page = draftListEndpoint.response.parse(await res.json());
    expect(page.meta).toMatchObject({ current_page: 1, total: 12 });
    expect(page.data.map((d) => d.id)).not.toContain(RESERVE_FIRST);
    // deleting again changes nothing and answers the caller's first page
    const again = draftListEndpoint.response.parse(
      await (await get(app, `/api/draft/delete/${RESERVE_FIRST}`, reserve)).json(),
    );
    expect(again.meta.total).toBe(12);
    // the deleted draft's sale stays its seller's: nobody else takes its number
    const found = await item(app, tokenFor(3), seedDraftId(MANAGER_IIN, 1));
    if (!found.result) throw new Error('the manager’s seeded draft opens');
    const taken = { ...found.policy, number: RESERVE_FIRST };
    expect((await post(app, '/api/draft/save', { policy: taken }, auth(tokenFor(3)))).status).toBe(403);
    // another user's draft is refused and stays
    const managers = seedDraftId(MANAGER_IIN, 1);
    const foreign = await get(app, `/api/draft/delete/${managers}`, reserve);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual(FORBIDDEN);
    expect((await item(app, tokenFor(3), managers)).result).toBe(true);
    const byAdmin = draftListEndpoint.response.parse(
      await (await get(app, `/api/draft/delete/${managers}`, tokenFor(0))).json(),
    );
    expect(byAdmin.meta.total).toBe(20);
  });

  it('a deleted draft is not saved back: its number is refused with why, by its seller and role 0 alike', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const found = await item(app, reserve, RESERVE_FIRST);
    if (!found.result) throw new Error('the seeded draft opens');
    await get(app, `/api/draft/delete/${RESERVE_FIRST}`, reserve);
    for (const token of [reserve, tokenFor(0)]) {
      const again = await post(app, '/api/draft/save', { policy: found.policy }, auth(token));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        result: false,
        message: `Черновик №${RESERVE_FIRST} удалён, сохранить его снова нельзя.`,
      });
    }
    expect((await item(app, reserve, RESERVE_FIRST)).result).toBe(false);
    expect((await list(app, reserve)).meta.total).toBe(12);
    // the same sale's data under a new number is a new draft
    const fresh = { ...found.policy, number: '01JDS8RAFT00000000000NEW02' };
    const saved = await post(app, '/api/draft/save', { policy: fresh }, auth(reserve));
    expect(await saved.json()).toEqual({ result: true, id: fresh.number });
  });

  it('history: the last 10 drafts and policies of the product family, newest first', async () => {
    const { app, tokenFor } = makeApp();
    const reserve = tokenFor(8, 'APC0097');
    const res = await get(app, '/api/draft/history/OGPO_WEB_EA', reserve);
    const h = draftHistoryEndpoint.response.parse(await res.json());
    expect(h.drafts).toHaveLength(10);
    expect(h.drafts[0]).toMatchObject({
      id: RESERVE_FIRST,
      draft: RESERVE_FIRST,
      status: null,
      product: 'OGPO_WEB_EA',
      product_type: 2,
      date: '2026-03-02 13:45:00',
    });
    const dates = h.drafts.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // the reserve seller's policies (the dashboard's seed): status and its name, the draft it was sold from
    expect(h.policies.length).toBeGreaterThan(0);
    expect(h.policies.every((p) => p.product === 'OGPO_WEB_EA' && p.status !== null && p.statusName)).toBe(
      true,
    );
    // the manager's property draft belongs to the property pages' history
    const property = draftHistoryEndpoint.response.parse(
      await (await get(app, '/api/draft/history/DSD_FI', tokenFor(3))).json(),
    );
    expect(property.drafts.map((d) => d.product_name)).toEqual(['Имущество (недвижимое)']);
    expect((await get(app, '/api/draft/history/UNKNOWN', reserve)).status).toBe(404);
    // a user without drafts has empty lists
    const empty = draftHistoryEndpoint.response.parse(
      await (await get(app, '/api/draft/history/OGPO_WEB_EA', tokenFor(4))).json(),
    );
    expect(empty.drafts).toEqual([]);
  });
});
