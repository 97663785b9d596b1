/**
 * Reads an image's header through to its dimensions, so an upload is accepted only when its
 * bytes are the structure of a PNG, JPEG, GIF or WebP file and not, say, a PNG signature
 * followed by HTML. Pure: used by the upload calls and testable without S3.
 *
 * Formats after their specifications: PNG (ISO/IEC 15948, W3C PNG 3rd ed.: chunks with CRC-32,
 * IHDR first, IEND last), JPEG (ITU-T T.81 Annex B: marker segments, SOFn before SOS), GIF
 * (GIF89a spec: logical screen descriptor, then blocks), WebP (RFC 9649: RIFF, then VP8, VP8L or
 * VP8X).
 */
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX, type ImageContentType } from '../constants/limits';
import { crc32 } from './crc32';

/** What the header says. */
export interface ImageHeader {
  type: ImageContentType;
  /** [px] */
  width: number;
  /** [px] */
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  b[i]! * 2 ** 24 + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) => b[i + 3]! * 2 ** 24 + u24le(b, i);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths allowed per PNG colour type (PNG spec table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Every chunk's length and CRC, IHDR first, at least one IDAT, IEND last with nothing after it. */
function readPng(b: Uint8Array): ImageHeader | undefined {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return undefined;
  let offset = 8;
  let header: ImageHeader | undefined;
  let sawData = false;
  while (offset + 12 <= b.length) {
    const length = u32be(b, offset);
    const end = offset + 12 + length;
    if (end > b.length) return undefined;
    const type = ascii(b, offset + 4, 4);
    if (crc32(b.subarray(offset + 4, offset + 8 + length)) !== u32be(b, offset + 8 + length))
      return undefined;
    if (header === undefined) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      header = readPngIhdr(b, offset + 8);
      if (!header) return undefined;
    } else if (type === 'IDAT') sawData = true;
    else if (type === 'IEND') return sawData && end === b.length ? header : undefined;
    offset = end;
  }
  return undefined;
}

function readPngIhdr(b: Uint8Array, at: number): ImageHeader | undefined {
  const [depth, colour, compression, filter, interlace] = [
    b[at + 8]!,
    b[at + 9]!,
    b[at + 10]!,
    b[at + 11]!,
    b[at + 12]!,
  ];
  const valid = PNG_DEPTHS[colour]?.includes(depth) && compression === 0 && filter === 0 && interlace <= 1;
  return valid ? { type: 'image/png', width: u32be(b, at), height: u32be(b, at + 4) } : undefined;
}

/** Start-of-frame markers that carry the dimensions (C4 DHT, C8 JPG and CC DAC are not frames). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** Marker segments from SOI up to the start of scan, a frame header before it, and an EOI after it. */
function readJpeg(b: Uint8Array): ImageHeader | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let offset = 2;
  let header: ImageHeader | undefined;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = u16be(b, offset + 2);
    if (length < 2 || offset + 2 + length > b.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      header = { type: 'image/jpeg', height: u16be(b, offset + 5), width: u16be(b, offset + 7) };
    }
    if (marker === 0xda) return header && endsWithEoi(b, offset + 2 + length) ? header : undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** An end-of-image marker after the entropy-coded data (trailing bytes some cameras add are allowed). */
function endsWithEoi(b: Uint8Array, from: number): boolean {
  for (let i = b.length - 2; i >= from; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

/** The logical screen descriptor, its colour table, then a block introducer (extension, image or trailer). */
function readGif(b: Uint8Array): ImageHeader | undefined {
  const version = ascii(b, 0, 6);
  if ((version !== 'GIF87a' && version !== 'GIF89a') || b.length < 14) return undefined;
  const packed = b[10]!;
  const tableBytes = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  const next = b[13 + tableBytes];
  if (next !== 0x21 && next !== 0x2c && next !== 0x3b) return undefined;
  return { type: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) };
}

/** RIFF size matching the file, then the first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function readWebp(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const riffEnd = 8 + u32le(b, 4);
  // RIFF chunks are padded to an even size; one pad byte at the end is allowed.
  if (riffEnd > b.length || b.length - riffEnd > 1) return undefined;
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (data + u32le(b, 16) > riffEnd) return undefined;
  if (chunk === 'VP8 ') {
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return undefined;
    return { type: 'image/webp', width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[data] !== 0x2f) return undefined;
    const bits = u32le(b, data + 1);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { type: 'image/webp', width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
  }
  return undefined;
}

const readers = [readPng, readJpeg, readGif, readWebp];

/**
 * The image's type and dimensions when its bytes are a well-formed PNG, JPEG, GIF or WebP header
 * (for PNG: every chunk, with its CRC) with sides of at least 1 pixel; otherwise undefined. Whether
 * the dimensions are acceptable is {@link imageDimensionsAllowed}'s question.
 *
 * @example
 * readImageHeader(bytes); // { type: 'image/png', width: 3, height: 2 }
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  for (const read of readers) {
    const header = read(bytes);
    if (header) return header.width >= 1 && header.height >= 1 ? header : undefined;
  }
  return undefined;
}

/**
 * True when the declared canvas is at most {@link IMAGE_MAX_SIDE_PX} a side and
 * {@link IMAGE_MAX_MEGAPIXELS} in all. The header alone decides: a few kilobytes can declare a
 * canvas that decodes to gigabytes in the browser and the report's Chromium (a decompression bomb).
 */
export function imageDimensionsAllowed({ width, height }: Pick<ImageHeader, 'width' | 'height'>): boolean {
  return (
    width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX && width * height <= IMAGE_MAX_MEGAPIXELS * 1e6
  );
}
