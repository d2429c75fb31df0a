import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { closeNotification } from './fixtures';
import type { SignedInUser } from './signed-in';

/**
 * The OGPO sale page's journeys (issue 12): the demo users and parties of the sandbox's state register
 * (apps/api/src/services/state-register, apps/api/src/features/ogpo-clients/seed-data.ts,
 * apps/api/src/features/ogpo-vehicles/seed-data.ts). The register is shared by every spec of a run: each journey
 * uses parties of its own.
 */
export const RESERVE = { iin: '900101300097', apc: 'APC0097' };

/** The sale page of a variant (1 Standard, 2 Temporary entry) on a page where `user` is signed in. */
export async function openOgpo(
  signedIn: (user: SignedInUser) => Promise<Page>,
  user: SignedInUser,
  product: 1 | 2,
): Promise<Page> {
  const page = await signedIn(user);
  await page.goto(`/ogpo?product=${product}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Страхователь' })).toBeVisible();
  return page;
}

export const dialog = (page: Page, name?: string | RegExp): Locator =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');

/** A party's card on the page, by its title. */
export const card = (page: Page, name: string | RegExp): Locator => page.getByRole('group', { name });

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * Downloads a demo scan from the client dialog's scan mode (the sandbox offers them, each a real image or PDF of a
 * demo identity document) and gives it back as a file for `setInputFiles`, as a seller would upload it.
 */
export async function downloadDemoScan(d: Locator, title: string | RegExp) {
  const page = d.page();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    d.getByRole('button', { name: title }).click(),
  ]);
  const name = download.suggestedFilename();
  const mimeType = MIME[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
  return { name, mimeType, buffer: await readFile(await download.path()) };
}

/** Chooses a search mode of the client dialog. */
export async function searchMode(d: Locator, mode: string) {
  await d.getByRole('radio', { name: mode }).click();
  await expect(d.getByRole('radio', { name: mode })).toBeChecked();
}

/** Opens the client dialog with its add button and searches a resident by IIN: the dialog. */
export async function searchIin(page: Page, add: string, title: string, iin: string) {
  await page.getByRole('button', { name: add }).click();
  const d = dialog(page, title);
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill(iin);
  await d.getByRole('button', { name: 'Найти' }).click();
  return d;
}

/** The dialog saved: it closes. */
export async function saveDialog(d: Locator) {
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

/** The first client the dialog found, chosen and saved. */
export async function chooseFoundClient(d: Locator) {
  await d
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name: 'Выбрать' })
    .first()
    .click();
  await saveDialog(d);
  await closeNotification(d.page(), 'Данные успешно обновлены');
}

/** The first vehicle the dialog found, chosen and saved. */
export async function chooseFoundVehicle(d: Locator) {
  await d
    .getByRole('button', { name: /^Выбрать/ })
    .first()
    .click();
  await saveDialog(d);
}
