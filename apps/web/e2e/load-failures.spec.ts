import type { Page } from '@playwright/test';
import { DEMO_USERS, login } from './fixtures';
import { expect, test } from './signed-in';

/*
 * Issues 4, 5 and 13: a list or a page whose call fails (a server error, a malformed answer) shows the failure's
 * message with 'Повторить', never a blank screen, and 'Повторить' loads it again. The first answer of the call is
 * replaced in the browser; the retry reaches the sandbox.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;

/** Answers the first `method` request to `path` with `body` and `status`; later ones go to the server. */
async function failOnce(page: Page, method: string, path: RegExp, status: number, body: string) {
  let failed = false;
  await page.route(path, async (route) => {
    if (failed || route.request().method() !== method) return route.fallback();
    failed = true;
    await route.fulfill({ status, contentType: 'application/json', body });
  });
}

async function loginAs(page: Page, user: (typeof DEMO_USERS)[number]) {
  await login(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
}

test('home: a server error on the agreements list shows its message, and "Повторить" loads the list', async ({
  page,
}) => {
  await failOnce(page, 'GET', /\/api\/agreement\/my-agreements$/, 500, '{}');
  await loginAs(page, MANAGER);
  await expect(page.getByText('Не удалось загрузить документы на согласование')).toBeVisible();
  await expect(page.getByText('Ошибка сервера (500). Попробуйте позже.')).toBeVisible();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('button', { name: /^Открыть:/ }).first()).toBeVisible();
  await expect(page.getByText('Не удалось загрузить документы на согласование')).toHaveCount(0);
});

test('dashboard: a malformed answer shows the malformed-answer message, and "Повторить" loads the contracts', async ({
  page,
}) => {
  await loginAs(page, ADMIN);
  await failOnce(page, 'POST', /\/api\/admin\/admin-info$/, 200, '{"policies": "not a list"}');
  await page.goto('/dashboard');
  await expect(page.getByText('Не удалось загрузить договоры')).toBeVisible();
  await expect(page.getByText('Сервер вернул некорректный ответ. Попробуйте позже.')).toBeVisible();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Не удалось загрузить договоры')).toHaveCount(0);
});

// a fresh tab without the pages' session cookie: the page carries no answer of the history (lib/page-answers.ts)
test('termination: a server error on the history shows its message, and "Повторить" loads the history', async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER);
  await failOnce(page, 'GET', /\/api\/contracts\/functional\/history(\?.*)?$/, 500, '{}');
  await page.goto('/termination');
  await expect(page.getByText('Не удалось загрузить данные')).toBeVisible();
  await expect(page.getByText('Ошибка сервера (500). Попробуйте позже.')).toBeVisible();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(
    page
      .getByRole('table')
      .getByRole('button', { name: /Открыть/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Не удалось загрузить данные')).toHaveCount(0);
});

test("OGPO: the seller's address not read gives 'Ошибка загрузки продукта', and \"Повторить\" opens the page", async ({
  page,
}) => {
  await loginAs(page, MANAGER);
  await failOnce(page, 'GET', /\/api\/get-ip$/, 500, '{}');
  await page.goto('/ogpo?product=1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Не удалось открыть страницу');
  await expect(alert).toContainText('Ошибка загрузки продукта. Ошибка сервера (500). Попробуйте позже.');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toBeVisible();
  await expect(page.getByText('Ошибка загрузки продукта')).toHaveCount(0);
});

test('a page whose code does not arrive says \'Ошибка загрузки страницы\' beside the menu, and "Повторить" opens it', async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
  // the drafts screen's own chunk cannot be fetched (a dropped connection)
  let dropped = true;
  await page.route(/\/assets\/drafts-[\w-]+\.js$/, (route) => (dropped ? route.abort() : route.fallback()));
  await page.getByRole('navigation').getByRole('link', { name: 'Черновики' }).click();
  await expect(page.getByRole('main').getByText('Ошибка загрузки страницы')).toBeVisible();
  // the menu and the header stay: another page is one click away
  await expect(
    page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Главная' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  dropped = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Черновики' })).toBeVisible();
  await expect(page.getByText('Ошибка загрузки страницы')).toHaveCount(0);
});

test('a dialog whose code does not arrive says \'Ошибка загрузки страницы\' over the page, and "Повторить" opens it', async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER);
  // the dialogs' chunk cannot be fetched (a dropped connection), neither in the idle moment nor at the first dialog
  let dropped = true;
  await page.route(/\/assets\/dialog-radix-[\w-]+\.js$/, (route) =>
    dropped ? route.abort() : route.fallback(),
  );
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Открыть:/ })
    .first()
    .click();
  const failed = page.getByRole('alertdialog', { name: 'Ошибка загрузки страницы' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  dropped = false;
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
