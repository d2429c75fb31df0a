import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_TERMINALS, NEW_TERMINAL } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * Terminals (spec part 1 section 2 "Organisation and branches", "Accountant terminals list"): the accountant's
 * /terminals from the home tile, and on /branches the terminals tab where a moderator adds a terminal whose
 * authorization fails with a wrong password and succeeds with the right one (the card provider's own list).
 */

const ACCOUNTANT = DEMO_USERS.find((u) => u.role === 2)!;
const MODERATOR = DEMO_USERS.find((u) => u.role === 1)!;

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('terminals', () => {
  test('the accountant opens their terminals from home: ID, terminal, status, branch', async ({ home }) => {
    const page = await home(ACCOUNTANT);
    await page
      .getByRole('region', { name: 'Разделы' })
      .getByRole('link', { name: /Терминалы/ })
      .click();
    await expect(page).toHaveURL(/\/terminals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Терминалы' })).toBeVisible();
    const mine = DEMO_TERMINALS.filter((t) => t.accountantIin === ACCOUNTANT.iin);
    await expect(bodyRows(page)).toHaveCount(mine.length);
    for (const [i, t] of mine.entries()) {
      const row = bodyRows(page).nth(i);
      await expect(row.getByRole('cell').nth(1)).toHaveText(t.terminal);
      await expect(row.getByRole('cell').nth(2)).toHaveText(t.status === 1 ? 'Активен' : 'Неактивен');
      await expect(row.getByRole('cell').nth(3)).toHaveText(t.branch);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a moderator adds a terminal: a wrong password fails, the right one authorizes, the save adds the row', async ({
    home,
  }) => {
    const page = await home(MODERATOR);
    await page.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).first().click();
    await expect(page).toHaveURL(/\/branches/);
    await page.getByRole('tab', { name: 'Терминалы (Касса)' }).click();
    await expect(page).toHaveURL(/tab=terminals/);
    await expect(bodyRows(page)).toHaveCount(DEMO_TERMINALS.length);
    // the terminal without an accountant says so in red
    const orphan = DEMO_TERMINALS.find((t) => t.accountantIin === null)!;
    await expect(bodyRows(page).filter({ hasText: orphan.terminal })).toContainText('Не указан');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Добавить терминал' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый терминал (касса)' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Сохранить' });
    await dialog.getByLabel('Терминал (касса)').fill(NEW_TERMINAL.terminal.slice(0, 5));
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Терминал (касса)').fill(NEW_TERMINAL.terminal);
    await dialog.getByLabel('Логин').fill(NEW_TERMINAL.login);
    await dialog.getByLabel('Пароль').fill('wrong-password');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Проверить авторизацию' }).click();
    const toasts = page.getByRole('region', { name: /Уведомления/ });
    await expect(toasts.getByText('Неверный логин или пароль терминала')).toBeVisible();
    // the focus comes back to the button once the check ends, not to the page's body (issue 30, item 22)
    await expect(dialog.getByRole('button', { name: 'Проверить авторизацию' })).toBeFocused();
    await expect(toasts.getByText('Ошибка', { exact: true })).toBeVisible();

    await dialog.getByLabel('Пароль').fill(NEW_TERMINAL.password);
    await dialog.getByRole('button', { name: 'Проверить авторизацию' }).click();
    await expect(toasts.getByText('Авторизация прошла успешно')).toBeVisible();
    await expect(toasts.getByText('Успешно', { exact: true })).toBeVisible();

    await save.click();
    await expect(dialog).toBeHidden();
    await expect(toasts.getByText('Терминал сохранён')).toBeVisible();
    const added = bodyRows(page).filter({ hasText: NEW_TERMINAL.terminal });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(NEW_TERMINAL.login);
  });
});
