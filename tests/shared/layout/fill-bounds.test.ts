/**
 * The fill's bounds: an area more than PROJECT_LIMITS.drawnAreaSpanM across, or holding more
 * positions than its cap, is refused before anything of its size is built, so no drawn area can
 * hold a request (or the editor) for long or run it out of memory.
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import {
  countPanelPositions,
  fillPolygonWithPanels,
  LayoutLimitError,
  type PanelFillOptions,
} from '@pvd/shared/layout/fill';
import { polygonSpan } from '@pvd/shared/layout/polygon';
import type { Point } from '@pvd/shared/layout/types';
import { describe, expect, it } from 'vitest';
import { JA_PANEL, square } from './fixtures/polygons';

/**
 * JA Solar panels (2.278 × 1.134 m) flat, single row, no spacing: a column every 2.298 m, a row
 * every 1.1 m (depth round(1.134, 1)), so a W × D area holds floor((W + 0.02) / 2.298) ×
 * floor(D / 1.1) positions.
 */
const flat: PanelFillOptions = {
  ...JA_PANEL,
  layingMethod: 1,
  surfaceTilt: 0,
  surfaceAzimuth: 180,
  rowSpacingM: 0,
};

function limitOf(fill: () => unknown): LayoutLimitError | undefined {
  try {
    fill();
  } catch (error) {
    if (error instanceof LayoutLimitError) return error;
    throw error;
  }
  return undefined;
}

/** One degree of latitude and of longitude at 30° N, as the plan frame sees it. [m] */
const ONE_DEGREE_SQUARE = square(0, 0, 110_000);

describe('the fill’s panel cap', () => {
  it('refuses a 250 m square (about 24 700 positions) instead of building it', () => {
    // Prepare: floor(250.02 / 2.298) = 108 columns × floor(250 / 1.1) = 227 rows = 24 516 positions.
    const field = square(0, 0, 250);
    // Act
    const refused = limitOf(() => fillPolygonWithPanels(field, flat));
    // Assess
    expect(refused).toMatchObject({ limit: 'positions', max: PROJECT_LIMITS.panelsPerArray });
  });

  it('fills an area holding exactly the cap, and refuses it one position below', () => {
    // Prepare: 100 columns (229.8 m) × 10 rows (11 m) = 1 000 positions.
    const area: Point[] = [
      { x: 0, y: 0 },
      { x: 229.8, y: 0 },
      { x: 229.8, y: 11 },
      { x: 0, y: 11 },
    ];
    // Act
    const atCap = fillPolygonWithPanels(area, { ...flat, maxPositions: 1000 });
    const belowCap = limitOf(() => fillPolygonWithPanels(area, { ...flat, maxPositions: 999 }));
    // Assess
    expect(atCap.positionCount).toBe(1000);
    expect(belowCap).toMatchObject({ limit: 'positions', max: 999 });
  });

  it('counts the positions and groups of the fill without building the panels, with the same cap', () => {
    // Prepare: 20 m × 12 m, double row at 20°, 1.5 m spacing, 3 panels removed.
    const options: PanelFillOptions = {
      ...flat,
      layingMethod: 3,
      surfaceTilt: 20,
      rowSpacingM: 1.5,
      removedIndices: [0, 1, 2],
    };
    const area = square(0, 0, 20);
    // Act
    const counted = countPanelPositions(area, options);
    const filled = fillPolygonWithPanels(area, options);
    // Assess
    expect(counted).toEqual({ positionCount: filled.positionCount, groupCount: filled.groupCount });
    expect(limitOf(() => countPanelPositions(area, { ...options, maxPositions: 10 }))).toMatchObject({
      limit: 'positions',
    });
  });
});

describe('the fill’s largest area', () => {
  it('measures across as the longest distance between two corners (3-4-5 m)', () => {
    expect(
      polygonSpan([
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { x: 30, y: 40 },
      ]),
    ).toBe(50);
  });

  it('refuses an area more than 1 km across, however few panels it would hold', () => {
    // Prepare: a 1.2 km square, and a 1.2 km sliver 1 m wide (no panel fits in it).
    const sliver: Point[] = [
      { x: 0, y: 0 },
      { x: 1200, y: 0 },
      { x: 1200, y: 1 },
    ];
    // Act and Assess
    for (const area of [square(0, 0, 1200), sliver]) {
      expect(limitOf(() => fillPolygonWithPanels(area, flat))).toMatchObject({
        limit: 'span',
        max: PROJECT_LIMITS.drawnAreaSpanM,
      });
    }
  });

  it('refuses the 1° × 1° square of the attack at once', () => {
    // Act and Assess: before the bounds, this fill ran the process out of memory.
    expect(limitOf(() => fillPolygonWithPanels(ONE_DEGREE_SQUARE, flat))).toMatchObject({ limit: 'span' });
    expect(limitOf(() => countPanelPositions(ONE_DEGREE_SQUARE, flat))).toMatchObject({ limit: 'span' });
  });

  it('lays the thinnest legal area at the smallest row pitch to its end: 999 m of 0.1 m rows, no panel', () => {
    // Prepare: vertical panels (depth 0.1 m) with no spacing; a diagonal sliver just under 1 km
    // whose strips are all too narrow for a panel.
    const sliver: Point[] = [
      { x: 0, y: 0 },
      { x: 700, y: 700 },
      { x: 700, y: 700.3 },
    ];
    // Act
    const counted = countPanelPositions(sliver, { ...flat, surfaceTilt: 90 });
    // Assess
    expect(polygonSpan(sliver)).toBeLessThan(PROJECT_LIMITS.drawnAreaSpanM);
    expect(counted).toEqual({ positionCount: 0, groupCount: 0 });
  });
});
