/**
 * readImageHeader: real images made by Chromium's encoders (canvas.toDataURL, 3 × 2 px, orange)
 * and the classic 1 × 1 GIF; and what an attacker uploads as a "logo" (a PNG
 * signature followed by HTML was once accepted).
 */
import { readFileSync } from 'node:fs';
import { crc32 } from '@pvd/shared/files/crc32';
import { imageDimensionsAllowed, readImageHeader } from '@pvd/shared/files/image-header';
import { describe, expect, it } from 'vitest';
import { blankPng } from '../../e2e/support/tiny-png';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('gives the standard check value of "123456789" (0xCBF43926)', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
  });
});

describe('readImageHeader', () => {
  it.each([
    ['orange-3x2.png', 'image/png', 3, 2],
    ['orange-3x2.jpg', 'image/jpeg', 3, 2],
    ['orange-3x2.webp', 'image/webp', 3, 2],
    ['pixel-1x1.gif', 'image/gif', 1, 1],
  ])('reads %s as %s, %i × %i px', (name, type, width, height) => {
    expect(readImageHeader(fixture(name))).toEqual({ type, width, height });
  });

  it('refuses a PNG signature followed by HTML', () => {
    const png = fixture('orange-3x2.png');
    const html = text('<html><script>alert(1)</script></html>');
    expect(readImageHeader(concat(png.subarray(0, 8), html))).toBeUndefined();
  });

  it('refuses a PNG whose header chunk was altered (its CRC no longer matches)', () => {
    const png = fixture('orange-3x2.png');
    png[19] = 9; // width 3 → 9, CRC unchanged
    expect(readImageHeader(png)).toBeUndefined();
  });

  it('refuses a whole PNG with HTML appended after IEND', () => {
    expect(readImageHeader(concat(fixture('orange-3x2.png'), text('<script>x</script>')))).toBeUndefined();
  });

  it('refuses a JPEG cut off before its end-of-image marker', () => {
    const jpeg = fixture('orange-3x2.jpg');
    expect(readImageHeader(jpeg.subarray(0, jpeg.length - 2))).toBeUndefined();
  });

  it('refuses JPEG and GIF signatures followed by text', () => {
    expect(readImageHeader(concat(Uint8Array.of(0xff, 0xd8, 0xff), text('<html></html>')))).toBeUndefined();
    expect(readImageHeader(text('GIF89a<html><body>hello</body></html>'))).toBeUndefined();
  });

  it('refuses a WebP whose RIFF size does not match the file', () => {
    expect(
      readImageHeader(concat(fixture('orange-3x2.webp'), text('<svg onload=alert(1)>'))),
    ).toBeUndefined();
  });

  it('reads the canvas a small file declares: 10 000 × 10 000 px in a 12 KB PNG, 30 000 px in a GIF', () => {
    const gif = fixture('pixel-1x1.gif');
    gif[6] = 0x30; // width 0x7530 = 30 000
    gif[7] = 0x75;
    expect(readImageHeader(new Uint8Array(blankPng(10_000, 10_000)))).toEqual({
      type: 'image/png',
      width: 10_000,
      height: 10_000,
    });
    expect(readImageHeader(gif)).toEqual({ type: 'image/gif', width: 30_000, height: 1 });
  });

  it('refuses SVG, PDF and empty input', () => {
    expect(readImageHeader(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(readImageHeader(text('%PDF-1.7'))).toBeUndefined();
    expect(readImageHeader(new Uint8Array())).toBeUndefined();
  });
});

describe('imageDimensionsAllowed (decompression bombs: at most 8 000 px a side and 40 megapixels)', () => {
  it.each([
    [8_000, 5_000, true], // 40.0 MP, both sides at the cap
    [6_324, 6_324, true], // 39.99 MP
    [1, 1, true],
    [6_325, 6_325, false], // 40.005 MP
    [7_000, 7_000, false], // 49 MP, each side allowed
    [8_001, 1, false],
    [1, 8_001, false],
    [10_000, 10_000, false],
  ])('%i × %i px → %s', (width, height, allowed) => {
    expect(imageDimensionsAllowed({ width, height })).toBe(allowed);
  });
});
