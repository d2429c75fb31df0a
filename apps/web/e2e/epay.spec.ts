import type { Page } from '@playwright/test';
import { CONTRACTS, expectNoSeriousA11yViolations, providerOrigin, TEST_CARDS } from './fixtures';
import { expect, test } from './signed-in';

/*
 * Card payment /epay/{id} (spec part 1 sections 2, 7, 8): the simulated provider's widget is a page of another
 * origin (the server's port + 10) in an overlay; its result comes back by postMessage. Each contract is paid at
 * most by one test.
 */

/** A card expiry two years ahead, 'ММ/ГГ'. */
const EXPIRY = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Оплата картой' });
const widgetFrame = (page: Page) => page.locator('iframe[title="Оплата картой"]');

async function payWith(page: Page, card: string) {
  const widget = widgetFrame(page).contentFrame();
  await widget.getByLabel('Номер карты').fill(card);
  await widget.getByLabel('Срок (ММ/ГГ)').fill(EXPIRY);
  await widget.getByLabel('CVC').fill('123');
  await widget.getByLabel('Имя держателя карты').fill('IVAN IVANOV');
  await widget.getByRole('button', { name: /^Оплатить/ }).click();
}

test.describe('card payment', () => {
  test("a successful card pays the contract; the overlay closes; the contract can't be paid twice", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = CONTRACTS.payable;
    await page.goto(`/epay/${id}`);
    await expect(page.getByText(`Переход на оплату договора: ${id}`)).toBeVisible();
    await expect(overlay(page)).toBeVisible();
    await expect(widgetFrame(page)).toHaveAttribute(
      'src',
      new RegExp(`^${providerOrigin(baseURL ?? '').replace(/[.:/]/g, '\\$&')}/widget\\?`),
    );
    await expect(
      widgetFrame(page).contentFrame().getByRole('heading', { name: 'Оплата картой' }),
    ).toBeVisible();

    await payWith(page, TEST_CARDS.success);
    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
    await expect(page.getByText(`Договор ${id} оплачен. Окно можно закрыть.`)).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await expect(widgetFrame(page)).toHaveCount(0);

    // The provider's post-back reached the back end: the contract is paid.
    const again = await request.get(`/api/get-to-epay/${id}`);
    expect(await again.json()).toEqual({ result: false, message: 'Договор уже оплачен' });
  });

  test('a declined card shows that the payment failed (axe on the overlay)', async ({ page }) => {
    const id = CONTRACTS.payableSecond;
    await page.goto(`/epay/${id}`);
    await expect(overlay(page)).toBeVisible();
    await expect(widgetFrame(page).contentFrame().getByLabel('Номер карты')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await payWith(page, TEST_CARDS.declined);
    await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
    await expect(page.getByText('Операция отклонена банком-эмитентом')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Оплатить снова' })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });

  test("a message posted from the page's own origin is ignored", async ({ page, request }) => {
    const id = CONTRACTS.payableThird;
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/get-to-epay/${id}`));
    await page.goto(`/epay/${id}`);
    const { data } = (await (await answer).json()) as { data: { invoice: string } };
    await expect(widgetFrame(page).contentFrame().getByLabel('Номер карты')).toBeVisible();

    // A forged success for the right invoice, from this origin instead of the provider's.
    await page.evaluate(
      (invoice) =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', () => resolve(), { once: true });
          window.postMessage({ source: 'sakta-epay', invoice, success: true }, '*');
        }),
      data.invoice,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toHaveCount(0);

    // The page is still waiting for the widget: closing it cancels the payment (a paid page would ignore this).
    await overlay(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('heading', { name: 'Оплата отменена' })).toBeVisible();
    const status = await request.get(`/api/get-to-epay/${id}`);
    expect(await status.json()).toMatchObject({ result: true });
  });

  test("a paid contract shows the server's message with the info icon, and nothing to retry", async ({
    page,
  }) => {
    await page.goto(`/epay/${CONTRACTS.paid}`);
    const failed = page.getByRole('alert').filter({ hasText: 'Не удалось перейти к оплате' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Договор уже оплачен');
    await expect(failed.locator('svg.lucide-info')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown contract: the loading page, then 'Договор не найден' (axe on the loading page)", async ({
    page,
  }) => {
    const id = CONTRACTS.unknown;
    // Hold the payment request, so the loading page stays while axe looks at it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/get-to-epay/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/epay/${id}`);
    await expect(
      page.getByRole('status').filter({ hasText: `Переход на оплату договора: ${id}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    release();

    const failed = page.getByRole('alert').filter({ hasText: 'Не удалось перейти к оплате' });
    await expect(failed).toContainText('Договор не найден');
    await expect(page.getByText(`Переход на оплату договора: ${id}`)).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
  });
});

test.describe('card payment in Kazakh', () => {
  // a browser whose first language is Kazakh (Accept-Language and navigator.languages)
  test.use({ locale: 'kk-KZ' });

  test('a browser that prefers Kazakh pays in Kazakh: the page, the provider’s widget and the outcome', async ({
    page,
  }) => {
    const id = CONTRACTS.payableKazakh;
    await page.goto(`/epay/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page).toHaveTitle('Төлем — Sakta');
    await expect(page.getByText(`Шартты төлеуге өту: ${id}`)).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Картамен төлеу' });
    await expect(overlay).toBeVisible();
    const frame = page.locator('iframe[title="Картамен төлеу"]');
    await expect(frame).toHaveAttribute('src', /[?&]lang=kk(&|$)/);
    const widget = frame.contentFrame();
    await expect(widget.getByRole('heading', { name: 'Картамен төлеу' })).toBeVisible();
    await expect(widget.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(widget.getByText('45 210,50 тг.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await widget.getByLabel('Карта нөмірі').fill(TEST_CARDS.success);
    await widget.getByLabel('Мерзімі (АА/ЖЖ)').fill(EXPIRY);
    await widget.getByLabel('CVC').fill('123');
    await widget.getByLabel('Карта ұстаушының аты').fill('GULNAR ABILKASSYMOVA');
    await widget.getByRole('button', { name: /төлеу$/ }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Төлем сәтті өтті' })).toBeVisible();
    await expect(page.getByText(`№ ${id} шарт төленді. Терезені жабуға болады.`)).toBeVisible();
    await expect(overlay).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
