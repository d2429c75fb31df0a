import { describe, expect, it } from 'vitest';
import { iinCheckDigit, ROLE, ru, type RoleId } from '@sakta/core';
import { ORG_EMPLOYEE_FORM } from '@sakta/core/testing';
import { demo, makeApp, post } from './helpers';
import { ownershipWorld, type World, type WorldUser } from './ownership/world';

/**
 * Issue 23 findings 2 and 4: an employee record is read by those whose employee list shows it (and by its owner),
 * changed by a moderator only within its list and never an administrator's or another moderator's; no field of
 * the administrator alone changes by request, nobody widens their own reach, and a moderator neither creates nor
 * moves an employee outside its list.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('user-item: the same scope as the employee list (finding 4)', () => {
  it("a branch's staff read its records and their own, not the administrator's or another branch's", async () => {
    const { app, db, tokenFor } = makeApp();
    const id = (role: RoleId) =>
      (db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;
    const item = (role: RoleId, target: RoleId) =>
      post(app, '/api/branches/user-item', { id: id(target), isEdit: true }, auth(tokenFor(role)));
    // the accountant works in the Almaty branch; the administrator in the head office, the main manager in Astana
    for (const target of [0, 10] as const) {
      const res = await item(2, target);
      expect(res.status, `accountant on role ${target}`).toBe(403);
      expect(await res.json()).toMatchObject({ result: false });
    }
    expect((await item(2, 8)).status).toBe(200);
    // the agent of the Medeu office: its own record, not the moderator's of the Almaty branch above it
    expect((await item(4, 4)).status).toBe(200);
    expect((await item(4, 1)).status).toBe(403);
    expect((await item(0, 10)).status).toBe(200);
  });
});

/** A form as the modal sends it: the record's loaded values with the changes typed. */
async function edit(world: World, caller: WorldUser, target: WorldUser, changes: Record<string, unknown>) {
  const res = await world.request(world.admin, 'POST', '/api/branches/user-item', {
    id: target.id,
    isEdit: true,
  });
  const { data, isDep } = (await res.json()) as { data: Record<string, unknown>; isDep: boolean };
  return world.request(caller, 'POST', '/api/branches/create-user', {
    form: { ...data, ...changes },
    isEdit: true,
    id: target.id,
    isDep,
  });
}

const stored = (world: World, u: WorldUser) =>
  world.db.prepare('SELECT name, phone, parent_id, role FROM users WHERE id = ?').get(u.id) as {
    name: string;
    phone: string;
    parent_id: number;
    role: number;
  };

const departmentOf = (world: World, u: WorldUser) => stored(world, u).parent_id;

describe('create-user: what a moderator may change (finding 2)', () => {
  it("the demo moderator cannot change the administrator's phone (the call of the finding)", async () => {
    const { app, db, tokenFor } = makeApp();
    const adminId = (db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(0).iin) as { id: number }).id;
    const res = await post(
      app,
      '/api/branches/create-user',
      {
        form: { ...ORG_EMPLOYEE_FORM, iin: demo(0).iin, phone: '+7(700) 666-6667' },
        isEdit: true,
        id: adminId,
        isDep: true,
      },
      auth(tokenFor(1)),
    );
    expect(res.status).toBe(403);
    expect(db.prepare('SELECT phone FROM users WHERE id = ?').get(adminId)).toEqual({ phone: demo(0).phone });
  });

  it("in its own branch: a reserve's record yes; an administrator's or another moderator's no", async () => {
    const world = ownershipWorld();
    const moderator = world.user(ROLE.moderator);
    const department = departmentOf(world, moderator);
    const phone = '+7(702) 555-0042';
    for (const role of [ROLE.admin, ROLE.moderator]) {
      const target = world.user(role, { department });
      const res = await edit(world, moderator, target, { phone });
      expect(res.status, `role ${role}`).toBe(403);
      expect(await res.json()).toEqual({ result: false, errors: [ru.errors.forbidden] });
      expect(stored(world, target).phone).not.toBe(phone);
      // the administrator may
      expect((await edit(world, world.admin, target, { phone })).status).toBe(200);
    }
    const reserve = world.user(ROLE.reserve, { department });
    expect((await edit(world, moderator, reserve, { phone })).status).toBe(200);
    expect(stored(world, reserve).phone).toBe(phone);
  });

  it("fields of the administrator alone are refused by name; the modal's unchanged values pass", async () => {
    const world = ownershipWorld();
    const moderator = world.user(ROLE.moderator);
    const reserve = world.user(ROLE.reserve, { department: departmentOf(world, moderator) });
    const renamed = await edit(world, moderator, reserve, { name: 'Другое', birthday: '1990-01-01' });
    expect(renamed.status).toBe(403);
    expect(await renamed.json()).toEqual({
      result: false,
      message: 'Эти данные сотрудника вы изменить не можете: Имя, Дата рождения',
    });
    expect(stored(world, reserve).name).not.toBe('Другое');
    expect((await edit(world, moderator, reserve, {})).status).toBe(200);
    expect((await edit(world, world.admin, reserve, { name: 'Другое' })).status).toBe(200);
    expect(stored(world, reserve).name).toBe('Другое');
    // the IIN is read-only on an existing employee, for everyone
    const iin = await edit(world, world.admin, reserve, { iin: demo(3).iin });
    expect(await iin.json()).toEqual({
      result: false,
      message: 'Эти данные сотрудника вы изменить не можете: ИИН',
    });
  });

  it('on its own record a moderator changes its phone, not its linked-to, role or status', async () => {
    const world = ownershipWorld();
    const moderator = world.user(ROLE.moderator);
    const root = world.db.prepare("SELECT id FROM departments WHERE hash = 'hq'").get() as { id: number };
    const moved = await edit(world, moderator, moderator, { parent_id: root.id, status: 2 });
    expect(await moved.json()).toEqual({
      result: false,
      message: 'Эти данные сотрудника вы изменить не можете: Статус, Привязка',
    });
    expect(departmentOf(world, moderator)).not.toBe(root.id);
    expect((await edit(world, moderator, moderator, { phone: '+7(702) 555-0043' })).status).toBe(200);
  });
});

/** A valid IIN of a woman born on 1 January 1990, numbered `n` (no demo or seeded employee has one). */
function validIin(n: number): string {
  for (let k = n; ; k++) {
    const first11 = `9001014${String(7000 + k).padStart(4, '0')}`;
    const check = iinCheckDigit(first11);
    if (check !== null) return `${first11}${check}`;
  }
}

describe("create-user: a moderator's employees stay in its list", () => {
  it('a new employee only under its department or linked to itself; none moved out of it', async () => {
    const world = ownershipWorld();
    const moderator = world.user(ROLE.moderator);
    const department = departmentOf(world, moderator);
    const under = Number(
      world.db
        .prepare(
          "INSERT INTO departments (hash, title, status, type, parent_id) VALUES ('under', 'Отделение', 1, 2, ?)",
        )
        .run(department).lastInsertRowid,
    );
    const other = departmentOf(world, world.user(ROLE.reserve));
    const manager = world.user(ROLE.manager, { department });
    const create = (iin: string, parent_id: number, isDep: boolean) =>
      world.request(moderator, 'POST', '/api/branches/create-user', {
        form: { ...ORG_EMPLOYEE_FORM, iin, name: 'Новый', surname: 'Сотрудник', role: 8, parent_id },
        isEdit: false,
        id: null,
        isDep,
      });
    const exists = (iin: string) =>
      world.db.prepare('SELECT 1 FROM users WHERE iin = ?').get(iin) !== undefined;

    for (const [iin, parent, isDep] of [
      [validIin(1), other, true],
      [validIin(20), manager.id, false],
    ] as const) {
      const res = await create(iin, parent, isDep);
      expect(await res.json()).toEqual({
        result: false,
        message:
          'Сотрудника можно привязать только к своему департаменту (или подразделению под ним) либо к себе',
      });
      expect(exists(iin)).toBe(false);
    }
    for (const [iin, parent, isDep] of [
      [validIin(40), under, true],
      [validIin(60), moderator.id, false],
    ] as const) {
      expect((await create(iin, parent, isDep)).status).toBe(200);
      expect(exists(iin)).toBe(true);
    }

    const reserve = world.user(ROLE.reserve, { department });
    expect((await edit(world, moderator, reserve, { parent_id: other })).status).toBe(403);
    expect(departmentOf(world, reserve)).toBe(department);
  });
});

describe('the signatory search: the same scope', () => {
  it('a moderator finds by IIN or phone only the employees of its list; the administrator anyone', async () => {
    const world = ownershipWorld();
    const moderator = world.user(ROLE.moderator);
    const mine = world.user(ROLE.reserve, { department: departmentOf(world, moderator) });
    const stranger = world.user(ROLE.reserve);
    const search = (caller: WorldUser, body: { iin: string; phone: string }) =>
      world.request(caller, 'POST', '/api/branches/search-signatory', body);
    for (const body of [
      { iin: stranger.iin, phone: '' },
      { iin: '', phone: stored(world, stranger).phone },
    ]) {
      const res = await search(moderator, body);
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain(stranger.iin);
      expect((await search(world.admin, body)).status).toBe(200);
    }
    expect(await (await search(moderator, { iin: '', phone: stored(world, mine).phone })).json()).toEqual({
      result: true,
      data: { title: `Проверка ${stored(world, mine).name}`, iin: mine.iin },
    });
    expect(
      (await world.request(moderator, 'POST', '/api/branches/add-signatory', { iin: stranger.iin })).status,
    ).toBe(403);
  });
});
