import {
  boundingBox,
  interiorPoint,
  locatePoint,
  openRing,
  pointInPolygon,
  polygonArea,
  signedArea,
} from '@pvd/shared/layout/polygon';
import { describe, expect, it } from 'vitest';
import { L_SHAPE, RECTANGLE_10_BY_5, RIGHT_TRIANGLE } from './fixtures/polygons';

describe('polygonArea', () => {
  it('is 50 m² for the 10 × 5 rectangle in either winding', () => {
    expect(polygonArea(RECTANGLE_10_BY_5)).toBe(50);
    expect(polygonArea([...RECTANGLE_10_BY_5].reverse())).toBe(50);
  });

  it('is 10 × 4 + 4 × 4 = 56 m² for the L shape', () => {
    expect(polygonArea(L_SHAPE)).toBe(56);
  });

  it('is ½ × 10 × 10 = 50 m² for the right triangle', () => {
    expect(polygonArea(RIGHT_TRIANGLE)).toBe(50);
  });

  it('ignores a repeated closing point', () => {
    expect(polygonArea([...RECTANGLE_10_BY_5, RECTANGLE_10_BY_5[0]!])).toBe(50);
  });

  it('is 0 for fewer than three points', () => {
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBe(0);
  });
});

describe('signedArea', () => {
  it('is positive counter-clockwise and negative clockwise', () => {
    expect(signedArea(RECTANGLE_10_BY_5)).toBe(50);
    expect(signedArea([...RECTANGLE_10_BY_5].reverse())).toBe(-50);
  });
});

describe('boundingBox', () => {
  it('bounds the L shape', () => {
    expect(boundingBox(L_SHAPE)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 8 });
  });
});

describe('locatePoint', () => {
  it('finds a point strictly inside, outside, and on an edge or a vertex', () => {
    expect(locatePoint({ x: 5, y: 2.5 }, RECTANGLE_10_BY_5)).toBe('inside');
    expect(locatePoint({ x: 11, y: 2.5 }, RECTANGLE_10_BY_5)).toBe('outside');
    expect(locatePoint({ x: 10, y: 2.5 }, RECTANGLE_10_BY_5)).toBe('boundary');
    expect(locatePoint({ x: 0, y: 0 }, RECTANGLE_10_BY_5)).toBe('boundary');
  });

  it('puts the notch of the L outside', () => {
    expect(locatePoint({ x: 7, y: 6 }, L_SHAPE)).toBe('outside');
  });

  it('counts a ray through a vertex once', () => {
    // The ray from (2, 4) to +x passes through the L's vertex (4, 4) and along the edge y = 4
    expect(locatePoint({ x: 2, y: 4 }, L_SHAPE)).toBe('inside');
  });
});

describe('pointInPolygon', () => {
  it('counts the boundary as inside', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, RIGHT_TRIANGLE)).toBe(true);
    expect(pointInPolygon({ x: 6, y: 5 }, RIGHT_TRIANGLE)).toBe(false);
  });
});

describe('interiorPoint', () => {
  it('finds a point strictly inside a concave polygon', () => {
    // Prepare
    const point = interiorPoint(L_SHAPE);
    // Assess
    expect(point).not.toBeNull();
    expect(locatePoint(point!, L_SHAPE)).toBe('inside');
  });

  it('is null for a polygon with no area', () => {
    expect(
      interiorPoint([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ]),
    ).toBeNull();
  });
});

describe('openRing', () => {
  it('drops a repeated closing point only', () => {
    expect(openRing([...RIGHT_TRIANGLE, { x: 0, y: 0 }])).toEqual(RIGHT_TRIANGLE);
    expect(openRing(RIGHT_TRIANGLE)).toBe(RIGHT_TRIANGLE);
  });
});
