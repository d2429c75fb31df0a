import type { Page } from '@playwright/test';
import {
  DOCUMENT_ULIDS,
  expectNoSeriousA11yViolations,
  lastCode,
  lastSms,
  SECOND_URL,
  wrongCode,
} from './fixtures';
import { expect, test } from './signed-in';

/*
 * The document confirmation page /func/otp/{ulid} (spec part 1 sections 2, 3, 4). The pending document of the
 * first server is accepted here; the second server's one stays pending (bundle.spec.ts opens it), so the
 * wrong-code path runs there.
 */
const TITLE = 'Заявление о досрочном расторжении полиса';

/** The first page of the PDF drawn by pdf.js on a canvas inside the document frame. */
async function expectPdfDrawn(page: Page) {
  const frame = page.getByRole('document', { name: TITLE });
  await expect(frame).toBeVisible();
  const firstPage = frame.getByRole('img', { name: /^Страница 1 из \d+$/ });
  await expect(firstPage).toBeVisible();
  await expect.poll(() => firstPage.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(0);
  await expect(page.getByText(/^Страница 1 из \d+$/)).toBeVisible();
}

test.describe('document confirmation page', () => {
  test('the document drawn inline, the code from the link confirmed', async ({ page, request }) => {
    const ulid = DOCUMENT_ULIDS.pending;
    const code = await lastCode(request, { subject: ulid, purpose: 'document' });
    await page.goto(`/func/otp/${ulid}?code=${code}`);

    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expectPdfDrawn(page);
    await expect(page.getByText('Ознакомьтесь с документом и введите код из SMS')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveValue(code);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
    // the text names the application the customer confirmed, not a personal-data consent
    await expect(
      page.getByText('Спасибо! Заявление о досрочном расторжении полиса подтверждено.'),
    ).toBeVisible();
    await expect(page.getByText(/персональных данных/)).toHaveCount(0);
    await expect(page.getByRole('document', { name: TITLE })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a wrong typed code shows the server's message and clears the field", async ({ page, request }) => {
    const ulid = DOCUMENT_ULIDS.pending;
    await page.goto(`${SECOND_URL}/func/otp/${ulid}`);
    await expectPdfDrawn(page);
    const field = page.getByRole('textbox', { name: 'Код из SMS' });
    const confirm = page.getByRole('button', { name: 'Подтвердить' });
    await expect(field).toHaveValue('');
    await expect(confirm).toBeDisabled();

    const code = await lastCode(request, { subject: ulid, purpose: 'document', baseURL: SECOND_URL });
    await field.fill(wrongCode(code));
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Неверный код');
    await expect(field).toHaveValue('');
    await expect(confirm).toBeDisabled();
  });

  test("an accepted document shows 'Согласие предоставлено'", async ({ page }) => {
    await page.goto(`/func/otp/${DOCUMENT_ULIDS.accepted}`);
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a document whose code was never sent shows 'У вас нет доступа'", async ({ page }) => {
    await page.goto(`/func/otp/${DOCUMENT_ULIDS.noCode}`);
    await expect(page.getByRole('heading', { name: 'У вас нет доступа' })).toBeVisible();
    await expect(page.getByRole('document', { name: TITLE })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('in Kazakh: the SMS in Kazakh opens the contract to confirm in Kazakh; it is confirmed', async ({
    page,
    request,
  }) => {
    const ulid = DOCUMENT_ULIDS.pendingKazakh;
    const sms = await lastSms(request, { subject: ulid, purpose: 'document' });
    expect(sms.text.startsWith(`Sakta: құжатты растау коды ${sms.code}: `)).toBe(true);
    expect(sms.path).toBe(`/func/otp/${ulid}?code=${sms.code}&lang=kk`);
    await page.goto(sms.path);

    const title = 'Сақтандыру шарты';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page).toHaveTitle('Құжатты растау — Sakta');
    const frame = page.getByRole('document', { name: title });
    const firstPage = frame.getByRole('img', { name: /^Бет 1 \/ \d+$/ });
    await expect(firstPage).toBeVisible();
    await expect.poll(() => firstPage.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(0);
    await expect(page.getByText(/^Бет 1 \/ \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Жүктеп алу' })).toBeVisible();
    await expect(page.getByText('Құжатпен танысып, SMS-тегі кодты енгізіңіз')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'SMS-тегі код' })).toHaveValue(sms.code);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Растау' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeVisible();
    await expect(page.getByText('Рақмет! Сақтандыру шарты расталды.')).toBeVisible();
    await expect(page.getByRole('document', { name: title })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
