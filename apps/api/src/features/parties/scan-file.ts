import { PDFDocument } from 'pdf-lib';
import type { UploadMime } from '../../services/image-file';

/**
 * The recognition code the server reads from an uploaded scan: written into the file's metadata (PNG tEXt chunk,
 * JPEG COM segment, PDF Subject) as 'SAKTA-SCAN:<code>'. The file name plays no part; the format and the picture's
 * size are read by services/image-file.ts.
 */

const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;

const CODE = /SAKTA-SCAN:([a-z0-9-]{1,64})/;

/** The recognition code written into the file, or null. */
export async function scanCode(b: Uint8Array, mime: UploadMime): Promise<string | null> {
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
