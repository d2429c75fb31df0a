import { imageSize } from 'image-size';
import { IMAGE_MIN_SIDE_PX } from '@sakta/core/ogpo/documents';
import { isWholeJpeg, isWholePng } from './image-structure';

/**
 * What an uploaded file really is, for every upload (documents, compliance images, scans for recognition): the
 * format from its first bytes (never the browser's word nor the file name), and for a picture its width and
 * height as `image-size` reads them from the picture's own header (a PNG's IHDR chunk, a JPEG's frame segment).
 * Spec part 2 sections 5.1 and 9: png, jpeg or pdf; a picture at least 500 by 500 px.
 */

export type UploadMime = 'image/png' | 'image/jpeg' | 'application/pdf';
export type ImageMime = Exclude<UploadMime, 'application/pdf'>;

const starts = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The format its first bytes announce, or null. */
export function sniffMime(bytes: Uint8Array): UploadMime | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

const IMAGE_SIZE_TYPE: Record<ImageMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Width and height of a PNG or JPEG as its header gives them; null when the file is not the picture it announces:
 * its header does not parse (a signature followed by something else, a JPEG without a frame segment), it parses
 * as another format, or the file is not built as its format says to its end (a real header, then an HTML page).
 */
export function readImageSize(bytes: Uint8Array, mime: ImageMime): { width: number; height: number } | null {
  if (!(mime === 'image/png' ? isWholePng(bytes) : isWholeJpeg(bytes))) return null;
  try {
    const read = imageSize(bytes);
    if (read.type !== IMAGE_SIZE_TYPE[mime] || !read.width || !read.height) return null;
    return { width: read.width, height: read.height };
  } catch {
    return null;
  }
}

/**
 * The picture's size when it is a picture of acceptable quality: it parses, and both sides are at least 500 px.
 * Null is the spec's 'Некачественное изображение' (each caller answers it with its own catalogue's message).
 */
export function goodImageSize(bytes: Uint8Array, mime: ImageMime): { width: number; height: number } | null {
  const size = readImageSize(bytes, mime);
  return size && size.width >= IMAGE_MIN_SIDE_PX && size.height >= IMAGE_MIN_SIDE_PX ? size : null;
}
