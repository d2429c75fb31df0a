import { fileProblem, ruDocuments, type UploadFile } from '@sakta/core/ogpo/documents';
import { goodImageSize, sniffMime, type UploadMime } from '../../services/image-file';

/**
 * The checks of an uploaded document or compliance image: the format read from its first bytes (never the
 * browser's word), core's rule on that format and the size, then for a picture its own header's width and height
 * (services/image-file.ts; spec part 2 sections 5.1 and 9: png, jpeg or pdf; at most 4 MB; a picture at least
 * 100 KB and 500 by 500 px; a PDF as it is).
 */

export interface CheckedFile {
  name: string;
  mime: UploadMime;
  bytes: Uint8Array;
}

/** The file's problem (core's rule on the real format and size, then the picture itself), or the checked file. */
export async function checkFile(
  file: File | null,
  opts: { imagesOnly?: boolean } = {},
): Promise<{ ok: CheckedFile } | { problem: string }> {
  if (!file || file.size === 0) return { problem: ruDocuments.noFile };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffMime(bytes);
  const seen: UploadFile = { name: file.name, size: bytes.length, type: mime ?? 'application/octet-stream' };
  const problem = fileProblem(seen, opts);
  if (problem) return { problem };
  if (mime === null) return { problem: opts.imagesOnly ? ruDocuments.imagesOnly : ruDocuments.wrongType };
  if (mime !== 'application/pdf' && !goodImageSize(bytes, mime)) return { problem: ruDocuments.lowQuality };
  return { ok: { name: file.name.slice(0, 200) || 'file', mime, bytes } };
}
