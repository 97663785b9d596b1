/**
 * A photo as a phone or a drone writes it, for the upload tests: a JPEG of `width` × `height`
 * pixels of noise (which JPEG cannot compress: several megabytes), encoded by the browser's own
 * canvas, with an EXIF orientation (JEITA CP-3451 Exif 2.3: APP1 "Exif", a TIFF header, IFD0
 * with tag 0x0112) spliced in after its start-of-image marker, as a camera held upright writes
 * a landscape sensor's picture (6: shown turned 90° clockwise).
 */
import type { Page } from 'playwright-core';

/** The APP1 segment of an Exif block whose only entry is the orientation. */
function exifOrientation(orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // "MM", 42, IFD0 at 8 (big-endian)
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01, // Orientation, SHORT, count 1
    0x00,
    orientation,
    0x00,
    0x00, // its value, padded
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/** The JPEG's bytes: noise drawn and encoded in `page`, then given the EXIF orientation. */
export async function largePhoto(
  page: Page,
  size: { width: number; height: number },
  orientation: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    `(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = ${size.width};
      canvas.height = ${size.height};
      const context = canvas.getContext('2d');
      const pixels = context.createImageData(canvas.width, canvas.height);
      const words = new Uint32Array(pixels.data.buffer);
      let seed = 42;
      for (let i = 0; i < words.length; i++) {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        words[i] = seed | 0xff000000;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    })()`,
  );
  const jpeg = Buffer.from(base64 as string, 'base64');
  // After the SOI marker (FF D8); the canvas's own JFIF APP0 may follow the Exif block.
  return Buffer.concat([jpeg.subarray(0, 2), exifOrientation(orientation), jpeg.subarray(2)]);
}
