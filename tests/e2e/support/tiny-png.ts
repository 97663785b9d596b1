/**
 * A valid PNG written from bytes (signature, IHDR, IDAT, IEND with their CRCs): one colour,
 * 8-bit RGB, as in the PNG specification (W3C, 2003, §11.2).
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Signature, IHDR (`depth` bits, `colourType`), one IDAT of the filtered rows, IEND. */
function png(width: number, height: number, depth: number, colourType: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, 0], 8); // deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `size`×`size` PNG filled with `rgb`. */
export function tinyPng(size: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return png(size, size, 8, 2, Buffer.concat(Array.from({ length: size }, () => row))); // 8-bit RGB
}

/**
 * A black `width`×`height` PNG, 1-bit greyscale: a whole, decodable image of a few kilobytes
 * however large its canvas (10 000 × 10 000 px is about 12 KB), as a decompression bomb is built.
 */
export function blankPng(width: number, height: number): Buffer {
  // Each row: filter type 0 (None), then one bit per pixel, all zero.
  return png(width, height, 1, 0, Buffer.alloc((1 + Math.ceil(width / 8)) * height));
}
