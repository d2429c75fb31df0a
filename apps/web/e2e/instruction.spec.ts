import { expectNoSeriousA11yViolations } from './fixtures';
import { expect, test } from './signed-in';

/* The instruction page (spec part 1 section 2 "Instruction screen"): the sandbox's PDF drawn in a frame. */
const PDF_URL = '/api/pdf/instructions/general-usage.pdf';

test.describe('instruction', () => {
  test('the home tile leads to the instruction, drawn inline, with a link to open it in a new tab', async ({
    home,
  }) => {
    const page = await home({ iin: '900101300047' }); // role 3
    await page
      .getByRole('main')
      .getByRole('link', { name: /Инструкция/ })
      .click();

    await expect(page).toHaveURL(/\/instruction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Инструкция' })).toBeVisible();
    const frame = page.getByRole('document', { name: 'Инструкция' });
    const firstPage = frame.getByRole('img', { name: /^Страница 1 из \d+$/ });
    await expect(firstPage).toBeVisible();
    await expect.poll(() => firstPage.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Открыть в новой вкладке' })).toHaveAttribute(
      'href',
      PDF_URL,
    );
    await expect(page.getByRole('link', { name: 'Открыть в новой вкладке' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('role 6 has no instruction tile', async ({ home }) => {
    const page = await home({ iin: '900101300077' }); // role 6
    await expect(page.getByRole('link', { name: /Инструкция/ })).toHaveCount(0);
  });
});
