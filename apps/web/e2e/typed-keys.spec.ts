import type { Page } from '@playwright/test';
import {
  CUSTOMER_IINS,
  DOCUMENT_ULIDS,
  holdScripts,
  hydrationErrors,
  PASSWORD,
  SECOND_URL,
} from './fixtures';
import { MANAGER } from './fixtures-property';
import { expect, test } from './signed-in';

/*
 * Issue 45 (keys and clicks): a person types as soon as the page shows, on a slow phone (CPU 6x), while the app's code arrives and
 * takes the page over; every key is kept. The scripts are held until part of the value is typed, so the typing
 * spans the hand-over in every run, and the rest is typed at about 8 keys a second while the app starts.
 */
const CPU_SLOWDOWN = 6;
const KEY_DELAY_MS = 125;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

test('the login: an IIN typed from the first paint through the hand-over is kept whole, and signs in', async ({
  page,
}) => {
  await slowPhone(page);
  const { release } = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const iin = page.getByLabel('ИИН');
  await expect(iin).toBeVisible();
  await iin.click();
  const typedInto = await iin.elementHandle();
  await page.keyboard.type('900101', { delay: KEY_DELAY_MS });
  release();
  await page.keyboard.type('300047', { delay: KEY_DELAY_MS });
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  // the app is live once it has taken the keys: 'Войти' turns on
  await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
  await expect(iin).toHaveValue('900101300047');
  // one tree: the field typed into at the first paint is the live page's field (hydrated, never swapped)
  expect(await typedInto!.evaluate((element) => element.isConnected)).toBe(true);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
});

test('the document page: a code typed from the first paint through the hand-over is kept whole (nothing is sent)', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await slowPhone(page);
  const { release } = await holdScripts(page);
  // the second server's pending document, which no test confirms (document-otp.spec.ts confirms the first's)
  await page.goto(`${SECOND_URL}/func/otp/${DOCUMENT_ULIDS.pending}`, { waitUntil: 'commit' });
  const code = page.getByRole('textbox', { name: 'Код из SMS' });
  await expect(code).toBeVisible();
  await code.click();
  const typedInto = await code.elementHandle();
  await page.keyboard.type('12', { delay: KEY_DELAY_MS });
  release();
  await page.keyboard.type('34', { delay: KEY_DELAY_MS });
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  await expect(code).toHaveValue('1234');
  expect(await typedInto!.evaluate((element) => element.isConnected)).toBe(true);
  // the document's viewer comes once live: its loading frame is what the server and the hydration both render
  await expect(page.getByRole('img', { name: /^Страница 1 из \d+$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

/** dd.mm.yyyy, `days` after the date `shown` (dd.mm.yyyy); `years` later and a day before with `years`. */
function dateAfter(shown: string, days: number, years = 0): string {
  const [d, m, y] = shown.split('.').map(Number);
  const date = new Date(Date.UTC(y! + years, m! - 1, d! + days - (years ? 1 : 0)));
  return date.toLocaleDateString('ru-RU', { timeZone: 'UTC' });
}

test("a sale page: the treaty's start typed into the first paint through the hand-over is kept whole, and the live page reads it", async ({
  signedIn,
}) => {
  const page = await signedIn(MANAGER, { firstPaint: true });
  await slowPhone(page);
  const { release } = await holdScripts(page);
  await page.goto('/ogpo?product=1', { waitUntil: 'commit' });
  // the sale's first field: the start date (the server's tomorrow); the person types the day after, digits only
  const start = page.getByRole('textbox', { name: 'Дата начала' });
  await expect(start).toBeVisible();
  const later = dateAfter(await start.inputValue(), 1);
  const digits = later.replace(/\./g, '');
  await start.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(digits.slice(0, 4), { delay: KEY_DELAY_MS });
  release();
  await page.keyboard.type(digits.slice(4), { delay: KEY_DELAY_MS });
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(start).toHaveValue(later);
  // the live page's machine has it: the end of the 12-month treaty follows the start
  await expect(page.getByRole('textbox', { name: 'Дата окончания' })).toHaveValue(dateAfter(later, 0, 1));
  await expect(start).toBeFocused();
});

test('a press on a painted button while the app starts is kept, and made once the page is live', async ({
  page,
}) => {
  // the entry runs (it holds presses from the start), the app's start is held
  const { release } = await holdScripts(page, 'app');
  await page.goto(`/kdp/${CUSTOMER_IINS.accepted}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Согласие предоставлено' })).toBeVisible();
  await expect(page.locator('#root[data-live]')).toHaveCount(0);
  await page.getByRole('group', { name: 'Язык страницы' }).getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Согласие предоставлено' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});
