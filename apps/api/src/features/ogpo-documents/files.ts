import { IMAGE_MIN_SIDE_PX, fileProblem, ruDocuments, type UploadFile } from '@sakta/core/ogpo/documents';

/**
 * What an uploaded file really is: the format read from its first bytes (never the browser's word), and for a
 * picture its width and height (spec part 2 sections 5.1 and 9: png, jpeg or pdf; at most 4 MB; a picture at least
 * 100 KB and 500 by 500 px; a PDF as it is).
 */

export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

export function sniffType(bytes: Uint8Array): SniffedType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** Width and height of a PNG (IHDR) or a JPEG (its first SOF segment); null when they cannot be read. */
export function imageSize(bytes: Uint8Array, type: SniffedType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') {
    if (bytes.length < 24) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (type === 'image/jpeg') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1] as number;
      // standalone markers carry no length
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      const length = view.getUint16(i + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
      i += 2 + length;
    }
    return null;
  }
  return null;
}

export interface CheckedFile {
  name: string;
  mime: SniffedType;
  bytes: Uint8Array;
}

/** The file's problem (core's rule on the real format and size, then the picture's size), or the checked file. */
export async function checkFile(
  file: File | null,
  opts: { imagesOnly?: boolean } = {},
): Promise<{ ok: CheckedFile } | { problem: string }> {
  if (!file || file.size === 0) return { problem: ruDocuments.noFile };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffType(bytes);
  const seen: UploadFile = { name: file.name, size: bytes.length, type: mime ?? 'application/octet-stream' };
  const problem = fileProblem(seen, opts);
  if (problem) return { problem };
  if (mime === null) return { problem: opts.imagesOnly ? ruDocuments.imagesOnly : ruDocuments.wrongType };
  if (mime !== 'application/pdf') {
    const size = imageSize(bytes, mime);
    if (!size) return { problem: ruDocuments.wrongType };
    if (size.width < IMAGE_MIN_SIDE_PX || size.height < IMAGE_MIN_SIDE_PX)
      return { problem: ruDocuments.lowQuality };
  }
  return { ok: { name: file.name.slice(0, 200) || 'file', mime, bytes } };
}
