import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { lastCode, SECOND_URL } from './fixtures';
import {
  card,
  dialog,
  downloadDemoScan,
  searchIin,
  searchMode,
  chooseFoundClient,
  chooseFoundVehicle,
} from './fixtures-ogpo';

/**
 * The OGPO sale's journeys (issue 13) run on the second server (playwright.config.ts), so what they sell stays out
 * of the counters dashboard.spec.ts checks. Its 1C gives the global number at the first check after payment.
 */
export const SALE_URL = SECOND_URL;

export const panel = (page: Page): Locator => page.getByRole('region', { name: 'Договор' });

/** A register client found by IIN and saved, from the dialog an add button opens. */
export async function addByIin(page: Page, add: string, title: string, iin: string) {
  const d = await searchIin(page, add, title, iin);
  await chooseFoundClient(d);
}

/** The driver card's licence: number and issue date. */
export async function addLicence(page: Page, driver: Locator, number: string, issued: string) {
  await driver.getByRole('button', { name: /^Водительское удостоверение:/ }).click();
  const d = dialog(page, 'Водительское удостоверение');
  await d.getByRole('textbox', { name: /Номер удостоверения/ }).fill(number);
  await d.getByLabel(/Дата выдачи/).fill(issued);
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

/** A vehicle found by its plate and saved. */
export async function addVehicle(page: Page, plate: string) {
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  const d = dialog(page, 'Авто');
  await d.getByRole('textbox', { name: /Гос. номер/ }).fill(plate);
  await d.getByRole('button', { name: 'Найти' }).click();
  await chooseFoundVehicle(d);
}

/** A resident insurer by IIN who also drives (the driver card's caption 'Страхователь'), with a licence. */
export async function addDrivingInsurer(
  page: Page,
  iin: string,
  licence: { number: string; issued: string },
) {
  await addByIin(page, 'Добавить страхователя', 'Страхователь', iin);
  await addByIin(page, 'Добавить водителя', 'Застрахованный', iin);
  const driver = page
    .getByRole('region', { name: 'Застрахованные' })
    .getByRole('group')
    .filter({ hasText: iin });
  await expect(driver).toContainText('Страхователь');
  await addLicence(page, driver, licence.number, licence.issued);
  return driver;
}

/** 'Рассчитать': verification, then the premium. */
export async function calculate(page: Page) {
  await panel(page).getByRole('button', { name: 'Рассчитать' }).click();
  await expect(panel(page).getByText('Премия')).toBeVisible();
}

/** The code to the insurer: sent, read from the sandbox's SMS outbox, typed and confirmed. */
export async function confirmCode(page: Page, request: APIRequestContext, phone: string) {
  const code = page.getByRole('region', { name: 'Подтверждение страхователя' });
  await code.getByRole('button', { name: 'Отправить код' }).click();
  const field = code.getByRole('textbox', { name: /Код/ });
  await expect(field).toBeVisible();
  await field.fill(await lastCode(request, { phone, baseURL: SALE_URL }));
  await code.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(panel(page).getByText('Код подтвержден')).toBeVisible();
}

/** Where the payer pays (the panel's link: OGPO's 'Открыть страницу оплаты', property's 'Открыть страница оплаты'). */
export async function paymentUrl(page: Page): Promise<string> {
  const link = panel(page).getByRole('link', { name: /Открыть страниц[уа] оплаты/ });
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute('href')) as string, SALE_URL).toString();
}

/** 'Проверить оплату' until the success card shows with 1C's global number. */
export async function checkPaid(page: Page) {
  await panel(page).getByRole('button', { name: 'Проверить оплату' }).click();
  const success = page.getByRole('region', { name: 'Договор успешно создан' });
  await expect(success).toBeVisible();
  await expect(success.getByText('Присваивается в 1С…')).toBeHidden();
  return success;
}

/** A demo scan (a real image) to attach as a document. */
export async function demoImage(page: Page) {
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const d = dialog(page, 'Застрахованный');
  await searchMode(d, 'Скан документа');
  const file = await downloadDemoScan(d, /WILSON JAMES/);
  await d.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(d).toBeHidden();
  return file;
}

/** Attaches a file as a document of the given type to a card. */
export async function attach(
  page: Page,
  owner: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  type?: string,
) {
  await owner.getByRole('button', { name: /^Документы:/ }).click();
  const d = dialog(page, 'Документы');
  if (type) await d.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: type });
  await d.getByLabel('Выбрать файл').setInputFiles({ ...file, name: `${type ?? 'doc'}.png` });
  await expect(
    d.getByRole('region', { name: 'Загруженные файлы' }).getByRole('listitem').last(),
  ).toBeVisible();
  await d.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(d).toBeHidden();
}

export { card, dialog };

/**
 * The sale the page keeps in the browser for a product's family ('ogpo', 'property', 'casco'), as JSON, or null
 * while none is kept: its slot in localStorage opened with the page's own sealed key (IndexedDB 'sakta', key
 * 'sale'; AES-GCM, the slot's name as additional data), as the page itself reads it back after a reload.
 */
export function keptSale(page: Page, family: string): Promise<string | null> {
  return page.evaluate(async (prefix) => {
    const slot = Object.keys(localStorage).find((name) => name.startsWith(prefix));
    const stored = slot ? localStorage.getItem(slot) : null;
    if (!slot || !stored) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sakta');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const key = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const get = db.transaction('keys', 'readonly').objectStore('keys').get('sale');
      get.onsuccess = () => resolve(get.result as CryptoKey | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    if (!key) return null;
    const bytes = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: new TextEncoder().encode(slot) },
      key,
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  }, `${family}-sale:`);
}
