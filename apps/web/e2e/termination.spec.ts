import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatKzt } from '@sakta/core';
import { DEMO_USERS, expectNoSeriousA11yViolations, lastCode } from './fixtures';
import {
  OGPO_STATUS_TITLES,
  SCENARIOS,
  TERMINATION_IBANS,
  clientTitle,
  expectedRefund,
} from './fixtures-termination';
import { expect, test as signedInTest } from './signed-in';

/*
 * The termination modal (spec part 1 sections 2, 4, 5, 8): open a search result, calculate, fill the form, make
 * the application, sign it (OTP with the sandbox's code, or paper) and terminate. Each scenario owns its seeded
 * policy (fixtures-termination.ts): the three that terminate leave it 'Расторгнут'.
 */

/** Users of the termination group (roles 3, 7, 0), one per parallel worker. */
const TERMINATION_USERS = [3, 7, 0].map((role) => DEMO_USERS.find((u) => u.role === role)!);
const DOCUMENT_FILE = 'Заявление о досрочном расторжении полиса.pdf';

type Scenario = (typeof SCENARIOS)[keyof typeof SCENARIOS];

const modal = (page: Page) => page.getByRole('dialog');
const results = (page: Page) => page.getByRole('region', { name: 'Результаты поиска' });
const terminateButton = (page: Page) => modal(page).getByRole('button', { name: 'Расторгнуть' });

/** The value shown for a row of the modal's details list. */
const detail = (page: Page, label: string): Locator =>
  modal(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Every test's page is signed in as its worker's user of the termination group. */
const test = signedInTest.extend<{ page: Page }>({
  page: async ({ signedIn }, provide, testInfo) =>
    provide(await signedIn(TERMINATION_USERS[testInfo.parallelIndex % TERMINATION_USERS.length]!)),
});

async function openScenario(page: Page, policy: Scenario) {
  await page.goto('/termination');
  await page.getByRole('textbox', { name: /ИИН\/БИН/ }).fill(policy.client.iin);
  await page.getByRole('form', { name: 'Поиск' }).getByRole('button', { name: 'Поиск' }).click();
  await results(page)
    .getByRole('button', { name: `Открыть договор ${policy.number}` })
    .click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page)).toHaveAccessibleName(`Договор ${policy.number}`);
}

/** 'Рассчитать сумму возврата': the refund and commission of the sandbox's formula fill the form. */
async function calculate(page: Page, policy: Scenario) {
  await modal(page).getByRole('button', { name: 'Рассчитать сумму возврата' }).click();
  const { refund, commission } = expectedRefund({
    premium: policy.premium,
    ...(await policyDates(page)),
  });
  await expect(detail(page, 'Сумма возврата')).toHaveText(formatKzt(refund));
  await expect(detail(page, 'Комиссия')).toHaveText(formatKzt(commission));
  expect(refund).toBeGreaterThan(0);
}

/** The policy's validity from the modal ('DD.MM.YYYY – DD.MM.YYYY') as ISO dates. */
async function policyDates(page: Page): Promise<{ date_from: string; date_to: string }> {
  const text = (await detail(page, 'Срок действия').textContent()) ?? '';
  const [from, to] = [...text.matchAll(/(\d{2})\.(\d{2})\.(\d{4})/g)].map((m) => `${m[3]}-${m[2]}-${m[1]}`);
  return { date_from: from!, date_to: to! };
}

/** The application is a real PDF saved under the spec's name. */
async function expectApplicationDownload(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal(page)
      .getByRole('link', { name: /^Скачать: / })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(DOCUMENT_FILE);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Success: the modal closes, 'Договор {number} успешно обработан', the results reload with the new status. */
/** 'Расторгнуть', then the question naming the contract and the refund is answered 'Расторгнуть'. */
async function terminate(page: Page, policy: Scenario) {
  await terminateButton(page).click();
  const question = page.getByRole('alertdialog', { name: `Расторгнуть договор ${policy.number}?` });
  await expect(question).toContainText(
    /Расторжение нельзя отменить\. Сумма возврата: [\d\u00A0]+,\d{2}\sтг\./,
  );
  await question.getByRole('button', { name: 'Расторгнуть' }).click();
}

async function expectTerminated(page: Page, policy: Scenario) {
  await expect(page.getByText(`Договор ${policy.number} успешно обработан`)).toBeVisible();
  await expect(modal(page)).toBeHidden();
  const row = results(page).getByRole('row').filter({ hasText: policy.number });
  await expect(row).toContainText(OGPO_STATUS_TITLES[4]);
  await expect(row.getByRole('button', { name: `Открыть договор ${policy.number}` })).toHaveCount(0);
}

test.describe('termination modal', () => {
  test('card with OTP signing, end to end: IBAN fills the bank, SMS code from the sandbox, terminate', async ({
    page,
    request,
  }) => {
    const policy = SCENARIOS.cardOtp;
    await openScenario(page, policy);
    await expect(detail(page, 'Страхователь')).toHaveText(clientTitle(policy.client));
    await calculate(page, policy);
    // defaults: cash, paper, early termination with the client as beneficiary
    await expect(modal(page).getByRole('radio', { name: 'Наличные' })).toBeChecked();
    await expect(modal(page).getByRole('radio', { name: 'Бумажный' })).toBeChecked();
    await expect(modal(page).getByRole('textbox', { name: 'ИИН получателя' })).toHaveValue(policy.client.iin);

    await modal(page).getByRole('radio', { name: 'Карточный счет' }).check();
    const iban = modal(page).getByRole('textbox', { name: /ИИК \(IBAN\)/ });
    await iban.pressSequentially(TERMINATION_IBANS.valid.toLowerCase());
    await iban.blur();
    await expect(iban).toHaveValue(TERMINATION_IBANS.valid);
    await expect(modal(page).getByRole('textbox', { name: 'БИК' })).toHaveValue(TERMINATION_IBANS.validBik);
    await expect(modal(page).getByRole('textbox', { name: 'Наименование банка' })).toHaveValue(
      TERMINATION_IBANS.validBank,
    );
    await expect(modal(page).getByRole('combobox', { name: 'КБе' })).toHaveValue('19');

    await modal(page).getByRole('radio', { name: 'ОТП' }).check();
    await expect(modal(page).getByRole('textbox', { name: 'Телефон клиента' })).toHaveValue(
      policy.client.phone,
    );
    // disabled for OTP until the customer confirms
    await expect(terminateButton(page)).toBeDisabled();
    // sending first makes the application, then the SMS
    await modal(page).getByRole('button', { name: 'Отправить SMS' }).click();
    await expect(modal(page).getByText(`Код отправлен на номер ${policy.client.phone}`)).toBeVisible();
    await expect(modal(page).getByText('Заявление сформировано')).toBeVisible();
    await expect(
      modal(page).getByRole('button', { name: /^Повторная отправка через 0?(1:00|0:5\d)$/ }),
    ).toBeDisabled();
    // not confirmed yet: 'Проверить подтверждение' says so
    await modal(page).getByRole('button', { name: 'Проверить подтверждение' }).click();
    await expect(
      modal(page).getByRole('alert').filter({ hasText: 'Заявление не подтверждено кодом из SMS' }),
    ).toBeVisible();

    const code = await lastCode(request, { phone: policy.client.phone, purpose: 'document' });
    await modal(page).getByLabel('Код из SMS').fill(code);
    await modal(page).getByRole('button', { name: 'Подтвердить' }).click();
    await expect(modal(page).getByText('Подтверждено', { exact: true })).toBeVisible();
    // the confirmation clears the earlier message
    await expect(modal(page).getByText('Заявление не подтверждено кодом из SMS')).toHaveCount(0);
    await expect(terminateButton(page)).toBeEnabled();
    await terminate(page, policy);
    await expectTerminated(page, policy);
  });

  test('cash with paper signing: make the application (a PDF to download), terminate', async ({ page }) => {
    const policy = SCENARIOS.cashPaper;
    await openScenario(page, policy);
    await calculate(page, policy);
    await expect(terminateButton(page)).toBeEnabled();
    await expect(terminateButton(page)).toHaveAccessibleDescription('Необходимо сформировать документ');
    await modal(page).getByRole('button', { name: 'Сформировать заявление' }).click();
    await expect(modal(page).getByText('Заявление сформировано')).toBeVisible();
    await expectApplicationDownload(page);
    // the application opens in the viewer (pdf.js, loaded now)
    await modal(page)
      .getByRole('button', { name: /^Открыть: / })
      .click();
    await expect(modal(page).getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible({
      timeout: 15_000,
    });
    // a change of termination data drops it; back to the client's data makes it again
    await modal(page)
      .getByRole('textbox', { name: /^Отчество/ })
      .fill('');
    await expect(modal(page).getByRole('button', { name: 'Сформировать заявление' })).toBeVisible();
    await modal(page)
      .getByRole('textbox', { name: /^Отчество/ })
      .fill(policy.client.patronymic ?? '');
    await modal(page).getByRole('button', { name: 'Сформировать заявление' }).click();
    await expect(modal(page).getByText('Заявление сформировано')).toBeVisible();
    await terminate(page, policy);
    await expectTerminated(page, policy);
  });

  test('death of the policyholder: OTP disabled, beneficiary cleared, paper; the heir as beneficiary', async ({
    page,
  }) => {
    const policy = SCENARIOS.death;
    await openScenario(page, policy);
    await calculate(page, policy);
    await modal(page).getByRole('radio', { name: 'ОТП' }).check();
    await expect(modal(page).getByRole('textbox', { name: 'Телефон клиента' })).toBeVisible();
    await modal(page)
      .getByRole('combobox', { name: 'Причина расторжения' })
      .selectOption('Смерть страхователя');
    await expect(modal(page).getByRole('radio', { name: 'ОТП' })).toBeDisabled();
    await expect(modal(page).getByRole('radio', { name: 'Бумажный' })).toBeChecked();
    await expect(modal(page).getByText('Подписание по ОТП недоступно при смерти страхователя')).toBeVisible();
    await expect(modal(page).getByRole('textbox', { name: 'Телефон клиента' })).toHaveCount(0);
    for (const name of ['ИИН получателя', /^Фамилия/, /^Имя/, /^Отчество/])
      await expect(modal(page).getByRole('textbox', { name })).toHaveValue('');
    await expect(modal(page).getByText('Заполните данные корректно')).toBeVisible();
    await expect(terminateButton(page)).toHaveCount(0);

    await modal(page).getByRole('textbox', { name: 'ИИН получателя' }).fill('880505400122');
    await modal(page)
      .getByRole('textbox', { name: /^Фамилия/ })
      .fill('Нуржанова');
    await modal(page).getByRole('textbox', { name: /^Имя/ }).fill('Айгуль');
    await expect(modal(page).getByText('Заполните данные корректно')).toHaveCount(0);
    await modal(page).getByRole('button', { name: 'Сформировать заявление' }).click();
    await expect(modal(page).getByText('Заявление сформировано')).toBeVisible();
    await terminate(page, policy);
    await expectTerminated(page, policy);
  });

  test('an invalid IBAN shows its message; axe on the open modal; Esc closes it', async ({ page }) => {
    const policy = SCENARIOS.invalidIban;
    await openScenario(page, policy);
    await expectNoSeriousA11yViolations(page);
    await calculate(page, policy);
    await modal(page).getByRole('radio', { name: 'Карточный счет' }).check();
    const iban = modal(page).getByRole('textbox', { name: /ИИК \(IBAN\)/ });
    await iban.fill(TERMINATION_IBANS.badChecksum);
    await iban.blur();
    await expect(modal(page).getByText('Неверная контрольная сумма IBAN')).toBeVisible();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(modal(page).getByRole('textbox', { name: 'БИК' })).toHaveValue('');
    await expect(modal(page).getByText('Заполните данные корректно')).toBeVisible();
    await expect(terminateButton(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await iban.fill(TERMINATION_IBANS.badLength);
    await iban.blur();
    await expect(modal(page).getByText('IBAN для KZ должен содержать 20 символов')).toBeVisible();
    await iban.fill(TERMINATION_IBANS.validHalyk);
    await iban.blur();
    await expect(modal(page).getByText(/IBAN для KZ|Неверная контрольная сумма/)).toHaveCount(0);
    await expect(modal(page).getByRole('textbox', { name: 'БИК' })).toHaveValue('HSBKKZKX');
    await expect(terminateButton(page)).toBeEnabled();

    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // nothing was terminated
    await expect(
      results(page)
        .getByRole('row')
        .filter({ hasText: policy.number })
        .getByRole('button', {
          name: `Открыть договор ${policy.number}`,
        }),
    ).toBeVisible();
  });

  test('a history item: read-only details and its application; axe', async ({ page }) => {
    await page.goto('/termination');
    const history = page.getByRole('region', { name: 'История расторжений' });
    await history
      .getByRole('button', { name: /^Открыть договор / })
      .first()
      .click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page)).toHaveAccessibleName(/^Расторжение договора /);
    await expect(detail(page, 'Сумма возврата')).toContainText(' тг.');
    await expect(detail(page, 'Способ подписания')).toHaveText(/^(ОТП|Бумажный)$/);
    await expect(detail(page, 'Способ возврата')).toHaveText(/^(Наличные|Карточный счет)$/);
    await expect(modal(page).getByRole('button', { name: 'Рассчитать сумму возврата' })).toHaveCount(0);
    await expect(terminateButton(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await modal(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(modal(page)).toBeHidden();
  });
});
