import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, lastCode } from './fixtures';
import { expect, test } from './signed-in';

/*
 * The policy list's termination flow (spec part 2 sections 2.7, 4.5, 7.5, 8; issue 29): the manager terminates its
 * own issued policy from the policy modal with the code sent to the insurer and reads the refund; the terminated
 * policy offers no second termination; another seller's policy in the manager's branch opens read-only (core's
 * ownership rule: only its seller changes it). Seeded by apps/api/src/features/support/seed-data.ts: 26-WEB-700008
 * the manager's (to terminate), 26-WEB-700009 the agent's.
 */

const MANAGER = DEMO_USERS.find((u) => u.role === 3)!;
/** The insurer's phone of 26-WEB-700008: the termination's code goes to the insurer. */
const INSURER_PHONE = '+7(701) 700-0008';

const modal = (page: Page) => page.locator('[data-slot="policy-modal"]');

test('the manager terminates its policy from the list with the insurer’s code and reads the refund', async ({
  signedIn,
  request,
}) => {
  const page = await signedIn(MANAGER);
  await page.goto('/policies?open=26-WEB-700008');
  await expect(modal(page)).toContainText('26-OGPO-700008');
  await modal(page).getByRole('button', { name: 'Расторжение' }).click();
  const flow = modal(page).getByRole('region', { name: 'Расторжение' });
  await expect(flow).toContainText(
    'Договор будет расторгнут. Подтвердите кодом из SMS, отправленным страхователю.',
  );
  await flow.getByRole('button', { name: 'Отправить код' }).click();
  await expect(flow.getByText(/\+7\(701\) \*\*\*-\*\*08/)).toBeVisible();
  const code = await lastCode(request, { phone: INSURER_PHONE, purpose: 'policy-termination' });
  await flow.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  await flow.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(flow).toContainText(
    /Договор 26-OGPO-700008 расторгнут\. Сумма возврата: [\d\u00A0 ]+,\d{2}\sтг\./,
  );
  await expect(flow.locator('[data-slot="policy-refund"]')).toContainText('Сумма возврата');
  await expectNoSeriousA11yViolations(page);
  await flow.getByRole('button', { name: 'Закрыть' }).click();
  await expect(modal(page)).toHaveCount(0);

  // opened again: the termination's moment, and no second termination
  await page.goto('/policies?open=26-WEB-700008');
  await expect(modal(page).locator('[data-slot="policy-general"]')).toContainText('Расторгнут');
  await expect(modal(page).getByRole('button', { name: 'Ошибка оператора' })).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Расторжение' })).toHaveCount(0);
});

test('another seller’s policy in the manager’s branch opens read-only: no operator error, no termination', async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER);
  await page.goto('/policies?open=26-WEB-700009');
  await expect(modal(page)).toContainText('26-OGPO-700009');
  await expect(modal(page).locator('[data-slot="policy-general"]')).toContainText('Выпущен');
  await expect(modal(page).getByRole('button', { name: 'Ошибка оператора' })).toHaveCount(0);
  await expect(modal(page).getByRole('button', { name: 'Расторжение' })).toHaveCount(0);
  // no empty 'Действия' section either
  await expect(modal(page).getByRole('heading', { name: 'Действия' })).toHaveCount(0);
});
