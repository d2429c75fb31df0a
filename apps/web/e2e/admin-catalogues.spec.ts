import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';

/*
 * Products and versions admin (spec part 1 section 2): the administrator switches a product off and on, adds and
 * deletes one (with 'Удалить {title}?'), adds a version; a failed switch shows an error notification; the footer's
 * version opens the versions list for another role, which cannot open the admin pages.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const AGENT = DEMO_USERS.find((u) => u.role === 4)!;

test('the administrator manages products and versions from the menu', async ({ home }) => {
  const page = await home(ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Продукты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Продукты' })).toBeVisible();
  // the transit variant (no sale page uses it) is switched off and on again, leaving the demo as it was
  const transit = page.getByRole('switch', { name: 'Продукт «ОГПО (транзит)» доступен' });
  await expect(transit).toHaveAttribute('aria-checked', 'true');
  await transit.click();
  await expect(transit).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page);

  // a failed switch: the row stays as it was and an error notification says why
  await page.route('**/api/admin/product/status', (route) => route.abort('internetdisconnected'));
  await transit.click();
  await expect(
    page.getByText('Нет связи с сервером. Проверьте подключение и попробуйте снова.'),
  ).toBeVisible();
  await expect(transit).toHaveAttribute('aria-checked', 'false');
  await page.unroute('**/api/admin/product/status');

  // the state survives a reload: it is the server's
  await page.reload();
  const reloaded = page.getByRole('switch', { name: 'Продукт «ОГПО (транзит)» доступен' });
  await expect(reloaded).toHaveAttribute('aria-checked', 'false');
  await reloaded.click();
  await expect(reloaded).toHaveAttribute('aria-checked', 'true');

  // add a product, then delete it after the confirmation
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый продукт' });
  await expect(dialog.getByRole('button', { name: 'Создать' })).toBeDisabled();
  await dialog.getByLabel('Код').fill('E2E_PRODUCT');
  await dialog.getByLabel('Название').fill('Продукт e2e');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'E2E_PRODUCT' });
  await expect(row).toContainText('Продукт e2e');
  await row.getByRole('button', { name: 'Удалить: Продукт e2e' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить Продукт e2e?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);

  // a version with its notes
  await page.getByRole('navigation').getByRole('link', { name: 'Версии' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Версии' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const versionDialog = page.getByRole('dialog', { name: 'Новая версия' });
  await versionDialog.getByLabel('Версия').fill('9.9.9');
  await versionDialog.getByLabel('Описание').fill('Проверка e2e: список версий в подвале');
  await versionDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('row').filter({ hasText: '9.9.9' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // another role: the footer's version opens the list (with the new version); the admin pages are not-found
  const agent = await home(AGENT);
  await expect(agent.getByRole('navigation').getByRole('link', { name: 'Продукты' })).toHaveCount(0);
  await agent
    .getByRole('contentinfo')
    .getByRole('button', { name: /Версия/ })
    .click();
  const list = agent.getByRole('dialog', { name: 'Версии приложения' });
  await expect(list.getByRole('heading', { name: 'Версия 9.9.9' })).toBeVisible();
  await expect(list).toContainText('Проверка e2e: список версий в подвале');
  await expectNoSeriousA11yViolations(agent);
  await agent.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await agent.goto('/admin/products');
  await expect(agent).toHaveURL(/\/not-found\?denied=%2Fadmin%2Fproducts$/);
});
