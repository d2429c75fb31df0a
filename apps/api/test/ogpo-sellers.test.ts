import { describe, expect, it } from 'vitest';
import { OrderAgentsSchema, StaffMemberSchema } from '@sakta/core/ogpo';
import * as z from 'zod/mini';
import { demo, get, makeApp, post } from './helpers';

/** The sellers of the OGPO contract panel (spec part 2 section 7.1 dictionaries/order/*; section 6 roles). */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const Managers = z.object({ result: z.literal(true), data: z.array(StaffMemberSchema) });

describe('GET /api/dictionaries/order/managers', () => {
  it('lists the active managers, those of the asking user’s branch first', async () => {
    const { app, db, tokenFor } = makeApp();
    const list = Managers.parse(
      await (await get(app, '/api/dictionaries/order/managers', tokenFor(8))).json(),
    ).data;
    expect(list.length).toBeGreaterThan(1);
    const roles = db
      .prepare(`SELECT role, status, deleted_at FROM users WHERE id IN (${list.map((m) => m.id).join(',')})`)
      .all() as {
      role: number;
      status: number;
      deleted_at: string | null;
    }[];
    expect(roles.every((r) => [3, 10].includes(r.role) && r.status === 1 && r.deleted_at === null)).toBe(
      true,
    );
    const branchOf = (id: number) =>
      (db.prepare('SELECT parent_id FROM users WHERE id = ?').get(id) as { parent_id: number | null })
        .parent_id;
    const reserve = demo(8);
    const own = branchOf(
      (db.prepare('SELECT id FROM users WHERE iin = ?').get(reserve.iin) as { id: number }).id,
    );
    if (own !== null && list.some((m) => branchOf(m.id) === own)) expect(branchOf(list[0]!.id)).toBe(own);
  });

  it('refuses roles outside the sale groups and the accountant (who filters the policy list by manager)', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 6, 9] as const) {
      expect((await get(app, '/api/dictionaries/order/managers', tokenFor(role))).status).toBe(403);
    }
    expect((await get(app, '/api/dictionaries/order/managers', tokenFor(2))).status).toBe(200);
  });
});

describe('POST /api/dictionaries/order/agents', () => {
  it('lists the agents of a manager (linked to them or in their branch)', async () => {
    const { app, db, tokenFor } = makeApp();
    const manager = db.prepare("SELECT id FROM users WHERE iin = '900101300047'").get() as { id: number };
    const res = await post(
      app,
      '/api/dictionaries/order/agents',
      { id: manager.id, product: 'OGPO_WEB_EA' },
      auth(tokenFor(0)),
    );
    expect(res.status).toBe(200);
    const body = OrderAgentsSchema.parse(await res.json());
    expect(body.isCompany).toBe(false);
    expect(body.data.length).toBeGreaterThan(0);
    const rows = db
      .prepare(
        `SELECT role, manager_id, parent_id FROM users WHERE id IN (${body.data.map((a) => a.id).join(',')})`,
      )
      .all() as {
      role: number;
    }[];
    expect(rows.every((r) => [4, 5].includes(r.role))).toBe(true);
  });

  it('refuses an unknown manager, a bad body and roles outside the sale groups', async () => {
    const { app, tokenFor } = makeApp();
    const unknown = await post(
      app,
      '/api/dictionaries/order/agents',
      { id: 999999, product: 'OGPO_WEB_EA' },
      auth(tokenFor(8)),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ result: false, message: 'Менеджер не найден' });
    const bad = await post(app, '/api/dictionaries/order/agents', { id: 'x' }, auth(tokenFor(8)));
    expect(bad.status).toBe(400);
    expect(
      (
        await post(
          app,
          '/api/dictionaries/order/agents',
          { id: 4, product: 'OGPO_WEB_EA' },
          auth(tokenFor(9)),
        )
      ).status,
    ).toBe(403);
  });
});
