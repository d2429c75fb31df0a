import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test, type SignedInUser } from './signed-in';

/*
 * The drafts screen /drafts (spec part 2 sections 2.6, 6, 7.3): a seller's own cards with 'Оформить' to the OGPO page,
 * the pages, delete with 'Удалить черновик №{id}?', the filter of role 0, 'Нет записи'. The sandbox seeds twelve
 * drafts of the reserve seller, four of the manager (one property, one casco) and three of the administrator
 * (apps/api/src/features/drafts/seed-data.ts), and travel drafts: one of the reserve seller, two of the manager
 * (apps/api/src/features/travel/seed-data.ts); a draft's id is '01JDS8RAFT000000000' + the owner's IIN's last three
 * digits + its number in four.
 */

const RESERVE = DEMO_USERS.find((u) => u.role === 8 && u.apc)!;
const RESERVE_WITHOUT_APC = DEMO_USERS.find((u) => u.role === 8 && !u.apc)!;
const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;
const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const AGENT = DEMO_USERS.find((u) => u.role === 4)!;

const draftId = (iin: string, n: number) =>
  `01JDS8RAFT000000000${iin.slice(-3)}${String(n).padStart(4, '0')}`;

/** From the home page through the menu. */
async function toDrafts(home: (user: SignedInUser) => Promise<Page>, user: SignedInUser) {
  const page = await home(user);
  await page.getByRole('navigation').getByRole('link', { name: 'Черновики' }).first().click();
  await expect(page).toHaveURL(/\/drafts$/);
  return page;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Черновики' }).getByRole('listitem');
const card = (page: Page, id: string) => page.getByRole('listitem', { name: `Черновик №${id}` });

test("the reserve seller's drafts: nine cards a page, the pages, 'Оформить' opens the OGPO page with the draft", async ({
  home,
}) => {
  const page = await toDrafts(home, RESERVE);
  await expect(cards(page)).toHaveCount(9);
  const first = card(page, draftId(RESERVE.iin, 1));
  await expect(first).toContainText('MUELLER ANNA');
  await expect(first).toContainText('C4F9K2L71');
  await expect(first).toContainText('Временный въезд');
  await expect(first).toContainText('Бекмуратов Санжар Болатович');
  // its 26-character number stays on one line (issue 30, item 17), on a phone too
  const number = first.locator('[data-slot="draft-number"]');
  await expect(number).toHaveText(`№${draftId(RESERVE.iin, 1)}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const box = (await number.boundingBox())!;
    expect(box.height, `one line at ${width} px`).toBeLessThan(24);
    expect(await number.evaluate((e) => e.scrollWidth <= e.clientWidth), `whole at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // a seller has no filter
  await expect(page.getByRole('form', { name: 'Фильтр' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Страница 1' }).click();
  await expect(cards(page)).toHaveCount(9);

  await first.getByRole('link', { name: 'Оформить' }).click();
  await expect(page).toHaveURL(new RegExp(`/ogpo\\?product=2&draft=${draftId(RESERVE.iin, 1)}$`));
});

test('issue 44 item 3: role 8 signed in without its APC: the OGPO drafts say why instead of Оформить, /ogpo asks for the APC', async ({
  home,
}) => {
  const needsApc =
    'Раздел «ОГПО ВТС» доступен роли «Резерв» только с APC. Выйдите и войдите снова, указав APC.';
  const page = await toDrafts(home, RESERVE_WITHOUT_APC);
  await expect(cards(page)).toHaveCount(9);
  const first = card(page, draftId(RESERVE.iin, 1));
  await expect(first).toContainText(needsApc);
  await expect(first.getByRole('link', { name: 'Оформить' })).toHaveCount(0);
  const blocked = cards(page).filter({ hasText: needsApc });
  await expect(blocked.first()).toBeVisible();
  await expect(blocked.getByRole('link', { name: 'Оформить' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/ogpo?product=1');
  await expect(page).toHaveURL(/\/not-found\?denied=%2Fogpo$/);
  await expect(page.getByText(needsApc)).toBeVisible();
  await expect(page.getByText(/недоступен для роли/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the manager deletes a draft after 'Удалить черновик №{id}?'; Отмена keeps it", async ({ home }) => {
  const page = await toDrafts(home, MANAGER);
  await expect(cards(page)).toHaveCount(6);
  // the property draft opens the property page, the casco draft the casco page
  await expect(card(page, draftId(MANAGER.iin, 2)).getByRole('link', { name: 'Оформить' })).toHaveAttribute(
    'href',
    `/financial-institutions/properties?draft=${draftId(MANAGER.iin, 2)}`,
  );
  await expect(card(page, draftId(MANAGER.iin, 3)).getByRole('link', { name: 'Оформить' })).toHaveAttribute(
    'href',
    `/financial-institutions/casco?draft=${draftId(MANAGER.iin, 3)}`,
  );
  const id = draftId(MANAGER.iin, 4);
  await card(page, id)
    .getByRole('button', { name: `Удалить черновик №${id}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Удалить черновик №${id}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(6);

  await card(page, id)
    .getByRole('button', { name: `Удалить черновик №${id}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(cards(page)).toHaveCount(5);
  await expect(card(page, id)).toHaveCount(0);
  // gone for good
  await page.reload();
  await expect(cards(page)).toHaveCount(5);
});

test('the administrator sees every draft and filters by product, insurer and user', async ({ home }) => {
  const page = await toDrafts(home, ADMIN);
  const filter = page.getByRole('form', { name: 'Фильтр' });
  await expect(filter).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  // more than one page (another spec may delete a draft of the same seed meanwhile)
  await expect(page.getByRole('button', { name: 'Страница 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await filter.getByLabel('Продукт').selectOption({ label: 'Каско' });
  await filter.getByRole('button', { name: 'Применить' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Каско: грузовые ТС');
  await expect(cards(page).first()).toContainText('Сейткали Данияр Асланович');

  await filter.getByRole('button', { name: 'Сбросить' }).click();
  await expect(filter.getByLabel('Продукт')).toHaveValue('');
  await filter.getByLabel(/^Страхователь/).fill('Ким');
  await filter.getByRole('button', { name: 'Применить' }).click();
  await expect(cards(page)).toHaveCount(2);
  for (const c of await cards(page).all()) await expect(c).toContainText('Ким Владимир Николаевич');
  await expect(page.getByRole('navigation', { name: 'Пагинация' })).toHaveCount(0);
});

test("an agent without drafts sees 'Нет записи'", async ({ home }) => {
  const page = await toDrafts(home, AGENT);
  await expect(page.getByText('Нет записи')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
