import { fillPolygonWithPanels } from '@pvd/shared/layout/fill';
import { panelAt } from '@pvd/shared/layout/panel-hit';
import { describe, expect, it } from 'vitest';

/** Two unit squares side by side, and one turned 45° about (10, 10), counter-clockwise. */
const corners = new Float64Array([
  0, 0, 1, 0, 1, 1, 0, 1, 2, 0, 3, 0, 3, 1, 2, 1, 10, 9, 11, 10, 10, 11, 9, 10,
]);

describe('panelAt', () => {
  it('finds the square that holds a point, its edge included', () => {
    expect(panelAt(corners, { x: 0.5, y: 0.5 })).toBe(0);
    expect(panelAt(corners, { x: 2.5, y: 0.2 })).toBe(1);
    expect(panelAt(corners, { x: 1, y: 0.5 })).toBe(0);
  });

  it('answers −1 between panels and outside them', () => {
    expect(panelAt(corners, { x: 1.5, y: 0.5 })).toBe(-1);
    expect(panelAt(corners, { x: 5, y: 5 })).toBe(-1);
  });

  it('tells a turned panel from the corners of its bounding box', () => {
    // (10, 10) is its centre; (9.2, 9.2) is inside its box but outside the diamond (|dx| + |dy| = 1.6 > 1).
    expect(panelAt(corners, { x: 10, y: 10 })).toBe(2);
    expect(panelAt(corners, { x: 10.4, y: 10.4 })).toBe(2);
    expect(panelAt(corners, { x: 9.2, y: 9.2 })).toBe(-1);
  });

  it('finds every panel of a filled layout by its centre', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 20 },
      { x: 0, y: 20 },
    ];
    const layout = fillPolygonWithPanels(square, {
      panelLengthM: 2.278,
      panelWidthM: 1.134,
      layingMethod: 3,
      surfaceTilt: 30,
      surfaceAzimuth: 200,
      rowSpacingM: 1,
    });
    const c = layout.corners;
    for (let k = 0; k < layout.panelCount; k++) {
      const o = k * 8;
      const centre = { x: (c[o]! + c[o + 4]!) / 2, y: (c[o + 1]! + c[o + 5]!) / 2 };
      expect(panelAt(c, centre)).toBe(k);
    }
  });
});
