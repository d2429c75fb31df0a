import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { demo, makeApp, post } from './helpers';
import { insertIssuedPolicy } from './ownership/policies';

/**
 * Finding 5 of issue 23 and the accountant: policy/get-document (the sale groups and the accountant) answers for
 * the policies the caller's role sees (core's policyScope): the administrator and the accountant all; a manager
 * its branch's (the sellers of its department and the ones under it, and those linked to it as manager); every
 * other role its own sales. The demo organisation (organisation/seed.ts): the manager (3) heads the Medeu office,
 * where the agent (4), the sub-agent (5) and the reserve (8) work; the service manager (7) works in Astana.
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
type App = ReturnType<typeof makeApp>;

const idOf = (t: App, role: RoleId) =>
  (t.db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;

let next = 1;

/** An issued, paid policy sold by the demo user of `seller` (or by user `sellerId`): its global number. */
function soldBy(t: App, seller: RoleId | { id: number }): string {
  const n = next++;
  return insertIssuedPolicy(t.db, {
    creatorId: typeof seller === 'number' ? idOf(t, seller) : seller.id,
    now: t.config.now(),
    draftUlid: `01JSC0PE${String(n).padStart(18, '0')}`,
    global: `SCOPE-${String(n).padStart(6, '0')}`,
    insurerTitle: 'Сапаров Арман',
  });
}

/** The receipt of the policy as the demo user of `role` asks for it. */
async function receipt(t: App, role: RoleId, global: string) {
  const res = await post(
    t.app,
    '/api/policy/get-document',
    { global, type: 1 },
    { Authorization: `Bearer ${t.tokenFor(role, role === 8 ? 'APC0097' : null)}` },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/policy/get-document: whose policies', () => {
  it('a sub-agent gets its own receipt, not one another seller sold', async () => {
    const t = makeApp();
    expect((await receipt(t, 5, soldBy(t, 5))).status).toBe(200);
    expect(await receipt(t, 5, soldBy(t, 4))).toEqual({ status: 403, body: FORBIDDEN });
    expect(await receipt(t, 5, soldBy(t, 8))).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('agents, reserve and service managers: their own sales only', async () => {
    const t = makeApp();
    for (const [role, other] of [
      [4, 5],
      [8, 4],
      [7, 3],
    ] as const) {
      expect((await receipt(t, role, soldBy(t, role))).status, `role ${role} own`).toBe(200);
      expect((await receipt(t, role, soldBy(t, other))).status, `role ${role} other`).toBe(403);
    }
  });

  it('the accountant and the administrator see every policy’s documents', async () => {
    const t = makeApp();
    const global = soldBy(t, 5);
    for (const role of [2, 0] as const) {
      const res = await receipt(t, role, global);
      expect(res.status, `role ${role}`).toBe(200);
      expect(res.body).toMatchObject({ result: true, document: expect.any(String) });
    }
  });

  it('a manager sees its branch’s sales (the office and the ones under it), not another branch’s', async () => {
    const t = makeApp();
    for (const seller of [4, 5, 8] as const)
      expect((await receipt(t, 3, soldBy(t, seller))).status, `seller ${seller}`).toBe(200);
    expect((await receipt(t, 3, soldBy(t, 7))).status).toBe(403);
    // a seller of a department under the Medeu office
    const under = Number(
      t.db
        .prepare(
          `INSERT INTO departments (hash, title, status, type, parent_id)
           VALUES ('medeu-kiosk', 'Киоск Медеу', 1, 2, (SELECT parent_id FROM users WHERE iin = ?))`,
        )
        .run(demo(3).iin).lastInsertRowid,
    );
    const seller = Number(
      t.db
        .prepare(
          `INSERT INTO users (login, iin, password_hash, surname, name, role, status, parent_id)
           VALUES ('kiosk.agent', '770000000002', '!', 'Киоскова', 'Агент', 4, 1, ?)`,
        )
        .run(under).lastInsertRowid,
    );
    expect((await receipt(t, 3, soldBy(t, { id: seller }))).status).toBe(200);
  });

  it('a manager sees the sales of a seller linked to it as manager, wherever that seller works', async () => {
    const t = makeApp();
    const linked = Number(
      t.db
        .prepare(
          `INSERT INTO users (login, iin, password_hash, surname, name, role, status, manager_id)
           VALUES ('linked.agent', '770000000001', '!', 'Связанный', 'Агент', 4, 1, ?)`,
        )
        .run(idOf(t, 3)).lastInsertRowid,
    );
    expect((await receipt(t, 3, soldBy(t, { id: linked }))).status).toBe(200);
    expect((await receipt(t, 5, soldBy(t, { id: linked }))).status).toBe(403);
  });
});
