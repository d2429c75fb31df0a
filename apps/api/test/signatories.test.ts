import { describe, expect, it } from 'vitest';
import { get, makeApp, post } from './helpers';

/** Signatories: the list, the lifecycle active -> blocked -> active or deleted, refusals. */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type List = { data: { id: number; status: number; title: string }[] };

describe('signatories', () => {
  it('lists active and blocked ones; blocks, activates, deletes only along the lifecycle', async () => {
    const { app, tokenFor } = makeApp();
    const list = async () =>
      ((await (await get(app, '/api/branches/list/signatories', tokenFor(1))).json()) as List).data;
    const before = await list();
    expect(before.map((s) => s.status)).toEqual([1, 1, 2]);
    const [active, , blocked] = before as [List['data'][0], List['data'][0], List['data'][0]];
    const change = (id: number, status: number, role: 0 | 1 | 2 = 1) =>
      post(app, '/api/branches/change-signatory', { id, status }, auth(tokenFor(role)));
    // an active signatory cannot be deleted outright
    const direct = await change(active.id, 0);
    expect(direct.status).toBe(409);
    expect(await direct.json()).toEqual({ result: false, message: 'Такой смены статуса нет' });
    expect((await change(active.id, 2)).status).toBe(200);
    expect((await change(active.id, 1)).status).toBe(200);
    expect((await change(blocked.id, 0)).status).toBe(200);
    expect((await list()).map((s) => s.id)).not.toContain(blocked.id);
    expect((await change(blocked.id, 1)).status).toBe(404);
    expect((await change(active.id, 2, 2)).status).toBe(403);
    expect(
      (await post(app, '/api/branches/change-signatory', { id: 'x', status: 9 }, auth(tokenFor(1)))).status,
    ).toBe(400);
  });
});
