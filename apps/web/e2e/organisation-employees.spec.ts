import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { MOVED_EMPLOYEE_IIN, LOOKUP_PERSON } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * The employees tab of /branches (spec part 1 sections 2, 3, 9): the table pages with 3 page links, the filter and
 * the page live in the URL (a reload keeps them), and an administrator reaches the deleted employees.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const MODERATOR = DEMO_USERS.find((u) => u.role === 1)!;

async function openEmployees(page: Page, query = '') {
  await page.goto(`/branches?tab=employees${query}`);
  await expect(bodyRows(page).first()).toBeVisible();
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const pageLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Пагинация' }).getByRole('button', { name: /^Страница \d+$/ });

test.describe('employees', () => {
  test('an administrator pages and filters the employees; the URL keeps both; the deleted ones are reachable', async ({
    signedIn,
  }) => {
    const page = await signedIn(ADMIN);
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

  test('a moderator creates a Reserve employee: the IIN looks the person up and prefills', async ({
    signedIn,
  }) => {
    const page = await signedIn(MODERATOR);
    await openEmployees(page);
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' });
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7');
    await expect(dialog.getByLabel('Роль')).toHaveValue('8');
    await dialog.getByLabel('ИИН').pressSequentially(LOOKUP_PERSON.iin!);
    await expect(dialog.getByLabel('Фамилия')).toHaveValue(LOOKUP_PERSON.surname);
    await expect(dialog.getByRole('textbox', { name: /^Имя/ })).toHaveValue(LOOKUP_PERSON.name);
    // the field shows '+7': the ten national digits are typed, their leading 7 kept (issue 30, item 6)
    await dialog.getByLabel('Телефон').pressSequentially('7015550199');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7(701) 555-0199');
    await dialog.getByLabel('Привязан к департаменту').selectOption({ label: 'Филиал г. Алматы' });
    await dialog.getByLabel('Терминал').selectOption({ label: '88880001' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: /Уведомления/ }).getByText('Сотрудник сохранён'),
    ).toBeVisible();
    await page.goto(`/branches?tab=employees&iin=${LOOKUP_PERSON.iin}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Резерв');
    await expect(bodyRows(page).first()).toContainText(`${LOOKUP_PERSON.surname} ${LOOKUP_PERSON.name}`);
  });

  test("issue 44 items 4 and 10: a moderator finds 'Резерв' by role, and opens the administrator's record read-only, saying why", async ({
    signedIn,
  }) => {
    const page = await signedIn(MODERATOR);
    await openEmployees(page);
    await page.getByRole('button', { name: 'Фильтр' }).click();
    const filter = page.getByRole('form', { name: 'Фильтр' });
    await filter.getByLabel('Роль').selectOption({ label: 'Резерв' });
    await filter.getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/role=8/);
    await expect(bodyRows(page).first()).toContainText('Резерв');
    const roles = await bodyRows(page).locator('td:nth-child(5)').allTextContents();
    expect(roles.every((r) => r === 'Резерв')).toBe(true);

    // an administrator of the moderator's branch (seeded): the row's eye opens it, not a pencil
    await openEmployees(page, '&role=0');
    const admin = bodyRows(page).first();
    await expect(admin).toContainText('Администратор');
    await expect(admin.getByRole('button', { name: /^Редактировать сотрудника/ })).toHaveCount(0);
    await admin.getByRole('button', { name: /^Просмотреть сотрудника/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Просмотр сотрудника' });
    await expect(
      dialog.getByText(
        'Данные сотрудника с ролью «Администратор» может изменить только администратор. Запись открыта только для просмотра.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Привязан к департаменту')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('an administrator moves an employee to another branch', async ({ signedIn }) => {
    const page = await signedIn(ADMIN);
    await openEmployees(page, `&iin=${MOVED_EMPLOYEE_IIN}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Филиал г. Алматы');
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /Редактировать сотрудника/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование сотрудника' });
    await expect(dialog.getByLabel('ИИН')).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Привязан к департаменту').selectOption({ label: 'Филиал г. Астана' });
    await dialog.getByLabel('Терминал').selectOption({ label: '88880002' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    // save success reloads the page of the list
    await expect(bodyRows(page).first()).toContainText('Филиал г. Астана');
  });
});
