import {
  imageSizeM,
  initialPlacement,
  moveImage,
  rotateImage,
  scaleByKnownLength,
} from '@pvd/shared/layout/image-placement';
import { describe, expect, it } from 'vitest';

const photo = initialPlacement({ x: 2, y: 3 }, 50, { widthPx: 4000, heightPx: 3000 });

describe('roof image placement', () => {
  it('starts over the view’s middle at 80 % of its width: 40 m / 4000 px = 0.01 m a pixel', () => {
    expect(photo.metresPerPixel).toBeCloseTo(0.01, 12);
    expect(imageSizeM(photo)).toEqual({ widthM: 40, heightM: 30 });
    expect(photo.centre).toEqual({ x: 2, y: 3 });
  });

  it('moves by a drag in metres', () => {
    expect(moveImage(photo, 1.5, -2).centre).toEqual({ x: 3.5, y: 1 });
  });

  it('keeps the turn in −180..180', () => {
    expect(rotateImage(photo, 190).rotationDeg).toBe(-170);
    expect(rotateImage(photo, -190).rotationDeg).toBe(170);
    expect(rotateImage(photo, 45).rotationDeg).toBe(45);
  });

  it('scales by a known length: a 3-4-5 line of 5 m known to be 7.5 m grows the image by 1.5', () => {
    const scaled = scaleByKnownLength(photo, { x: 0, y: 0 }, { x: 3, y: 4 }, 7.5)!;
    expect(scaled.metresPerPixel).toBeCloseTo(0.015, 12);
    expect(imageSizeM(scaled).widthM).toBeCloseTo(60, 9);
    expect(scaled.centre).toEqual(photo.centre);
  });

  it('refuses a line too short or a length not above 0', () => {
    expect(scaleByKnownLength(photo, { x: 1, y: 1 }, { x: 1, y: 1 }, 5)).toBeNull();
    expect(scaleByKnownLength(photo, { x: 0, y: 0 }, { x: 3, y: 4 }, 0)).toBeNull();
    expect(scaleByKnownLength(photo, { x: 0, y: 0 }, { x: 3, y: 4 }, Number.NaN)).toBeNull();
  });
});
