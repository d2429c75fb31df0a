import {
  RESERVE,
  card,
  dialog,
  downloadDemoScan,
  openOgpo,
  searchIin,
  searchMode,
  chooseFoundClient,
  chooseFoundVehicle,
} from './fixtures-ogpo';
import { expect, test } from './signed-in';

/**
 * Issue 12, journey 4: the dialogs' error paths as a seller meets them (spec part 2 sections 4.3, 5.1, 5.2, 8, 9):
 * a client not found, an IIN already in the policy, a form saved incomplete, a vehicle not found or without
 * registration, a licence the register does not know, an upload below the size limit; scans refused in the browser,
 * expired, or not recognised.
 */

/** A PNG of 1 x 1 pixel: far below the 100 KB of the upload rule. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a client not found, created by hand and saved incomplete; an unverified document; an IIN already in the policy', async ({
  signedIn,
}) => {
  const page = await openOgpo(signedIn, RESERVE, 1);

  // unknown IIN: the message, then a new client whose required fields are missing
  let d = await searchIin(page, 'Добавить страхователя', 'Страхователь', '880610300028');
  await expect(d.getByText('Не смогли найти клиента.')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Сбросить' })).toBeEnabled();
  await d.getByRole('button', { name: 'Создать клиента' }).click();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d.getByText('Пожалуйста, заполните все обязательные поля, чтобы продолжить.')).toBeVisible();
  await d.getByRole('button', { name: 'Закрыть' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Добавить страхователя' })).toBeVisible();

  // a driver found, then the same IIN again
  d = await searchIin(page, 'Добавить водителя', 'Застрахованный', '850315300128');
  const found = d.getByRole('list', { name: 'Найденные клиенты' });
  await found.getByRole('button', { name: 'Выбрать' }).first().click();
  // the register's unverified passport is refused; the verified document is kept
  const documents = d.getByRole('combobox', { name: 'Документы из реестра' });
  const verified = await documents.locator('option:checked').textContent();
  await documents.selectOption({
    label: (await documents.locator('option', { hasText: 'не верифицирован' }).textContent())!,
  });
  await expect(d.getByText('Документ не верифицирован', { exact: true })).toBeVisible();
  await documents.selectOption({ label: verified! });
  await expect(d.getByText('Документ не верифицирован', { exact: true })).toHaveCount(0);
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
  d = await searchIin(page, 'Добавить водителя', 'Застрахованный', '850315300128');
  await expect(d.getByText('ИИН 850315300128 уже указан.')).toBeVisible();
  await expect(d.getByRole('list', { name: 'Найденные клиенты' })).toHaveCount(0);
});

test('a vehicle not found, one without registration, one added and deleted', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  const d = dialog(page, 'Авто');
  const plate = d.getByRole('textbox', { name: /Гос. номер/ });
  await plate.fill('999ZZZ99');
  await d.getByRole('button', { name: 'Найти' }).click();
  await expect(d.getByText('Авто не найдено')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Заполнить вручную' })).toBeEnabled();
  await d.getByRole('button', { name: 'Новый поиск' }).click();
  await plate.fill('777KZA01');
  await d.getByRole('button', { name: 'Найти' }).click();
  await d
    .getByRole('button', { name: /^Выбрать/ })
    .first()
    .click();
  await expect(
    d.getByText('По данному ТС нет регистрации. Уточните данные в центре регистрации авто.'),
  ).toBeVisible();
  await d.getByRole('button', { name: 'Закрыть' }).click();
  await expect(d).toBeHidden();

  // a registered vehicle added, then deleted: the page stays (deleting a vehicle once stopped the policy)
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  await plate.fill('123ABC02');
  await d.getByRole('button', { name: 'Найти' }).click();
  await chooseFoundVehicle(d);
  const vehicle = card(page, 'Toyota Camry');
  await expect(vehicle).toContainText('123ABC02');
  await vehicle.getByRole('button', { name: 'Удалить: Toyota Camry' }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить Toyota Camry?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(vehicle).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить авто' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Транспортные средства' })).toBeVisible();
});

test('a licence the register does not know, an undersized upload', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 1);

  // a driver whose licence number the register does not know: the notice, the number kept
  let d = await searchIin(page, 'Добавить водителя', 'Застрахованный', '850315300128');
  await chooseFoundClient(d);
  const driver = card(page, /.+/).filter({ hasText: '850315300128' });
  await driver.getByRole('button', { name: /^Водительское удостоверение:/ }).click();
  d = dialog(page, 'Водительское удостоверение');
  await d.getByRole('textbox', { name: /Номер удостоверения/ }).fill('BN000000');
  await d.getByLabel(/Дата выдачи/).fill('2005-06-10');
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Документ по номеру BN000000 не найдено.').first()).toBeVisible();
  await expect(d.getByRole('textbox', { name: /Номер удостоверения/ })).toHaveValue('BN000000');
  await d.getByRole('button', { name: 'Отменить' }).click();
  await expect(d).toBeHidden();
  await expect(driver).toContainText('Нет водительского удостоверения');

  // a picture below 100 KB is refused before upload
  await driver.getByRole('button', { name: /^Документы:/ }).click();
  d = dialog(page, 'Документы');
  await d
    .getByRole('combobox', { name: 'Тип документа' })
    .selectOption({ label: 'Водительское удостоверение' });
  await d
    .getByLabel('Выбрать файл')
    .setInputFiles({ name: 'prava.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(d.getByText('Размер файла меньше 100 КБ')).toBeVisible();
  await expect(d.getByText('Файлы не загружены')).toBeVisible();
});

test('scans: an expired passport, an unknown document, a picture below 100 KB', async ({ signedIn }) => {
  const page = await openOgpo(signedIn, RESERVE, 2);
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const d = dialog(page, 'Застрахованный');
  await searchMode(d, 'Скан документа');
  const upload = d.getByLabel('Загрузить скан');

  // refused in the browser, before any upload
  await upload.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(d.getByText('Размер файла меньше 100 КБ')).toBeVisible();

  await upload.setInputFiles(await downloadDemoScan(d, /KOCH PETER/));
  await expect(d.getByText(/^Срок действия документа № \S+ истёк/)).toBeVisible();

  await upload.setInputFiles(await downloadDemoScan(d, /не распознаётся/));
  await expect(d.getByText(/^Документ не распознан/)).toBeVisible();
});
