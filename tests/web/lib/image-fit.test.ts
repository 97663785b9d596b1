/**
 * Fitting an image to the upload limits in the browser: the sizes a photo is drawn at (within
 * 8000 px a side and 40 megapixels, then ever smaller), the reduced file's name, a file within
 * the limits going as it is, and what cannot be reduced refused with why. The drawing itself
 * needs a real browser's canvas: tests/e2e/project-editor.test.ts uploads a large photo.
 */
import { describe, expect, it } from 'vitest';
import { fitImageForUpload, reducedSizes, renamedFor } from '@/lib/image-fit';

/** A GIF header declaring `width` × `height`, padded to `bytes` (only its header is read). */
function gif(width: number, height: number, bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0]);
  // An image descriptor and the trailer, so the header reads as a whole GIF.
  data.set(
    [0x2c, 0, 0, 0, 0, width & 255, width >> 8, height & 255, height >> 8, 0, 2, 2, 0x44, 0x01, 0],
    13,
  );
  data.set([0x3b], 28);
  return new File([data], 'anim.gif', { type: 'image/gif' });
}

describe('reducedSizes', () => {
  it('tries a 12 MP phone photo at its own size, then at the smaller standard sides, keeping its shape', () => {
    const sizes = reducedSizes({ width: 4032, height: 3024 });
    expect(sizes.map((size) => size.width)).toEqual([4032, 3200, 2560, 2048, 1600, 1280]);
    expect(sizes[1]).toEqual({ width: 3200, height: 2400 });
  });

  it('brings a picture over the pixel limits within them first (8000 px a side, 40 MP)', () => {
    const [first] = reducedSizes({ width: 12_000, height: 9_000 });
    expect(first!.width).toBeLessThanOrEqual(8000);
    expect(first!.width * first!.height).toBeLessThanOrEqual(40e6);
    expect(first!.width / first!.height).toBeCloseTo(4 / 3, 2);
  });

  it('keeps a portrait photo upright', () => {
    expect(reducedSizes({ width: 3024, height: 4032 })[1]).toEqual({ width: 2400, height: 3200 });
  });
});

describe('renamedFor', () => {
  it('gives the reduced file the extension of its type', () => {
    expect(renamedFor('DJI_0042.png', 'image/jpeg')).toBe('DJI_0042.jpg');
    expect(renamedFor('roof', 'image/webp')).toBe('roof.webp');
  });
});

describe('fitImageForUpload', () => {
  it('leaves a file within the limits as it is', async () => {
    const small = gif(10, 10, 200);
    expect(await fitImageForUpload(small, 'en')).toEqual({ file: small, reduced: null });
  });

  it('refuses what it cannot reduce with why: a GIF over 2 MB, a file that is no image', async () => {
    expect(await fitImageForUpload(gif(2000, 2000, 3 * 1024 * 1024), 'en')).toEqual({
      error:
        'The image could not be made smaller than 2 MB in the browser: choose a smaller one, or reduce it first',
    });
    const text = new File(['<html></html>'], 'roof.png', { type: 'image/png' });
    expect(await fitImageForUpload(text, 'zh-CN')).toEqual({ error: '只能上传 PNG、JPEG、GIF 或 WebP 图片' });
  });
});
