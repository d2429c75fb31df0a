import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';

/*
 * The instruction page (spec part 1 section 2 "Instruction screen"): the sandbox's PDF, for signed-in users only,
 * fetched with the session's token and drawn in a frame.
 */
const PDF_URL = '/api/pdf/instructions/general-usage.pdf';

test.describe('instruction', () => {
  test(
    'the home tile leads to the instruction, fetched with the token, drawn inline, opened in a new tab',
    { tag: '@pdf-viewer' },
    async ({ home }) => {
      const page = await home({ iin: '900101300047' }); // role 3
      const pdfRequest = page.waitForRequest((r) => r.url().endsWith(PDF_URL));
      await page
        .getByRole('main')
        .getByRole('link', { name: /Инструкция/ })
        .click();

      await expect(page).toHaveURL(/\/instruction$/);
      expect((await pdfRequest).headers().authorization).toMatch(/^Bearer /);
      await expect(page.getByRole('heading', { level: 1, name: 'Инструкция' })).toBeVisible();
      const frame = page.getByRole('document', { name: 'Инструкция' });
      const firstPage = frame.getByRole('img', { name: /^Страница 1 из \d+$/ });
      await expect(firstPage).toBeVisible();
      await expect.poll(() => firstPage.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Скачать' })).toHaveAttribute('download', 'Инструкция.pdf');
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Открыть в новой вкладке' }).click(),
      ]);
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('the file is not served without a session', async ({ request }) => {
    const res = await request.get(PDF_URL);
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ status: 'Token is Invalid' });
  });

  test('role 6 has no instruction tile', async ({ home }) => {
    const page = await home({ iin: '900101300077' }); // role 6
    await expect(page.getByRole('link', { name: /Инструкция/ })).toHaveCount(0);
  });
});
