import { describe, expect, it } from 'vitest';
import { SEED_DEPARTMENTS } from '../src/features/organisation/seed';
import { demo, get, makeApp, post } from './helpers';

const moderator = [demo(1).surname, demo(1).name, demo(1).patronymic].filter(Boolean).join(' ');

/**
 * The departments tab 'Филиалы' (administrator only): the list with its filter and pages, the item, and the save
 * with its rules checked on the server.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Row {
  id: number;
  title: string;
  head: string | null;
  type: number;
  parent: string | null;
  status: number;
}
interface Page {
  data: Row[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

const NEW = {
  c_id: null,
  title: 'Филиал г. Актобе',
  terminal_id: null,
  head_id: null,
  parent_id: 1,
  status: 1,
  type: 2,
};

describe('GET /api/branches/list/departments', () => {
  it('lists every department with its head, type and parent, 10 a page', async () => {
    const { app, tokenFor } = makeApp();
    const res = await get(app, '/api/branches/list/departments', tokenFor(0));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Page;
    expect(body.meta.total).toBe(SEED_DEPARTMENTS.length);
    expect(body.data[0]).toMatchObject({ title: 'Головной офис', parent: null, type: 1, status: 1 });
    expect(body.data.find((r) => r.title === 'Филиал г. Алматы')).toMatchObject({
      parent: 'Головной офис',
      head: moderator,
    });
    expect(body.data.find((r) => r.title === 'Филиал г. Шымкент')!.head).toBeNull();
  });

  it('filters by parent, head, title and type (a part of the name)', async () => {
    const { app, tokenFor } = makeApp();
    const page = async (q: string) =>
      ((await (await get(app, `/api/branches/list/departments?${q}`, tokenFor(0))).json()) as Page).data.map(
        (r) => r.title,
      );
    expect(await page(`parent=${encodeURIComponent('Алматы')}`)).toEqual([
      'Отделение Медеуского района',
      'Отделение Бостандыкского района',
    ]);
    expect(await page(`head=${encodeURIComponent(demo(1).surname)}`)).toEqual(['Филиал г. Алматы']);
    expect(await page(`title=${encodeURIComponent('Караганда')}&type=0`)).toEqual(['Филиал г. Караганда']);
    expect(await page('type=0&page=1')).toEqual(
      SEED_DEPARTMENTS.filter((d) => d.type === 0).map((d) => d.title),
    );
    expect((await get(app, '/api/branches/list/departments?type=7', tokenFor(0))).status).toBe(400);
  });

  it('refuses every role but the administrator', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const)
      expect((await get(app, '/api/branches/list/departments', tokenFor(role))).status, `role ${role}`).toBe(
        403,
      );
  });
});

describe('department-item and create-department', () => {
  it('creates a department that then lists under its parent and in the tree', async () => {
    const { app, tokenFor } = makeApp();
    const res = await post(
      app,
      '/api/branches/create-department',
      { form: NEW, isEdit: false, id: null },
      auth(tokenFor(0)),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, message: 'Филиал сохранён' });
    const list = (await (
      await get(app, `/api/branches/list/departments?title=${encodeURIComponent('Актобе')}`, tokenFor(0))
    ).json()) as Page;
    expect(list.data).toEqual([
      expect.objectContaining({ title: 'Филиал г. Актобе', parent: 'Головной офис', type: 2, head: null }),
    ]);
    const tree = (await (
      await post(app, '/api/branches/branch', { hash: 'hq' }, auth(tokenFor(0)))
    ).json()) as {
      data: { title: string }[];
    };
    expect(tree.data.map((n) => n.title)).toContain('Филиал г. Актобе');
    // the same title under the same parent is refused
    const again = await post(
      app,
      '/api/branches/create-department',
      { form: NEW, isEdit: false, id: null },
      auth(tokenFor(0)),
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Филиал «Филиал г. Актобе» уже существует',
    );
  });

  it('edits: the item with its head name, then the save', async () => {
    const { app, tokenFor } = makeApp();
    const item = (await (
      await post(app, '/api/branches/department-item', { id: 2 }, auth(tokenFor(0)))
    ).json()) as { data: { id: number; form: Record<string, unknown>; head_name: string } };
    expect(item.data).toMatchObject({
      id: 2,
      form: { title: 'Филиал г. Алматы', parent_id: 1, type: 1, c_id: '1c-dep-almaty' },
      head_name: moderator,
    });
    const form = { ...item.data.form, title: 'Филиал г. Алматы (центр)', status: 0 };
    const saved = await post(
      app,
      '/api/branches/create-department',
      { form, isEdit: true, id: 2 },
      auth(tokenFor(0)),
    );
    expect(saved.status).toBe(200);
    const again = (await (
      await post(app, '/api/branches/department-item', { id: 2 }, auth(tokenFor(0)))
    ).json()) as { data: { form: { title: string; status: number } } };
    expect(again.data.form).toMatchObject({ title: 'Филиал г. Алматы (центр)', status: 0 });
    expect((await post(app, '/api/branches/department-item', { id: 999 }, auth(tokenFor(0)))).status).toBe(
      404,
    );
  });

  it('checks the rules on the server: schema, head, terminal, parent, no cycle', async () => {
    const { app, tokenFor } = makeApp();
    const save = async (form: Record<string, unknown>, isEdit = false, id: number | null = null) => {
      const res = await post(
        app,
        '/api/branches/create-department',
        { form: { ...NEW, ...form }, isEdit, id },
        auth(tokenFor(0)),
      );
      return { status: res.status, message: ((await res.json()) as { message?: string }).message };
    };
    expect((await save({ title: '   ' })).status).toBe(400);
    // a department with 1C needs its 1C id (core's schema)
    expect(await save({ type: 1, c_id: null })).toMatchObject({ status: 400 });
    expect(await save({ head_id: 99999 })).toEqual({ status: 400, message: 'Руководитель не найден' });
    expect(await save({ terminal_id: 99999 })).toEqual({ status: 400, message: 'Терминал не найден' });
    expect(await save({ parent_id: 99999 })).toEqual({
      status: 400,
      message: 'Филиал, к которому привязан филиал, не найден',
    });
    // the head office under its own sub-branch (Almaty, id 2)
    expect(await save({ title: 'Головной офис', parent_id: 2, type: 2 }, true, 1)).toEqual({
      status: 400,
      message: 'Филиал нельзя привязать к самому себе или к своему подразделению',
    });
    expect((await save({}, true, 99999)).status).toBe(404);
  });

  it('refuses every role but the administrator, whatever the body', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      const create = await post(
        app,
        '/api/branches/create-department',
        { form: NEW, isEdit: false, id: null },
        auth(tokenFor(role)),
      );
      expect(create.status, `role ${role} create`).toBe(403);
      const item = await post(app, '/api/branches/department-item', { id: 1 }, auth(tokenFor(role)));
      expect(item.status, `role ${role} item`).toBe(403);
    }
  });
});
