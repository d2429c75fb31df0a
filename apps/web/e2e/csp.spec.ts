import type { Page } from '@playwright/test';
import { CONTRACTS, CUSTOMER_IINS, DOCUMENT_ULIDS } from './fixtures';
import { expect, test } from './signed-in';

/**
 * The Content-Security-Policy is on (the server sends it with every page): walks every public page and every
 * logged-in page, opening a PDF and the card widget on the way, and fails on any violation the browser reports.
 */

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...console,
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[]),
  ];
}

test('public pages: no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const visit = async (path: string, ready: () => Promise<void>) => {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await ready();
    expect(await violations(), path).toEqual([]);
  };
  await visit('/login', () => expect(page.getByRole('button', { name: 'Войти' })).toBeVisible());
  await visit('/reset', () => expect(page.getByRole('heading', { name: 'Сброс пароля' })).toBeVisible());
  await visit(`/kdp/${CUSTOMER_IINS.accepted}`, () => expect(page.getByRole('main')).toBeVisible());
  await visit(`/func/otp/${DOCUMENT_ULIDS.pending}`, () =>
    expect(page.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible(),
  );
  await visit(`/epay/${CONTRACTS.payableThird}`, () =>
    expect(
      page.frameLocator('iframe[title="Оплата картой"]').getByRole('button', { name: /Оплатить/ }),
    ).toBeVisible(),
  );
  await visit('/no-such-page', () => expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible());
});

test('logged-in pages with a dialog and a PDF: no CSP violation', async ({ signedIn }) => {
  const page = await signedIn({ iin: '900101300017' });
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  // An agreement: a Radix dialog (scroll lock) with the pdf.js viewer and its worker.
  await page
    .getByRole('region', { name: 'На согласование' })
    .getByRole('button', { name: /^Открыть: / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [path, heading] of [
    ['/dashboard', 'Информация'],
    ['/termination', 'Расторжение'],
    ['/profile/index', 'Профиль'],
    ['/instruction', 'Инструкция'],
  ] as const) {
    await page.getByRole('navigation').first().waitFor();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
  expect(await violations()).toEqual([]);
});
