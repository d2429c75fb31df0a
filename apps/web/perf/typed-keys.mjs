// Keys kept when typed during the hand-over (issue 45): on a slow phone (CPU 6x, 300 ms latency, the network of
// `pnpm perf` otherwise), and on one busy with other work (CPU 20x), a person types into a page's first field as
// soon as it shows, at about 8 keys a second, and we read what the field holds once the app is live.

import { PHONE, signIn } from './signed-in.mjs';

const LATENCY_MS = 300;
const KEY_DELAY_MS = 125;

/** dd.mm.yyyy a day after `shown` (dd.mm.yyyy), as digits: what a person types into a masked date. */
function dayAfter(shown) {
  const [d, m, y] = shown.split('.').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1))
    .toLocaleDateString('ru-RU', { timeZone: 'UTC' })
    .replace(/\D/g, '');
}

/**
 * Every field to type into: the page, the field's label, what is typed (or how, from what the field shows, with
 * the field's text selected first), the CPU slowdown, and who is signed in (the user's IIN) for a signed-in page.
 */
export const TYPED = [
  { name: '/login (ИИН), CPU 6x', path: '/login', label: 'ИИН', text: '900101300047', cpu: 6 },
  { name: '/login (ИИН), CPU 20x', path: '/login', label: 'ИИН', text: '900101300047', cpu: 20 },
  // the sandbox's pending document (the run's fresh server; nothing is confirmed)
  {
    name: '/func/otp (Код из SMS), CPU 6x',
    path: '/func/otp/01JDSAKTA0000000000000000A',
    label: 'Код из SMS',
    text: '1234',
    cpu: 6,
  },
  // a sale's first field: the treaty's start (the server's tomorrow), typed over with the day after
  {
    name: '/ogpo?product=1 (Дата начала), CPU 6x',
    path: '/ogpo?product=1',
    label: 'Дата начала',
    text: dayAfter,
    cpu: 6,
    user: '900101300047',
  },
];

/**
 * The page is live: the app has replaced the server's copy, or hydrated the server's markup of its own tree
 * (`#root[data-hydrate]`, marked `data-live` at the app's first commit: src/layout/Root.tsx).
 */
const LIVE = () =>
  new Promise((done) => {
    const check = () => {
      const root = document.getElementById('root');
      const live =
        !document.getElementById('prerender') &&
        root?.firstElementChild &&
        (root.dataset.hydrate === undefined || root.dataset.live !== undefined);
      if (live) done(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

/** How many of the typed keys the field holds once the page is live (the longest typed prefix it shows). */
export async function keysKept(browser, base, field, network) {
  const context = field.user
    ? (await signIn(browser, base, field.user)).context
    : await browser.newContext(PHONE);
  for (const page of context.pages()) await page.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { ...network, latency: LATENCY_MS });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: field.cpu });
  await page.goto(`${base}${field.path}`, { waitUntil: 'commit', timeout: 120_000 });
  const input = page.getByRole('textbox', { name: field.label, exact: true }).first();
  await input.waitFor({ timeout: 120_000 });
  const text = typeof field.text === 'function' ? field.text(await input.inputValue()) : field.text;
  await input.click({ force: true }).catch(() => undefined);
  if (typeof field.text === 'function') await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  const live = await page.evaluate(LIVE);
  const value = (
    await page.getByRole('textbox', { name: field.label, exact: true }).first().inputValue()
  ).replace(/\D/g, '');
  await context.close();
  let kept = 0;
  while (kept < text.length && value[kept] === text[kept]) kept += 1;
  return { kept, typed: text.length, value, live };
}
