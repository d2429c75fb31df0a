import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, login } from './fixtures';

/** The OGPO page's gate and shell (spec part 2 sections 2.1, 6): who reaches it, the query rules, the titles. */

const RESERVE = { iin: '900101300097', apc: 'APC0097' };
const MANAGER = { iin: '900101300047' };

test('a reserve seller with an apc opens OGPO from the menu, chooses Temporary entry and sees the sellers', async ({
  page,
}) => {
  await login(page, RESERVE);
  // the home tile and the menu entry
  await expect(page.getByRole('main').getByRole('link', { name: /ОГПО ВТС/ })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'ОГПО ВТС' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ОГПО ВТС' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Выберите продукт' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /Временный въезд/ }).click();
  await expect(page).toHaveURL(/\/ogpo\?product=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Временный въезд' })).toBeVisible();
  for (const column of ['Страхователь', 'Застрахованные', 'Транспортные средства'])
    await expect(page.getByRole('heading', { level: 2, name: column })).toBeVisible();
  // role 8: the first manager; an apc user sees it read-only instead of an agent selector
  await expect(page.getByLabel(/Менеджер/)).not.toHaveValue('');
  await expect(page.getByLabel('АПЦ')).toHaveValue('APC0097');
  await expect(page.getByLabel('Агент')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a manager is the manager of the policy, locked, and chooses an agent', async ({ page }) => {
  await login(page, MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await page.goto('/ogpo?product=1');
  await expect(page.getByRole('heading', { level: 1, name: 'ОГПО ВТС' })).toBeVisible();
  const manager = page.getByLabel(/Менеджер/);
  await expect(manager).toBeDisabled();
  await expect(manager.locator('option:checked')).toHaveText('Сейткали Данияр Асланович');
  await expect(page.getByLabel('Агент')).toBeEnabled();
});

test('the query rules: product above 2, a global without isRewrite, and role 8 without an apc lead to not-found', async ({
  page,
}) => {
  await login(page, MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  for (const query of ['?product=3', '?product=1&global=KZ0001']) {
    await page.goto(`/ogpo${query}`);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { iin: RESERVE.iin });
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ОГПО ВТС' })).toHaveCount(0);
  await page.goto('/ogpo?product=2');
  await expect(page).toHaveURL(/\/not-found\?denied=%2Fogpo$/);
});

test("a variant switched off in the admin catalogue shows the spec's message", async ({ page }) => {
  await page.route('**/api/products/availability', (route) =>
    route.fulfill({
      json: {
        result: true,
        data: [
          { code: 'OGPO_WEB_EA', status: 0 },
          { code: 'OGPO_WEB_EA_VV', status: 1 },
        ],
      },
    }),
  );
  await login(page, MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await page.goto('/ogpo?product=1');
  await expect(page.getByText('Услуга ОГПО ВТС для резидентов в данный момент недоступна.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toHaveCount(0);
});
