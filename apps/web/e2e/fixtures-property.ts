import { expect, type Locator, type Page } from '@playwright/test';
import { TEST_CARDS } from './fixtures';
import { card, dialog, searchMode } from './fixtures-ogpo';
import { SALE_URL, panel, paymentUrl } from './fixtures-sale';
import type { SignedInUser } from './signed-in';

/**
 * The property sale's journeys (issue 26), on the sales' own server (fixtures-sale.ts): the main-sale group's
 * manager, the sandbox register's insurers and banks (docs/property.md): the person 850315300128, the legal entity
 * 150340001008 with its leader 760911300022 and owner 910304400039; the banks 990740000683 (ForteBank, a loan
 * number asked) and 940140000385 (Народный Банк, none asked).
 */
export const MANAGER: SignedInUser = { iin: '900101300047' };

export async function openProperty(signedIn: (user: SignedInUser) => Promise<Page>, query = '') {
  const page = await signedIn(MANAGER);
  await page.goto(`/financial-institutions/properties${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toBeVisible();
  return page;
}

/** A client found by the dialog's search (IIN, or BIN in the legal-entity mode) and saved. */
export async function addClient(
  page: Page,
  add: string,
  title: string,
  id: string,
  mode?: 'Юр. лицо по БИН',
) {
  await page.getByRole('button', { name: add }).click();
  const d = dialog(page, title);
  if (mode) await searchMode(d, mode);
  await d.getByRole('textbox', { name: mode ? 'БИН' : 'ИИН', exact: true }).fill(id);
  await d.getByRole('button', { name: 'Найти' }).click();
  await d
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name: 'Выбрать' })
    .first()
    .click();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

/** The bank by its BIN: the beneficiary dialog searches legal entities only. */
export async function addBank(page: Page, bin: string) {
  await page.getByRole('button', { name: 'Добавить выгодоприобретателя' }).click();
  const d = dialog(page, 'Выгодоприобретатель');
  await expect(d.getByRole('radio', { name: 'Юр. лицо по БИН' })).toBeChecked();
  await d.getByRole('textbox', { name: 'БИН', exact: true }).fill(bin);
  await d.getByRole('button', { name: 'Найти' }).click();
  await d
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name: 'Выбрать' })
    .first()
    .click();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

export interface ObjectFields {
  region: string;
  address: string;
  year: string;
  /** Immovable only: condition, kind, walls. */
  condition?: string;
  kind?: string;
  walls?: string;
  cost: string;
  amount: string;
  loan?: string;
  fireAlarm: string;
}

/** Fills the object modal (every required field of 5.5). */
export async function fillObject(d: Locator, o: ObjectFields) {
  await d.getByLabel('Регион').selectOption({ label: o.region });
  await d.getByLabel('Адрес').fill(o.address);
  await d.getByLabel('Год постройки').fill(o.year);
  if (o.condition) await d.getByLabel('Состояние объекта').selectOption({ label: o.condition });
  if (o.kind) await d.getByLabel('Вид объекта').selectOption({ label: o.kind });
  if (o.walls) await d.getByLabel('Материал стен').selectOption({ label: o.walls });
  await d.getByLabel('Действительная стоимость').fill(o.cost);
  await d.getByLabel('Страховая сумма').fill(o.amount);
  if (o.loan) await d.getByLabel('Номер займа').fill(o.loan);
  await d.getByLabel('Информация об объекте').fill('Объект в залоге банка');
  await d.getByLabel('Вид деятельности').fill('Торговля');
  await d.getByLabel('Право собственности').fill('Собственность');
  await d.getByLabel('Арендодатель').fill('Нет');
  await d.getByLabel('Арендатор').fill('Нет');
  await d.getByLabel('Техническое состояние').fill('Хорошее');
  await d.getByLabel('Пожарная сигнализация').selectOption({ label: o.fireAlarm });
}

/** An object added through the modal ('Добавить' once valid). */
export async function addObject(page: Page, o: ObjectFields) {
  await page.getByRole('button', { name: 'Добавить объект' }).click();
  const d = dialog(page, 'Объект страхования');
  await fillObject(d, o);
  await d.getByRole('button', { name: 'Добавить' }).click();
  await expect(d).toBeHidden();
  await expect(card(page, new RegExp(o.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeVisible();
}

/** 'Проверить', then 'Рассчитать': the premium. */
export async function verifyAndCalculate(page: Page) {
  await panel(page).getByRole('button', { name: 'Проверить' }).click();
  await panel(page).getByRole('button', { name: 'Рассчитать' }).click();
  await expect(panel(page).getByText('Премия')).toBeVisible();
}

/** Pays on the card provider's page (Epay) with the success card. */
export async function payByCard(page: Page, holder: string) {
  const epay = await paymentUrl(page);
  expect(new URL(epay).pathname).toMatch(/^\/epay\/\d+$/);
  const pay = await page.context().newPage();
  await pay.goto(epay);
  const widget = pay.locator('iframe[title="Оплата картой"]').contentFrame();
  await widget.getByLabel('Номер карты').fill(TEST_CARDS.success);
  await widget.getByLabel('Срок (ММ/ГГ)').fill(`12/${String((new Date().getFullYear() + 2) % 100)}`);
  await widget.getByLabel('CVC').fill('123');
  await widget.getByLabel('Имя держателя карты').fill(holder);
  await widget.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(pay.getByText(/Оплата прошла|успешно/).first()).toBeVisible();
  await pay.close();
}

export { SALE_URL, card, dialog, panel };
