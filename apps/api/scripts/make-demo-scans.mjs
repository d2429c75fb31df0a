/**
 * One-off generator of the sandbox's demo identity-document scans (committed under
 * src/features/parties/demo-scans/): real PNG and JPEG pictures of demo documents, drawn with @napi-rs/canvas
 * (pdfjs-dist's optional renderer, already installed), with the scan's code written into the file's metadata
 * (PNG tEXt chunk / JPEG COM segment: 'SAKTA-SCAN:<code>'). The recognition service reads that code from the
 * bytes; the file name plays no part. Run: node apps/api/scripts/make-demo-scans.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const canvasPath = createRequire(require.resolve('pdfjs-dist')).resolve('@napi-rs/canvas');
const { createCanvas, GlobalFonts } = require(canvasPath);
GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'DejaVu');
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/features/parties/demo-scans');

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

function draw({ w, h, band, bg, header, lines, mrz }) {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = bg;
  g.fillRect(0, 0, w, h);
  // paper grain: keeps the scan realistic and above the 100 KB floor
  const img = g.getImageData(0, 0, w, h);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rnd() - 0.5) * 16;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  g.putImageData(img, 0, 0);
  g.fillStyle = band;
  g.fillRect(0, 0, w, 90);
  g.fillStyle = '#fff';
  g.font = '30px DejaVu';
  g.fillText(header, 30, 58);
  g.fillStyle = '#c9d3e0';
  g.fillRect(40, 130, 250, 330);
  g.fillStyle = '#7a8699';
  g.beginPath();
  g.arc(165, 250, 65, 0, Math.PI * 2);
  g.fill();
  g.fillRect(95, 330, 140, 120);
  g.fillStyle = '#111';
  g.font = '26px DejaVu';
  lines.forEach((l, i) => g.fillText(l, 330, 170 + i * 48));
  if (mrz) {
    g.font = '22px DejaVu';
    g.fillText(mrz, 40, h - 40);
  }
  return c;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The PNG with a tEXt chunk 'Comment' = text inserted before IEND. */
function pngWithText(png, text) {
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), len, type, data, crc, png.subarray(iend)]);
}

/** The JPEG with a COM segment right after SOI. */
function jpegWithComment(jpg, text) {
  const body = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpg.subarray(0, 2), head, body, jpg.subarray(2)]);
}

const wilson = draw({
  w: 900,
  h: 620,
  band: '#1d3c6e',
  bg: '#e9eef5',
  header: 'PASSPORT · UNITED KINGDOM OF GREAT BRITAIN',
  lines: [
    'Surname: WILSON',
    'Given names: JAMES',
    'Date of birth: 14.02.1990',
    'Sex: M    Nationality: GBR',
    'Passport No: 533401877',
    'Date of issue: 10.05.2021',
    'Date of expiry: 10.05.2031',
  ],
  mrz: 'P<GBRWILSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
});
writeFileSync(
  join(OUT, 'passport-wilson.png'),
  pngWithText(wilson.encodeSync('png'), 'SAKTA-SCAN:wilson-passport'),
);

const akhmetov = draw({
  w: 880,
  h: 580,
  band: '#2b6e3f',
  bg: '#eaf3ea',
  header: 'ҚАЗАҚСТАН РЕСПУБЛИКАСЫ · УДОСТОВЕРЕНИЕ ЛИЧНОСТИ',
  lines: [
    'Фамилия: АХМЕТОВ',
    'Имя: ЕРЛАН',
    'Отчество: САПАРОВИЧ',
    'Дата рождения: 15.03.1985',
    'ИИН: 850315300128',
    '№ 045612378',
    'Действует до: 20.07.2031',
  ],
});
writeFileSync(
  join(OUT, 'id-card-akhmetov.jpg'),
  jpegWithComment(akhmetov.encodeSync('jpeg', 92), 'SAKTA-SCAN:akhmetov-id-card'),
);

const koch = draw({
  w: 900,
  h: 620,
  band: '#7a3b1d',
  bg: '#f3ece6',
  header: 'REISEPASS · PASSPORT · BUNDESREPUBLIK DEUTSCHLAND',
  lines: [
    'Surname: KOCH',
    'Given names: PETER',
    'Date of birth: 03.09.1972',
    'Nationality: DEU',
    'Passport No: C4F7K2L91',
    'Date of issue: 01.02.2014',
    'Date of expiry: 31.01.2024',
  ],
  mrz: 'P<D<<KOCH<<PETER<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
});
writeFileSync(
  join(OUT, 'passport-koch-expired.png'),
  pngWithText(koch.encodeSync('png'), 'SAKTA-SCAN:koch-expired-passport'),
);

// An identity document the register does not know (no code): the 'not recognised' answer.
const unknown = draw({
  w: 800,
  h: 560,
  band: '#555',
  bg: '#eee',
  header: 'ДОКУМЕНТ БЕЗ КОДА РАСПОЗНАВАНИЯ',
  lines: ['Фамилия: ОБРАЗЕЦ', 'Имя: ОБРАЗЕЦ', 'Дата рождения: 01.01.1980'],
});
writeFileSync(join(OUT, 'unknown-document.png'), unknown.encodeSync('png'));
console.log('written to', OUT);
