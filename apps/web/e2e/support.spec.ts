import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, lastCode } from './fixtures';
import { expect, test } from './signed-in';

/*
 * Operator errors (spec part 2 sections 2.7, 2.8, 4.5, 6, 7.5, 8): support rescinds one request and rejects another
 * from the policy modal, each asked first; dissolution is unavailable; a manager reports an issued policy as an
 * operator error from the policy list's modal, confirmed by the SMS code, and it reaches support. The sandbox seeds
 * the requests of apps/api/src/features/support/seed-data.ts: 26-WEB-700001 (to rescind) and 26-WEB-700002 (to
 * reject) are new, 26-WEB-700006 refused (status 10), 26-WEB-700007 an issued policy of the manager to report.
 */

const SUPPORT = DEMO_USERS.find((u) => u.role === 9)!;
const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;
/** The manager's phone (apps/api/src/platform/demo-users.ts): the operator confirms their own report. */
const MANAGER_PHONE = '+7(707) 300-0047';

const requestRow = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number });
const modal = (page: Page) => page.locator('[data-slot="policy-modal"]');

async function toSupport(page: Page) {
  await page
    .getByRole('region', { name: 'Разделы' })
    .getByRole('link', { name: /Ошибки оператора/ })
    .click();
  await expect(page).toHaveURL(/\/support\/operator-error$/);
  await expect(requestRow(page, '26-WEB-700001')).toBeVisible();
}

/** The whole row is the target (issue 44 item 7): a click on it, or Enter on the focused row. */
async function open(page: Page, number: string, by: 'click' | 'keyboard' = 'click') {
  const row = requestRow(page, number);
  if (by === 'click') await row.click();
  else {
    await row.focus();
    await page.keyboard.press('Enter');
  }
  await expect(modal(page)).toContainText(number);
}

test('support rescinds one request and rejects another, each asked first; dissolution is unavailable', async ({
  home,
}) => {
  const page = await home(SUPPORT);
  await toSupport(page);
  await expect(requestRow(page, '26-WEB-700006')).toContainText('Отклонён');
  await expectNoSeriousA11yViolations(page);

  await open(page, '26-WEB-700001');
  await expect(modal(page)).toContainText('Ошибка оператора');
  await expectNoSeriousA11yViolations(page);
  await modal(page).getByRole('button', { name: 'Расторгнуть' }).click();
  await expect(page.getByText('Данная операция недоступна')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Аннулировать' }).click();
  const question = page.getByRole('alertdialog', {
    name: /^Аннулировать договор 26-OGPO-700001 по заявке №\d+\?$/,
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Аннулировать' }).click();
  await expect(page.getByText(/^Процесс по \d+ успешно завершен$/)).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect(requestRow(page, '26-WEB-700001')).toContainText('Отработан');

  await open(page, '26-WEB-700002', 'keyboard');
  await modal(page).getByRole('button', { name: 'Отклонить' }).click();
  const reject = page.getByRole('alertdialog', { name: /^Отклонить заявку №\d+\?/ });
  await reject.getByRole('button', { name: 'Отмена' }).click();
  await expect(reject).toBeHidden();
  await modal(page).getByRole('button', { name: 'Отклонить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отклонить' }).click();
  await expect(
    page.getByText(/^Заявка №\d+ отклонена, договор 26-OGPO-700002 остаётся в силе$/),
  ).toBeVisible();
  await expect(requestRow(page, '26-WEB-700002')).toContainText('Отклонён');
  // a refused request (status 10) offers no action
  await open(page, '26-WEB-700002');
  await expect(modal(page).getByText('Заявка закрыта: действий нет')).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Аннулировать' })).toHaveCount(0);
});

test('a manager reports an issued policy as an operator error with the SMS code; support sees the request', async ({
  signedIn,
  request,
}) => {
  const page = await signedIn(MANAGER);
  await page.goto('/policies?open=26-WEB-700007');
  await expect(modal(page)).toContainText('26-OGPO-700007');
  await modal(page).getByRole('button', { name: 'Ошибка оператора' }).click();
  const flow = modal(page).getByRole('region', { name: 'Ошибка оператора' });
  await flow.getByRole('button', { name: 'Отправить код' }).click();
  await expect(flow.getByText(/\+7\(707\) \*\*\*-\*\*47/)).toBeVisible();
  // the resend stays locked for 90 s
  await expect(flow.getByRole('timer')).toContainText(/01:(30|29|28)/);
  await expectNoSeriousA11yViolations(page);
  const code = await lastCode(request, { phone: MANAGER_PHONE, purpose: 'operator-error' });
  await flow.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  await flow.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Процесс по 26-OGPO-700007 успешно завершен')).toBeVisible();
  await expect(flow).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);

  const support = await signedIn(SUPPORT);
  await support.goto('/support/operator-error');
  await expect(requestRow(support, '26-WEB-700007')).toContainText('Новый');
});
