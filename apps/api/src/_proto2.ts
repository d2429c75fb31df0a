import { renderPdf } from './pdf/render';
for (let k = 0; k < 4; k++) {
  const t0 = performance.now();
  await renderPdf({ title: 'Тест', paragraphs: ['Привет мир '.repeat(50)] });
  console.log(Math.round(performance.now() - t0), 'ms');
}
