import { crc32 } from 'node:zlib';

/**
 * Whether a PNG or a JPEG is built as its format says, end to end, not only at its head: a file that begins with a
 * picture's header and goes on with something else (an HTML page with a script, to be served back as a picture
 * later) is not a picture. Not a decoder: it walks the file's parts and their lengths.
 */

const ASCII_LETTERS = /^[A-Za-z]{4}$/;

/**
 * A PNG: chunks of length, type, data and CRC from the signature on, the header (IHDR) first, image data (IDAT),
 * every CRC right, and the end chunk (IEND) last, with nothing after it.
 */
export function isWholePng(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  let first = true;
  let data = false;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (!ASCII_LETTERS.test(type) || (first && type !== 'IHDR')) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
    first = false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data && end === b.length;
    at = end;
  }
  return false;
}

/** Markup (an HTML, SVG or XML tag) in bytes: '<' then a letter, '!', '?' or '/'. */
const hasMarkup = (b: Uint8Array) => /<[A-Za-z!?/]/.test(Buffer.from(b).toString('latin1'));

/** After a scan's entropy-coded data: the position of the next marker (stuffed 0xFF00 and RSTn are data). */
function afterScan(b: Uint8Array, at: number): number {
  while (at + 1 < b.length) {
    if (b[at] === 0xff) {
      const m = b[at + 1]!;
      if (m === 0x00 || (m >= 0xd0 && m <= 0xd7)) {
        at += 2;
        continue;
      }
      if (m !== 0xff) return at;
    }
    at++;
  }
  return b.length;
}

/**
 * A JPEG: the start marker, then segments of marker and length, a frame (SOFn), scans, and the end marker (EOI).
 * Cameras may leave data after the end marker (a maker's trailer); markup there is refused.
 */
export function isWholeJpeg(b: Uint8Array): boolean {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return frame && !hasMarkup(b.subarray(at + 2));
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return false;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2 || at + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      frame = true;
    at += 2 + length;
    if (marker === 0xda) at = afterScan(b, at);
  }
  return false;
}
