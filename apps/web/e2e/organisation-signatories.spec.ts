import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, login } from './fixtures';

/*
 * Signatories (spec part 1 sections 2 and 4): a moderator blocks an active signatory, activates it again, and
 * deletes a blocked one after a confirmation. The spec owns the seeded signatories' statuses on its server.
 */

const MODERATOR = DEMO_USERS.find((u) => u.role === 1)!;
const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('a signatory blocked, activated and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, MODERATOR);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
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
});
