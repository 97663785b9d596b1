import {
  clampZoom,
  cornersToPlan,
  EQUATOR_METRES_PER_PIXEL_Z0,
  metresPerPixel,
  niceLength,
  planFrame,
  planToCorner,
  ROOF_ZOOM,
  viewBoxOf,
  viewPoint,
} from '@pvd/shared/layout/plan-view';
import { describe, expect, it } from 'vitest';

describe('metresPerPixel', () => {
  it('is 2π × 6 378 137 / 256 = 156 543.034 m at zoom 0 on the equator (Bing Maps Tile System)', () => {
    expect(EQUATOR_METRES_PER_PIXEL_Z0).toBeCloseTo(156_543.034, 3);
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.034, 3);
  });

  it('halves with each zoom level: 156 543.034 / 2²¹ = 0.074646 m at zoom 21 on the equator', () => {
    expect(metresPerPixel(21, 0)).toBeCloseTo(0.074646, 6);
    expect(metresPerPixel(20, 0) / metresPerPixel(21, 0)).toBeCloseTo(2, 12);
  });

  it('shrinks with cos φ: 0.037323 m at zoom 21 and 60° (cos 60° = ½), the same south', () => {
    expect(metresPerPixel(21, 60)).toBeCloseTo(0.037323, 6);
    expect(metresPerPixel(21, -60)).toBeCloseTo(metresPerPixel(21, 60), 12);
  });

  it('holds the scale at the Mercator limit instead of reaching 0 at the pole', () => {
    expect(metresPerPixel(21, 90)).toBeCloseTo(metresPerPixel(21, 85.05112878), 12);
    expect(metresPerPixel(21, 90)).toBeGreaterThan(0);
  });
});

describe('clampZoom', () => {
  it('keeps whole levels 5-21 and starts at 21', () => {
    expect(ROOF_ZOOM).toEqual({ min: 5, max: 21, initial: 21 });
    expect(clampZoom(3)).toBe(5);
    expect(clampZoom(25)).toBe(21);
    expect(clampZoom(17.4)).toBe(17);
    expect(clampZoom(Number.NaN)).toBe(21);
  });
});

describe('viewBoxOf and viewPoint', () => {
  it('centres a 960 × 640 px view at zoom 21 on the equator on a 71.66 × 47.77 m box, north up', () => {
    // 960 × 0.0746455 = 71.6597 m; 640 × 0.0746455 = 47.7731 m
    const box = viewBoxOf({ centre: { x: 10, y: 20 }, zoom: 21, latitude: 0, widthPx: 960, heightPx: 640 });
    expect(box.width).toBeCloseTo(71.6597, 4);
    expect(box.height).toBeCloseTo(47.7731, 4);
    expect(box.x).toBeCloseTo(10 - 71.6597 / 2, 4);
    // SVG's y runs south: the top edge is at −(20 + 47.7731 / 2).
    expect(box.y).toBeCloseTo(-20 - 47.7731 / 2, 4);
  });

  it('maps the middle of the view to its centre and the top-left corner to the north-west', () => {
    const box = viewBoxOf({ centre: { x: 10, y: 20 }, zoom: 21, latitude: 0, widthPx: 960, heightPx: 640 });
    const middle = viewPoint(box, 0.5, 0.5);
    expect(middle.x).toBeCloseTo(10, 9);
    expect(middle.y).toBeCloseTo(20, 9);
    const topLeft = viewPoint(box, 0, 0);
    expect(topLeft.x).toBeCloseTo(10 - 35.8299, 4);
    expect(topLeft.y).toBeCloseTo(20 + 23.8866, 4);
  });
});

describe('niceLength', () => {
  it('answers 1, 2 or 5 × 10ⁿ not above the length', () => {
    expect(niceLength(7.3)).toBe(5);
    expect(niceLength(5)).toBe(5);
    expect(niceLength(4.99)).toBe(2);
    expect(niceLength(0.31)).toBe(0.2);
    expect(niceLength(1800)).toBe(1000);
    expect(niceLength(0)).toBe(1);
  });
});

describe('plan frame: metres ↔ degrees', () => {
  it('puts 0.001° north of a site on the equator 110.574 m north (meridian radius a(1 − e²))', () => {
    // M(0) = 6 378 137 × (1 − 0.00669438) = 6 335 439.3 m; × 0.001 × π / 180 = 110.5743 m
    const frame = planFrame({ latitude: 0, longitude: 120 });
    const [point] = cornersToPlan(frame, [{ lat: 0.001, lng: 120 }]);
    expect(point!.y).toBeCloseTo(110.5743, 3);
    expect(point!.x).toBeCloseTo(0, 6);
  });

  it('puts 0.001° east of a site at 60° N 55.8 m east (N cos φ Δλ)', () => {
    // N(60°) = a / √(1 − e² sin² 60°) = 6 394 209.2 m; × cos 60° × 0.001 × π / 180 = 55.8000 m
    const frame = planFrame({ latitude: 60, longitude: 10 });
    const [point] = cornersToPlan(frame, [{ lat: 60, lng: 10.001 }]);
    expect(point!.x).toBeCloseTo(55.8, 3);
  });

  it('gives back a drawn corner to well under a millimetre', () => {
    const frame = planFrame({ latitude: 30.28, longitude: 120.15 });
    const corner = planToCorner(frame, { x: 23.456, y: -17.89 });
    const [point] = cornersToPlan(frame, [corner]);
    expect(point!.x).toBeCloseTo(23.456, 6);
    expect(point!.y).toBeCloseTo(-17.89, 6);
  });
});
