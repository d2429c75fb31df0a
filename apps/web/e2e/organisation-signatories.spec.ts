import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { demoSurname } from './fixtures-organisation';
import { expect, test } from './signed-in';

/*
 * Signatories (spec part 1 sections 2, 4 and 5): a moderator blocks an active signatory, activates it again,
 * deletes a blocked one after a confirmation, and adds one found by IIN (the search shows the server's message
 * for a phone nobody has). The spec owns the seeded signatories' statuses on its server.
 */

const MODERATOR = DEMO_USERS.find((u) => u.role === 1)!;
const ACCOUNTANT = DEMO_USERS.find((u) => u.role === 2)!;
const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('a signatory blocked, activated and deleted', async ({ signedIn }) => {
  const page = await signedIn(MODERATOR);
  await page.goto('/branches?tab=signatories');
  await expect(bodyRows(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  const first = bodyRows(page).first();
  await first.getByRole('button', { name: /^Заблокировать/ }).click();
  await expect(first).toContainText('Заблокирован');
  await first.getByRole('button', { name: /^Активировать/ }).click();
  await expect(first).toContainText('Активен');

  const blocked = bodyRows(page).filter({ hasText: 'Заблокирован' });
  const name = (await blocked.getByRole('cell').nth(2).textContent())!;
  await blocked.getByRole('button', { name: /^Удалить/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить подписанта?' });
  await expect(confirm).toContainText(name);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByRole('table')).not.toContainText(name);

  // the signatory search: a phone nobody has, then the accountant by IIN, added
  await page.getByRole('button', { name: 'Добавить подписанта' }).click();
  const search = page.getByRole('dialog', { name: 'Поиск подписанта' });
  const find = search.getByRole('button', { name: 'Найти' });
  await expect(find).toBeDisabled();
  await search.getByLabel('Телефон').pressSequentially('7000000000');
  await find.click();
  await expect(search.getByRole('alert')).toHaveText('Сотрудник не найден');
  await expectNoSeriousA11yViolations(page);
  await search.getByLabel('Телефон').clear();
  await search.getByLabel('ИИН').pressSequentially(ACCOUNTANT.iin);
  await find.click();
  const found = search.getByRole('region', { name: 'Найден сотрудник' });
  await expect(found).toContainText(ACCOUNTANT.iin);
  await expect(found).toContainText(demoSurname(ACCOUNTANT.iin));
  await expectNoSeriousA11yViolations(page);
  await search.getByRole('button', { name: 'Добавить в подписанты' }).click();
  await expect(search).toBeHidden();
  await expect(page.getByText('Подписант добавлен')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).filter({ hasText: ACCOUNTANT.iin })).toContainText('Активен');
});
