/**
 * checkedImageFileError: the browser refuses what the server would before uploading, here an
 * image whose header declares a canvas beyond the pixel caps (a decompression bomb of 12 KB).
 */
import { describe, expect, it } from 'vitest';
import { checkedImageFileError } from '@/lib/uploads';
import { blankPng, tinyPng } from '../../e2e/support/tiny-png';

const pngFile = (bytes: Uint8Array) =>
  new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' });

describe('checkedImageFileError', () => {
  it('accepts a small PNG', async () => {
    expect(await checkedImageFileError(pngFile(tinyPng(3, [200, 30, 30])), 'en')).toBeUndefined();
  });

  it('refuses a PNG declaring 10 000 × 10 000 px, in the chosen language', async () => {
    expect(await checkedImageFileError(pngFile(blankPng(10_000, 10_000)), 'zh-CN')).toBe(
      '图片尺寸过大：每边最多 8000 像素，总共最多 4000 万像素',
    );
  });

  it('refuses a file whose bytes are not the declared type before reading any header', async () => {
    expect(await checkedImageFileError(pngFile(new TextEncoder().encode('<html>')), 'en')).toBe(
      'Only PNG, JPEG, GIF or WebP images can be uploaded',
    );
  });
});
