import { imageExtension, sniffImageType } from '@pvd/shared/files/image-type';
import { describe, expect, it } from 'vitest';

describe('sniffImageType (magic numbers)', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(
      sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
    ).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(imageExtension('image/jpeg')).toBe('jpg');
  });

  it('refuses text, SVG, PDF and truncated files', () => {
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(Uint8Array.from([0x89, 0x50]))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVE'))).toBeUndefined();
  });
});
