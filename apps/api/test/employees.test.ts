import { describe, expect, it } from 'vitest';
import { get, makeApp } from './helpers';

/** The employees lists of /branches: who may call them, the filters, the pages, the deleted employees. */

interface EmployeesPage {
  data: {
    id: number;
    iin: string;
    title: string;
    role: number;
    type: number;
    bmg: number;
    branch: string | null;
  }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

const list = async (app: ReturnType<typeof makeApp>['app'], token: string, query = '') => {
  const res = await get(app, `/api/branches/list/employees${query}`, token);
  return { status: res.status, body: (await res.json()) as EmployeesPage };
};

describe('GET /api/branches/list/employees', () => {
  it('pages everyone (10 a page) for the administrator, without the deleted', async () => {
    const { app, tokenFor } = makeApp();
    const first = await list(app, tokenFor(0));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(first.body.meta.last_page).toBeGreaterThanOrEqual(4);
    const last = await list(app, tokenFor(0), `?page=${first.body.meta.last_page}`);
    expect(last.body.meta.current_page).toBe(first.body.meta.last_page);
    const deleted = (await (await get(app, '/api/employees/deleted', tokenFor(0))).json()) as EmployeesPage;
    expect(deleted.data.length).toBeGreaterThan(0);
    const all = await list(app, tokenFor(0), '?page=1&title=');
    expect(all.body.meta.total + deleted.meta.total).toBeGreaterThan(all.body.meta.total);
  });

  it('filters by role, type, IIN prefix, name, linked-to and department/manager', async () => {
    const { app, tokenFor } = makeApp();
    const agents = await list(app, tokenFor(0), '?role=4');
    expect(agents.body.data.length).toBeGreaterThan(0);
    expect(agents.body.data.every((e) => e.role === 4)).toBe(true);
    const local = await list(app, tokenFor(0), '?type=2');
    expect(local.body.data.every((e) => e.type === 2)).toBe(true);
    const byIin = await list(app, tokenFor(0), '?iin=900101300027');
    expect(byIin.body.data.map((e) => e.role)).toEqual([1]);
    const byManager = await list(app, tokenFor(0), '?isDep=0');
    expect(byManager.body.data.length).toBeGreaterThan(0);
    expect(byManager.body.data.every((e) => e.role === 4)).toBe(true);
    const linked = await list(app, tokenFor(0), `?user=${encodeURIComponent('Астана')}`);
    expect(linked.body.data.every((e) => e.branch === 'Филиал г. Астана')).toBe(true);
    const named = await list(app, tokenFor(0), `?title=${encodeURIComponent('Ахметов')}`);
    expect(named.body.data.every((e) => e.title.startsWith('Ахметов'))).toBe(true);
  });

  it('the seeded staff have a full name each, and their patronymic agrees with their sex (issue 30, item 17)', () => {
    const { db } = makeApp();
    const people = db
      .prepare("SELECT surname, name, patronymic, sex FROM users WHERE login LIKE 'emp-%'")
      .all() as { surname: string; name: string; patronymic: string | null; sex: 1 | 2 }[];
    expect(people.length).toBeGreaterThan(30);
    const full = people.map((p) => `${p.surname} ${p.name} ${p.patronymic ?? ''}`);
    expect(new Set(full).size).toBe(people.length);
    for (const p of people) {
      expect(p.patronymic, full.join(', ')).toMatch(p.sex === 1 ? /вич$/ : /вна$/);
      expect(p.surname).toMatch(p.sex === 1 ? /[^а]$/ : /(а|Ким)$/);
    }
  });

  it("a moderator sees their department's subtree only", async () => {
    const { app, tokenFor } = makeApp();
    const mine = await list(app, tokenFor(1), '?page=1');
    expect(mine.status).toBe(200);
    const all = await list(app, tokenFor(0));
    expect(mine.body.meta.total).toBeLessThan(all.body.meta.total);
    expect(mine.body.data.every((e) => e.branch !== 'Филиал г. Астана')).toBe(true);
  });

  it("issue 44 items 4 and 10: a moderator's role filter finds its list's 'Резерв' employees (role 8) and its administrator", async () => {
    const { app, tokenFor } = makeApp();
    const reserves = await list(app, tokenFor(1), '?role=8');
    expect(reserves.status).toBe(200);
    expect(reserves.body.data.length).toBeGreaterThan(0);
    expect(reserves.body.data.every((e) => e.role === 8)).toBe(true);
    // within its list: no more than the administrator finds
    const all = await list(app, tokenFor(0), '?role=8');
    expect(reserves.body.meta.total).toBeLessThan(all.body.meta.total);
    // the record the moderator opens read-only (the e2e journey): an administrator within its list
    const admins = await list(app, tokenFor(1), '?role=0');
    expect(admins.body.data.map((e) => e.role)).toContain(0);
  });

  it('refuses bad filters and roles outside the page; the deleted list is for the administrator', async () => {
    const { app, tokenFor } = makeApp();
    const bad = await get(app, '/api/branches/list/employees?role=x', tokenFor(0));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: boolean }).result).toBe(false);
    for (const role of [6, 7, 9, 10] as const)
      expect((await get(app, '/api/branches/list/employees', tokenFor(role))).status).toBe(403);
    for (const role of [1, 2, 3] as const)
      expect((await get(app, '/api/employees/deleted', tokenFor(role))).status).toBe(403);
  });
});
