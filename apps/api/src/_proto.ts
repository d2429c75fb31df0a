import { writeFileSync } from 'node:fs';
import { renderPdf } from './pdf/render';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
const t0 = performance.now();
const bytes = await renderPdf({
  title: 'Согласие на сбор и обработку персональных данных',
  subtitle: 'АО «Sakta Insurance»',
  fields: [['ФИО', 'Сапарова Айгерим Нурлановна'], ['ИИН', '850412401239'], ['Сумма', '1\u00A0234,00 тг.']],
  paragraphs: [{ heading: '1. Общие положения' }, 'Мен, дербес деректер субъектісі, ә ғ қ ң ө ұ ү һ і — текст '.repeat(60), { list: ['один', 'два'] , ordered: true}, { signatures: [['Подпись', 'Подписано кодом из SMS 02.03.2026']] }],
  footer: 'АО «Sakta Insurance» · Согласие',
});
const t1 = performance.now();
writeFileSync('/tmp/proto.pdf', bytes);
const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
let text = '';
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  const c = await page.getTextContent();
  text += c.items.map((it: any) => it.str + (it.hasEOL ? '\n' : '')).join('') + '\n---\n';
}
console.log(doc.numPages, bytes.length, Math.round(t1 - t0), 'ms');
console.log(text.slice(0, 600));
console.log(text.slice(-300));
