import {
  DEMO_USERS,
  expectedMenu,
  hydrationErrors,
  login,
  PASSWORD,
  roleName,
  holdScripts,
} from './fixtures';
import { expect, test } from './signed-in';

test.describe('login and the role-based shell', () => {
  for (const user of DEMO_USERS) {
    test(`role ${user.role}${user.apc ? ' with apc' : ''} logs in and sees exactly its menu`, async ({
      page,
    }) => {
      await login(page, user);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
      await expect(page.getByText(roleName(user.role), { exact: true }).first()).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Меню' });
      await expect(menu.getByRole('link')).toHaveText(expectedMenu(user));
    });
  }

  test('the form paints before the scripts run, and the app hydrates it in place, keeping what was typed meanwhile', async ({
    page,
  }) => {
    const errors = hydrationErrors(page);
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
    const iin = page.getByLabel('ИИН');
    const field = await iin.elementHandle();
    await iin.fill('900101300017');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    // Without the scripts nothing can be submitted (no password in a URL).
    await expect(page.getByRole('button', { name: 'Войти' })).toBeDisabled();
    release();
    // the app takes the typed values: the button turns on, on the same fields (hydrated, not replaced)
    await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(await field!.evaluate((element) => element.isConnected)).toBe(true);
    await expect(iin).toHaveValue('900101300017');
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    // no hydration mismatch (src/boot.tsx reports one, and React renders the page anew)
    expect(errors).toEqual([]);
  });

  test('the button stays disabled until IIN has 12 digits and the password more than 8 characters', async ({
    page,
  }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Войти' });
    await expect(button).toBeDisabled();
    await page.getByLabel('ИИН').fill('90010130001');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await expect(button).toBeDisabled();
    await page.getByLabel('ИИН').fill('900101300017');
    await page.getByLabel('Пароль', { exact: true }).fill('12345678');
    await expect(button).toBeDisabled();
    await page.getByLabel('Пароль', { exact: true }).fill('123456789');
    await expect(button).toBeEnabled();
  });

  test('a wrong password shows the server errors in red and keeps the button disabled', async ({ page }) => {
    await login(page, { iin: '900101300047' }, 'wrong-password-1');
    const alert = page.getByRole('alert').filter({ hasText: 'Неверный ИИН или пароль' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)|oklch/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await expect(page.getByLabel('ИИН')).toHaveValue('900101300047');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
  });

  test('an unreachable server and a malformed answer show clear messages, keeping what was typed', async ({
    page,
  }) => {
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    await login(page, { iin: '900101300047' });
    await expect(page.getByRole('alert')).toHaveText(
      'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    );
    await expect(page.getByLabel('ИИН')).toHaveValue('900101300047');

    await page.unroute('**/api/login');
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"access_token": 42}' }),
    );
    await page.getByLabel('Пароль', { exact: true }).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Сервер вернул некорректный ответ. Попробуйте позже.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-in user at /login is sent home; the session survives a reload; logout ends it', async ({
    page,
  }) => {
    await login(page, { iin: '900101300047' });
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => Object.values(localStorage).join(' '));
    expect(stored).not.toContain('900101300047');
    await page.goto('/profile/index');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // nor does the server keep it for the pages' first paint
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name))
      .not.toContain('sakta_page');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the sandbox server's pages carry the discreet 'Песочница' marker", async ({ page }) => {
    await page.goto('/login');
    const marker = page.getByRole('note');
    await expect(marker).toHaveText('Песочница');
    await expect(marker).toHaveAttribute('title', /^Демонстрационный режим/);
    await page.goto('/kdp/920725300787');
    await expect(page.getByRole('note')).toHaveText('Песочница');
  });

  test('a browser that blocks localStorage still gets the login page and a working session', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, { iin: '900101300047' });
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    // Nothing could be stored: a reload forgets the session and shows the login page again, not a blank one.
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
