import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';

/** The OGPO page's gate and shell (spec part 2 sections 2.1, 6): who reaches it, the query rules, the titles. */

const RESERVE = { iin: '900101300097', apc: 'APC0097' };
const MANAGER = { iin: '900101300047' };

test('a reserve seller with an apc opens OGPO from the menu, chooses Temporary entry and sees the sellers', async ({
  home,
}) => {
  const page = await home(RESERVE);
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
  await expect(page.getByLabel('APC', { exact: true })).toHaveValue('APC0097');
  await expect(page.getByLabel('Агент')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a manager is the manager of the policy, locked, and chooses an agent', async ({ signedIn }) => {
  const page = await signedIn(MANAGER);
  await page.goto('/ogpo?product=1');
  await expect(page.getByRole('heading', { level: 1, name: 'ОГПО ВТС' })).toBeVisible();
  const manager = page.getByLabel(/Менеджер/);
  await expect(manager).toBeDisabled();
  await expect(manager.locator('option:checked')).toHaveText('Сейткали Данияр Асланович');
  await expect(page.getByLabel('Агент')).toBeEnabled();
});

test('the query rules: product above 2, a global without isRewrite, and role 8 without an apc lead to not-found', async ({
  signedIn,
  home,
}) => {
  const page = await signedIn(MANAGER);
  for (const query of ['?product=3', '?product=1&global=KZ0001']) {
    await page.goto(`/ogpo${query}`);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  }
  // the reserve seller signed in without an apc
  const noApc = await home({ iin: RESERVE.iin });
  await expect(noApc.getByRole('navigation').getByRole('link', { name: 'ОГПО ВТС' })).toHaveCount(0);
  await noApc.goto('/ogpo?product=2');
  await expect(noApc).toHaveURL(/\/not-found\?denied=%2Fogpo$/);
});

test("a variant switched off in the admin catalogue shows the spec's message", async ({ signedIn }) => {
  const page = await signedIn(MANAGER);
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
  await page.goto('/ogpo?product=1');
  await expect(page.getByText('Услуга ОГПО ВТС для резидентов в данный момент недоступна.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toHaveCount(0);
});
