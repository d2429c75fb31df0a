import { expectNoSeriousA11yViolations, login, SHORT_TTL_URL } from './fixtures';
import { expect, test } from './signed-in';

test('an unknown path shows not-found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a page that needs a session sends a visitor to /login', async ({ page }) => {
  await page.goto('/profile/index');
  await expect(page).toHaveURL(/\/login$/);
});

test('a role opening a URL it may not open gets not-found', async ({ page }) => {
  await login(page, { iin: '900101300077' }); // role 6
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});

test('an expiring token opens the refresh modal, then returns the user to /login', async ({ page }) => {
  await page.goto(`${SHORT_TTL_URL}/login`);
  await page.getByLabel('ИИН').fill('900101300047');
  await page.getByLabel('Пароль', { exact: true }).fill('Sakta-demo-2026!');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog', { name: 'Сессия скоро истечёт' })).toBeVisible();
  // The modal hides the rest of the page from assistive tech, so the ring is looked up including hidden nodes.
  await expect(page.getByRole('progressbar', { includeHidden: true })).toHaveAttribute(
    'data-color',
    /orange|red/,
    // orange comes in the last 20 % (1.6 s) of the 8 s token: allow for a loaded machine
    { timeout: 10_000 },
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 12_000 });
  await expect(page.getByText('Сессия истекла. Войдите снова.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('refreshing from the modal gives a new token', async ({ page }) => {
  await page.goto(`${SHORT_TTL_URL}/login`);
  await page.getByLabel('ИИН').fill('900101300047');
  await page.getByLabel('Пароль', { exact: true }).fill('Sakta-demo-2026!');
  await page.getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сессия скоро истечёт' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(4_000);
  await dialog.getByRole('button', { name: 'Продлить' }).click();
  // The token was renewed: 8 s after the first login the user is still in.
  await page.waitForTimeout(5_000);
  await expect(page).toHaveURL(`${SHORT_TTL_URL}/`);
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
