import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, lastCode } from './fixtures';
import { expect, test, type SignedInUser } from './signed-in';

/*
 * The profile's АВР tab (spec part 1 section 2 "Profile", "AVR screen"): the agent accepts an act with the SMS code
 * and refuses another with a comment (Esc clears the form first), sees an expired one; an accountant has no АВР
 * tab. The sandbox seeds fourteen acts per sale-group user: 'АВР-05-14' and 'АВР-05-13' inside their 30 minutes,
 * 'АВР-05-11' expired (user 5 is the agent).
 */

const AGENT = DEMO_USERS.find((u) => u.role === 4)!;
const ACCOUNTANT = DEMO_USERS.find((u) => u.role === 2)!;
const AGENT_ID = 5;

async function toAvr(signedIn: (user: SignedInUser) => Promise<Page>) {
  const page = await signedIn(AGENT);
  await page.goto('/profile/index');
  await page.getByRole('tab', { name: 'АВР' }).click();
  await expect(page).toHaveURL(/\/profile\/avr$/);
  return { page, table: page.getByRole('table', { name: 'Акты выполненных работ' }) };
}

const rowOf = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number });

test('the agent accepts an act with the SMS code and refuses another with a comment', async ({
  signedIn,
  request,
}) => {
  const { page, table } = await toAvr(signedIn);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page);

  // accept АВР-05-14 with the code
  const accepted = rowOf(page, 'АВР-05-14');
  await expect(accepted).toContainText('Необработанный');
  const id = Number(await accepted.getByRole('cell').first().textContent());
  await accepted.getByRole('button', { name: 'Открыть акт № АВР-05-14' }).click();
  const dialog = page.getByRole('dialog', { name: 'Акт выполненных работ № АВР-05-14' });
  await expect(dialog.getByRole('img', { name: /^Страница 1 из/ })).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^Осталось времени на согласование: (2\d|1\d):\d\d$/);
  await dialog.getByRole('button', { name: 'Принять' }).click();
  await expect(dialog.getByText('Код отправлен на номер +7(708) ***-**57')).toBeVisible();
  await expect(dialog.getByText(/^Повторная отправка через 0[12]:\d\d$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const code = await lastCode(request, { subject: `${id}:${AGENT_ID}`, purpose: 'avr' });
  await dialog.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText('Акт принят')).toBeVisible();
  // the message shows 3 s, then the modal closes and the table reloads
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(accepted.getByRole('cell').nth(4)).toHaveText('Да');

  // refuse АВР-05-13: Esc clears the form, the comment is required
  const refused = rowOf(page, 'АВР-05-13');
  await refused.getByRole('button', { name: 'Открыть акт № АВР-05-13' }).click();
  const second = page.getByRole('dialog', { name: 'Акт выполненных работ № АВР-05-13' });
  await second.getByRole('button', { name: 'Отказать' }).click();
  const comment = second.getByLabel('Причина отказа');
  await comment.fill('Черновик причины');
  await page.keyboard.press('Escape');
  await expect(second).toBeVisible();
  await expect(second.getByRole('button', { name: 'Отказать' })).toBeVisible();
  await second.getByRole('button', { name: 'Отказать' }).click();
  await expect(comment).toHaveValue('');
  await expect(second.getByRole('button', { name: 'Отправить отказ' })).toBeDisabled();
  await comment.fill('Сумма вознаграждения не совпадает');
  await second.getByRole('button', { name: 'Отправить отказ' }).click();
  await expect(second.getByText('Акт отклонён')).toBeVisible();
  await expect(second).toBeHidden({ timeout: 6_000 });
  await expect(refused.getByRole('cell').nth(4)).toHaveText('Нет');

  // an unprocessed act whose 30 minutes are over
  await rowOf(page, 'АВР-05-11').getByRole('button', { name: 'Открыть акт № АВР-05-11' }).click();
  const late = page.getByRole('dialog', { name: 'Акт выполненных работ № АВР-05-11' });
  await expect(late.getByText('Время согласования вышло')).toBeVisible();
  await expect(late.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a role outside the sale group has no АВР tab and /profile/avr shows the profile', async ({
  signedIn,
}) => {
  const page = await signedIn(ACCOUNTANT);
  await page.goto('/profile/avr');
  await expect(page).toHaveURL(/\/profile\/index$/);
  await expect(page.getByRole('tab', { name: 'Профиль' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'АВР' })).toHaveCount(0);
});
