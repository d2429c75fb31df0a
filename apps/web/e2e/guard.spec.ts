import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, login, signInWithClock } from './fixtures';
import { expect, test } from './signed-in';

test('an unknown path shows not-found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a page that needs a session sends a visitor to /login, and the login returns there (issue 30, item 12)', async ({
  page,
}) => {
  await page.goto('/profile/index');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile%2Findex$/);
  await page.getByLabel('ИИН').fill('900101300047');
  await page.getByLabel('Пароль', { exact: true }).fill('Sakta-demo-2026!');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile\/index$/);
});

test('a role opening a URL it may not open gets not-found', async ({ page }) => {
  await login(page, { iin: '900101300077' }); // role 6
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/not-found\?denied=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  // the page exists: the message says it is not for this role (issue 30, item 12)
  await expect(page.getByText('Раздел «Информация» есть, но недоступен для роли «ДРМ ПОДФТ».')).toBeVisible();
});

/*
 * The token's lifetime (3600 s) runs on the browser's clock, which the test controls (page.clock); the server's is
 * the real one. The session ends when the browser's clock passes the expiry the server gave at login (ttlDate).
 */
const REFRESH_DIALOG = 'Сессия скоро истечёт';

/** The browser's clock stopped `seconds` before `expiresAt`, and the session's next tick (a second on) run. */
async function secondsBefore(page: Page, expiresAt: number, seconds: number) {
  await page.clock.pauseAt(expiresAt - (seconds + 1) * 1000);
  await page.clock.runFor(1000);
}

test('an expiring token opens the refresh modal, then returns the user to /login', async ({ page }) => {
  const expiresAt = await signInWithClock(page, '900101300047');
  // The modal opens at 300 s left; the ring is orange in the last 20 % of the ttl, red in the last 3 %.
  await secondsBefore(page, expiresAt, 299);
  const dialog = page.getByRole('dialog', { name: REFRESH_DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('До окончания сессии осталось 04:59. Продлить сессию?');
  // The modal hides the rest of the page from assistive tech, so the ring is looked up including hidden nodes.
  const ring = page.getByRole('progressbar', { includeHidden: true });
  await expect(ring).toHaveAttribute('data-color', 'orange');
  await page.clock.fastForward(199_000);
  await expect(dialog).toContainText('осталось 01:40');
  await expect(ring).toHaveAttribute('data-color', 'red');
  await page.clock.fastForward(100_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Сессия истекла. Войдите снова.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('refreshing from the modal gives a new token', async ({ page }) => {
  const expiresAt = await signInWithClock(page, '900101300047');
  await secondsBefore(page, expiresAt, 299);
  const dialog = page.getByRole('dialog', { name: REFRESH_DIALOG });
  await expect(dialog).toBeVisible();
  const storedBefore = await page.evaluate(() => localStorage.getItem('ttlDate'));
  // Tokens expire on whole seconds: a refresh in a later second than the login gets a later expiry.
  await expect.poll(() => Date.now()).toBeGreaterThanOrEqual(expiresAt - 3_599_000);
  const [answer] = await Promise.all([
    page.waitForResponse('**/api/refresh'),
    dialog.getByRole('button', { name: 'Продлить' }).click(),
  ]);
  const renewedUntil = Date.parse(((await answer.json()) as { ttlDate: string }).ttlDate);
  expect(renewedUntil).toBeGreaterThan(expiresAt);
  // the new token's modal opens only at its own 300 s
  await expect(dialog).toBeHidden();
  // The modal closes while the new token is being stored; the session counts on it only once it is stored (each
  // stored value is sealed anew), and the clock below moves once: it must find the new token in place.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ttlDate'))).not.toBe(storedBefore);
  // Past the first token's expiry the user is still in, on the new token.
  await page.clock.fastForward(
    expiresAt + (renewedUntil - expiresAt) / 2 - (await page.evaluate(() => Date.now())),
  );
  await expect(dialog).toContainText(/осталось 00:0\d/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Сессия истекла. Войдите снова.')).toHaveCount(0);
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
  test('/ (home, after login)', async ({ page }) => {
    await login(page, { iin: '900101300017' });
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
  test('not-found', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
