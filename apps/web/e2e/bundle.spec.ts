import type { Page } from '@playwright/test';
import { CONTRACTS, CUSTOMER_IINS, DOCUMENT_ULIDS, SECOND_URL } from './fixtures';
import { expect, test } from './signed-in';

/*
 * pdf.js is loaded only by the pages that show a PDF (issue 3): its viewer chunk and its worker are never
 * requested elsewhere. Each test records the requests of its page's browser context (a resource the context has
 * cached is still requested, and recorded).
 */
const VIEWER = /\/pdf-viewer-impl[-.]/;
const WORKER = /\/pdf\.worker/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (r) => urls.push(r.url()));
  return urls;
}

const pdfRequests = (urls: string[]) => urls.filter((u) => VIEWER.test(u) || WORKER.test(u));

test.describe('pdf.js stays out of the pages without a PDF', () => {
  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/login',
      ready: (page) => expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(),
    },
    {
      path: '/reset',
      ready: (page) => expect(page.getByRole('button', { name: 'Отправить код' })).toBeVisible(),
    },
    {
      path: `/kdp/${CUSTOMER_IINS.accepted}`,
      ready: (page) => expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible(),
    },
    {
      path: `/epay/${CONTRACTS.paid}`,
      ready: (page) => expect(page.getByText('Договор уже оплачен')).toBeVisible(),
    },
  ];
  for (const { path, ready } of pages) {
    test(`${path} requests neither the viewer chunk nor the worker`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(path);
      await ready(page);
      // Nothing is fetched later either (no prefetch of the viewer once the page is idle).
      await page.waitForLoadState('networkidle');
      expect(urls.some((u) => u.includes('/assets/'))).toBe(true);
      expect(pdfRequests(urls)).toEqual([]);
    });
  }
});

test.describe('pdf.js is loaded where a PDF is shown', () => {
  test('/func/otp/{ulid} requests the viewer chunk and the worker', async ({ page }) => {
    const urls = recordRequests(page);
    // The second server's pending document: document-otp.spec.ts accepts the first server's one.
    await page.goto(`${SECOND_URL}/func/otp/${DOCUMENT_ULIDS.pending}`);
    await expect(page.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
    expect(urls.some((u) => VIEWER.test(u))).toBe(true);
    expect(urls.some((u) => WORKER.test(u))).toBe(true);
  });

  test('/instruction requests the viewer chunk and the worker', async ({ signedIn }) => {
    const page = await signedIn({ iin: '900101300047' }); // role 3
    const urls = recordRequests(page);
    await page.goto('/instruction');
    await expect(page.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
    expect(urls.some((u) => VIEWER.test(u))).toBe(true);
    expect(urls.some((u) => WORKER.test(u))).toBe(true);
  });
});
