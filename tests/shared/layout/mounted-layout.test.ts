/**
 * The drawn fill of tracker rows and east-west units [MNT-1] [MNT-2] (docs/mounting.md, "On the
 * drawing"). Expected counts and positions are closed forms worked by hand from the rectangle's
 * size, the panel's size, the GCR or the gap, and the 0.02 m panel gap [LAY-1]; each test shows
 * its arithmetic.
 */
import {
  fillPolygonWithPanels,
  LayoutInputError,
  type PanelFillOptions,
  type PanelLayout,
  panelCorners,
} from '@pvd/shared/layout/fill';
import { type FillMounting, faceOfRow } from '@pvd/shared/layout/mounted-layout';
import type { Point } from '@pvd/shared/layout/types';
import { describe, expect, it } from 'vitest';
import { JA_PANEL, square } from './fixtures/polygons';

/** An axis-aligned rectangle [0, w] × [0, l], x east, y north. [m] */
function rectangle(w: number, l: number): Point[] {
  return [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: l },
    { x: 0, y: l },
  ];
}

/** The x and y ranges of each kept panel. [m] */
function boxes(layout: PanelLayout) {
  return Array.from({ length: layout.panelCount }, (_, k) => {
    const corners = panelCorners(layout, k);
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    return {
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: Math.min(...ys),
      y1: Math.max(...ys),
      row: layout.rowInGroup[k]!,
    };
  });
}

/** Distinct values, rounded to 1e-9 m, descending. */
function distinct(values: number[]): number[] {
  return [...new Set(values.map((v) => Math.round(v * 1e9) / 1e9))].sort((a, b) => b - a);
}

const fixed = (extra: Partial<PanelFillOptions>): PanelFillOptions => ({
  ...JA_PANEL,
  layingMethod: 2,
  surfaceTilt: 25,
  surfaceAzimuth: 180,
  rowSpacingM: 1,
  ...extra,
});

const tracker = (axisAzimuth: number, gcr: number, axisTilt = 0): FillMounting => ({
  kind: 'single-axis',
  axisAzimuth,
  axisTilt,
  gcr,
});

describe('a single-axis tracker drawn in rows along its axis', () => {
  it('lays a north-south axis in north-south rows at pitch W / GCR (30 × 20 m, 1P, GCR 0.35)', () => {
    // Method 2 (portrait, one row): across the row the long side a = 2.278 m, along it b = 1.134 m.
    // Collector width W = a = 2.278 m; pitch p = W / g = 2.278 / 0.35 = 6.508571 m.
    // Rows across 30 m (east-west): floor((30 − 2.278) / 6.508571) + 1 = floor(4.2593) + 1 = 5.
    // Panels per row along 20 m (north-south): floor((20 + 0.02) / (1.134 + 0.02)) = floor(17.348) = 17.
    // Act
    const layout = fillPolygonWithPanels(rectangle(30, 20), fixed({ mounting: tracker(180, 0.35) }));
    // Assess
    expect(layout.groupCount).toBe(5);
    expect(layout.panelCount).toBe(5 * 17);
    const panels = boxes(layout);
    for (const box of panels) {
      // Flat (the stow): true size, the long side across the axis (east-west).
      expect(box.x1 - box.x0).toBeCloseTo(2.278, 9);
      expect(box.y1 - box.y0).toBeCloseTo(1.134, 9);
    }
    // Rows from the east edge westward, p apart; each row's collector width over the pitch is the GCR.
    const rowEastEdges = distinct(panels.map((box) => box.x1));
    expect(rowEastEdges).toHaveLength(5);
    for (const [i, x] of rowEastEdges.entries()) expect(x).toBeCloseTo(30 - (i * 2.278) / 0.35, 9);
  });

  it('lays an east-west axis in east-west rows (30 × 40 m, 2P, GCR 0.4)', () => {
    // Method 4 (portrait, two rows): W = 2 × 2.278 + 0.02 = 4.576 m; p = 4.576 / 0.4 = 11.44 m.
    // Rows across 40 m (north-south): floor((40 − 4.576) / 11.44) + 1 = floor(3.0965) + 1 = 4.
    // Columns along 30 m: floor(30.02 / 1.154) = 26, two panels each: 52 per row; 208 in all.
    // Act
    const layout = fillPolygonWithPanels(
      rectangle(30, 40),
      fixed({ layingMethod: 4, mounting: tracker(90, 0.4) }),
    );
    // Assess
    expect(layout.groupCount).toBe(4);
    expect(layout.panelCount).toBe(208);
    const panels = boxes(layout);
    for (const box of panels) expect(box.y1 - box.y0).toBeCloseTo(2.278, 9);
    // Rows from the north edge southward, p apart: row k's northern panels end at y = 40 − 11.44 k,
    // its southern ones 2.278 + 0.02 m further south.
    const northEdges = distinct(panels.filter((box) => box.row === 0).map((box) => box.y1));
    expect(northEdges).toHaveLength(4);
    for (const [k, y] of northEdges.entries()) expect(y).toBeCloseTo(40 - k * 11.44, 9);
    const southEdges = distinct(panels.filter((box) => box.row === 1).map((box) => box.y1));
    for (const [k, y] of southEdges.entries()) expect(y).toBeCloseTo(40 - k * 11.44 - 2.298, 9);
  });

  it('foreshortens the panels along a sloping axis by cos(axis tilt)', () => {
    // 20° axis: along the row b cos 20° = 1.134 × 0.939693 = 1.065612 m in plan;
    // panels per row floor(20.02 / 1.085612) = floor(18.441) = 18 (17 on a level axis).
    // Act
    const layout = fillPolygonWithPanels(rectangle(30, 20), fixed({ mounting: tracker(180, 0.35, 20) }));
    // Assess
    expect(layout.panelCount).toBe(5 * 18);
    const [first] = boxes(layout);
    expect(first!.y1 - first!.y0).toBeCloseTo(1.134 * Math.cos((20 * Math.PI) / 180), 9);
  });

  it('ignores the fixed row spacing and tilt, and refuses a GCR outside (0, 1]', () => {
    // Arrange
    const polygon = rectangle(30, 20);
    // Act
    const a = fillPolygonWithPanels(polygon, fixed({ mounting: tracker(180, 0.35) }));
    const b = fillPolygonWithPanels(
      polygon,
      fixed({ surfaceTilt: 60, rowSpacingM: 9, mounting: tracker(180, 0.35) }),
    );
    // Assess
    expect(Array.from(b.corners)).toEqual(Array.from(a.corners));
    expect(() => fillPolygonWithPanels(polygon, fixed({ mounting: tracker(180, 0) }))).toThrow(
      LayoutInputError,
    );
    expect(() => fillPolygonWithPanels(polygon, fixed({ mounting: tracker(180, 1.2) }))).toThrow(
      LayoutInputError,
    );
  });
});

describe('an east-west rack drawn as back-to-back pairs', () => {
  // Azimuth 90: the front halves face east, the back halves west, the ridges run north-south.
  // Method 1 (landscape): along the row 2.278 m, up the slope 1.134 m; at 10° the plan depth is
  // round(1.134 × cos 10°, 0.1) = round(1.11677) = 1.1 m [LAY-1]. A unit: 2 × 1.1 + 0.02 = 2.22 m
  // deep; with a 0.3 m gap the pitch is 2.52 m.
  const options = fixed({
    layingMethod: 1,
    surfaceTilt: 10,
    surfaceAzimuth: 90,
    mounting: { kind: 'east-west', gapM: 0.3 },
  });

  it('lays units of two panels, one facing each side, the gap between them (20 × 12 m)', () => {
    // Units across 20 m: floor((20 − 2.22) / 2.52) + 1 = floor(7.0556) + 1 = 8.
    // Columns along 12 m: floor(12.02 / 2.298) = 5; 2 panels each: 8 × 5 × 2 = 80.
    // Act
    const layout = fillPolygonWithPanels(rectangle(20, 12), options);
    // Assess
    expect(layout.groupCount).toBe(8);
    expect(layout.panelCount).toBe(80);
    const panels = boxes(layout);
    const east = panels.filter((box) => faceOfRow(layout.footprint, box.row) === 'front');
    const west = panels.filter((box) => faceOfRow(layout.footprint, box.row) === 'back');
    expect(east).toHaveLength(40);
    expect(west).toHaveLength(40);
    for (let k = 0; k < 8; k++) {
      // Unit k: east half x ∈ [20 − 2.52k − 1.1, 20 − 2.52k], the ridge 0.02 m, the west half behind.
      const eastEdge = 20 - 2.52 * k;
      const ridgeEast = eastEdge - 1.1;
      const unitEast = east.filter((box) => Math.abs(box.x1 - eastEdge) < 1e-9);
      const unitWest = west.filter((box) => Math.abs(box.x1 - (ridgeEast - 0.02)) < 1e-9);
      expect(unitEast).toHaveLength(5);
      expect(unitWest).toHaveLength(5);
      // Paired: each east panel has its west twin on the same north-south span.
      for (const half of unitEast) {
        expect(
          unitWest.some((twin) => Math.abs(twin.y0 - half.y0) < 1e-9 && Math.abs(twin.y1 - half.y1) < 1e-9),
        ).toBe(true);
        expect(half.x0).toBeCloseTo(ridgeEast, 9);
      }
      for (const twin of unitWest) expect(twin.x0).toBeCloseTo(ridgeEast - 1.12, 9);
    }
  });

  it('numbers each pair as its front and back half of one unit and column', () => {
    // Act
    const layout = fillPolygonWithPanels(rectangle(20, 12), options);
    // Assess: rows 0 (front half) then 1 (back half) of each unit, 5 columns each.
    expect(layout.footprint.rowsPerGroup).toBe(2);
    expect(layout.footprint.rowsPerHalf).toBe(1);
    expect(Array.from(layout.rowInGroup.slice(0, 10))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('keeps a fixed array as before the mountings (the same corners without or with `fixed`)', () => {
    // Arrange
    const polygon = square(0, 0, 12);
    const plain = fixed({ surfaceAzimuth: 90 });
    // Act
    const before = fillPolygonWithPanels(polygon, plain);
    const withFixed = fillPolygonWithPanels(polygon, { ...plain, mounting: { kind: 'fixed' } });
    // Assess
    expect(Array.from(withFixed.corners)).toEqual(Array.from(before.corners));
    expect(withFixed.footprint.rowsPerHalf).toBeUndefined();
  });
});
