// The signed-in screens under the throttling of `pnpm perf` (issue 31): each screen opened by a signed-in user from
// a fresh tab (LCP, transfer, requests, and where the time goes: the last script, the last data answer, the LCP),
// and each route change inside the app on an office PC's screen (a menu click to the new screen painted, CPU 4x,
// network unthrottled).
// A screen is painted when its path is current, no call is in flight, nothing in <main> is aria-busy and its
// heading is there, for two frames running; live once, besides, the SPA shows it (no server-rendered copy left).

/** The demo users whose screens are measured (README "Demo logins"). */
export const USERS = {
  admin: '900101300017',
  manager: '900101300047',
  drm: '900101300077',
  operator: '900101300106',
};

/** Every working screen: who opens it and its menu entry's name. A new screen is one line here. */
export const SCREENS = [
  { name: '/ (administrator)', path: '/', user: 'admin' },
  { name: '/ (manager)', path: '/', user: 'manager' },
  { name: '/ogpo', path: '/ogpo', user: 'manager', menu: 'ОГПО ВТС' },
  { name: '/termination', path: '/termination', user: 'manager', menu: 'Расторжение' },
  { name: '/drafts', path: '/drafts', user: 'manager', menu: 'Черновики' },
  { name: '/branches', path: '/branches', user: 'manager', menu: 'Сотрудники' },
  { name: '/dashboard', path: '/dashboard', user: 'admin', menu: 'Информация' },
  { name: '/policies', path: '/policies', user: 'manager', menu: 'Договоры' },
  { name: '/podfts', path: '/podfts', user: 'drm', menu: 'ПОДФТ' },
  {
    name: '/financial-institutions/properties',
    path: '/financial-institutions/properties',
    user: 'manager',
    menu: 'Имущество',
  },
  {
    name: '/financial-institutions/casco',
    path: '/financial-institutions/casco',
    user: 'manager',
    menu: 'Каско',
  },
  {
    name: '/support/operator-error',
    path: '/support/operator-error',
    user: 'operator',
    menu: 'Ошибки оператора',
  },
];

/** Counts the calls in flight (the page's own fetches), so "painted" can wait for the data. */
const COUNT_FETCHES = () => {
  const real = window.fetch.bind(window);
  window.__inflight = 0;
  window.fetch = async (...args) => {
    window.__inflight += 1;
    try {
      return await real(...args);
    } finally {
      window.__inflight -= 1;
    }
  };
};

/**
 * Resolves with performance.now() when the screen at `path` is painted (see the header) and when the live SPA shows
 * it (`live`: painted, and the server-rendered first paint, if any, has given way to the app).
 */
const PAINTED = (path) =>
  new Promise((done) => {
    let calm = 0;
    let painted = 0;
    const check = () => {
      const ready =
        location.pathname === path &&
        window.__inflight === 0 &&
        !document.querySelector('main [aria-busy="true"]') &&
        document.querySelector('h1');
      calm = ready ? calm + 1 : 0;
      if (calm >= 2 && !painted) painted = performance.now();
      if (calm >= 2 && !document.getElementById('prerender')) done({ painted, live: performance.now() });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

/** A phone (the fresh tab, as Lighthouse's mobile preset) or an office PC (the route change, with the side menu). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export async function signIn(browser, base, iin, device = PHONE) {
  const context = await browser.newContext(device);
  await context.addInitScript(COUNT_FETCHES);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('ИИН').fill(iin);
  await page.getByLabel('Пароль', { exact: true }).fill('Sakta-demo-2026!');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
  return { context, page };
}

async function throttle(context, page, { network }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** A fresh tab of a signed-in user opens `path`: LCP and where its time went. */
export async function freshTab(browser, base, screen, network) {
  const { context, page: login } = await signIn(browser, base, USERS[screen.user]);
  const page = await context.newPage();
  await login.close();
  const cdp = await throttle(context, page, { network });
  let transfer = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.loadingFinished', (e) => (transfer += e.encodedDataLength));
  await page.goto(`${base}${screen.path}`, { waitUntil: 'commit', timeout: 120_000 });
  const { painted, live } = await page.evaluate(PAINTED, screen.path);
  await page.waitForTimeout(500);
  const timing = await page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const resources = performance.getEntriesByType('resource');
          const last = (test) =>
            Math.max(0, ...resources.filter((r) => test(r.name)).map((r) => r.responseEnd));
          const largest = entries[entries.length - 1];
          const element = largest?.element;
          done({
            lcp: largest?.startTime ?? 0,
            // what the largest element was: its tag and the start of its text
            element: element
              ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
              : '',
            code: last((n) => /\.js(\?|$)/.test(n)),
            data: last((n) => /\/api\//.test(n)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ...timing, painted, live, transfer, requests };
}

/** From home, a click on the screen's menu entry until the screen is painted (CPU 4x, network as is). */
export async function routeChange(browser, base, screen) {
  const { context, page } = await signIn(browser, base, USERS[screen.user], DESKTOP);
  await page.waitForLoadState('networkidle');
  await throttle(context, page, { network: null });
  const link = page
    .getByRole('navigation', { name: 'Меню' })
    .getByRole('link', { name: screen.menu, exact: true });
  await link.waitFor();
  const started = await page.evaluate(() => performance.now());
  await link.click();
  const { live } = await page.evaluate(PAINTED, screen.path);
  await context.close();
  return live - started;
}
