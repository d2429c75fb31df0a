import ExcelJS from 'exceljs';

/**
 * Spreadsheets the sandbox hands out (spec part 1 section 9: the agreement export agreement.xlsx), written with
 * exceljs: one sheet, a bold header row, column widths that fit the texts.
 */

export interface SheetSpec {
  name: string;
  columns: Array<{ header: string; width: number }>;
  rows: Array<Array<string | number | null>>;
}

export async function renderXlsx(sheet: SheetSpec): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sakta';
  const ws = workbook.addWorksheet(sheet.name);
  ws.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
