import {
  fillPolygonWithPanels,
  LayoutInputError,
  type PanelFillOptions,
  panelCorners,
} from '@pvd/shared/layout/fill';
import { polygonsOverlap } from '@pvd/shared/layout/overlap';
import { pointInPolygon, polygonArea } from '@pvd/shared/layout/polygon';
import type { Point } from '@pvd/shared/layout/types';
import { describe, expect, it } from 'vitest';
import {
  JA_PANEL,
  L_SHAPE,
  RECTANGLE_10_BY_5,
  RIGHT_TRIANGLE,
  rotateClockwise,
  square,
} from './fixtures/polygons';

/** JA Solar panels facing south, flat, single row (landscape), no spacing. */
const base: PanelFillOptions = {
  ...JA_PANEL,
  layingMethod: 1,
  surfaceTilt: 0,
  surfaceAzimuth: 180,
  rowSpacingM: 0,
};

/** Every panel is inside the polygon (a 5 × 5 grid of points on each, edges included) and none overlap. */
function expectPanelsInsideAndApart(polygon: readonly Point[], options: PanelFillOptions): void {
  const layout = fillPolygonWithPanels(polygon, options);
  const panels = Array.from({ length: layout.panelCount }, (_, k) => panelCorners(layout, k));
  for (const [a, b, , d] of panels) {
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++) {
        const point = {
          x: a.x + ((b.x - a.x) * i) / 4 + ((d.x - a.x) * j) / 4,
          y: a.y + ((b.y - a.y) * i) / 4 + ((d.y - a.y) * j) / 4,
        };
        expect(pointInPolygon(point, polygon)).toBe(true);
      }
    }
  }
  for (let i = 0; i < panels.length; i++) {
    for (let j = i + 1; j < panels.length; j++) expect(polygonsOverlap(panels[i]!, panels[j]!)).toBe(false);
  }
}

describe('fillPolygonWithPanels on the 10 × 5 m rectangle facing south', () => {
  it('lays 4 × 4 = 16 flat landscape panels', () => {
    // Along the row (east-west): pitch 2.278 + 0.02 = 2.298 m; floor((10 + 0.02) / 2.298) = 4 columns
    // Depth: 1.134 × cos 0° = 1.134 → 1.1 m; rows at 0-1.1, …, 3.3-4.4 fit in 5 m, 4.4-5.5 does not: 4
    // Act
    const layout = fillPolygonWithPanels(RECTANGLE_10_BY_5, base);
    // Assess
    expect(layout.positionCount).toBe(16);
    expect(layout.panelCount).toBe(16);
    expect(layout.groupCount).toBe(4);
  });

  it('lays 5 rows at 30° (depth 0.98 → 1.0 m) and 3 with 0.5 m spacing', () => {
    // Spacing 0: rows 0-1, …, 4-5 → 5 × 4 = 20. Spacing 0.5: pitch 1.5 m, rows end at 1, 2.5, 4 → 3 × 4 = 12
    // Act
    const tight = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, surfaceTilt: 30 });
    const spaced = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, surfaceTilt: 30, rowSpacingM: 0.5 });
    // Assess
    expect(tight.positionCount).toBe(20);
    expect(spaced.positionCount).toBe(12);
  });

  it('lays one double vertical rack of 2 × 8 portrait panels at 30° (method 4)', () => {
    // Along the row: pitch 1.134 + 0.02 = 1.154 m; floor(10.02 / 1.154) = 8 columns
    // Depth 2.278 × cos 30° = 1.9728 → 2.0 m; group 2 × 2.0 + 0.02 = 4.02 m; a second would end at 8.04 m
    // Act
    const layout = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, layingMethod: 4, surfaceTilt: 30 });
    // Assess
    expect(layout.positionCount).toBe(16);
    expect(layout.groupCount).toBe(1);
  });

  it('lays one three-row rack of 3 × 4 (method 5, flat) and one four-row rack of 4 × 4 (method 6, 30°)', () => {
    // Method 5 flat: 3 × 1.1 + 2 × 0.02 = 3.34 m deep; method 6 at 30°: 4 × 1.0 + 3 × 0.02 = 4.06 m
    // Act
    const three = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, layingMethod: 5 });
    const four = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, layingMethod: 6, surfaceTilt: 30 });
    // Assess
    expect(three.positionCount).toBe(12);
    expect(four.positionCount).toBe(16);
  });

  it('starts at the south-east corner: panel 0 spans x 7.722-10 m, y 0-1.1 m', () => {
    // Facing south, rows run east-west and "left" seen from behind the panels is east
    // Act
    const [backLeft, backRight, frontRight, frontLeft] = panelCorners(
      fillPolygonWithPanels(RECTANGLE_10_BY_5, base),
      0,
    );
    // Assess
    expect(backLeft.x).toBeCloseTo(10, 9);
    expect(backLeft.y).toBeCloseTo(1.1, 9);
    expect(backRight.x).toBeCloseTo(7.722, 9);
    expect(frontRight.y).toBeCloseTo(0, 9);
    expect(frontLeft.x).toBeCloseTo(10, 9);
  });

  it('gives corners counter-clockwise with the panel footprint as area', () => {
    // Act
    const corners = panelCorners(fillPolygonWithPanels(RECTANGLE_10_BY_5, base), 5);
    // Assess: 2.278 × 1.1 = 2.5058 m², positive winding
    const signed =
      corners.reduce((sum, p, i) => {
        const q = corners[(i + 1) % 4]!;
        return sum + p.x * q.y - q.x * p.y;
      }, 0) / 2;
    expect(signed).toBeCloseTo(2.5058, 9);
  });

  it('keeps every panel inside and apart', () => {
    expectPanelsInsideAndApart(RECTANGLE_10_BY_5, base);
  });
});

describe('fillPolygonWithPanels on concave and slanted areas', () => {
  it('fills the L with 4 × 3 panels below its inner corner and 1 × 4 in its arm', () => {
    // Rows 0-1.1, 1.1-2.2, 2.2-3.3 span 10 m: 4 each. Rows 3.3-4.4 … 6.6-7.7 fit only the 4 m arm:
    // floor(4.02 / 2.298) = 1 each. Row 7.7-8.8 passes y = 8. Total 12 + 4 = 16
    // Act
    const layout = fillPolygonWithPanels(L_SHAPE, base);
    // Assess
    expect(layout.positionCount).toBe(16);
    expectPanelsInsideAndApart(L_SHAPE, base);
  });

  it('fills the L in portrait with 8 + 3 + 3 panels', () => {
    // Depth 2.278 → 2.3 m; row 0-2.3: floor(10.02 / 1.154) = 8; rows 2.3-4.6 and 4.6-6.9 in the arm:
    // floor(4.02 / 1.154) = 3; row 6.9-9.2 passes y = 8
    // Act
    const layout = fillPolygonWithPanels(L_SHAPE, { ...base, layingMethod: 2 });
    // Assess
    expect(layout.positionCount).toBe(14);
  });

  it('fills the right triangle with 3 + 3 + 2 + 2 + 1 + 1 + 1 = 13 panels', () => {
    // Row g spans y ∈ [1.1g, 1.1(g + 1)]; its width is 10 − 1.1(g + 1) at its top:
    // 8.9, 7.8, 6.7, 5.6, 4.5, 3.4, 2.3, 1.2, 0.1 m → floor((w + 0.02) / 2.298) = 3, 3, 2, 2, 1, 1, 1, 0, 0
    // Act
    const layout = fillPolygonWithPanels(RIGHT_TRIANGLE, base);
    // Assess
    expect(layout.positionCount).toBe(13);
    expectPanelsInsideAndApart(RIGHT_TRIANGLE, base);
  });

  it('lays rows north-south for an array facing east: 2 × 9 = 18 panels in the rectangle', () => {
    // Azimuth 90°: rows run along y (5 m): floor(5.02 / 2.298) = 2; rows stacked along x (10 m):
    // floor(10 / 1.1) = 9
    // Act
    const layout = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, surfaceAzimuth: 90 });
    // Assess
    expect(layout.positionCount).toBe(18);
    expectPanelsInsideAndApart(RECTANGLE_10_BY_5, { ...base, surfaceAzimuth: 90 });
  });

  it('gives the same 16 panels for the rectangle turned 30° with an azimuth turned 30° (210°)', () => {
    // Prepare
    const turned = rotateClockwise(RECTANGLE_10_BY_5, 30);
    const options = { ...base, surfaceAzimuth: 210 };
    // Act
    const layout = fillPolygonWithPanels(turned, options);
    // Assess
    expect(polygonArea(turned)).toBeCloseTo(50, 9);
    expect(layout.positionCount).toBe(16);
    expectPanelsInsideAndApart(turned, options);
  });

  it('accepts either winding and a repeated closing point', () => {
    // Act
    const reversed = fillPolygonWithPanels([...L_SHAPE].reverse(), base);
    const closed = fillPolygonWithPanels([...L_SHAPE, L_SHAPE[0]!], base);
    // Assess
    expect(reversed.positionCount).toBe(16);
    expect(closed.positionCount).toBe(16);
  });

  it('lays nothing in an area smaller than a panel, and nothing for fewer than three points', () => {
    expect(fillPolygonWithPanels(square(0, 0, 2), base).positionCount).toBe(0);
    expect(
      fillPolygonWithPanels(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        base,
      ).positionCount,
    ).toBe(0);
  });
});

describe('fillPolygonWithPanels removal and determinism', () => {
  it('gives identical layouts for identical inputs', () => {
    // Act
    const first = fillPolygonWithPanels(L_SHAPE, { ...base, removedIndices: [3] });
    const second = fillPolygonWithPanels(L_SHAPE, { ...base, removedIndices: [3] });
    // Assess
    expect(second.indices).toEqual(first.indices);
    expect(second.corners).toEqual(first.corners);
  });

  it('drops removed panels, reports the count and keeps the other panels where they were', () => {
    // Prepare
    const full = fillPolygonWithPanels(RECTANGLE_10_BY_5, base);
    // Act
    const trimmed = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, removedIndices: [0, 5, 5] });
    // Assess
    expect(trimmed.panelCount).toBe(14);
    expect(trimmed.removedCount).toBe(2);
    expect(Array.from(trimmed.indices)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(panelCorners(trimmed, 0)).toEqual(panelCorners(full, 1));
    expect(panelCorners(trimmed, 4)).toEqual(panelCorners(full, 6));
  });

  it('ignores removed indices that name no position, and reports them', () => {
    // Act
    const layout = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, removedIndices: [16, -1, 2.5, 4] });
    // Assess
    expect(layout.removedCount).toBe(1);
    expect(layout.panelCount).toBe(15);
    expect(layout.ignoredRemovedIndices).toEqual([16, -1, 2.5]);
  });

  it('numbers racks of several rows row by row from the front', () => {
    // Prepare: method 3 flat: one rack of 2 rows (front row y 0-1.1, back row y 1.12-2.22), 4 columns
    // Act
    const layout = fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, layingMethod: 3 });
    // Assess: index 4 is the first panel of the back row of the first rack
    expect(panelCorners(layout, 0)[2].y).toBeCloseTo(0, 9);
    expect(panelCorners(layout, 4)[2].y).toBeCloseTo(1.12, 9);
  });
});

describe('fillPolygonWithPanels input checks', () => {
  it('rejects sizes, tilts, spacings and laying methods out of range', () => {
    expect(() => fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, panelWidthM: 0 })).toThrow(
      LayoutInputError,
    );
    expect(() => fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, surfaceTilt: 91 })).toThrow(
      LayoutInputError,
    );
    expect(() => fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, rowSpacingM: -0.1 })).toThrow(
      LayoutInputError,
    );
    expect(() => fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, layingMethod: 7 as 1 })).toThrow(
      LayoutInputError,
    );
  });

  it('lays vertical panels (tilt 90°) 0.1 m deep', () => {
    // 5 m / 0.1 m = 50 rows × 4 columns
    expect(fillPolygonWithPanels(RECTANGLE_10_BY_5, { ...base, surfaceTilt: 90 }).positionCount).toBe(200);
  });
});
