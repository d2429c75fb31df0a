import ExcelJS from 'exceljs';
import { DEMO_USERS as SEEDED_USERS } from '../../api/src/platform/demo-users';
import { DEMO_USERS, expectNoSeriousA11yViolations, lastCode } from './fixtures';
import { expect, test } from './signed-in';

/*
 * The agreements admin (spec part 1 section 2 "Agreements admin"): the administrator creates an agreement with a
 * PDF (another file type is refused with the spec's message), assigns two recipients in 'Список получатели', one
 * of them confirms it on home with the SMS code, the administrator sees status 2 and exports agreement.xlsx, which
 * the test opens. Recipients are roles 2 and 5, whose home lists no other spec counts.
 */

const ADMIN = DEMO_USERS.find((u) => u.role === 0)!;
const SUB_AGENT = DEMO_USERS.find((u) => u.role === 5)!;
/** Demo user ids are role + 1. */
const SUB_AGENT_ID = 6;
const TITLE = 'Регламент e2e: работа с получателями';
/** The full name of a role's demo user, as the recipients' lists show it (the sandbox seeds other employees too). */
function fullNameOf(role: number): string {
  const u = SEEDED_USERS.find((d) => d.role === role)!;
  return `${u.surname} ${u.name} ${u.patronymic}`;
}

/** A one-page PDF with a line of text, with a correct cross-reference table. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test('an agreement goes from the administrator to its recipients and back as status 2 and agreement.xlsx', async ({
  home,
  request,
}) => {
  const page = await home(ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'На согласование' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'На согласование' })).toBeVisible();

  // create: a PNG is refused with the spec's message, then the PDF
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый документ' });
  await dialog.getByLabel('Наименование').fill(TITLE);
  await dialog.getByLabel('Описание').fill('Проверка назначения получателей');
  const file = dialog.getByLabel('Документ (PDF)');
  await file.setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.from([137, 80, 78, 71]),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Пожалуйста, выберите файл формата PDF.');
  await expect(dialog.getByRole('button', { name: 'Создать' })).toBeDisabled();
  await file.setInputFiles({
    name: 'reglament.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Reglament e2e'),
  });
  await expect(dialog).toContainText('Выбран файл: reglament.pdf');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('Активный');

  // two recipients: the demo accountant and the demo sub-agent, each from its role's group
  await row.getByRole('button', { name: `Получатели: ${TITLE}` }).click();
  const recipients = page.getByRole('dialog', { name: 'Список получатели' });
  await recipients.getByText('Бухгалтер (').click();
  await recipients.getByRole('button', { name: `Добавить: ${fullNameOf(2)}`, exact: true }).click();
  await recipients.getByText('Суб-Агент (').click();
  await recipients.getByRole('button', { name: `Добавить: ${fullNameOf(5)}`, exact: true }).click();
  const chosen = recipients.getByRole('region', { name: 'Выбранные получатели' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await recipients.getByRole('button', { name: 'Добавить', exact: true }).click();
  const table = recipients.getByRole('table', { name: 'Список получатели' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('img', { name: 'Отправлено' })).toHaveCount(2);
  // (Esc would first dismiss the saved-recipients notification, the top layer, and only then the dialog)
  await recipients.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(recipients).toBeHidden();

  // the sub-agent confirms it on home with the SMS code
  const agent = await home(SUB_AGENT);
  await agent.getByRole('button', { name: `Открыть: ${TITLE}` }).click();
  const modal = agent.getByRole('dialog', { name: TITLE });
  await expect(modal.getByRole('img', { name: 'Страница 1 из 1' })).toBeVisible();
  await modal.getByRole('button', { name: 'Согласовать' }).click();
  await expect(modal.getByText(/^Код отправлен на номер /)).toBeVisible();
  const agreementId = Number(await row.locator('td').first().textContent());
  const code = await lastCode(request, { subject: `${agreementId}:${SUB_AGENT_ID}`, purpose: 'agreement' });
  await agent.getByRole('textbox', { name: 'Код из SMS' }).fill(code);
  await modal.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(modal).toBeHidden();
  await expect(agent.getByRole('button', { name: `Открыть: ${TITLE}` })).toHaveCount(0);
  await agent.close();

  // the administrator sees status 2 and exports agreement.xlsx
  await row.getByRole('button', { name: `Получатели: ${TITLE}` }).click();
  await expect(table.getByRole('img', { name: 'Согласовано' })).toHaveCount(1);
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('img', { name: 'Согласовано' }) }),
  ).toContainText('Суб-Агент');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    recipients.getByRole('button', { name: 'Экспорт' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('agreement.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
  expect(values[0]!.slice(1, 5)).toEqual(['ID', 'Роль', 'ФИО', 'Статус']);
  const statuses = Object.fromEntries(values.slice(1).map((r) => [r[2], r[4]]));
  expect(statuses).toEqual({ Бухгалтер: 'Отправлено', 'Суб-Агент': 'Согласовано' });
});
