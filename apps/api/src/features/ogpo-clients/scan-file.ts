import { PDFDocument } from 'pdf-lib';

/**
 * What the server reads from an uploaded scan, without an image library: the type from the magic bytes, the
 * picture's size from its header (PNG IHDR, JPEG SOFn), and the recognition code written into the file's metadata
 * (PNG tEXt chunk, JPEG COM segment, PDF Subject): 'SAKTA-SCAN:<code>'. The file name plays no part.
 */

export type ScanMime = 'image/png' | 'image/jpeg' | 'application/pdf';

export function sniffMime(b: Uint8Array): ScanMime | null {
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 5 && String.fromCharCode(...b.subarray(0, 5)) === '%PDF-') return 'application/pdf';
  return null;
}

const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;

/** Width and height of a PNG (IHDR) or JPEG (the first SOFn segment); null when the header is broken. */
export function imageSize(b: Uint8Array, mime: ScanMime): { width: number; height: number } | null {
  if (mime === 'image/png') {
    if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
    return { width: u32(b, 16), height: u32(b, 20) };
  }
  if (mime === 'image/jpeg') {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const len = u16(b, i + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) return { height: u16(b, i + 5), width: u16(b, i + 7) };
      i += 2 + len;
    }
  }
  return null;
}

const CODE = /SAKTA-SCAN:([a-z0-9-]{1,64})/;

/** The recognition code written into the file, or null. */
export async function scanCode(b: Uint8Array, mime: ScanMime): Promise<string | null> {
  if (mime === 'image/png') {
    let i = 8;
    while (i + 12 <= b.length) {
      const len = u32(b, i);
      const type = String.fromCharCode(...b.subarray(i + 4, i + 8));
      if (type === 'tEXt') {
        const text = Buffer.from(b.subarray(i + 8, i + 8 + len)).toString('latin1');
        const m = CODE.exec(text);
        if (m) return m[1]!;
      }
      if (type === 'IEND') break;
      i += 12 + len;
    }
    return null;
  }
  if (mime === 'image/jpeg') {
    let i = 2;
    while (i + 4 <= b.length && b[i] === 0xff) {
      const marker = b[i + 1]!;
      if (marker === 0xda) break; // image data follows
      const len = u16(b, i + 2);
      if (marker === 0xfe) {
        const m = CODE.exec(Buffer.from(b.subarray(i + 4, i + 2 + len)).toString('latin1'));
        if (m) return m[1]!;
      }
      i += 2 + len;
    }
    return null;
  }
  try {
    const pdf = await PDFDocument.load(b, { updateMetadata: false, ignoreEncryption: true });
    const m = CODE.exec(pdf.getSubject() ?? '');
    return m ? m[1]! : null;
  } catch {
    return null;
  }
}
