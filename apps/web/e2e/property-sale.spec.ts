import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';
import {
  SALE_URL,
  addBank,
  addClient,
  addObject,
  card,
  dialog,
  openProperty,
  panel,
  payByCard,
  verifyAndCalculate,
} from './fixtures-property';
import { checkPaid, paymentUrl } from './fixtures-sale';
import { expect, test } from './signed-in';

/**
 * Issue 26: property insurance for a bank's client, sold from the first click to the receipt (spec part 2 sections
 * 2.3, 3.2, 3.5, 3.6, 4.1, 5.5, 5.6, 7.2). On the sales' own server.
 */
test.use({ baseURL: SALE_URL });

test('movable property of a person, insured by the checkbox, paid by Epay; the whitelisted bank asks no loan number; a sum changed after the first link is paid only at its new premium', async ({
  signedIn,
}) => {
  const page = await openProperty(signedIn);
  await addClient(page, 'Добавить страхователя', 'Страхователь', '850315300128');
  const insurer = card(page, /Ахметов/).first();
  await expect(insurer).toContainText('Физ. лицо');
  await page.getByRole('checkbox', { name: 'Страхователь является застрахованным' }).check();
  await expect(page.getByRole('region', { name: 'Застрахованные' })).toContainText('850315300128');
  await addBank(page, '940140000385');
  await expect(page.getByText('Номер займа для этого выгодоприобретателя не требуется')).toBeVisible();
  // no signatory for a natural person
  await expect(page.getByRole('region', { name: 'Подписант страхователя' })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Недвижимое имущество' }).click();
  await page.getByLabel('Вид движимого имущества').selectOption({ label: 'Оборудование' });
  await addObject(page, {
    region: 'г. Алматы',
    address: 'г. Алматы, пр. Райымбека, 212, цех 3',
    year: '2018',
    cost: '40 000 000',
    amount: '30 000 000',
    fireAlarm: 'Подключена к иному пульту с постоянным контролем',
  });
  await page.getByLabel('Страховая сумма').fill('30 000 000');
  await expectNoSeriousA11yViolations(page);

  await verifyAndCalculate(page);
  await expect(panel(page).getByText('Тариф')).toBeVisible();
  await expect(page.getByRole('group', { name: /Райымбека/ })).toContainText('Премия');
  await panel(page).getByRole('button', { name: 'Сохранить как черновик' }).click();
  const id = (await panel(page)
    .getByText(/^Черновик №/)
    .textContent())!
    .replace('Черновик №', '')
    .trim();
  await panel(page).getByRole('button', { name: 'Epay' }).click();
  await expect(page.getByText('Оплата успешно отправлено!')).toBeVisible();
  const firstLink = await paymentUrl(page);
  const firstPremium = await totalToPay(page);

  // issue 42: the seller reopens the sale and insures less; the customer still holds the first link
  await page.goto(`/financial-institutions/properties?draft=${id}`);
  const object = page.getByRole('group', { name: /Райымбека/ });
  await object.getByRole('button', { name: /^Изменить/ }).click();
  const d = dialog(page, 'Объект страхования');
  await d.getByLabel('Страховая сумма').fill('20 000 000');
  await d.getByRole('button', { name: 'Добавить' }).click();
  await expect(d).toBeHidden();
  await page.getByLabel('Страховая сумма').fill('20 000 000');
  await verifyAndCalculate(page);
  const secondPremium = await totalToPay(page);
  expect(secondPremium).not.toBe(firstPremium);
  await panel(page).getByRole('button', { name: 'Epay' }).click();
  await expect(page.getByText('Оплата успешно отправлено!')).toBeVisible();
  expect(await paymentUrl(page)).not.toBe(firstLink);
  // the first link no longer pays
  const stale = await page.context().newPage();
  await stale.goto(firstLink);
  await expect(
    stale.getByText('Данные договора изменены: эта ссылка на оплату больше не действует.'),
  ).toBeVisible();
  await stale.close();
  await payByCard(page, 'ERLAN AKHMETOV');

  const success = await checkPaid(page);
  await expect(success).toContainText(/26-DSD-/);
  await expect(success).toContainText(secondPremium);
  await expectNoSeriousA11yViolations(page);
});

/** The panel's total to pay, as shown ('1 234,00 тг.'). */
async function totalToPay(page: Page): Promise<string> {
  const total = panel(page)
    .getByText(/\d[\d\s\u00a0]*,\d{2}\sтг\./)
    .first();
  await expect(total).toBeVisible();
  return (await total.textContent())!.trim();
}

/** The day after tomorrow, as a seller types it ('ДД.ММ.ГГГГ'). */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('ru-RU', { timeZone: 'Asia/Almaty' });
}

async function addChief(page: Page, add: string, title: string, iin: string) {
  await page.getByRole('button', { name: add }).click();
  const d = dialog(page, title);
  await d.getByRole('textbox', { name: 'ИИН', exact: true }).fill(iin);
  await d.getByRole('button', { name: 'Найти' }).click();
  await d.getByRole('list', { name: 'Найденные' }).getByRole('button', { name: 'Выбрать' }).first().click();
  await d.getByRole('button', { name: 'Сохранить' }).click();
  await expect(d).toBeHidden();
}

test('immovable property of a legal entity by transfer: chiefs, signatory, two objects, risks; its PDFs opened', async ({
  signedIn,
}) => {
  const page = await openProperty(signedIn);
  await addClient(page, 'Добавить страхователя', 'Страхователь', '150340001008', 'Юр. лицо по БИН');
  const chiefs = page.getByRole('region', { name: /Руководитель \/ Бенефициарные собственники/ });
  await expect(chiefs).toContainText('Обязательно');
  // the chief dialog, found, checked with axe while open
  await page.getByRole('button', { name: 'Добавить руководителя' }).click();
  const leader = dialog(page, 'Руководитель');
  await leader.getByRole('textbox', { name: 'ИИН', exact: true }).fill('760911300022');
  await leader.getByRole('button', { name: 'Найти' }).click();
  await expect(leader.getByRole('list', { name: 'Найденные' })).toContainText('760911300022');
  await expectNoSeriousA11yViolations(page);
  await leader
    .getByRole('list', { name: 'Найденные' })
    .getByRole('button', { name: 'Выбрать' })
    .first()
    .click();
  await leader.getByRole('button', { name: 'Сохранить' }).click();
  await expect(leader).toBeHidden();
  await addChief(page, 'Добавить собственника', 'Собственник', '910304400039');
  await page.getByRole('checkbox', { name: 'Страхователь является застрахованным' }).check();
  // the bank's dialog: a legal entity by BIN only, checked with axe while open
  await page.getByRole('button', { name: 'Добавить выгодоприобретателя' }).click();
  const bankDialog = dialog(page, 'Выгодоприобретатель');
  await expect(bankDialog.getByRole('radio')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await bankDialog.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(bankDialog).toBeHidden();
  await addBank(page, '990740000683');

  await addObject(page, {
    region: 'г. Алматы',
    address: 'г. Алматы, ул. Абая, 10, офис 5',
    year: '2005',
    condition: 'Завершённое',
    kind: 'Офис',
    walls: 'Кирпич',
    cost: '80 000 000',
    amount: '60 000 000',
    loan: 'KZ-2026-001',
    fireAlarm: 'Подключена к пульту государственной противопожарной службы',
  });
  await addObject(page, {
    region: 'Алматинская область',
    address: 'г. Қонаев, промзона, 4',
    year: '2012',
    condition: 'Завершённое',
    kind: 'Склад',
    walls: 'Бетон',
    cost: '150 000 000',
    amount: '120 000 000',
    loan: 'KZ-2026-002',
    fireAlarm: 'Подключена к иному пульту с постоянным контролем',
  });
  const conditions = page.getByRole('region', { name: 'Условия программы' });
  await conditions.getByLabel('Страховая сумма').fill('180 000 000');
  await conditions.getByLabel('Франшиза, %').selectOption('3');

  // the risks: the franchise for third-party actions, plane crash and flooding, 10 % for the others
  await conditions.getByRole('button', { name: 'Страховые риски' }).click();
  const risks = dialog(page, 'Страховые риски');
  await expect(risks.getByRole('row')).toHaveCount(11);
  await expect(risks.getByRole('row', { name: /Затопление/ })).toContainText('3');
  await expect(risks.getByRole('row', { name: /^Пожар 10/ })).toBeVisible();
  await expect(risks.getByRole('row', { name: /Полная гибель/ })).toContainText('10');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(risks).toBeHidden();

  // the signatory on a power of attorney: its number and date are asked (5.6)
  const signatory = page.getByRole('region', { name: 'Подписант страхователя' });
  await expect(panel(page)).toContainText('Заполните данные подписанта страхователя');
  await signatory.getByLabel('ИИН').fill('760911300022');
  await signatory.getByLabel('Фамилия').fill('Сулейменов');
  await signatory.getByRole('textbox', { name: /^Имя/ }).fill('Бауыржан');
  await signatory.getByLabel('Должность').fill('Директор');
  await signatory.getByLabel('Основание').selectOption('Доверенность');
  await signatory.getByLabel('Номер основания').fill('17');
  await signatory.getByLabel('Дата основания').fill('01.02.2026');
  await expect(panel(page)).not.toContainText('Заполните данные подписанта страхователя');

  await verifyAndCalculate(page);
  await expect(page.getByRole('group', { name: /Абая/ })).toContainText('Премия');
  // a legal entity pays by transfer only, on a payment date from tomorrow
  await expect(panel(page).getByRole('button', { name: 'Epay' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Перечисление' })).toBeDisabled();
  await expect(panel(page)).toContainText('Укажите дату оплаты не раньше завтрашнего дня');
  await panel(page).getByLabel('Дата оплаты').fill(inDays(3));
  await panel(page).getByRole('button', { name: 'Перечисление' }).click();
  await expect(page.getByText('Оплата успешно отправлено!')).toBeVisible();

  const bank = await page.context().newPage();
  await bank.goto(await paymentUrl(page));
  // the invoice is due on the payment date
  await expect(bank.getByRole('definition').filter({ hasText: inDays(3) })).toBeVisible();
  await expect(bank.getByRole('term').filter({ hasText: 'Оплатить до' })).toBeVisible();
  await bank.getByRole('button', { name: 'Оплатить счёт' }).click();
  await expect(bank.getByRole('status')).toContainText('оплачен');
  await bank.close();

  const success = await checkPaid(page);
  const global = (await success
    .getByText(/^KZ-DSI-|DSI/)
    .first()
    .textContent())!.trim();
  await success.getByRole('button', { name: 'Полис' }).click();
  await expect(dialog(page, /Полис/).locator('[data-slot="pdf-viewer"]')).toHaveAttribute(
    'data-status',
    'ready',
    {
      timeout: 15_000,
    },
  );
  await page.keyboard.press('Escape');

  // the contract and the policy in the policy list (get-document-dc)
  await page.goto(`/policies?global=${encodeURIComponent(global)}`);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('ТОО «Дала Логистик»');
  await row.getByRole('button', { name: /^Открыть договор/ }).click();
  const modal = page.getByRole('dialog', { name: `Договор ${global}` });
  for (const title of ['Договор страхования', 'Страховой полис']) {
    await modal.getByRole('button', { name: title }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('link', { name: `Скачать: ${title}` }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('every refusal of 5.5 in the object modal, said under its field; Добавить stays disabled', async ({
  signedIn,
}) => {
  const page = await openProperty(signedIn);
  await addClient(page, 'Добавить страхователя', 'Страхователь', '850315300128');
  await page.getByRole('button', { name: 'Добавить объект' }).click();
  const d = dialog(page, 'Объект страхования');
  const add = d.getByRole('button', { name: 'Добавить' });
  await expect(add).toBeDisabled();
  const says = (text: string) => expect(d.getByText(text, { exact: true })).toBeVisible();

  await d.getByLabel('Год постройки').fill('1960');
  await d.getByLabel('Год постройки').press('Tab');
  await says('Год не может быть меньше 1963');
  await d.getByLabel('Действительная стоимость').fill('1 000 000');
  await d.getByLabel('Страховая сумма').fill('2 000 000');
  await d.getByLabel('Страховая сумма').press('Tab');
  await says('"Страховая сумма" не должна быть больше "Действительная стоимость"');
  // a person insurer's limit
  await d.getByLabel('Действительная стоимость').fill('900 000 000');
  await d.getByLabel('Страховая сумма').fill('600 000 000');
  await d.getByLabel('Страховая сумма').press('Tab');
  await says('"Страховая сумма" не должна быть больше 500 000 000 тг.');
  for (const kind of ['Баня/сауна', 'Прочее']) {
    await d.getByLabel('Вид объекта').selectOption({ label: kind });
    await says('Выбранный объект не подлежит страхованию');
  }
  await d.getByLabel('Состояние объекта').selectOption({ label: 'Незавершённое' });
  await says('Страхование незавершённого строения недопустимо');
  for (const walls of ['Деревянные', 'Саман', 'Камышитовый каркас', 'Панель', 'Шпальные', 'Глина']) {
    await d.getByLabel('Материал стен').selectOption({ label: walls });
    await says('Объекты с выбранным материалом стен не принимаются на страхование');
  }
  await expect(add).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Esc clears the form
  await page.keyboard.press('Escape');
  await expect(d.getByLabel('Год постройки')).toHaveValue('');
});

test('a draft saved, reopened from /drafts with its parties; a missing draft says so', async ({
  signedIn,
}) => {
  const page = await openProperty(signedIn);
  await addClient(page, 'Добавить страхователя', 'Страхователь', '600501300336');
  await addBank(page, '940140000385');
  await expectNoSeriousA11yViolations(page);
  await panel(page).getByRole('button', { name: 'Сохранить как черновик' }).click();
  await expect(page.getByText('Сохранено').first()).toBeVisible();
  const id = (await panel(page)
    .getByText(/^Черновик №/)
    .textContent())!
    .replace('Черновик №', '')
    .trim();

  await page.goto('/drafts');
  const draft = page.getByRole('listitem', { name: `Черновик №${id}` });
  await draft.getByRole('link', { name: 'Оформить' }).click();
  await expect(page).toHaveURL(new RegExp(`/financial-institutions/properties\\?draft=${id}`));
  await expect(page.getByRole('region', { name: 'Выгодоприобретатель' })).toContainText('Народный');
  await expect(page.getByRole('region', { name: 'Страхователь' })).toContainText('600501300336');

  await page.goto('/financial-institutions/properties?draft=01JDSAKTA00000000000000ZZZ');
  await expect(page.getByText('Черновик не найден').first()).toBeVisible();
  await expect(page).toHaveURL(/\/financial-institutions\/properties$/);
});
