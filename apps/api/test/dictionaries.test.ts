import { describe, expect, it } from 'vitest';
import { accountantsDictionaryEndpoint, ROLE_IDS, usersDictionaryEndpoint, type RoleId } from '@sakta/core';
import { regionsByFiEndpoint } from '@sakta/core/sale/fi';
import { get, makeApp } from './helpers';

/**
 * The dictionaries of spec part 1 section 7 that only lists are said of: GET /api/dictionaries/accountants, /users
 * and /regions-by-fi, each answered to its roles only (403 with the spec's failure shape to the others).
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

type T = ReturnType<typeof makeApp>;
const ask = (t: T, path: string, role: RoleId) =>
  get(t.app, path, t.tokenFor(role, role === 8 ? 'APC0097' : null));

async function refusedTo(t: T, path: string, allowed: readonly RoleId[]) {
  for (const role of ROLE_IDS.filter((r) => !allowed.includes(r))) {
    const res = await ask(t, path, role);
    expect(res.status, `${path} as role ${role}`).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
  }
}

describe('GET /api/dictionaries/accountants', () => {
  it('the active accountants by name, with their role, to those who keep the terminals (0, 1, 2)', async () => {
    const t = makeApp();
    for (const role of [0, 1, 2] as const) {
      const res = await ask(t, '/api/dictionaries/accountants', role);
      expect(res.status).toBe(200);
      const { data } = accountantsDictionaryEndpoint.response.parse(await res.json());
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((a) => a.role === 2)).toBe(true);
      expect(data.map((a) => a.title)).toContain('Жумабеков Марат Ерболович');
      // by name
      expect([...data.map((a) => a.title)].sort()).toEqual(data.map((a) => a.title));
    }
    // a deleted or inactive accountant is no choice
    const gone = (
      t.db.prepare('SELECT id FROM users WHERE role = 2 ORDER BY id LIMIT 1').get() as { id: number }
    ).id;
    t.db.prepare('UPDATE users SET status = 2 WHERE id = ?').run(gone);
    const after = accountantsDictionaryEndpoint.response.parse(
      await (await ask(t, '/api/dictionaries/accountants', 0)).json(),
    );
    expect(after.data.map((a) => a.id)).not.toContain(gone);
    await refusedTo(t, '/api/dictionaries/accountants', [0, 1, 2]);
  });
});

describe('GET /api/dictionaries/users', () => {
  it('every active employee with its role, for the administrator only', async () => {
    const t = makeApp();
    const res = await ask(t, '/api/dictionaries/users', 0);
    expect(res.status).toBe(200);
    const { data } = usersDictionaryEndpoint.response.parse(await res.json());
    const active = t.db
      .prepare('SELECT count(*) AS n FROM users WHERE status = 1 AND deleted_at IS NULL')
      .get() as { n: number };
    expect(data).toHaveLength(active.n);
    // every role of the demo users is there, the deleted employees are not
    expect(new Set(data.map((u) => u.role))).toEqual(new Set(ROLE_IDS));
    const deleted = t.db.prepare('SELECT id FROM users WHERE deleted_at IS NOT NULL').all() as {
      id: number;
    }[];
    expect(deleted.length).toBeGreaterThan(0);
    for (const { id } of deleted) expect(data.map((u) => u.id)).not.toContain(id);
    await refusedTo(t, '/api/dictionaries/users', [0]);
  });
});

describe('GET /api/dictionaries/regions-by-fi', () => {
  it("Kazakhstan's regions for property and casco, without OGPO's foreign and transit ones, to the main sale group", async () => {
    const t = makeApp();
    for (const role of [0, 3, 4, 7] as const) {
      const res = await ask(t, '/api/dictionaries/regions-by-fi', role);
      expect(res.status).toBe(200);
      const { data } = regionsByFiEndpoint.response.parse(await res.json());
      const titles = data.map((r) => r.title);
      expect(titles).toContain('г. Алматы');
      expect(titles).toContain('Область Ұлытау');
      expect(titles).not.toContain('Транзит');
      expect(titles).not.toContain('Иностранная регистрация (временный въезд)');
      expect(data.map((r) => r.id)).not.toEqual(expect.arrayContaining([17]));
      expect(data).toHaveLength(20);
    }
    await refusedTo(t, '/api/dictionaries/regions-by-fi', [0, 3, 4, 7]);
  });
});
