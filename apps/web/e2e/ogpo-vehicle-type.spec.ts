import type { Locator, Page } from '@playwright/test';
import { openDraft } from './fixtures-draft';
import { RESERVE, card, dialog } from './fixtures-ogpo';
import { SALE_URL, calculate, panel } from './fixtures-sale';
import { expect, test } from './signed-in';

/**
 * Issue 43, item 1: a foreign vehicle the register does not know, typed by hand on Temporary entry ('Авто не найдено',
 * 'Заполнить вручную'), takes its type among the OGPO types of spec 3.4 (passenger by default), and the premium
 * follows the type: a MAN TGX truck costs the trucks' coefficient (3.98) where a passenger car costs 2.09. The sale
 * starts from a draft the API saves (a non-resident insurer who drives); the vehicle dialog is what is tested.
 */
test.use({ baseURL: SALE_URL });

/** The premium the panel shows, in tenge ('31 659,00 тг.' -> 31659). */
async function premiumOf(page: Page): Promise<number> {
  const text = await panel(page).locator('[data-slot="calculation"] dd').first().textContent();
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The vehicle form's type select. */
const typeOf = (d: Locator) => d.getByRole('combobox', { name: 'Тип ТС' });

test('a foreign truck typed by hand is priced as a truck; typed as a car, as a car', async ({ signedIn }) => {
  const { page } = await openDraft(await signedIn(RESERVE), {
    product: 2,
    insurer: { surname: 'Қасымұлы', name: 'Нұрлан' },
    insurerDrives: { number: 'CN778899', issued: '2010-05-14' },
    vehicles: [],
  });

  // a plate the register does not know: typed by hand
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  const d = dialog(page, 'Авто');
  await d.getByRole('textbox', { name: /Гос. номер/ }).fill('DE4512TX');
  await d.getByRole('button', { name: 'Найти' }).click();
  await expect(d.getByText('Авто не найдено')).toBeVisible();
  await d.getByRole('button', { name: 'Заполнить вручную' }).click();
  // the type is a choice of the OGPO types, passenger by default
  await expect(typeOf(d)).toHaveValue('4');
  await expect(typeOf(d).locator('option')).toHaveText([
    'Легковые',
    'Автобусы до 16 пассажирских мест',
    'Грузовые',
    'Троллейбусы, трамваи',
    'Мототранспорт',
    'Прицепы, полуприцепы',
    'Автобусы свыше 16 пассажирских мест',
    'Воздушный транспорт',
    'Морской транспорт',
    'Железнодорожный транспорт',
    'Спецтехника',
  ]);
  await d.getByRole('textbox', { name: /^VIN/ }).fill('WMA06XZZ0FP012345');
  await d.getByRole('textbox', { name: /Год выпуска/ }).fill('2018');
  await d.getByRole('textbox', { name: /Марка/ }).fill('MAN');
  await d.getByRole('textbox', { name: /Модель/ }).fill('TGX');
  await d.getByRole('textbox', { name: /Номер техпаспорта/ }).fill('DE77120045');
  await typeOf(d).selectOption({ label: 'Грузовые' });
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
  const truck = card(page, 'MAN TGX');
  await expect(truck).toContainText('Иностранная регистрация');

  await calculate(page);
  const asTruck = await premiumOf(page);

  // the same vehicle as a passenger car: the dialog keeps the seller's type, the premium follows it
  await truck.getByRole('button', { name: 'Изменить: MAN TGX' }).click();
  const edit = dialog(page, 'Авто');
  await expect(typeOf(edit)).toHaveValue('6');
  await typeOf(edit).selectOption({ label: 'Легковые' });
  await edit.getByRole('button', { name: 'Обновить' }).click();
  await expect(edit).toBeHidden();
  // a change of the vehicle drops the calculation (4.1)
  await expect(panel(page).getByText('Премия')).toBeHidden();
  await calculate(page);
  const asCar = await premiumOf(page);

  // every other factor is the same: the premiums stand as the types' coefficients, 3.98 to 2.09 (to a tenge)
  expect(asCar).toBeGreaterThan(0);
  expect(Math.abs(asTruck - (asCar * 3.98) / 2.09)).toBeLessThan(2);
});
