import type { Page } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import {
  CONTRACT_SEARCH,
  HISTORY_PER_PAGE,
  NON_RESIDENT_SEARCH,
  NON_TERMINABLE,
  OGPO_STATUS_TITLES,
  SCENARIOS,
  SEEDED_HISTORY_COUNT,
  UNKNOWN_POLICY_IIN,
} from './fixtures-termination';
import { expect, test as signedInTest } from './signed-in';

/*
 * The termination screen /termination (spec part 1 sections 2 and 5): the filter (type checkboxes, product fixed),
 * validation messages, search by each type, the open action only for status codes 2 and 3, the paged history.
 * Read-only: no spec here terminates a policy (the modal's specs own theirs), so the seeded rows stay as they are;
 * the history may grow on top from the other specs running in parallel.
 */

/** Users of the termination group (roles 0, 3, 7), one per parallel worker. */
const TERMINATION_USERS = [3, 7, 0].map((role) => DEMO_USERS.find((u) => u.role === role)!);
const ADMIN = TERMINATION_USERS[2]!;

const filter = (page: Page) => page.getByRole('form', { name: 'Поиск' });
const history = (page: Page) => page.getByRole('region', { name: 'История расторжений' });
const results = (page: Page) => page.getByRole('region', { name: 'Результаты поиска' });
const resultRows = (page: Page) =>
  results(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Every test starts on /termination, signed in as `user` (by default its worker's user of the group). */
const test = signedInTest.extend<{ page: Page; user: (typeof TERMINATION_USERS)[number] | null }>({
  user: [null, { option: true }],
  page: async ({ signedIn, user }, provide, testInfo) => {
    const page = await signedIn(
      user ?? TERMINATION_USERS[testInfo.parallelIndex % TERMINATION_USERS.length]!,
    );
    await page.goto('/termination');
    await expect(page.getByRole('heading', { level: 1, name: 'Расторжение' })).toBeVisible();
    await provide(page);
  },
});

async function search(page: Page) {
  await filter(page).getByRole('button', { name: 'Поиск' }).click();
}

/** Each user's history holds their own terminations; the administrator's every one (the seed's fill 3 pages). */
test.describe('the history of every termination (role 0)', () => {
  test.use({ user: ADMIN });

  test('default: type Резидент, product ОГПО ВТС disabled, the history paged with 5 page links', async ({
    page,
  }) => {
    await expect(filter(page).getByRole('checkbox', { name: 'Резидент', exact: true })).toBeChecked();
    await expect(filter(page).getByRole('checkbox', { name: 'Договор' })).not.toBeChecked();
    await expect(filter(page).getByRole('checkbox', { name: 'Нерезидент' })).not.toBeChecked();
    const product = filter(page).getByRole('combobox', { name: 'Продукт' });
    await expect(product).toBeDisabled();
    await expect(product).toHaveValue('ОГПО ВТС');

    const rows = history(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(HISTORY_PER_PAGE);
    await expect(rows.first().getByRole('button', { name: /^Открыть договор / })).toBeVisible();
    expect(SEEDED_HISTORY_COUNT).toBeGreaterThan(2 * HISTORY_PER_PAGE);

    const nav = page.getByRole('navigation', { name: 'Пагинация' });
    await expect(nav.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    const links = nav.getByRole('button', { name: /^Страница \d+$/ });
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);

    const firstNumbers = await rows.locator('td:first-child').allTextContents();
    await nav.getByRole('button', { name: 'Страница 2' }).click();
    await expect(nav.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveCount(HISTORY_PER_PAGE);
    // page 2 holds other contracts than page 1
    for (const n of firstNumbers)
      await expect(history(page).getByRole('cell', { name: n, exact: true })).toHaveCount(0);
    // every row of the history shows money in tenge and a validity period
    await expect(rows.first()).toContainText(' тг.');
    await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('termination search', () => {
  test('validation messages of each type', async ({ page }) => {
    await search(page);
    await expect(filter(page).getByText('ИИН/БИН должен содержать 12 цифр')).toBeVisible();
    const iin = filter(page).getByRole('textbox', { name: /ИИН\/БИН/ });
    await iin.fill('85061430');
    await search(page);
    await expect(filter(page).getByText('ИИН/БИН должен содержать 12 цифр')).toBeVisible();
    await expect(iin).toHaveAttribute('aria-invalid', 'true');

    await filter(page).getByRole('checkbox', { name: 'Договор' }).check();
    await expect(filter(page).getByRole('checkbox', { name: 'Резидент', exact: true })).not.toBeChecked();
    await search(page);
    await expect(filter(page).getByText('Введите номер договора')).toBeVisible();

    await filter(page).getByRole('checkbox', { name: 'Нерезидент' }).check();
    await search(page);
    for (const message of [
      'Введите фамилию',
      'Введите имя',
      'Введите дату рождения',
      'Введите гос. номер ТС',
    ])
      await expect(filter(page).getByText(message)).toBeVisible();
    // nothing was searched: the history is still shown
    await expect(history(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('by IIN (Резидент): the policies of the client, terminable ones with the open action', async ({
    page,
  }) => {
    const policy = SCENARIOS.cardOtp;
    await filter(page)
      .getByRole('textbox', { name: /ИИН\/БИН/ })
      .fill(policy.client.iin);
    await search(page);
    const row = resultRows(page).filter({ hasText: policy.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${policy.client.surname} ${policy.client.name}`);
    await expect(row).toContainText(OGPO_STATUS_TITLES[policy.status]);
    await expect(row).toContainText('ОГПО ВТС');
    await expect(row.getByRole('button', { name: `Открыть договор ${policy.number}` })).toBeVisible();
    await expect(history(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // the open action opens the termination modal of that contract; Esc closes it
    await row.getByRole('button', { name: `Открыть договор ${policy.number}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(policy.number) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Сбросить: back to the history and the default filter
    await filter(page).getByRole('button', { name: 'Сбросить' }).click();
    await expect(history(page)).toBeVisible();
    await expect(filter(page).getByRole('textbox', { name: /ИИН\/БИН/ })).toHaveValue('');
  });

  test('phone width (issue 30 item 23): the open action stays in view and a tap on the row opens it', async ({
    page,
  }) => {
    const policy = SCENARIOS.cardOtp;
    await page.setViewportSize({ width: 390, height: 844 });
    await filter(page)
      .getByRole('textbox', { name: /ИИН\/БИН/ })
      .fill(policy.client.iin);
    await search(page);
    const row = resultRows(page).filter({ hasText: policy.number });
    const open = row.getByRole('button', { name: `Открыть договор ${policy.number}` });
    await expect(open).toBeInViewport();
    await row.getByRole('cell').first().click();
    await expect(page.getByRole('dialog', { name: new RegExp(policy.number) })).toBeVisible();
  });

  test('by contract number (Договор), typed in lowercase and uppercased', async ({ page }) => {
    await filter(page).getByRole('checkbox', { name: 'Договор' }).check();
    const input = filter(page).getByRole('textbox', { name: /Номер договора/ });
    await input.pressSequentially(CONTRACT_SEARCH);
    await expect(input).toHaveValue(CONTRACT_SEARCH.toUpperCase());
    await search(page);
    await expect(resultRows(page)).toHaveCount(1);
    await expect(resultRows(page)).toContainText(SCENARIOS.contractNumber.number);
    await expect(resultRows(page).getByRole('button', { name: /^Открыть договор / })).toBeVisible();
  });

  test('by surname, name, birth date and plate (Нерезидент)', async ({ page }) => {
    await filter(page).getByRole('checkbox', { name: 'Нерезидент' }).check();
    await filter(page)
      .getByRole('textbox', { name: /Фамилия/ })
      .fill(NON_RESIDENT_SEARCH.surname);
    await filter(page).getByRole('textbox', { name: /Имя/ }).fill(NON_RESIDENT_SEARCH.name);
    await filter(page)
      .getByLabel(/Дата рождения/)
      .fill(NON_RESIDENT_SEARCH.birthdayIso);
    await filter(page)
      .getByRole('textbox', { name: /Гос. номер ТС/ })
      .fill(NON_RESIDENT_SEARCH.vehicle.toLowerCase());
    await expect(filter(page).getByRole('textbox', { name: /Гос. номер ТС/ })).toHaveValue(
      NON_RESIDENT_SEARCH.vehicle,
    );
    await search(page);
    const row = resultRows(page).filter({ hasText: SCENARIOS.nonResident.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(OGPO_STATUS_TITLES[3]);
    // status 3 can be terminated
    await expect(
      row.getByRole('button', { name: `Открыть договор ${SCENARIOS.nonResident.number}` }),
    ).toBeVisible();
  });

  test('a status that cannot be terminated has no open action; nothing found says "Нет информации"', async ({
    page,
  }) => {
    await filter(page)
      .getByRole('textbox', { name: /ИИН\/БИН/ })
      .fill(NON_TERMINABLE.client.iin);
    await search(page);
    await expect(resultRows(page)).toHaveCount(3);
    for (const p of [NON_TERMINABLE.new, NON_TERMINABLE.terminated, NON_TERMINABLE.expired]) {
      const row = resultRows(page).filter({ hasText: p.number });
      await expect(row).toContainText(OGPO_STATUS_TITLES[p.status]);
      await expect(row.getByRole('button')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);

    await filter(page)
      .getByRole('textbox', { name: /ИИН\/БИН/ })
      .fill(UNKNOWN_POLICY_IIN);
    await search(page);
    await expect(results(page).getByRole('cell', { name: 'Нет информации' })).toBeVisible();
  });
});
