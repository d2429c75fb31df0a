import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fontBytes } from './fonts';

/**
 * A small document renderer on pdf-lib: A4 pages with margins, DejaVu Sans (regular and bold, embedded as
 * subsets, so Cyrillic and Kazakh text is real text a reader can search and copy), word wrap, page breaks, and a
 * footer with page numbers on every page. Generic on purpose: consents, termination applications, agreements,
 * AVR acts and the user guide are all a title, some label/value fields and a flow of blocks.
 *
 * A spec is plain data (JSON-serialisable), so a document can be stored as its spec and rendered when asked for.
 */

export type PdfFieldRow = readonly [label: string, value: string];

export type PdfBlock =
  /** A paragraph of body text. '\n' starts a new line. */
  | string
  | { text: string; bold?: boolean; muted?: boolean; align?: 'left' | 'center' | 'right'; size?: number }
  /** A section heading, kept on the page of the text that follows it. */
  | { heading: string }
  | { list: readonly string[]; ordered?: boolean }
  /** A two-column table of labels and values. */
  | { fields: readonly PdfFieldRow[] }
  /** Signature lines: the label, a line, and the value (a name, a date, 'Подписано кодом из SMS') above it. */
  | { signatures: readonly PdfFieldRow[] }
  | { space: number }
  | { pageBreak: true };

export interface PdfSpec {
  title: string;
  subtitle?: string;
  /** Label/value rows shown under the title, before the paragraphs. */
  fields?: readonly PdfFieldRow[];
  paragraphs: readonly PdfBlock[];
  /** A line at the foot of every page (left), next to the page number (right). */
  footer?: string;
  /** The page number text, with {n} and {total}. Default 'Страница {n} из {total}'. */
  pageLabel?: string;
  /** BCP 47 language of the text (document catalogue /Lang). Default 'ru-RU'. */
  lang?: string;
  author?: string;
  /** Creation date of the file's metadata (milliseconds or a Date). Default: now. */
  date?: number | Date;
}

export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { top: 56.7, right: 56.7, bottom: 70, left: 56.7 } as const;
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const FOOTER_Y = 36;

const SIZE = { title: 16, subtitle: 11, heading: 12, body: 10.5, field: 10, footer: 8 } as const;
const LEADING = 1.38;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.43);
const RULE = rgb(0.8, 0.8, 0.83);

export const DEFAULT_AUTHOR = 'АО «Sakta Insurance»';
export const DEFAULT_PAGE_LABEL = 'Страница {n} из {total}';

/**
 * pdf-lib parses the font file on every embedFont (about 65 ms for each DejaVu face); one parse a face serves
 * every document (each document makes its own subset). See the note on the glyph cache below.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined || !(buffer instanceof Uint8Array))
      return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    // fontkit caches glyph objects with the code points they were first met with. DejaVu draws Cyrillic 'а', 'С'
    // as composites of Latin 'a', 'C': subsetting one document cached those components with no code points, and
    // the next document's Latin text lost its ToUnicode mapping (unsearchable). So each document starts with an
    // empty glyph cache (cheap); the parsed tables stay shared, and renderPdf runs one document at a time.
    (font as unknown as { _glyphs: unknown[] })._glyphs = [];
    return font;
  },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Splits text into lines no wider than `width`: at spaces, and inside words longer than a whole line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const hard of text.split('\n')) {
    // Only plain spaces break: a no-break space (amounts: '1 234,00 тг.') keeps its words together.
    const words = hard.split(/[ \t]+/).filter((w) => w !== '');
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (fits(word)) {
        line = word;
        continue;
      }
      // A word wider than the line: cut it where it stops fitting.
      let chunk = '';
      for (const ch of word) {
        if (chunk && !fits(chunk + ch)) {
          lines.push(chunk);
          chunk = '';
        }
        chunk += ch;
      }
      line = chunk;
    }
    lines.push(line);
  }
  return lines;
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom && this.y < A4.height - MARGIN.top) this.newPage();
  }

  text(
    lines: string[],
    opts: { font: PDFFont; size: number; color?: RGB; x?: number; width?: number; align?: string },
  ): void {
    const leading = opts.size * LEADING;
    const x = opts.x ?? MARGIN.left;
    const width = opts.width ?? CONTENT_WIDTH;
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      const w = opts.font.widthOfTextAtSize(line, opts.size);
      const dx = opts.align === 'center' ? (width - w) / 2 : opts.align === 'right' ? width - w : 0;
      if (line !== '')
        this.page.drawText(line, {
          x: x + dx,
          y: this.y + opts.size * 0.28,
          size: opts.size,
          font: opts.font,
          color: opts.color ?? INK,
        });
    }
  }

  rule(y: number, x1 = MARGIN.left, x2 = A4.width - MARGIN.right): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.5, color: RULE });
  }
}

function drawFields(l: Layout, rows: readonly PdfFieldRow[]): void {
  const labelWidth = CONTENT_WIDTH * 0.36;
  const gap = 10;
  const valueWidth = CONTENT_WIDTH - labelWidth - gap;
  const leading = SIZE.field * LEADING;
  for (const [label, value] of rows) {
    const labelLines = wrapText(label, l.fonts.regular, SIZE.field, labelWidth);
    const valueLines = wrapText(value || '—', l.fonts.bold, SIZE.field, valueWidth);
    const lineCount = Math.max(labelLines.length, valueLines.length);
    l.ensure(lineCount * leading + 6);
    const top = l.y;
    l.text(labelLines, { font: l.fonts.regular, size: SIZE.field, color: MUTED, width: labelWidth });
    const afterLabel = l.y;
    l.y = top;
    l.text(valueLines, {
      font: l.fonts.bold,
      size: SIZE.field,
      x: MARGIN.left + labelWidth + gap,
      width: valueWidth,
    });
    l.y = Math.min(afterLabel, l.y) - 4;
    l.rule(l.y);
    l.y -= 3;
  }
}

function drawSignatures(l: Layout, rows: readonly PdfFieldRow[]): void {
  const labelWidth = CONTENT_WIDTH * 0.36;
  const lineStart = MARGIN.left + labelWidth + 10;
  for (const [label, value] of rows) {
    l.ensure(34);
    l.y -= 24;
    l.page.drawText(label, {
      x: MARGIN.left,
      y: l.y + 3,
      size: SIZE.field,
      font: l.fonts.regular,
      color: MUTED,
    });
    l.page.drawLine({
      start: { x: lineStart, y: l.y },
      end: { x: A4.width - MARGIN.right, y: l.y },
      thickness: 0.7,
      color: INK,
    });
    if (value) {
      const [first = ''] = wrapText(
        value,
        l.fonts.regular,
        SIZE.field,
        A4.width - MARGIN.right - lineStart - 4,
      );
      l.page.drawText(first, {
        x: lineStart + 4,
        y: l.y + 3,
        size: SIZE.field,
        font: l.fonts.regular,
        color: INK,
      });
    }
    l.y -= 6;
  }
}

function drawBlock(l: Layout, block: PdfBlock): void {
  const { regular, bold } = l.fonts;
  if (typeof block === 'string') {
    l.text(wrapText(block, regular, SIZE.body, CONTENT_WIDTH), { font: regular, size: SIZE.body });
    l.y -= 6;
  } else if ('heading' in block) {
    const lines = wrapText(block.heading, bold, SIZE.heading, CONTENT_WIDTH);
    // The heading and at least two lines of what follows stay on one page.
    l.ensure(10 + (lines.length + 2) * SIZE.heading * LEADING);
    l.y -= 8;
    l.text(lines, { font: bold, size: SIZE.heading });
    l.y -= 3;
  } else if ('text' in block) {
    const size = block.size ?? SIZE.body;
    const font = block.bold ? bold : regular;
    l.text(wrapText(block.text, font, size, CONTENT_WIDTH), {
      font,
      size,
      color: block.muted ? MUTED : INK,
      align: block.align,
    });
    l.y -= 6;
  } else if ('list' in block) {
    const indent = 16;
    block.list.forEach((item, i) => {
      const marker = block.ordered ? `${i + 1}.` : '•';
      const lines = wrapText(item, regular, SIZE.body, CONTENT_WIDTH - indent);
      l.ensure(SIZE.body * LEADING);
      const markerY = l.y - SIZE.body * LEADING + SIZE.body * 0.28;
      l.page.drawText(marker, { x: MARGIN.left + 2, y: markerY, size: SIZE.body, font: regular, color: INK });
      l.text(lines, {
        font: regular,
        size: SIZE.body,
        x: MARGIN.left + indent,
        width: CONTENT_WIDTH - indent,
      });
      l.y -= 2;
    });
    l.y -= 4;
  } else if ('fields' in block) {
    drawFields(l, block.fields);
    l.y -= 8;
  } else if ('signatures' in block) {
    drawSignatures(l, block.signatures);
    l.y -= 6;
  } else if ('space' in block) {
    l.y -= block.space;
  } else if ('pageBreak' in block) {
    l.newPage();
  }
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a document spec into PDF bytes. Documents are rendered one at a time: they share the parsed fonts, and
 * one document's subsetting must not run between another's layout and save.
 */
export function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const key = JSON.stringify(spec);
  const cached = rendered.get(key);
  if (cached) {
    // most recently used last
    rendered.delete(key);
    rendered.set(key, cached);
    return cached.then((bytes) => bytes.slice());
  }
  const run = queue.then(() => render(spec));
  queue = run.catch(() => undefined);
  rendered.set(key, run);
  run.catch(() => rendered.delete(key));
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  return run.then((bytes) => bytes.slice());
}

/**
 * The same spec gives the same bytes (its date is part of the spec): the last RENDERED_MAX documents are kept, so
 * seeded documents (agreements, the user guide, history applications) are laid out once per process, not once per
 * request or per test database.
 */
const RENDERED_MAX = 64;
const rendered = new Map<string, Promise<Uint8Array>>();

async function render(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  const bytes = fontBytes();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  const date = spec.date === undefined ? new Date() : new Date(spec.date);
  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor(spec.author ?? DEFAULT_AUTHOR);
  if (spec.subtitle) doc.setSubject(spec.subtitle);
  doc.setLanguage(spec.lang ?? 'ru-RU');
  doc.setCreator('Sakta');
  doc.setProducer('Sakta sandbox (pdf-lib)');
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const l = new Layout(doc, fonts);
  l.text(wrapText(spec.title, fonts.bold, SIZE.title, CONTENT_WIDTH), {
    font: fonts.bold,
    size: SIZE.title,
    align: 'center',
  });
  if (spec.subtitle) {
    l.y -= 2;
    l.text(wrapText(spec.subtitle, fonts.regular, SIZE.subtitle, CONTENT_WIDTH), {
      font: fonts.regular,
      size: SIZE.subtitle,
      color: MUTED,
      align: 'center',
    });
  }
  l.y -= 14;
  if (spec.fields?.length) {
    drawFields(l, spec.fields);
    l.y -= 10;
  }
  for (const block of spec.paragraphs) drawBlock(l, block);

  const total = l.pages.length;
  const label = spec.pageLabel ?? DEFAULT_PAGE_LABEL;
  l.pages.forEach((page, i) => {
    const pageText = label.replace('{n}', String(i + 1)).replace('{total}', String(total));
    const pageWidth = fonts.regular.widthOfTextAtSize(pageText, SIZE.footer);
    page.drawLine({
      start: { x: MARGIN.left, y: FOOTER_Y + 14 },
      end: { x: A4.width - MARGIN.right, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(pageText, {
      x: A4.width - MARGIN.right - pageWidth,
      y: FOOTER_Y,
      size: SIZE.footer,
      font: fonts.regular,
      color: MUTED,
    });
    if (spec.footer)
      page.drawText(fit(spec.footer, fonts.regular, SIZE.footer, CONTENT_WIDTH - pageWidth - 16), {
        x: MARGIN.left,
        y: FOOTER_Y,
        size: SIZE.footer,
        font: fonts.regular,
        color: MUTED,
      });
  });
  return doc.save();
}

/** Base64 of PDF bytes, as the API's `document` fields carry it (no data: prefix). */
export function pdfBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
