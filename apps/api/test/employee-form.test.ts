import { describe, expect, it } from 'vitest';
import { personIin, SEED_PERSONS } from '../src/features/organisation/seed';
import { ru } from '@sakta/core';
import { ORG_EMPLOYEE_FORM } from '@sakta/core/testing';
import { demo, get, makeApp, post } from './helpers';

/** The employee modal's calls: item, IIN lookup, save with the role rules on the server, dictionaries. */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const lookupIin = SEED_PERSONS.map((p) => personIin(p.n)).find((iin) => iin !== null)!;

/** A complete new employee (the core fixture's form) with the 1C person's IIN. */
function newForm(overrides: Record<string, unknown> = {}) {
  return {
    ...ORG_EMPLOYEE_FORM,
    iin: lookupIin,
    name: 'Айгерим',
    surname: 'Сейткали',
    role: 8,
    ...overrides,
  };
}

describe('employee modal calls', () => {
  it('looks a person up in the 1C directory by IIN; an unknown IIN is refused with a message', async () => {
    const { app, tokenFor } = makeApp();
    const found = await post(app, '/api/branches/employee', { iin: lookupIin }, auth(tokenFor(1)));
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { surname: string } }).data.surname).toBe('Сейткали');
    const unknown = await post(app, '/api/branches/employee', { iin: demo(3).iin }, auth(tokenFor(1)));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ result: false, message: 'Физическое лицо не найдено в 1С' });
    expect((await post(app, '/api/branches/employee', { iin: '123' }, auth(tokenFor(1)))).status).toBe(400);
    expect((await post(app, '/api/branches/employee', { iin: lookupIin }, auth(tokenFor(2)))).status).toBe(
      403,
    );
  });

  it('a moderator creates a Reserve employee, and cannot create an administrator', async () => {
    const { app, db, tokenFor } = makeApp();
    const made = await post(
      app,
      '/api/branches/create-user',
      { form: newForm(), isEdit: false, id: null, isDep: true },
      auth(tokenFor(1)),
    );
    expect(await made.json()).toEqual({ result: true, message: 'Сотрудник сохранён' });
    const list = (await (
      await get(app, `/api/branches/list/employees?iin=${lookupIin}`, tokenFor(0))
    ).json()) as {
      data: { role: number; title: string }[];
    };
    expect(list.data).toEqual([expect.objectContaining({ role: 8, title: 'Сейткали Айгерим' })]);
    const again = await post(
      app,
      '/api/branches/create-user',
      { form: newForm(), isEdit: false, id: null, isDep: true },
      auth(tokenFor(1)),
    );
    expect(again.status).toBe(409);
    // a new employee naming the existing one's id is still a new employee with a taken IIN
    const madeId = (db.prepare('SELECT id FROM users WHERE iin = ?').get(lookupIin) as { id: number }).id;
    const named = await post(
      app,
      '/api/branches/create-user',
      { form: newForm(), isEdit: false, id: madeId, isDep: true },
      auth(tokenFor(1)),
    );
    expect(await named.json()).toEqual({ result: false, message: 'Сотрудник с таким ИИН уже существует' });
    const admin = await post(
      app,
      '/api/branches/create-user',
      {
        form: newForm({ role: 0, iin: demo(3).iin.slice(0, 11) + '9' }),
        isEdit: false,
        id: null,
        isDep: true,
      },
      auth(tokenFor(1)),
    );
    expect(admin.status).toBe(403);
    expect(await admin.json()).toEqual({ result: false, message: 'Эту роль назначить нельзя' });
    for (const role of [2, 3] as const)
      expect(
        (
          await post(
            app,
            '/api/branches/create-user',
            { form: newForm(), isEdit: false, id: null, isDep: true },
            auth(tokenFor(role)),
          )
        ).status,
      ).toBe(403);
  });

  it('an administrator moves an employee to another branch, out of the moderator’s reach', async () => {
    const { app, tokenFor } = makeApp();
    const id = (
      (await (await get(app, `/api/branches/list/employees?iin=${demo(8).iin}`, tokenFor(0))).json()) as {
        data: { id: number }[];
      }
    ).data[0]!.id;
    const item = (await (
      await post(app, '/api/branches/user-item', { id, isEdit: true }, auth(tokenFor(0)))
    ).json()) as {
      data: Record<string, unknown>;
      isDep: boolean;
    };
    expect(item.isDep).toBe(true);
    const astana = 3;
    const moved = await post(
      app,
      '/api/branches/create-user',
      { form: { ...item.data, parent_id: astana, terminal_id: 1 }, isEdit: true, id, isDep: true },
      auth(tokenFor(0)),
    );
    expect(moved.status).toBe(200);
    const row = (await (
      await get(app, `/api/branches/list/employees?iin=${demo(8).iin}`, tokenFor(0))
    ).json()) as {
      data: { branch: string }[];
    };
    expect(row.data[0]!.branch).toBe('Филиал г. Астана');
    // Astana is outside the Almaty moderator's employee list
    const renamed = await post(
      app,
      '/api/branches/create-user',
      { form: { ...item.data, terminal_id: 1, name: 'Другое' }, isEdit: true, id, isDep: true },
      auth(tokenFor(1)),
    );
    expect(renamed.status).toBe(403);
    expect(await renamed.json()).toEqual({ result: false, errors: [ru.errors.forbidden] });
    const after = (await (
      await post(app, '/api/branches/user-item', { id, isEdit: true }, auth(tokenFor(0)))
    ).json()) as {
      data: { name: string };
    };
    expect(after.data.name).toBe(item.data.name);
    expect(
      (await post(app, '/api/branches/user-item', { id: 99999, isEdit: true }, auth(tokenFor(0)))).status,
    ).toBe(404);
  });

  it('the dictionaries: active departments, active terminals, managers', async () => {
    const { app, tokenFor } = makeApp();
    const deps = (await (await get(app, '/api/dictionaries/departments', tokenFor(1))).json()) as {
      data: { title: string }[];
    };
    expect(deps.data.map((d) => d.title)).toContain('Филиал г. Алматы');
    expect(deps.data.map((d) => d.title)).not.toContain('Филиал г. Караганда');
    const terms = (await (await get(app, '/api/dictionaries/terminals', tokenFor(1))).json()) as {
      data: { title: string }[];
    };
    expect(terms.data.map((t) => t.title)).not.toContain('88880003');
    expect((await get(app, '/api/dictionaries/users-head', tokenFor(6))).status).toBe(403);
  });
});
