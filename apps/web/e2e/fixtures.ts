import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { menuFor, ROLE_NAMES, type RoleId } from '@sakta/core';
import { isBuilt } from '../src/screens';

export const PASSWORD = 'Sakta-demo-2026!';
/** The second e2e server (playwright.config.ts): the sales, the password resets, a second pending document. */
export const SECOND_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 4}`;

export interface DemoUser {
  role: RoleId;
  iin: string;
  apc?: string;
}

/** The demo users of the Foundation issue, one per role (role 8 also with its apc). */
export const DEMO_USERS: DemoUser[] = [
  { role: 0, iin: '900101300017' },
  { role: 1, iin: '900101300027' },
  { role: 2, iin: '900101300037' },
  { role: 3, iin: '900101300047' },
  { role: 4, iin: '900101300057' },
  { role: 5, iin: '900101300067' },
  { role: 6, iin: '900101300077' },
  { role: 7, iin: '900101300087' },
  { role: 8, iin: '900101300097' },
  { role: 8, iin: '900101300097', apc: 'APC0097' },
  { role: 9, iin: '900101300106' },
  { role: 10, iin: '900101300116' },
];

export const roleName = (role: RoleId) => ROLE_NAMES[role];

/** The menu entries a user must see: the spec's menu rules, limited to the screens that exist. */
export function expectedMenu(user: DemoUser): string[] {
  return ['Главная', ...menuFor({ role: user.role, apc: user.apc ?? null }, isBuilt).map((m) => m.title)];
}

export async function login(page: Page, user: Pick<DemoUser, 'iin' | 'apc'>, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('ИИН').fill(user.iin);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  if (user.apc) await page.getByLabel('APC').fill(user.apc);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs `iin` in through the page with the browser's clock installed (page.clock), so a test moves the session's
 * time itself: the token's expiry (ms), as the server gave it at login (ttlDate).
 */
export async function signInWithClock(page: Page, iin: string): Promise<number> {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('ИИН').fill(iin);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse('**/api/login'),
    page.getByRole('button', { name: 'Войти' }).click(),
  ]);
  const { ttlDate } = (await answer.json()) as { ttlDate: string };
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  return Date.parse(ttlDate);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // legacy mode runs axe in the page itself; the default opens an extra page per check to merge frame results.
  // Only the violations are reported in full (the passes would be serialised back for nothing).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/*
 * Issue 3: the public pages. Apps must not import apps, so the seed of the sandbox is copied here; keep it in step
 * with apps/api/src/features/public-pages/demo-public.ts (DEMO_CUSTOMER_IINS, DEMO_DOCUMENT_ULIDS, DEMO_CONTRACTS). Every server of the
 * e2e run starts on a fresh data directory, so each pending customer or document can be accepted once per server:
 * a spec that accepts one owns it.
 */

/** Customers of the consent page /kdp/{iin}. */
export const CUSTOMER_IINS = {
  /** Consent code sent at start. */
  pending: '850412401239',
  /** Consent code sent at start (a second one, so two tests can each accept one). */
  pendingSecond: '781103300458',
  accepted: '920725300787',
  /** No code was ever sent: 'У вас нет доступа'. */
  noCode: '010214600123',
  /** Consent code sent at start, by an SMS in Kazakh (its link carries lang=kk). */
  pendingKazakh: '900315401550',
} as const;

/** Documents of the code page /func/otp/{ulid}. */
export const DOCUMENT_ULIDS = {
  /** A termination application with a code sent at start. */
  pending: '01JDSAKTA0000000000000000A',
  accepted: '01JDSAKTA0000000000000000B',
  noCode: '01JDSAKTA0000000000000000C',
  /** An insurance contract with a code sent at start, by an SMS in Kazakh. */
  pendingKazakh: '01JDSAKTA0000000000000000D',
} as const;

/** Contracts of /epay/{id}: 1001-1003 and 1005 await payment, 1004 is paid. */
export const CONTRACTS = {
  payable: '1001',
  payableSecond: '1002',
  payableThird: '1003',
  paid: '1004',
  /** Paid by the Kazakh journey. */
  payableKazakh: '1005',
  unknown: '999999',
} as const;

/** The simulated provider's test cards (apps/api/src/services/epay-provider/card.ts). */
export const TEST_CARDS = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;

/**
 * A notification (7 s, spec part 1 section 9) seen with its text, then closed with 'Закрыть' as a user would, so
 * none is left over the page (it stands at the sidebar's foot, or along a phone's bottom edge). The same message
 * raised twice (a second save while the first notice still shows) shows twice: every copy is closed, so the test
 * waits for what it needs (the notice seen, none left over the page), never for a count of them.
 */
export async function closeNotification(page: Page, text: string | RegExp) {
  const toasts = page
    .getByRole('region', { name: 'Уведомления' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(toasts.first()).toBeVisible();
  // each copy's own 'Закрыть'; one that closed by itself meanwhile is simply gone (no click waits for it)
  await toasts.getByRole('button', { name: 'Закрыть' }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(toasts).toHaveCount(0);
}

/** The simulated card provider of a server: 10 ports above it (playwright.config.ts). */
export function providerOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 10}`;
}

export interface LastCodeQuery {
  subject?: string;
  phone?: string;
  /** The address of a code sent by mail (the sale's code to an insurer without a phone). */
  email?: string;
  purpose?: 'reset' | 'kdp' | 'document' | 'agreement' | 'avr' | 'operator-error' | 'policy-termination';
  /** The server to ask; default the config's baseURL (the normal server). */
  baseURL?: string;
}

/**
 * The last code the sandbox "sent by SMS" or by mail (GET /api/dev/last-code, test mode only): what the customer
 * would read on the phone or in the mailbox. Call it after the page shows that the code was sent.
 */
export async function lastCode(request: APIRequestContext, query: LastCodeQuery): Promise<string> {
  const params = new URLSearchParams();
  if (query.subject) params.set('subject', query.subject);
  if (query.phone) params.set('phone', query.phone);
  if (query.email) params.set('email', query.email);
  if (query.purpose) params.set('purpose', query.purpose);
  const res = await request.get(`${query.baseURL ?? ''}/api/dev/last-code?${params.toString()}`);
  expect(res.ok(), `GET /api/dev/last-code?${params.toString()}: HTTP ${res.status()}`).toBe(true);
  const { code } = (await res.json()) as { code: string };
  expect(code).toMatch(/^\d{4}$/);
  return code;
}

/** A 4-digit code that is not `code` (for the wrong-code paths). */
/**
 * The last SMS the sandbox sent for `query` (what the customer reads on the phone): its text, its code and the
 * path (with its query) of the page its link opens, on this test's server.
 */
export async function lastSms(
  request: APIRequestContext,
  query: LastCodeQuery,
): Promise<{ text: string; code: string; path: string }> {
  const params = new URLSearchParams();
  if (query.subject) params.set('subject', query.subject);
  if (query.purpose) params.set('purpose', query.purpose);
  const res = await request.get(`${query.baseURL ?? ''}/api/dev/last-code?${params.toString()}`);
  expect(res.ok(), `GET /api/dev/last-code?${params.toString()}: HTTP ${res.status()}`).toBe(true);
  const { text, code } = (await res.json()) as { text: string; code: string };
  const link = /https?:\/\/\S+$/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return { text, code, path: url.pathname + url.search };
}

export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/**
 * The hydration failures the page reports from now on (src/boot.tsx logs each as '[hydration] ...'): a mismatch
 * between the server's markup and the app's first render, after which React renders that part anew.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]')) errors.push(message.text());
  });
  return errors;
}

/**
 * Serves the page at `path` as a server without the SPA's server build would (no first paint): the app renders it in
 * the browser and loads its data itself, so a test can answer those calls.
 */
export async function withoutFirstPaint(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(
          /<div id="root" data-hydrate>[\s\S]*?<\/div><script type="application\/json" id="sakta-painted">[\s\S]*?<\/script>/,
          '<div id="root"></div>',
        )
        .replace(/<div id="prerender"[\s\S]*?<\/div><div id="root">/, '<div id="root">');
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Holds the SPA's entry script until `release()`: the page shows only what the server rendered (its first paint),
 * as on a slow phone before the scripts have arrived. With `'app'`, the entry runs (it holds the presses made on
 * the painted page: src/lib/held-clicks.ts) and the app's start is held.
 */
export async function holdScripts(
  page: Page,
  held: 'entry' | 'app' = 'entry',
): Promise<{ release: () => void }> {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    held === 'entry' ? /\/assets\/index-[^/]+\.js$/ : /\/assets\/boot-[^/]+\.js$/,
    async (route) => {
      await scripts;
      await route.continue();
    },
  );
  return { release };
}
