import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { departmentTitle } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * The departments tab 'Филиалы' (spec part 1 sections 2 "Department table", 3 "Department", 8): an administrator
 * creates a department in the modal 'Новый филиал'; a duplicate is refused with the server's message in a red
 * alert; the new department lists and appears in the tree under its parent. Other roles have no such tab.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const MODERATOR = DEMO_USERS.find((u) => u.role === 1)!;
const NEW_TITLE = 'Филиал г. Актобе';

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('an administrator creates a department', async ({ signedIn }) => {
  const page = await signedIn(ADMIN);
  await page.goto('/branches?tab=departments');
  await expect(page.getByRole('tab', { name: 'Филиалы' })).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(page).first()).toContainText(departmentTitle('hq'));
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'ID',
    'Название',
    'Руководитель',
    'Тип',
    'Привязан к',
    'Действие',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Добавить филиал' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый филиал' });
  const save = dialog.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Название').fill(NEW_TITLE);
  await dialog.getByLabel('Привязан к').selectOption({ label: departmentTitle('hq') });
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Филиал сохранён')).toBeVisible();

  // the list reloads; the filter finds it with its parent
  await page.getByRole('button', { name: 'Фильтр' }).click();
  const filter = page.getByRole('form', { name: 'Фильтр' });
  await filter.getByLabel('Название').fill('Актобе');
  await filter.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/title=/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(NEW_TITLE);
  await expect(bodyRows(page).first()).toContainText(departmentTitle('hq'));
  await expect(bodyRows(page).first()).toContainText('Локальный');

  // the same title under the same parent: the server's message in the modal's red alert
  await page.getByRole('button', { name: 'Добавить филиал' }).click();
  await dialog.getByLabel('Название').fill(NEW_TITLE);
  await dialog.getByLabel('Привязан к').selectOption({ label: departmentTitle('hq') });
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(`Филиал «${NEW_TITLE}» уже существует`);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the tree shows it under the head office
  await page.getByRole('tab', { name: 'Орг.Структура' }).click();
  await page
    .getByRole('treeitem', { name: departmentTitle('hq') })
    .getByText(departmentTitle('hq'))
    .click();
  await expect(page.getByRole('treeitem', { name: NEW_TITLE })).toHaveAttribute('aria-level', '2');
});

test('the departments tab is the administrator’s only', async ({ signedIn }) => {
  const page = await signedIn(MODERATOR);
  await page.goto('/branches?tab=departments');
  await expect(page.getByRole('tab', { name: 'Сотрудники' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Филиалы' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Орг.Структура' })).toHaveCount(0);
});
