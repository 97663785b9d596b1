import { type FlatPolygon, freeIntervals } from '@pvd/shared/layout/strip';
import type { Point } from '@pvd/shared/layout/types';
import { describe, expect, it } from 'vitest';
import { L_SHAPE, RECTANGLE_10_BY_5, RIGHT_TRIANGLE } from './fixtures/polygons';

/** The polygon with u = x and v = y. */
function flat(points: readonly Point[]): FlatPolygon {
  return { u: Float64Array.from(points, (p) => p.x), v: Float64Array.from(points, (p) => p.y) };
}

describe('freeIntervals', () => {
  it('spans the whole rectangle for a strip touching its bottom edge', () => {
    expect(freeIntervals(flat(RECTANGLE_10_BY_5), 0, 1.1)).toEqual([[0, 10]]);
  });

  it('spans the whole rectangle for a strip exactly as tall as it', () => {
    expect(freeIntervals(flat(RECTANGLE_10_BY_5), 0, 5)).toEqual([[0, 10]]);
  });

  it('is empty for a strip reaching beyond the top', () => {
    expect(freeIntervals(flat(RECTANGLE_10_BY_5), 4.5, 5.6)).toEqual([]);
  });

  it('keeps only the arm of the L for a strip across its inner corner (y 3.3 to 4.4)', () => {
    // The edge y = 4 from x = 4 to 10 blocks [4, 10]; the arm x ∈ [0, 4] stays free
    expect(freeIntervals(flat(L_SHAPE), 3.3, 4.4)).toEqual([[0, 4]]);
  });

  it('stops at the hypotenuse where it is lowest in the strip: x ≤ 10 − 2.2 for y 1.1 to 2.2', () => {
    // Prepare / Act
    const [interval] = freeIntervals(flat(RIGHT_TRIANGLE), 1.1, 2.2);
    // Assess: the hypotenuse inside the strip covers x ∈ [7.8, 8.9]
    expect(interval?.[0]).toBe(0);
    expect(interval?.[1]).toBeCloseTo(7.8, 6);
  });

  it('splits a strip across a U into its two arms', () => {
    // Prepare: a U 9 m wide, arms 3 m wide, the gap between x = 3 and 6 open above y = 2
    const u: Point[] = [
      { x: 0, y: 0 },
      { x: 9, y: 0 },
      { x: 9, y: 6 },
      { x: 6, y: 6 },
      { x: 6, y: 2 },
      { x: 3, y: 2 },
      { x: 3, y: 6 },
      { x: 0, y: 6 },
    ];
    // Act / Assess
    expect(freeIntervals(flat(u), 3, 4)).toEqual([
      [0, 3],
      [6, 9],
    ]);
  });
});
