import {
  CUSTOMER_IINS,
  DOCUMENT_ULIDS,
  expectNoSeriousA11yViolations,
  lastCode,
  lastSms,
  wrongCode,
  holdScripts,
  hydrationErrors,
  withoutFirstPaint,
} from './fixtures';
import { expect, test } from './signed-in';

/*
 * The consent page /kdp/{iin} (spec part 1 sections 2, 3, 4). Each pending customer is accepted by one test only
 * (the server's data lives for the whole run).
 */
const RU_TITLE = 'Согласие на сбор и обработку персональных данных';
const KK_TITLE = 'Дербес деректерді жинауға және өңдеуге келісім';

test.describe('consent page', () => {
  test(
    'the text in Russian and Kazakh, the PDF in a new window, the code from the link accepted',
    { tag: '@pdf-viewer' },
    async ({ page, request }) => {
      const iin = CUSTOMER_IINS.pending;
      const code = await lastCode(request, { subject: iin, purpose: 'kdp' });
      await page.goto(`/kdp/${iin}?code=${code}`);

      await expect(page.getByRole('heading', { level: 1, name: RU_TITLE })).toBeVisible();
      // Russian by default.
      await expect(page.getByRole('tab', { name: 'Русский' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveAttribute('lang', 'ru');
      await expect(panel.getByRole('heading', { level: 2, name: RU_TITLE })).toBeVisible();
      await expect(panel).toContainText('Закон');
      await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveValue(code);
      await expect(page.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);

      // Kazakh.
      await page.getByRole('tab', { name: 'Қазақша' }).click();
      await expect(page.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAttribute('lang', 'kk');
      await expect(panel.getByRole('heading', { level: 2, name: KK_TITLE })).toBeVisible();
      await expect(panel).not.toContainText(RU_TITLE);
      // the tab is the page's language: the whole page is Kazakh
      await expect(page.getByRole('heading', { level: 1, name: KK_TITLE })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
      await expect(page.getByRole('button', { name: 'Растау' })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);

      // The consent PDF (in the tab's language) opens in a new window.
      const documentAnswer = page.waitForResponse((r) => r.url().includes('/api/kdp/get-document'));
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: KK_TITLE }).click();
      const answer = await documentAnswer;
      expect(new URL(answer.url()).searchParams.get('lang')).toBe('kz');
      const { document } = (await answer.json()) as { document: string };
      expect(Buffer.from(document, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const win = await popup;
      await expect.poll(() => win.url()).toMatch(/^blob:/);
      await win.close();

      // back to Russian, where the code is confirmed
      await page.getByRole('tab', { name: 'Русский' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await page.getByRole('button', { name: 'Подтвердить' }).click();
      await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
      await expect(
        page.getByText('Спасибо! Ваше согласие на сбор и обработку персональных данных получено.'),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    },
  );

  test("without a code in the link: a wrong code shows the server's message, the right one is accepted", async ({
    page,
    request,
  }) => {
    const iin = CUSTOMER_IINS.pendingSecond;
    await page.goto(`/kdp/${iin}`);
    const field = page.getByRole('textbox', { name: 'Код из SMS' });
    const confirm = page.getByRole('button', { name: 'Подтвердить' });
    await expect(field).toHaveValue('');
    await expect(confirm).toBeDisabled();

    const code = await lastCode(request, { subject: iin, purpose: 'kdp' });
    await field.fill(wrongCode(code));
    await confirm.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Неверный код');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Уведомления' })).toContainText('Неверный код');

    await field.fill(code);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
  });

  test('a customer who already agreed sees the confirmation at once', async ({ page }) => {
    await page.goto(`/kdp/${CUSTOMER_IINS.accepted}`);
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the page paints from the server before the scripts run, and the app hydrates it in place', async ({
    page,
  }) => {
    const errors = hydrationErrors(page);
    const { release } = await holdScripts(page);
    await page.goto(`/kdp/${CUSTOMER_IINS.accepted}`, { waitUntil: 'commit' });
    const root = page.locator('#root[data-hydrate]');
    await expect(root.locator('h1')).toHaveText(RU_TITLE);
    await expect(root).toContainText('Согласие предоставлено');
    const heading = await page.getByRole('heading', { name: 'Согласие предоставлено' }).elementHandle();
    release();
    await expect(page.locator('#root[data-live]')).toBeAttached();
    // the same heading, now the live page's: hydrated from the status the server ran the page's machine to
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a customer who was sent no code gets 'У вас нет доступа'", async ({ page }) => {
    await page.goto(`/kdp/${CUSTOMER_IINS.noCode}`);
    await expect(page.getByRole('heading', { name: 'У вас нет доступа' })).toBeVisible();
    await expect(
      page.getByText('Код подтверждения не был отправлен. Обратитесь к сотруднику страховой компании.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a status that does not decrypt shows a clear error; 'Повторить' loads it again", async ({ page }) => {
    // the page loads its status itself (the server's first paint would carry the server's own)
    await withoutFirstPaint(page, `/kdp/${CUSTOMER_IINS.accepted}`);
    await page.route('**/api/kdp/check-status?*', (route) =>
      route.fulfill({ status: 200, json: { payload: 'A'.repeat(64) } }),
    );
    await page.goto(`/kdp/${CUSTOMER_IINS.accepted}`);
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toContainText('Не удалось загрузить данные');
    await expect(error).toContainText(
      'Не удалось прочитать ответ сервера: данные повреждены или ключ не совпадает.',
    );
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/kdp/check-status?*');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { name: 'Согласие предоставлено' })).toBeVisible();
  });

  test('in Kazakh: the SMS in Kazakh opens the page in Kazakh; a wrong code in Kazakh, the consent accepted', async ({
    page,
    request,
  }) => {
    const iin = CUSTOMER_IINS.pendingKazakh;
    const sms = await lastSms(request, { subject: iin, purpose: 'kdp' });
    expect(sms.text).toBe(
      `Sakta: дербес деректерді жинауға және өңдеуге келісім коды ${sms.code}: ${sms.text.split(': ').at(-1)}`,
    );
    expect(sms.path).toBe(`/kdp/${iin}?code=${sms.code}&lang=kk`);
    await page.goto(sms.path);

    await expect(page.getByRole('heading', { level: 1, name: KK_TITLE })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page).toHaveTitle(`${KK_TITLE} — Sakta`);
    const languages = page.getByRole('group', { name: 'Бет тілі' });
    await expect(languages.getByRole('button', { name: 'Қазақша' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('lang', 'kk');
    await expect(panel).toContainText('Заң');
    await expect(page.getByText('Келісімді растау үшін SMS-тегі кодты енгізіңіз')).toBeVisible();
    const field = page.getByRole('textbox', { name: 'SMS-тегі код' });
    await expect(field).toHaveValue(sms.code);
    await expectNoSeriousA11yViolations(page);

    // the consent's PDF is asked for in Kazakh
    const asked = page.waitForRequest((r) => r.url().includes('/api/kdp/get-document'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: KK_TITLE }).click();
    expect(new URL((await asked).url()).searchParams.get('lang')).toBe('kz');
    await (await popup).close();

    // the server's Russian message, in Kazakh, in the page and in the notification
    const confirm = page.getByRole('button', { name: 'Растау' });
    await field.fill(wrongCode(sms.code));
    await confirm.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Код қате');
    const notices = page.getByRole('region', { name: 'Хабарламалар' });
    await expect(notices.getByRole('listitem').filter({ hasText: 'Код қате' }).first()).toContainText('Қате');
    await notices.getByRole('button', { name: 'Жабу' }).first().click();

    await field.fill(sms.code);
    await confirm.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeVisible();
    await expect(
      page.getByText('Рақмет! Дербес деректеріңізді жинауға және өңдеуге келісіміңіз алынды.'),
    ).toBeVisible();
    await expect(field).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // remembered: the next link without lang opens in Kazakh too
    await page.goto(`/kdp/${CUSTOMER_IINS.accepted}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeVisible();
  });

  test('the switch turns the whole page Kazakh and back; the server paints the next page in the kept choice', async ({
    page,
  }) => {
    await page.goto(`/kdp/${CUSTOMER_IINS.noCode}`);
    // a Russian browser: Russian
    await expect(page.getByRole('heading', { level: 2, name: 'У вас нет доступа' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('group', { name: 'Язык страницы' }).getByRole('button', { name: 'Қазақша' }).click();
    await expect(page.getByRole('heading', { level: 1, name: KK_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Сізде қолжетімділік жоқ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page).toHaveTitle(`${KK_TITLE} — Sakta`);
    await expectNoSeriousA11yViolations(page);

    // another page, before its scripts run: the server painted it in Kazakh
    const { release } = await holdScripts(page);
    await page.goto(`/func/otp/${DOCUMENT_ULIDS.accepted}`, { waitUntil: 'commit' });
    const painted = page.locator('#root[data-hydrate]');
    await expect(painted.locator('h1')).toHaveText('Құжатты растау');
    await expect(painted).toContainText('Келісім берілді');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    release();
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'Келісім берілді' })).toBeVisible();

    // the link's lang wins, and the switch keeps it in the address
    await page.goto(`/func/otp/${DOCUMENT_ULIDS.accepted}?lang=ru`);
    await expect(page.getByRole('heading', { level: 2, name: 'Согласие предоставлено' })).toBeVisible();
    await page.getByRole('group', { name: 'Язык страницы' }).getByRole('button', { name: 'Қазақша' }).click();
    await expect(page).toHaveURL(/\?lang=kk$/);
    await page.getByRole('group', { name: 'Бет тілі' }).getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Согласие предоставлено' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveURL(/\?lang=ru$/);
  });
});
