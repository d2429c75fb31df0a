import type { Page } from '@playwright/test';
import { DEMO_USERS } from './fixtures';
import { expect, test, type SignedInUser } from './signed-in';

/*
 * The lists whose every column the spec names, at a laptop's 1440x900 and a phone's 390x844 (issue 44 item 7,
 * issue 43 item 15): /podfts (2.5), /support/operator-error (2.8) and /policies (2.7). At 1440 every column is in
 * its frame, nothing scrolls sideways, and focusing a row's opener keeps its ID in view; at 390 each row is a card
 * and /policies' search card starts closed, so the list is what one sees first.
 */

const DRM: SignedInUser = { iin: '900101300077' };
const SUPPORT = DEMO_USERS.find((u) => u.role === 9)!;
const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;

const LISTS = [
  { name: '/podfts', user: DRM, path: '/podfts?status=1', columns: 11 },
  { name: '/support/operator-error', user: SUPPORT, path: '/support/operator-error', columns: 10 },
  { name: '/policies', user: MANAGER, path: '/policies', columns: 9 },
] as const;

const frame = (page: Page) => page.locator('[data-slot="table-container"][data-layout="cards"]').first();
const firstRow = (page: Page) => frame(page).locator('tbody tr').first();

for (const list of LISTS) {
  test(`${list.name}: every column at 1440, cards at 390`, async ({ signedIn }) => {
    const page = await signedIn(list.user);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(list.path);
    await expect(firstRow(page).getByRole('cell').first()).toBeVisible();
    const box = (await frame(page).boundingBox())!;
    const headers = frame(page).getByRole('columnheader');
    await expect(headers).toHaveCount(list.columns);
    for (const header of await headers.all()) {
      const h = (await header.boundingBox())!;
      expect(h.x + h.width, `${await header.textContent()} inside the frame`).toBeLessThanOrEqual(
        box.x + box.width + 1,
      );
    }
    expect(await frame(page).evaluate((e) => e.scrollWidth <= e.clientWidth + 1), 'no sideways scroll').toBe(
      true,
    );
    // the row's opener focused (support's is the row itself): the ID stays where it was
    const opener =
      list.name === '/support/operator-error'
        ? firstRow(page)
        : firstRow(page).getByRole('button', { name: /^Открыть/ });
    await opener.focus();
    await expect(opener).toBeFocused();
    expect(await frame(page).evaluate((e) => e.scrollLeft)).toBe(0);
    await expect(firstRow(page).getByRole('cell').first()).toBeInViewport();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(list.path);
    await expect(firstRow(page).getByRole('cell').first()).toBeVisible();
    await expect(firstRow(page)).toHaveCSS('display', 'grid');
    expect(await frame(page).evaluate((e) => e.scrollWidth <= e.clientWidth + 1), 'no sideways scroll').toBe(
      true,
    );
    if (list.name === '/policies') {
      await expect(page.getByRole('form', { name: 'Поиск договоров' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Поиск договоров' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(firstRow(page)).toBeInViewport();
    }
  });
}
