import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, login } from './fixtures';

/*
 * The employees tab of /branches (spec part 1 sections 2, 3, 9): the table pages with 3 page links, the filter and
 * the page live in the URL (a reload keeps them), and an administrator reaches the deleted employees.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const pageLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Пагинация' }).getByRole('button', { name: /^Страница \d+$/ });

test.describe('employees', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an administrator pages and filters the employees; the URL keeps both; the deleted ones are reachable', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await page.goto('/branches');
    await page.getByRole('tab', { name: 'Сотрудники' }).click();
    await expect(page).toHaveURL(/tab=employees/);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(pageLinks(page)).toHaveText(['1', '2', '3']);
    await expectNoSeriousA11yViolations(page);

    await pageLinks(page).filter({ hasText: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondFirstId = await bodyRows(page).first().getByRole('cell').first().textContent();
    await page.reload();
    await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText(secondFirstId!);

    await page.getByRole('button', { name: 'Фильтр' }).click();
    const filter = page.getByRole('form', { name: 'Фильтр' });
    await filter.getByLabel('Роль').selectOption({ label: 'Агент' });
    await filter.getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/role=4/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(bodyRows(page).first()).toContainText('Агент');
    const roles = await bodyRows(page).locator('td:nth-child(5)').allTextContents();
    expect(roles.every((r) => r === 'Агент')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(bodyRows(page).first()).toContainText('Агент');

    await page.getByRole('button', { name: 'Удалённые сотрудники' }).click();
    await expect(page.getByRole('heading', { name: 'Удалённые сотрудники' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Действующие сотрудники' }).click();
    await expect(page.getByRole('heading', { name: 'Сотрудники', level: 2 })).toBeVisible();
  });
});
