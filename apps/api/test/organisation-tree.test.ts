import { describe, expect, it } from 'vitest';
import { SEED_LEGAL_ENTITY_AGENTS } from '../src/features/organisation/seed';
import { demo, get, makeApp, post } from './helpers';

/**
 * The organisation tree: branches/index gives the roots (the whole organisation for an administrator, their own
 * branch for the other roles of the tree tab), branches/branch {hash} the sub-branches of one branch with their
 * heads, users and agents.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const fullName = (role: Parameters<typeof demo>[0]) => {
  const u = demo(role);
  return [u.surname, u.name, u.patronymic].filter(Boolean).join(' ');
};

interface Person {
  id: number;
  title: string;
  role: number;
  person: number;
  status: number;
}
interface Node {
  hash: string;
  title: string;
  status: number;
  children: boolean;
  head: (Person & { agents: Person[] }) | null;
  users: (Person & { agents: Person[] })[];
}

describe('POST /api/branches/branch', () => {
  it('answers the sub-branches of a branch with their heads, users, agents; inactive ones status 2', async () => {
    const { app, tokenFor } = makeApp();
    const res = await post(app, '/api/branches/branch', { hash: 'hq' }, auth(tokenFor(0)));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Node[] };
    expect(data.map((n) => n.title)).toEqual([
      'Филиал г. Алматы',
      'Филиал г. Астана',
      'Филиал г. Шымкент',
      'Филиал г. Караганда',
    ]);
    const almaty = data[0]!;
    expect(almaty).toMatchObject({ status: 1, children: true, head: { title: fullName(1) } });
    // the head is shown as the head, not again among the users
    expect(almaty.users.map((u) => u.title)).not.toContain(fullName(1));
    expect(almaty.users.map((u) => u.title)).toContain(fullName(2));
    expect(data.find((n) => n.title === 'Филиал г. Караганда')!.status).toBe(2);
    const astana = data[1]!;
    const legal = SEED_LEGAL_ENTITY_AGENTS.find((a) => a.dep === 'astana')!;
    expect(astana.users.find((u) => u.title === legal.title)).toMatchObject({ role: 4, person: 2 });
  });

  it('nests the agents linked to a manager under them (here the head of Medeu), legal entities among them', async () => {
    const { app, tokenFor } = makeApp();
    const almaty = (await (
      await post(app, '/api/branches/branch', { hash: 'almaty' }, auth(tokenFor(0)))
    ).json()) as { data: Node[] };
    const medeu = almaty.data.find((n) => n.hash === 'almaty-medeu')!;
    expect(medeu.head).toMatchObject({ title: fullName(3), role: 3 });
    const agents = medeu.head!.agents;
    expect(agents.every((a) => a.role === 4)).toBe(true);
    expect(
      agents
        .filter((a) => a.person === 2)
        .map((a) => a.title)
        .sort(),
    ).toEqual(
      SEED_LEGAL_ENTITY_AGENTS.filter((a) => a.manager)
        .map((a) => a.title)
        .sort(),
    );
    expect(agents.filter((a) => a.person === 1).length).toBeGreaterThan(0);
    expect(medeu.users.map((u) => u.role)).toEqual(expect.arrayContaining([4, 5, 8]));
  });

  it('a branch without sub-branches answers an empty list; an unknown hash 404', async () => {
    const { app, tokenFor } = makeApp();
    const leaf = await post(app, '/api/branches/branch', { hash: 'almaty-medeu' }, auth(tokenFor(0)));
    expect(((await leaf.json()) as { data: unknown[] }).data).toEqual([]);
    const missing = await post(app, '/api/branches/branch', { hash: 'nowhere' }, auth(tokenFor(0)));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Филиал не найден');
    const bad = await post(app, '/api/branches/branch', { hash: '' }, auth(tokenFor(0)));
    expect(bad.status).toBe(400);
  });

  it('the sale group opens only its own branch and what lies under it', async () => {
    const { app, tokenFor } = makeApp();
    // the demo manager works in Medeu (under Almaty)
    const index = (await (await get(app, '/api/branches/index', tokenFor(3))).json()) as { data: Node[] };
    expect(index.data.map((n) => n.hash)).toEqual(['almaty-medeu']);
    expect(
      (await post(app, '/api/branches/branch', { hash: 'almaty-medeu' }, auth(tokenFor(3)))).status,
    ).toBe(200);
    for (const hash of ['hq', 'almaty', 'astana'])
      expect(
        (await post(app, '/api/branches/branch', { hash }, auth(tokenFor(4)))).status,
        `agent opens ${hash}`,
      ).toBe(404);
  });

  it('refuses the roles outside the tree tab (the sale group)', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 2, 6, 7, 9, 10] as const)
      expect(
        (await post(app, '/api/branches/branch', { hash: 'hq' }, auth(tokenFor(role)))).status,
        `role ${role}`,
      ).toBe(403);
    expect((await post(app, '/api/branches/branch', { hash: 'hq' }, {})).status).toBe(401);
  });
});

describe('GET /api/branches/index, the tree roots', () => {
  it('the administrator gets the head office with its head and users; other roles outside the tab none', async () => {
    const { app, tokenFor } = makeApp();
    const admin = (await (await get(app, '/api/branches/index', tokenFor(0))).json()) as { data: Node[] };
    expect(admin.data.map((n) => n.hash)).toEqual(['hq']);
    expect(admin.data[0]!.users.map((u) => u.role)).toEqual(expect.arrayContaining([6, 9]));
    const moderator = (await (await get(app, '/api/branches/index', tokenFor(1))).json()) as { data: Node[] };
    expect(moderator.data).toEqual([]);
  });
});
