import { crc32, deflateSync } from 'node:zlib';

/**
 * Pictures for the upload tests, built as their format says end to end (the server walks a PNG's chunks and a
 * JPEG's segments), of a given width and height and about `bytes` long (padding in a text chunk or comments).
 */

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** The header chunk of a width x height RGB picture. */
export function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

export function png(width: number, height: number, bytes: number): Uint8Array {
  const start = Buffer.concat([Buffer.from(PNG_SIGNATURE), ihdr(width, height)]);
  const end = Buffer.concat([
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', new Uint8Array()),
  ]);
  const pad = Math.max(0, bytes - start.length - end.length - 12);
  return new Uint8Array(Buffer.concat([start, pngChunk('tEXt', Buffer.alloc(pad, 0x61)), end]));
}

/** A JPEG segment: marker and length (of itself and its data). */
function segment(marker: number, data: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 255]);
  return Buffer.concat([head, data]);
}

export function jpeg(width: number, height: number, bytes: number): Uint8Array {
  const app0 = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const sof0 = segment(
    0xc0,
    Buffer.from([8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
  );
  const sos = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
  const parts = [Buffer.from([0xff, 0xd8]), app0, sof0];
  let left = bytes - 2 - app0.length - sof0.length - sos.length - 16 - 2;
  while (left > 4) {
    const size = Math.min(left - 4, 65_000);
    parts.push(segment(0xfe, Buffer.alloc(size, 0x20)));
    left -= size + 4;
  }
  parts.push(sos, Buffer.alloc(16, 0x12), Buffer.from([0xff, 0xd9]));
  return new Uint8Array(Buffer.concat(parts));
}
