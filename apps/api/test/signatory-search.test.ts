import { describe, expect, it } from 'vitest';
import { demo, get, makeApp, post } from './helpers';

/**
 * The signatory search (spec section 5: by phone or by IIN; section 8: the server's message) and the add that
 * completes it: the found employee becomes an active signatory; a deleted signatory comes back.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const title = (role: Parameters<typeof demo>[0]) =>
  [demo(role).surname, demo(role).name, demo(role).patronymic].filter(Boolean).join(' ');
type List = { data: { iin: string; status: number; title: string }[] };

describe('POST /api/branches/search-signatory', () => {
  it('finds an employee by IIN or by phone, with title and IIN', async () => {
    const { app, tokenFor } = makeApp();
    const search = (body: { iin: string; phone: string }) =>
      post(app, '/api/branches/search-signatory', body, auth(tokenFor(1)));
    const byIin = await search({ iin: demo(2).iin, phone: '' });
    expect(byIin.status).toBe(200);
    expect(await byIin.json()).toEqual({ result: true, data: { title: title(2), iin: demo(2).iin } });
    const byPhone = await search({ iin: '', phone: demo(5).phone });
    expect(await byPhone.json()).toEqual({ result: true, data: { title: title(5), iin: demo(5).iin } });
  });

  it("answers the server's message: nobody found, already a signatory, nothing to search", async () => {
    const { app, tokenFor } = makeApp();
    const search = async (body: { iin: string; phone: string }) => {
      const res = await post(app, '/api/branches/search-signatory', body, auth(tokenFor(0)));
      return { status: res.status, body: await res.json() };
    };
    expect(await search({ iin: '', phone: '+7(700) 000-0000' })).toEqual({
      status: 404,
      body: { result: false, message: 'Сотрудник не найден' },
    });
    // the administrator is an active signatory, the main manager a blocked one
    for (const role of [0, 10] as const)
      expect(await search({ iin: demo(role).iin, phone: '' })).toEqual({
        status: 409,
        body: { result: false, message: 'Сотрудник уже является подписантом' },
      });
    expect((await search({ iin: '', phone: '' })).status).toBe(400);
    expect((await search({ iin: '900 101', phone: '' })).status).toBe(400);
    expect((await search({ iin: '', phone: '87010000000' })).status).toBe(400);
  });

  it('refuses the roles outside the moderator group', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      const body = { iin: demo(2).iin, phone: '' };
      expect(
        (await post(app, '/api/branches/search-signatory', body, auth(tokenFor(role)))).status,
        `role ${role}`,
      ).toBe(403);
      expect(
        (await post(app, '/api/branches/add-signatory', { iin: demo(2).iin }, auth(tokenFor(role)))).status,
        `role ${role}`,
      ).toBe(403);
    }
  });
});

describe('POST /api/branches/add-signatory', () => {
  it('adds the found employee as an active signatory; a deleted one comes back; twice is refused', async () => {
    const { app, tokenFor } = makeApp();
    const list = async () =>
      ((await (await get(app, '/api/branches/list/signatories', tokenFor(1))).json()) as List).data;
    const add = (iin: string) => post(app, '/api/branches/add-signatory', { iin }, auth(tokenFor(1)));
    const res = await add(demo(2).iin);
    expect(await res.json()).toEqual({ result: true, message: 'Подписант добавлен' });
    expect((await list()).find((s) => s.iin === demo(2).iin)).toEqual(
      expect.objectContaining({ title: title(2), status: 1 }),
    );
    expect((await add(demo(2).iin)).status).toBe(409);
    // the manager's signatory was deleted (status 0): added again
    expect((await add(demo(3).iin)).status).toBe(200);
    expect((await list()).find((s) => s.iin === demo(3).iin)?.status).toBe(1);
    expect((await add('850101400000')).status).toBe(404);
  });
});
