/**
 * The picture frame of a drawn array (960 × 640 px, the area with a tenth of its size around it)
 * and where a roof image placed on the plan lies in it; hand-worked figures.
 */

import { drawingFrame, imageInDrawing } from '@pvd/shared/layout/drawing-frame';
import { describe, expect, it } from 'vitest';

// A 10 m square: spans 12 m with its margins, 12 / 960 = 0.0125 and 12 / 640 = 0.01875 m/px,
// so the height decides: 0.01875 m/px, the picture 18 m × 12 m around the square's middle (5, 5).
const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];

describe('drawingFrame', () => {
  it('fits a 10 m square with its margin: 0.01875 m/px, left edge 4 m west, top edge 11 m north', () => {
    expect(drawingFrame(square)).toEqual({ metresPerPixel: 0.01875, left: -4, top: -11 });
  });
});

describe('imageInDrawing', () => {
  it('places a 200 × 100 px image at 0.05 m/px (10 m × 5 m) on the middle, turned 30°', () => {
    // 10 m / 18 m = 0.5556 of the width, 5 m / 12 m = 0.4167 of the height, centred.
    const box = imageInDrawing(drawingFrame(square), {
      centre: { x: 5, y: 5 },
      rotationDeg: 30,
      metresPerPixel: 0.05,
      widthPx: 200,
      heightPx: 100,
    });
    expect(box.left).toBeCloseTo(4 / 18, 9);
    expect(box.top).toBeCloseTo(3.5 / 12, 9);
    expect(box.width).toBeCloseTo(10 / 18, 9);
    expect(box.height).toBeCloseTo(5 / 12, 9);
    expect(box.rotationDeg).toBe(30);
  });

  it('moves with the image: 3 m east and 2 m north is 3/18 right and 2/12 up', () => {
    const at = (x: number, y: number) =>
      imageInDrawing(drawingFrame(square), {
        centre: { x, y },
        rotationDeg: 0,
        metresPerPixel: 0.05,
        widthPx: 200,
        heightPx: 100,
      });
    expect(at(8, 7).left - at(5, 5).left).toBeCloseTo(3 / 18, 9);
    expect(at(8, 7).top - at(5, 5).top).toBeCloseTo(-2 / 12, 9);
  });
});
