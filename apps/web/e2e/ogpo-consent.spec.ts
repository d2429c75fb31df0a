import { lastCode } from './fixtures';
import type { Locator } from '@playwright/test';
import { RESERVE, card, dialog, openOgpo, saveDialog } from './fixtures-ogpo';
import { expect, test } from './signed-in';

/**
 * Issue 12, journey 2: a resident found by IIN whose consent (КДП) is missing (spec part 2 sections 4.3, 5.1). One
 * consent, one code, two ways: the customer accepts on the public page /kdp/{iin} from the SMS, or tells the seller
 * the code, who enters it in the dialog. Each test owns its customer (the register is shared by the run).
 */

/** The client whose consent was just given: the search lists them, chosen and saved with their IIN. */
async function chooseConsented(d: Locator, iin: string) {
  const found = d.getByRole('list', { name: 'Найденные клиенты' });
  await expect(found).toContainText(`ИИН / БИН ${iin}`);
  await found.getByRole('button', { name: 'Выбрать' }).click();
  // the form shows the IIN in groups of three (spec part 2 section 5.1)
  await expect(d.getByRole('textbox', { name: 'ИИН / БИН' })).toHaveValue(
    iin.replace(/(\d{3})(?=\d)/g, '$1 '),
  );
  await saveDialog(d);
}

test('consent status 6: resent by SMS, accepted by the customer on the public page, then the search finds her', async ({
  signedIn,
  request,
}) => {
  const iin = '990101400555';
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const d = dialog(page, 'Застрахованный');
  await expect(d.getByRole('radio', { name: 'Физ. лицо (резидент) по ИИН' })).toBeChecked();
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill(iin);
  await d.getByRole('button', { name: 'Найти' }).click();

  // no consent: the status, the phone for the SMS, and the resend
  await expect(d.getByText('КДП: статус 6')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Проверить консент' })).toHaveCount(0);
  await d.getByRole('button', { name: 'Отправить согласие повторно' }).click();
  await expect(d.getByText('Обработано / Запрос отправлен на КДП')).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Код из СМС' })).toBeVisible();

  // asked too early: not yet
  await d.getByRole('button', { name: 'Проверить консент' }).click();
  await expect(d.getByText('Клиент ещё не предоставил согласие')).toBeVisible();

  // the customer opens the link of the SMS on her phone and accepts with its code
  const code = await lastCode(request, { subject: iin, purpose: 'kdp' });
  const phone = await page.context().newPage();
  await phone.goto(`/kdp/${iin}`);
  await phone.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  await phone.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(phone.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
  await phone.close();

  // the seller checks again: given, and the search finds her
  await d.getByRole('button', { name: 'Проверить консент' }).click();
  await expect(d.getByText('Клиент предоставил согласие')).toBeVisible();
  await chooseConsented(d, iin);
  const driver = card(page, 'Абенова Салтанат Кайратовна');
  await expect(driver).toContainText(iin);
  await expect(driver).toContainText('Резидент');
  await expect(driver).not.toContainText('КДП не получено.');
});

test('consent status 10: the code the customer received is entered in the dialog and confirmed', async ({
  signedIn,
  request,
}) => {
  const iin = '900722400456';
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  const d = dialog(page, 'Страхователь');
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill(iin);
  await d.getByRole('button', { name: 'Найти' }).click();

  await expect(d.getByText('КДП: статус 10')).toBeVisible();
  const code = await lastCode(request, { subject: iin, purpose: 'kdp' });
  await d.getByRole('textbox', { name: 'Код из СМС' }).fill(code);
  await d.getByRole('button', { name: 'Проверить консент' }).click();
  await expect(d.getByText('Код подтвержден')).toBeVisible();
  await chooseConsented(d, iin);
  const insurer = card(page, 'Сейткали Динара Муратовна');
  await expect(insurer).toContainText(iin);
  await expect(insurer).toContainText('Физ. лицо');
  await expect(insurer).not.toContainText('КДП не получено.');
});
