import { polygonsOverlap } from '@pvd/shared/layout/overlap';
import type { Point } from '@pvd/shared/layout/types';
import { describe, expect, it } from 'vitest';
import { L_SHAPE, RECTANGLE_10_BY_5, rotateClockwise, square } from './fixtures/polygons';

describe('polygonsOverlap', () => {
  it('is false for separate areas', () => {
    expect(polygonsOverlap(square(0, 0, 4), square(10, 10, 4))).toBe(false);
  });

  it('is false for areas sharing an edge', () => {
    expect(polygonsOverlap(square(0, 0, 4), square(4, 0, 4))).toBe(false);
  });

  it('is false for areas sharing part of an edge', () => {
    expect(polygonsOverlap(square(0, 0, 4), square(4, 2, 4))).toBe(false);
  });

  it('is false for areas touching at one vertex', () => {
    expect(polygonsOverlap(square(0, 0, 4), square(4, 4, 4))).toBe(false);
  });

  it('is false for a square sitting in the notch of the L, touching both inner edges', () => {
    expect(polygonsOverlap(L_SHAPE, square(4, 4, 4))).toBe(false);
  });

  it('is true when the square reaches 10 cm into the L', () => {
    expect(polygonsOverlap(L_SHAPE, square(3.9, 4, 4))).toBe(true);
  });

  it('is true for a partial overlap', () => {
    expect(polygonsOverlap(square(0, 0, 4), square(2, 2, 4))).toBe(true);
  });

  it('is true when one area contains the other, in both orders', () => {
    expect(polygonsOverlap(RECTANGLE_10_BY_5, square(1, 1, 2))).toBe(true);
    expect(polygonsOverlap(square(1, 1, 2), RECTANGLE_10_BY_5)).toBe(true);
  });

  it('is true for a contained area touching the outline from inside', () => {
    expect(polygonsOverlap(RECTANGLE_10_BY_5, square(0, 0, 2))).toBe(true);
  });

  it('is true for two bars crossing like a plus sign (no vertex inside the other)', () => {
    // Prepare
    const horizontal: Point[] = [
      { x: 0, y: 4 },
      { x: 10, y: 4 },
      { x: 10, y: 6 },
      { x: 0, y: 6 },
    ];
    const vertical: Point[] = [
      { x: 4, y: 0 },
      { x: 6, y: 0 },
      { x: 6, y: 10 },
      { x: 4, y: 10 },
    ];
    // Act / Assess
    expect(polygonsOverlap(horizontal, vertical)).toBe(true);
  });

  it('is true for the same area drawn with another start, winding and an extra vertex', () => {
    // Prepare: the 10 × 5 rectangle clockwise, from (10, 5), with (5, 0) added on the bottom edge
    const redrawn: Point[] = [
      { x: 10, y: 5 },
      { x: 10, y: 0 },
      { x: 5, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 5 },
    ];
    // Act / Assess
    expect(polygonsOverlap(RECTANGLE_10_BY_5, redrawn)).toBe(true);
  });

  it('works on rotated areas: two 30° rotated squares sharing an edge do not overlap', () => {
    expect(polygonsOverlap(rotateClockwise(square(0, 0, 4), 30), rotateClockwise(square(4, 0, 4), 30))).toBe(
      false,
    );
    expect(
      polygonsOverlap(rotateClockwise(square(0, 0, 4), 30), rotateClockwise(square(3.5, 0, 4), 30)),
    ).toBe(true);
  });

  it('is false when either polygon has fewer than three points', () => {
    expect(polygonsOverlap(square(0, 0, 4), [{ x: 1, y: 1 }])).toBe(false);
  });
});
