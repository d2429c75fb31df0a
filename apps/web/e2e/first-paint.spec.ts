import { DEMO_USERS, holdScripts } from './fixtures';
import { TODAY_IDS } from './fixtures-home';
import { departmentTitle } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * A signed-in user's fresh tab: the server paints the screen with its data before any script has run (the pages'
 * session cookie, apps/api platform/page-session.ts; src/prerender/signed-in.tsx), and the app takes over in one
 * frame once it shows the same. Home's copy (a press on it) is tested in home.spec.ts, keys typed into a sale's
 * copy in typed-keys.spec.ts.
 */
const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;
const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const SUPPORT = DEMO_USERS.find((u) => u.role === 9)!;
const DRM = DEMO_USERS.find((u) => u.role === 6)!;

/**
 * Each screen as a user opens it: its heading, a text of its data the copy shows, and whether the page carries the
 * API's answers it was painted from (`carries`, by default yes).
 */
const SCREENS = [
  { name: '/drafts', path: '/drafts', user: MANAGER, title: 'Черновики', shows: 'Страхователь' },
  {
    name: '/termination',
    path: '/termination',
    user: MANAGER,
    title: 'Расторжение',
    shows: 'История расторжений',
  },
  // a manager opens on the employees tab, with its first page
  {
    name: '/branches (employees)',
    path: '/branches',
    user: MANAGER,
    title: 'Сотрудники',
    shows: 'ИИН',
    rows: 'tbody tr',
  },
  // an administrator opens on the organisation tree
  {
    name: '/branches (tree)',
    path: '/branches',
    user: ADMIN,
    title: 'Сотрудники',
    shows: departmentTitle('hq'),
  },
  // its list is a POST with the filter: asked again by the app (the page carries only GET answers)
  {
    name: '/dashboard',
    path: '/dashboard',
    user: ADMIN,
    title: 'Информация',
    shows: String(TODAY_IDS[0]),
    carries: false,
  },
  // the seed's policies, and the filter's managers (the live page's select lists the same)
  { name: '/policies', path: '/policies', user: MANAGER, title: 'Договоры', shows: 'тг.' },
  // the product choice asks for nothing
  {
    name: '/ogpo',
    path: '/ogpo',
    user: MANAGER,
    title: 'ОГПО ВТС',
    shows: 'Временный въезд',
    carries: false,
  },
  // a new sale as it opens: the seller's address read, the product offered, the managers listed
  {
    name: '/ogpo?product=1',
    path: '/ogpo?product=1',
    user: MANAGER,
    title: 'ОГПО ВТС',
    shows: 'Добавить авто',
  },
  {
    name: 'property',
    path: '/financial-institutions/properties',
    user: MANAGER,
    title: 'Имущество',
    shows: 'Добавить объект',
  },
  {
    name: 'casco',
    path: '/financial-institutions/casco',
    user: MANAGER,
    title: 'Каско',
    shows: 'Добавить ТС',
  },
  { name: '/podfts', path: '/podfts', user: DRM, title: 'ПОДФТ', shows: 'Несогласованные' },
  {
    name: '/support/operator-error',
    path: '/support/operator-error',
    user: SUPPORT,
    title: 'Ошибки оператора',
    shows: '26-WEB-700001',
  },
];

for (const screen of SCREENS) {
  test(`${screen.name} paints with its data from the server before any script; the app takes over showing the same`, async ({
    signedIn,
  }) => {
    const page = await signedIn(screen.user, { firstPaint: true });
    const { release } = await holdScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await page.goto(screen.path, { waitUntil: 'commit' });
    const copy = page.locator('#prerender');
    await expect(copy.locator('h1')).toHaveText(screen.title);
    // the app's root comes after the copy in the page: the copy is there whole
    await page.locator('#root').waitFor({ state: 'attached' });
    const shown = (await copy.locator('main').textContent()) ?? '';
    expect(shown).toContain(screen.shows);
    if (screen.rows) await expect(copy.locator(screen.rows).first()).toBeAttached();
    // the page carries the API's answers the copy was painted from: the app shows them without asking again
    const carried = JSON.parse((await page.locator('#sakta-answers').textContent()) ?? '{}') as {
      answers?: Record<string, string>;
    };
    const answered = Object.keys(carried.answers ?? {});
    expect(answered.length > 0).toBe(screen.carries ?? true);
    release();
    await expect(copy).toHaveCount(0);
    await expect(page.locator('#root main')).toHaveText(shown);
    expect(asked.filter((call) => answered.includes(call))).toEqual([]);
  });
}

test('without the session cookie (another site, logged out) a signed-in page has no first paint', async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER);
  const answer = await page.goto('/drafts');
  expect(await answer!.text()).not.toContain('id="prerender"');
  await expect(page.getByRole('heading', { level: 1, name: 'Черновики' })).toBeVisible();
});

test('a tab of /branches other than the opening one, or a screen the role may not open, has no first paint', async ({
  signedIn,
}) => {
  const page = await signedIn(ADMIN, { firstPaint: true });
  const tab = await page.goto('/branches?tab=signatories');
  expect(await tab!.text()).not.toContain('id="prerender"');
  await expect(page.getByRole('tab', { name: 'Подписанты' })).toHaveAttribute('aria-selected', 'true');

  const manager = await signedIn(MANAGER, { firstPaint: true });
  const denied = await manager.goto('/dashboard');
  expect(await denied!.text()).not.toContain('id="prerender"');
  await expect(manager).toHaveURL(/\/not-found\?denied=%2Fdashboard$/);
});

// what opens a sale (the seller's address, the product offered, the managers) is asked for with the session
for (const sale of [
  { path: '/financial-institutions/casco', code: /\/assets\/casco-[\w-]+\.js$/, ready: 'Добавить ТС' },
  { path: '/ogpo?product=1', code: /\/assets\/ogpo-[\w-]+\.js$/, ready: 'Добавить авто' },
]) {
  test(`a fresh tab of ${sale.path} asks for what opens the sale while the page's code is on its way, once each`, async ({
    signedIn,
  }) => {
    const page = await signedIn(MANAGER);
    const EARLY = ['/api/get-ip', '/api/products/availability', '/api/dictionaries/order/managers'];
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (EARLY.includes(path)) asked.push(path);
    });
    // the page's own code is held until the three calls are under way: without early calls it would wait forever
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(sale.code, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(sale.path);
    await expect.poll(() => [...asked].sort()).toEqual([...EARLY].sort());
    release();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.getByRole('button', { name: sale.ready })).toBeEnabled();
    expect([...asked].sort()).toEqual([...EARLY].sort());
  });
}
