import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** All pages, lines joined with '\n'. */
  text: string;
  /** The whole text with whitespace collapsed: for phrases a line break may split. */
  flat: string;
  title: string | undefined;
}

/** Extracts the text of a PDF with pdf.js (what a reader's search and copy would see). */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join(''));
  }
  const meta = await doc.getMetadata();
  const info = meta.info as { Title?: string };
  await doc.destroy();
  const text = pages.join('\n');
  return { pages, text, flat: text.replace(/\s+/g, ' '), title: info.Title };
}

export function fromBase64(b64: string): Uint8Array {
  return new Uint8Array(Buffer.from(b64, 'base64'));
}
