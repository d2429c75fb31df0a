import { expectNoSeriousA11yViolations } from './fixtures';
import { RESERVE, card, dialog, openOgpo, searchMode } from './fixtures-ogpo';
import { expect, test } from './signed-in';

/**
 * Issue 12, journey 5: the dialogs of the OGPO page in the real browser, through the states a seller meets (search
 * modes, consent, found, form; the chief, vehicle, licence and document dialogs; the delete question). Axe runs
 * once per dialog and state that looks different: the IIN search, the list found, the consent step, the form, the
 * licence and document dialogs, the vehicle's form, the delete question, the chief's search. Every state here is
 * also a story checked with axe in jsdom (apps/storybook/src/ogpo-client.test.tsx, ogpo-chief, ogpo-licence-dialog,
 * ogpo-vehicle-dialog, ogpo-documents), where colour contrast cannot be computed; here axe sees the colours, and a
 * dialog's other states (the other search modes, the vehicle's search and list, the chief's not-found and manual
 * form) are not checked a second time. The anti-money-laundering documents dialog opens only when the register's
 * check asks for images, which the sandbox of this issue never does: its states are checked in the stories.
 */

test('the client dialog: the four search modes', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  const d = dialog(page, 'Страхователь');
  await expect(d.getByRole('textbox', { name: 'ИИН', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await searchMode(d, 'Скан документа');
  await expect(
    d.getByRole('region', { name: 'Демо-сканы песочницы' }).getByRole('button').first(),
  ).toBeVisible();
  await searchMode(d, 'Юр. лицо по БИН');
  await expect(d.getByRole('textbox', { name: 'БИН', exact: true })).toBeVisible();
  await searchMode(d, 'Нерезидент по ФИО');
  await expect(d.getByRole('textbox', { name: 'Дата рождения' })).toBeVisible();
});

test('the client dialog: found, the form, consent; the documents dialog', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  let d = dialog(page, 'Страхователь');

  // found, then the form
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill('850315300128');
  await d.getByRole('button', { name: 'Найти' }).click();
  const found = d.getByRole('list', { name: 'Найденные клиенты' });
  await expect(found).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await found.getByRole('button', { name: 'Выбрать' }).first().click();
  await expect(d.getByRole('region', { name: 'Личные данные' })).toBeVisible();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();

  // a driver without consent: the consent step
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  d = dialog(page, 'Застрахованный');
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill('951228400660');
  await d.getByRole('button', { name: 'Найти' }).click();
  await expect(d.getByText('КДП: статус 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await d.getByRole('button', { name: 'Закрыть' }).click();
  await expect(d).toBeHidden();

  // the documents dialog of the insurer
  await page
    .getByRole('button', { name: /^Документы:/ })
    .first()
    .click();
  d = dialog(page, 'Документы');
  await expect(d.getByRole('combobox', { name: 'Тип документа' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the licence and vehicle dialogs, and the delete question', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  // a non-resident driver (Cyrillic name)
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  let d = dialog(page, 'Застрахованный');
  await searchMode(d, 'Нерезидент по ФИО');
  await d.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Ганболд');
  await d.getByRole('textbox', { name: 'Имя', exact: true }).fill('Батбаяр');
  await d.getByRole('button', { name: 'Найти' }).click();
  await expect(d.getByRole('region', { name: 'Водитель' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();

  const driver = card(page, /Ганболд Батбаяр/);
  await driver.getByRole('button', { name: /^Водительское удостоверение:/ }).click();
  d = dialog(page, 'Водительское удостоверение');
  await expect(d.getByText('Нерезидент: удостоверение не проверяется в ЕСБД')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await d.getByRole('button', { name: 'Отменить' }).click();
  await expect(d).toBeHidden();

  // the vehicle dialog: search, found, the form
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  d = dialog(page, 'Авто');
  await expect(d.getByRole('textbox', { name: /Гос. номер/ })).toBeVisible();
  await d.getByRole('textbox', { name: /Гос. номер/ }).fill('001AAA01');
  await d.getByRole('button', { name: 'Найти' }).click();
  const pick = d.getByRole('button', { name: /^Выбрать/ }).first();
  await expect(pick).toBeVisible();
  await pick.click();
  await expect(d.getByRole('textbox', { name: /^VIN/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();

  // the question before a card is deleted
  await page
    .getByRole('button', { name: /^Удалить:/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the chief dialog: 'Руководитель' search and not found with the manual form", async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  const insurer = dialog(page, 'Страхователь');
  await searchMode(insurer, 'Юр. лицо по БИН');
  await insurer.getByRole('textbox', { name: 'БИН', exact: true }).fill('120540002008');
  await insurer.getByRole('button', { name: 'Найти' }).click();
  await insurer
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name: 'Выбрать' })
    .click();
  await insurer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(insurer).toBeHidden();
  await expect(card(page, /Алтын Жол/)).toContainText('Юр. лицо');

  await page.getByRole('button', { name: 'Добавить руководителя' }).click();
  const d = dialog(page, 'Руководитель');
  await expect(d.getByRole('button', { name: 'Найти' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await d.getByRole('textbox', { name: 'Номер документа' }).fill('X0000001');
  await d.getByRole('button', { name: 'Найти' }).click();
  await expect(d.getByText('Клиент не найден', { exact: true })).toBeVisible();
  await d.getByRole('button', { name: 'Заполните данные вручную' }).click();
  await expect(d.getByRole('textbox', { name: 'Фамилия' })).toBeVisible();
});
