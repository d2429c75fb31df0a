import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';

/*
 * The travel page (spec part 2 sections 1, 2.1: VZR_EU, reached only from drafts and history): a travel draft's
 * 'Оформить' opens it read-only. The sandbox seeds the manager's travel drafts
 * (apps/api/src/features/travel/seed-data.ts): 01JDSAKTATRAVE10000000000A calculated, ...B not yet.
 */

const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;
const DRAFT = '01JDSAKTATRAVE10000000000A';

test("a travel draft's 'Оформить' opens the travel page with the draft, read-only", async ({ home }) => {
  const page = await home(MANAGER);
  await page.getByRole('navigation').getByRole('link', { name: 'Черновики' }).first().click();
  const card = page.getByRole('listitem', { name: `Черновик №${DRAFT}` });
  await expect(card).toContainText('Страхование выезжающих за рубеж');
  await card.getByRole('link', { name: 'Оформить' }).click();
  await expect(page).toHaveURL(new RegExp(`/traveling\\?draft=${DRAFT}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Страхование выезжающих за рубеж' }),
  ).toBeVisible();
  const article = page.getByRole('article', { name: `Черновик №${DRAFT}` });
  for (const text of [
    'Нурланов Тимур Асканович',
    'Германия, Франция, Италия',
    'NURLANOVA AIGERIM',
    '14 820,00 тг.',
  ])
    await expect(article).toContainText(text);
  await expect(article.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // a draft that does not exist: 'Черновик не найден' and the way back
  await page.goto('/traveling?draft=01JDSAKTATRAVE1000000000ZZ');
  await expect(page.getByText('Черновик не найден')).toBeVisible();
  await page.getByRole('link', { name: 'К черновикам' }).click();
  await expect(page).toHaveURL(/\/drafts$/);
});
