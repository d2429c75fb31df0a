import type { Page } from '@playwright/test';
import { dateTextFromIso } from '@sakta/core';
import { DEMO_USERS, expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';
import {
  DASHBOARD_TODAY,
  ERROR_POLICY,
  FULL_POLICY,
  TIMELINE_IDS,
  TODAY_COUNTS,
  TODAY_IDS,
  YESTERDAY_COUNTS,
  YESTERDAY_IDS,
  seedDays,
} from './fixtures-home';

/*
 * Issue 4, the administrator: 'information on contracts' on the home page (pie charts, timeline) and the dashboard
 * /dashboard (counters, filters kept in the URL, the policy modal). Figures come from the sandbox's seed.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
/** The pie charts' chunk (visx): loaded only by the admin's home page. */
const CHART_CHUNK = /day-pie-impl[^/]*\.js$/;

/** The chart chunks the current document has fetched (its own resource timing: a page load starts afresh). */
function chartChunksOf(page: Page): Promise<string[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => new RegExp(source).test(n)),
    CHART_CHUNK.source,
  );
}

const chartName = (day: string, c: { issued: number; new: number; error: number }) =>
  `${day}: выпущено ${c.issued}, новые ${c.new}, ошибки ${c.error}`;

function rowIds(page: Page) {
  return page
    .locator('tbody tr[data-policy-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-policy-id'))));
}

test("the admin's home: yesterday's and today's pies with the seeded counts and the 359 px timeline", async ({
  signedIn,
}) => {
  const page = await signedIn(ADMIN);
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (CHART_CHUNK.test(r.url())) chartChunks.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Информация по договорам' });
  await expect(section).toBeVisible();
  for (const [day, counts] of [
    ['Вчера', YESTERDAY_COUNTS],
    ['Сегодня', TODAY_COUNTS],
  ] as const) {
    const figure = section.getByRole('figure', { name: chartName(day, counts) });
    await expect(figure).toBeVisible();
    // one arc per non-empty slice, drawn by visx
    const expected = (['issued', 'new', 'error'] as const).filter((k) => counts[k] > 0);
    await expect(figure.locator('svg [data-slice]')).toHaveCount(expected.length);
    expect(
      await figure.locator('svg [data-slice]').evaluateAll((p) => p.map((x) => x.getAttribute('data-slice'))),
    ).toEqual(expected);
    await expect(figure.getByRole('listitem')).toHaveText([
      `Выпущено${counts.issued}`,
      `Новые${counts.new}`,
      `Ошибки${counts.error}`,
      `Всего${counts.issued + counts.new + counts.error}`,
    ]);
  }
  const timeline = section.getByRole('region', { name: 'Лента договоров' });
  expect((await timeline.boundingBox())?.height).toBe(359);
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(TIMELINE_IDS.length);
  await expect(items.first()).toContainText(`Договор ${TIMELINE_IDS[0]}`);
  await expect(items.last()).toContainText(`Договор ${TIMELINE_IDS.at(-1)}`);
  for (const li of await items.all()) await expect(li).toContainText(/^\d{2}:\d{2}Договор \d+(Новый|Ошибка)/);
  if (TIMELINE_IDS.length > 7) {
    // more entries than fit: the list scrolls inside its 359 px
    expect(await timeline.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  }
  expect(chartChunks).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});

test('a non-admin is sent to not-found from /dashboard and sees no information on contracts', async ({
  signedIn,
}) => {
  const manager = DEMO_USERS.find((u) => u.role === 3)!;
  const page = await signedIn(manager);
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (CHART_CHUNK.test(r.url())) chartChunks.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Информация по договорам' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/not-found\?denied=%2Fdashboard$/);
  expect(chartChunks).toEqual([]);
});

test("the dashboard: today's counters and contracts; filter by ID, then by date, kept in the URL on reload", async ({
  signedIn,
}) => {
  const { today, yesterday } = seedDays();
  const page = await signedIn(ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Информация' })).toBeVisible();
  const counters = page.getByRole('list', { name: 'Счётчики договоров' }).getByRole('listitem');
  await expect(counters).toHaveText([
    `Новые${DASHBOARD_TODAY.new}`,
    `Выпущенные${DASHBOARD_TODAY.success}`,
    `Ошибки${DASHBOARD_TODAY.warning}`,
  ]);
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(TODAY_IDS.length);
  expect(await rowIds(page)).toEqual([...TODAY_IDS]);
  await expect(page.getByLabel('Дата создания')).toHaveValue(dateTextFromIso(today));
  // no charts on the dashboard: this document never fetched visx
  expect(await chartChunksOf(page)).toEqual([]);

  // by ID: the date is cleared, the URL keeps the filter
  const id = YESTERDAY_IDS[0]!;
  await page.getByLabel('ID договора').fill(String(id));
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?id=${id}$`));
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(1);
  expect(await rowIds(page)).toEqual([id]);
  await expect(page.getByLabel('Дата создания')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('ID договора')).toHaveValue(String(id));
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(1);
  expect(await rowIds(page)).toEqual([id]);

  // by date: the ID is cleared
  await page.getByLabel('Дата создания').fill(dateTextFromIso(yesterday));
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?date=${yesterday}$`));
  await expect(page.getByLabel('ID договора')).toHaveValue('');
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(YESTERDAY_IDS.length);
  expect(await rowIds(page)).toEqual([...YESTERDAY_IDS]);
  const y = YESTERDAY_COUNTS;
  await expect(counters).toHaveText([`Новые${y.new}`, `Выпущенные${y.issued}`, `Ошибки${y.error}`]);
  await page.reload();
  await expect(page.getByLabel('Дата создания')).toHaveValue(dateTextFromIso(yesterday));
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(YESTERDAY_IDS.length);

  // Back returns to the previous filter
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?id=${id}$`));
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(1);
  await expect(page.getByLabel('ID договора')).toHaveValue(String(id));

  // a shared link opens on its filter
  await page.goto(`/dashboard?id=${ERROR_POLICY.id}`);
  await expect(page.getByText(`Договор с ID ${ERROR_POLICY.id}`)).toBeVisible();
  expect(await rowIds(page)).toEqual([ERROR_POLICY.id]);
  await expectNoSeriousA11yViolations(page);
});

test("issue 30 item 16: the date field's Russian calendar picks a day; nothing after today can be chosen", async ({
  signedIn,
}) => {
  const { today, yesterday } = seedDays();
  const page = await signedIn(ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByLabel('Дата создания')).toHaveValue(dateTextFromIso(today));
  await page.getByRole('button', { name: 'Открыть календарь' }).click();
  const calendar = page.getByRole('dialog', { name: 'Календарь' });
  await expect(calendar).toBeVisible();
  // in Russian: the month's name, each day named in full, the week starting on Monday
  const [y, m, day] = yesterday.split('-').map(Number) as [number, number, number];
  if (yesterday.slice(0, 7) !== today.slice(0, 7))
    await calendar.getByRole('button', { name: 'Перейти к предыдущему месяцу' }).click();
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(
    `${new Date(y, m - 1).toLocaleString('ru', { month: 'long' })} ${y}`,
  );
  await expect(calendar.getByRole('row').nth(1)).toHaveAccessibleName(/^понедельник, /);
  await calendar.getByRole('button', { name: new RegExp(`, ${day} \\S+ ${y} г\\.$`) }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Дата создания')).toHaveValue(dateTextFromIso(yesterday));
  // the focus stays on the date field while the page loads the day's contracts
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(YESTERDAY_IDS.length);
  await expect(page.getByLabel('Дата создания')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?date=${yesterday}$`));
  await expect(page.locator('tbody tr[data-policy-id]')).toHaveCount(YESTERDAY_IDS.length);
  await page.getByRole('button', { name: 'Открыть календарь' }).click();
  // the days after today are not offered
  if (today.slice(8) !== '28' && Number(today.slice(8)) < 28)
    await expect(
      page
        .getByRole('dialog', { name: 'Календарь' })
        .getByRole('button', { name: new RegExp(`, ${Number(today.slice(8)) + 1} `) }),
    ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test(
  "the policy modal: 'Основной' with every section and documents, 'Черновик', 'Договор', refresh and close",
  { tag: '@pdf-viewer' },
  async ({ signedIn }) => {
    const page = await signedIn(ADMIN);
    await page.goto(`/dashboard?id=${FULL_POLICY.id}`);
    await page.getByRole('button', { name: `Открыть договор ${FULL_POLICY.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Договор ${FULL_POLICY.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveText(['Основной', 'Черновик', 'Договор']);
    await expect(dialog.getByText(FULL_POLICY.globalId)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Страхователь' })).toContainText(
      FULL_POLICY.insurerTitle,
    );
    for (const n of FULL_POLICY.vehicleNumbers)
      await expect(dialog.getByRole('region', { name: 'Транспортные средства' })).toContainText(n);
    for (const t of FULL_POLICY.insuredTitles)
      await expect(dialog.getByRole('region', { name: 'Застрахованные' })).toContainText(t);
    await expect(dialog.getByRole('region', { name: 'Объект страхования' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Выгодоприобретатель' })).toContainText(
      FULL_POLICY.beneficiaryTitle,
    );
    const documents = dialog.getByRole('region', { name: 'Документы' });
    await expect(documents.getByRole('button')).toHaveText([...FULL_POLICY.documentTitles]);
    await expectNoSeriousA11yViolations(page);

    // a document opens as a PDF in a new window
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      documents.getByRole('button', { name: FULL_POLICY.documentTitles[0] }).click(),
    ]);
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();

    await dialog.getByRole('tab', { name: 'Черновик' }).click();
    const draft = dialog.getByRole('group', { name: 'Черновик' });
    await expect(draft).toBeVisible();
    await dialog.getByRole('button', { name: 'Свернуть всё' }).click();
    expect(
      await draft.locator('details').evaluateAll((d) => d.every((x) => !(x as HTMLDetailsElement).open)),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Развернуть всё' }).click();
    expect(
      await draft.locator('details').evaluateAll((d) => d.every((x) => (x as HTMLDetailsElement).open)),
    ).toBe(true);
    await dialog.getByRole('tab', { name: 'Договор' }).click();
    await expect(dialog.getByRole('group', { name: 'Договор' })).toBeVisible();

    // 'Обновить информацию' asks for this contract alone
    const [refresh] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/admin/admin-info')),
      dialog.getByRole('button', { name: 'Обновить информацию' }).click(),
    ]);
    expect(refresh.postDataJSON()).toEqual({ filters: { id: FULL_POLICY.id, date: null } });
    await expect(dialog.getByRole('button', { name: 'Обновить информацию' })).toBeEnabled();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  },
);

test('the policy modal of a contract in error: error type and details, no documents', async ({
  signedIn,
}) => {
  const page = await signedIn(ADMIN);
  await page.goto(`/dashboard?id=${ERROR_POLICY.id}`);
  await page.locator(`tr[data-policy-id="${ERROR_POLICY.id}"]`).click();
  const dialog = page.getByRole('dialog', { name: `Договор ${ERROR_POLICY.id}` });
  const error = dialog.getByRole('region', { name: 'Ошибка' });
  await expect(error).toContainText(`Тип ошибки: ${ERROR_POLICY.errorType}`);
  await expect(error).toContainText(ERROR_POLICY.error);
  await expect(dialog.getByRole('region', { name: 'Документы' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
