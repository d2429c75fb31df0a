import { describe, expect, it } from 'vitest';
import { PROVIDER_TERMINALS } from '../src/services/epay-provider/terminals';
import { demo, get, makeApp, post } from './helpers';

/**
 * The organisation calls of the terminals tab and the page /branches: who may call them, what they answer, the
 * server-side rules of the terminal form and the terminal authorization against the card provider's own list.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const fullName = (role: Parameters<typeof demo>[0]) => {
  const u = demo(role);
  return [u.surname, u.name, u.patronymic].filter(Boolean).join(' ');
};

describe('GET /api/branches/index', () => {
  it('tells the user their department; the administrator gets the tree roots', async () => {
    const { app, tokenFor } = makeApp();
    const moderator = (await (await get(app, '/api/branches/index', tokenFor(1))).json()) as {
      user: { title: string; branch: { title: string } | null };
      data: unknown[];
    };
    expect(moderator.user.branch?.title).toBe('Филиал г. Алматы');
    expect(moderator.data).toEqual([]);
    const admin = (await (await get(app, '/api/branches/index', tokenFor(0))).json()) as {
      data: { title: string; children: boolean; head: { title: string } | null }[];
    };
    expect(admin.data.map((n) => n.title)).toEqual(['Головной офис']);
    expect(admin.data[0]).toMatchObject({
      children: true,
      head: { title: fullName(0) },
    });
  });

  it('answers user.branch null for a user attached nowhere, and refuses roles outside the page', async () => {
    const { app, db, tokenFor } = makeApp();
    db.prepare("UPDATE users SET parent_id = NULL WHERE iin = '900101300047'").run();
    const body = (await (await get(app, '/api/branches/index', tokenFor(3))).json()) as {
      user: { branch: unknown };
    };
    expect(body.user.branch).toBeNull();
    for (const role of [6, 7, 9, 10] as const)
      expect((await get(app, '/api/branches/index', tokenFor(role))).status, `role ${role}`).toBe(403);
  });
});

describe('terminals tab', () => {
  it('lists every terminal with its accountant (null when none) for the moderator and accountant groups', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [0, 1, 2] as const) {
      const res = await get(app, '/api/branches/list/terminals', tokenFor(role));
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { terminal: string; accountant: string | null }[] };
      expect(data.map((t) => t.terminal)).toEqual(['88880001', '88880002', '88880003', '88880004']);
      expect(data[3]!.accountant).toBeNull();
      expect(JSON.stringify(data)).not.toContain('Kassa-');
    }
    for (const role of [3, 4, 5, 6, 7, 8, 9, 10] as const)
      expect((await get(app, '/api/branches/list/terminals', tokenFor(role))).status, `role ${role}`).toBe(
        403,
      );
  });

  it('terminal-item: the accountants for a new terminal, the terminal without its password for an edit', async () => {
    const { app, tokenFor } = makeApp();
    const fresh = (await (
      await post(app, '/api/branches/terminal-item', { id: null, isEdit: false }, auth(tokenFor(1)))
    ).json()) as { data: { terminal: null; accountants: { title: string }[] } };
    expect(fresh.data.terminal).toBeNull();
    expect(fresh.data.accountants.map((a) => a.title)).toContain(fullName(2));
    const edit = await post(app, '/api/branches/terminal-item', { id: 1, isEdit: true }, auth(tokenFor(2)));
    const body = (await edit.json()) as { data: { terminal: Record<string, unknown> } };
    expect(body.data.terminal).toMatchObject({ id: 1, terminal: '88880001', login: 'pos-almaty-01' });
    expect(body.data.terminal).not.toHaveProperty('password');
    const missing = await post(
      app,
      '/api/branches/terminal-item',
      { id: 999, isEdit: true },
      auth(tokenFor(1)),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: false, message: 'Терминал не найден' });
  });

  it('change-terminal: creates, edits, and refuses a short id, a duplicate and an unknown accountant', async () => {
    const { app, tokenFor } = makeApp();
    const form = {
      terminal: '88880005',
      login: 'pos-aktobe-01',
      password: 'Kassa-0005',
      accountant_id: null,
      status: 1,
    };
    const created = await post(
      app,
      '/api/branches/change-terminal',
      { form, isEdit: false, id: null },
      auth(tokenFor(1)),
    );
    expect(await created.json()).toEqual({ result: true, message: 'Терминал сохранён' });
    const list = (await (await get(app, '/api/branches/list/terminals', tokenFor(1))).json()) as {
      data: { id: number; terminal: string; status: number }[];
    };
    const added = list.data.find((t) => t.terminal === '88880005')!;
    const edited = await post(
      app,
      '/api/branches/change-terminal',
      { form: { ...form, password: '', status: 0 }, isEdit: true, id: added.id },
      auth(tokenFor(2)),
    );
    expect(edited.status).toBe(200);

    const short = await post(
      app,
      '/api/branches/change-terminal',
      { form: { ...form, terminal: '12345' }, isEdit: false, id: null },
      auth(tokenFor(1)),
    );
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      result: false,
      message: 'Терминал (касса) должен содержать не менее 6 символов',
    });
    const dup = await post(
      app,
      '/api/branches/change-terminal',
      { form: { ...form, terminal: '88880001' }, isEdit: false, id: null },
      auth(tokenFor(1)),
    );
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ result: false, message: 'Терминал 88880001 уже существует' });
    // the administrator (id 1) is no accountant
    const notAccountant = await post(
      app,
      '/api/branches/change-terminal',
      { form: { ...form, terminal: '77770001', accountant_id: 1 }, isEdit: false, id: null },
      auth(tokenFor(1)),
    );
    expect(await notAccountant.json()).toEqual({ result: false, message: 'Бухгалтер не найден' });
    const bad = await post(
      app,
      '/api/branches/change-terminal',
      { form: { terminal: 5 }, isEdit: false, id: null },
      auth(tokenFor(1)),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: boolean }).result).toBe(false);
    const manager = await post(
      app,
      '/api/branches/change-terminal',
      { form, isEdit: false, id: null },
      auth(tokenFor(3)),
    );
    expect(manager.status).toBe(403);
  });

  it("check-terminal: the provider's own list decides; a wrong password fails with its message", async () => {
    const { app, tokenFor } = makeApp();
    const { terminal, login, password } = PROVIDER_TERMINALS[0]!;
    const ok = await post(
      app,
      '/api/branches/check-terminal',
      { terminal: { terminal, login, password } },
      auth(tokenFor(2)),
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { result: boolean }).result).toBe(true);
    const wrong = await post(
      app,
      '/api/branches/check-terminal',
      { terminal: { terminal, login, password: 'nope' } },
      auth(tokenFor(2)),
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный логин или пароль терминала' });
    const unknown = await post(
      app,
      '/api/branches/check-terminal',
      { terminal: { terminal: '11112222', login, password } },
      auth(tokenFor(1)),
    );
    expect(await unknown.json()).toEqual({ result: false, message: 'Терминал не зарегистрирован' });
    const empty = await post(
      app,
      '/api/branches/check-terminal',
      { terminal: { terminal, login, password: '' } },
      auth(tokenFor(1)),
    );
    expect(empty.status).toBe(400);
  });

  it('check-terminal: 502 when the provider does not answer', async () => {
    const { app, tokenFor } = makeApp({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const { terminal, login, password } = PROVIDER_TERMINALS[0]!;
    const res = await post(
      app,
      '/api/branches/check-terminal',
      { terminal: { terminal, login, password } },
      auth(tokenFor(1)),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      result: false,
      message: 'Платёжный провайдер недоступен, попробуйте позже',
    });
  });
});
