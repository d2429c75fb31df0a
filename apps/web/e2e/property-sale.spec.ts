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
import { checkPaid } from './fixtures-sale';
import { expect, test } from './signed-in';

/**
 * Issue 26: property insurance for a bank's client, sold from the first click to the receipt (spec part 2 sections
 * 2.3, 3.2, 3.5, 3.6, 4.1, 5.5, 5.6, 7.2). On the sales' own server.
 */
test.use({ baseURL: SALE_URL });

test('movable property of a person, insured by the checkbox, paid by Epay; the whitelisted bank asks no loan number', async ({
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
  await panel(page).getByRole('button', { name: 'Epay' }).click();
  await expect(page.getByText('Оплата успешно отправлено!')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: /Открыть страница оплаты/ })).toBeVisible();
  await payByCard(page, 'ERLAN AKHMETOV');

  const success = await checkPaid(page);
  await expect(success).toContainText(/26-DSD-/);
  await expectNoSeriousA11yViolations(page);
});
