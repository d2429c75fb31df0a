import { test as base, expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '@sakta/core';
import { login, type DemoUser } from './fixtures';

/**
 * Signed in once per worker and user: `signedIn(user)` gives the test a fresh page (about:blank) in a browser
 * context where that user is already signed in. The session cannot travel as Playwright's storageState (its key is
 * a non-extractable WebCrypto key in IndexedDB), so the worker keeps the context itself, one per server and user,
 * signed in through the login page the first time a test asks for it.
 *
 * After each test the test's pages are closed and what a test may leave in the browser is cleared: every
 * localStorage entry beyond the session's own (the kept-sale slots of the OGPO page). A test that ended the
 * session or replaced it (a logout, another login in that context) leaves a context that is closed and signed in
 * anew the next time. What a page keeps for itself (sessionStorage, the query cache, routes, init scripts, the
 * clock) dies with the page; page.clock is the context's, so a test that needs it signs in through its own page.
 *
 * The login, guard, reset and load-failure specs sign in through the page, as a user does. Every spec imports
 * `test` from here, whether it signs in or not: Playwright gives a worker the specs of one fixture set, so one set
 * lets a worker keep its browser and its signed-in contexts from spec to spec.
 */

export type SignedInUser = Pick<DemoUser, 'iin' | 'apc'>;

interface KeptSession {
  context: BrowserContext;
  /** The sealed access token stored at sign-in: another value means the test ended or replaced the session. */
  access: string;
  /** The pages' session cookie login set (the server's first paint of a signed-in page), kept aside. */
  pageSession: Cookie;
}

/** The cookie with which the server paints a signed-in page before its scripts (apps/api platform/page-session.ts). */
const PAGE_SESSION = 'sakta_page';

const SESSION_KEYS: readonly string[] = SESSION_STORAGE_KEYS;

async function signIn(context: BrowserContext, user: SignedInUser): Promise<Omit<KeptSession, 'context'>> {
  const page = await context.newPage();
  await login(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const access = await page.evaluate(() => localStorage.getItem('access'));
  expect(access, 'the session is stored').toBeTruthy();
  await page.close();
  const pageSession = (await context.cookies()).find((c) => c.name === PAGE_SESSION);
  expect(pageSession, 'the server keeps the session for the first paint').toBeTruthy();
  await context.clearCookies({ name: PAGE_SESSION });
  return { access: access!, pageSession: pageSession! };
}

/** Clears what the test left beyond the session; false when the session is no longer the one signed in. */
async function settle(kept: KeptSession, baseURL: string): Promise<boolean> {
  for (const page of kept.context.pages()) await page.close();
  await kept.context.clearCookies({ name: PAGE_SESSION });
  const origin = new URL(baseURL).origin;
  const stored =
    (await kept.context.storageState()).origins.find((o) => o.origin === origin)?.localStorage ?? [];
  if (stored.find((entry) => entry.name === 'access')?.value !== kept.access) return false;
  if (stored.every((entry) => SESSION_KEYS.includes(entry.name))) return true;
  const page = await kept.context.newPage();
  try {
    // a same-origin document without the app: its scripts cannot write anything back meanwhile
    await page.goto(new URL('/api/health', baseURL).toString());
    await page.evaluate((keep) => {
      for (const key of Object.keys(localStorage)) if (!keep.includes(key)) localStorage.removeItem(key);
    }, SESSION_KEYS);
    return true;
  } finally {
    await page.close();
  }
}

export const test = base.extend<
  {
    /**
     * A fresh page (about:blank) where `user` is signed in. Its pages come without the server's first paint (the
     * tests act on the live app, as a user does once it is there) unless `firstPaint` asks for it.
     */
    signedIn: (user: SignedInUser, options?: { firstPaint?: boolean }) => Promise<Page>;
    /** A fresh page on the home page of `user`, signed in. */
    home: (user: SignedInUser) => Promise<Page>;
  },
  { signedInContexts: Map<string, KeptSession> }
>({
  signedInContexts: [
    // Playwright reads a fixture's dependencies from its first parameter (none here). The second is named
    // `provide`: the linter reads `use` as React's hook.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const contexts = new Map<string, KeptSession>();
      await provide(contexts);
      for (const kept of contexts.values()) await kept.context.close();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ browser, baseURL, signedInContexts }, provide) => {
    const used = new Map<string, KeptSession>();
    await provide(async (user, options) => {
      const key = `${baseURL}|${user.iin}|${user.apc ?? ''}`;
      let kept = signedInContexts.get(key);
      if (!kept) {
        // created inside the test, so it gets the project's context options (baseURL, locale, reduced motion)
        const context = await browser.newContext();
        kept = { context, ...(await signIn(context, user)) };
        signedInContexts.set(key, kept);
      }
      used.set(key, kept);
      if (options?.firstPaint) await kept.context.addCookies([kept.pageSession]);
      return kept.context.newPage();
    });
    for (const [key, kept] of used)
      if (!(await settle(kept, baseURL!))) {
        signedInContexts.delete(key);
        await kept.context.close();
      }
  },
  home: async ({ signedIn }, provide) => {
    await provide(async (user) => {
      const page = await signedIn(user);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
      return page;
    });
  },
});

export { expect };
