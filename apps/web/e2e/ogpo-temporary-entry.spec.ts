import {
  RESERVE,
  card,
  downloadDemoScan,
  dialog,
  openOgpo,
  searchMode,
  chooseFoundClient,
  chooseFoundVehicle,
} from './fixtures-ogpo';
import { expect, test } from './signed-in';

/**
 * Issue 12, journey 1: a Temporary-entry sale's parties assembled end to end. A non-resident insurer found by name,
 * a second driver from a scan (recognised at the dialog's first poll, 2 s, on the e2e servers), a foreign vehicle,
 * documents attached and deleted; the cards show what the spec says (spec part 2 sections 2.2, 4.3, 5.2). A second
 * test: a PDF scan of a client the register knows, with the ЕСБД / Скан comparison on the card, and her licence
 * from the register.
 */
test('a Temporary-entry policy: a non-resident insurer by name, a driver by scan, a foreign vehicle, documents', async ({
  signedIn,
}) => {
  const page = await openOgpo(signedIn, RESERVE, 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Временный въезд' })).toBeVisible();

  // the insurer: a non-resident found by name
  await page.getByRole('button', { name: 'Добавить страхователя' }).click();
  let d = dialog(page, 'Страхователь');
  await searchMode(d, 'Нерезидент по ФИО');
  await d.getByLabel(/^Фамилия/).fill('AHMADI');
  await d.getByLabel(/^Имя/).fill('REZA');
  await d.getByRole('button', { name: 'Найти' }).click();
  // one person of that name in the register: straight to the form (step 3), the register's data filled in
  await expect(d.getByText('Страхователь полиса · Данные клиента')).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveValue('AHMADI');
  await expect(d.getByRole('textbox', { name: 'Фамилия (лат.)' })).toHaveValue('AHMADI');
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
  const insurer = card(page, /AHMADI REZA/);
  await expect(insurer).toContainText('Нерезидент');
  await expect(insurer).toContainText('Физ. лицо');

  await expect(page.getByText('Данные успешно обновлены')).toBeVisible();

  // a second driver from a scan: the seller downloads the sandbox's demo passport and uploads it
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  d = dialog(page, 'Застрахованный');
  await searchMode(d, 'Скан документа');
  const passport = await downloadDemoScan(d, /WILSON JAMES/);
  await d.getByLabel('Загрузить скан').setInputFiles(passport);
  await expect(d.getByRole('status')).toHaveText('Распознаём документ…');
  await expect(d.getByRole('textbox', { name: 'Фамилия (лат.)' })).toHaveValue('WILSON', { timeout: 15_000 });
  // a new client from the scan: what recognition read, a non-resident; the seller completes and saves
  await expect(d.getByRole('switch', { name: 'Резидент' })).not.toBeChecked();
  await expect(d.getByRole('textbox', { name: 'Номер документа' })).toHaveValue('533401877');
  await expect(d.getByRole('combobox', { name: 'Страна' }).locator('option:checked')).toHaveText(
    'Великобритания',
  );
  // a non-resident driver of 25 or more: experience id 4 by default
  await expect(d.getByRole('region', { name: 'Водитель' })).toContainText(
    'Возраст и стаж: 25 лет и старше, стаж 2 года и более',
  );
  await d.getByRole('textbox', { name: 'Адрес' }).fill('г. Алматы, пр. Абая, д. 10');
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
  const driver = card(page, /WILSON JAMES/);
  await expect(driver).toContainText('Нерезидент');
  await expect(driver).toContainText('Нет водительского удостоверения');

  // a foreign vehicle found by its plate
  await page.getByRole('button', { name: 'Добавить авто' }).click();
  d = dialog(page, 'Авто');
  await d.getByRole('textbox', { name: /Гос. номер/ }).fill('A123BC777');
  await d.getByRole('button', { name: 'Найти' }).click();
  await chooseFoundVehicle(d);
  const vehicle = card(page, /Volkswagen Golf/);
  await expect(vehicle).toContainText('A123BC777');
  await expect(vehicle).toContainText('Иностранная регистрация');

  // documents: the insurer's passport attached, then deleted
  await insurer.getByRole('button', { name: 'Документы: AHMADI REZA' }).click();
  d = dialog(page, 'Документы');
  await expect(d).toHaveAccessibleDescription('Страхователь: AHMADI REZA');
  await expect(d.getByText('Файлы не загружены')).toBeVisible();
  await d
    .getByRole('combobox', { name: 'Тип документа' })
    .selectOption({ label: 'Документ, удостоверяющий личность' });
  await d.getByLabel('Выбрать файл').setInputFiles(passport);
  await expect(page.getByText('Файл успешно загружен')).toBeVisible();
  const files = d.getByRole('region', { name: 'Загруженные файлы' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText(passport.name);
  await expect(files.getByRole('listitem')).toContainText('Документ, удостоверяющий личность');
  await files.getByRole('button', { name: `Удалить ${passport.name}` }).click();
  await expect(page.getByText('Файл успешно удален')).toBeVisible();
  await expect(d.getByText('Файлы не загружены')).toBeVisible();
  await d.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(d).toBeHidden();

  // the vehicle's technical passport, its type chosen already, stays attached
  await vehicle.getByRole('button', { name: /^Документы:/ }).click();
  d = dialog(page, 'Документы');
  await expect(d.getByRole('combobox', { name: 'Тип документа' }).locator('option:checked')).toHaveText(
    'Технический паспорт ТС',
  );
  await d.getByLabel('Выбрать файл').setInputFiles({ ...passport, name: 'tech-passport.png' });
  await expect(d.getByRole('region', { name: 'Загруженные файлы' }).getByRole('listitem')).toContainText(
    'tech-passport.png',
  );
  await d.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(d).toBeHidden();
  await vehicle.getByRole('button', { name: /^Документы:/ }).click();
  await expect(
    dialog(page, 'Документы').getByRole('region', { name: 'Загруженные файлы' }).getByRole('listitem'),
  ).toContainText('tech-passport.png');
});

test('a driver recognised from a PDF passport already in the register: the card compares ЕСБД with the scan', async ({
  signedIn,
}) => {
  const page = await openOgpo(signedIn, RESERVE, 2);
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const d = dialog(page, 'Застрахованный');
  await searchMode(d, 'Скан документа');
  const passport = await downloadDemoScan(d, /MUELLER ANNA, PDF/);
  expect(passport.mimeType).toBe('application/pdf');
  await d.getByLabel('Загрузить скан').setInputFiles(passport);
  await expect(d.getByRole('status')).toHaveText('Распознаём документ…');
  // the register's client, with the fields the scan reads differently
  const differences = d.getByRole('table', { name: 'Расхождения ЕСБД и скана' });
  await expect(differences).toBeVisible();
  await expect(differences.getByRole('columnheader')).toHaveText(['Поле', 'ЕСБД', 'Скан']);
  await chooseFoundClient(d);

  const driver = card(page, /MUELLER ANNA/);
  await expect(driver).toContainText('Нерезидент');
  const table = driver.getByRole('table', { name: 'ЕСБД / Скан' });
  await expect(table.getByRole('columnheader')).toHaveText(['Поле', 'ЕСБД', 'Скан']);
  // the scan reads the passport's issue date a day later than the register
  await expect(table.getByRole('row', { name: /Дата выдачи документа/ })).toBeVisible();

  // her licence, as the register knows it
  await expect(driver).toContainText('Нет водительского удостоверения');
  await driver.getByRole('button', { name: 'Водительское удостоверение: MUELLER ANNA' }).click();
  const licence = dialog(page, 'Водительское удостоверение');
  await licence.getByRole('textbox', { name: /Номер удостоверения/ }).fill('DE4471K09');
  await licence.getByLabel(/Дата выдачи/).fill('2011-04-18');
  await licence.getByRole('button', { name: 'Сохранить' }).click();
  await expect(licence).toBeHidden();
  await expect(driver).toContainText('Водительское удостоверение: DE4471K09, 18.04.2011');
});
