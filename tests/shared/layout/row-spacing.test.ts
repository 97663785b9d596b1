import {
  defaultRowSpacing,
  noonShadowLength,
  winterSolsticeNoonElevation,
} from '@pvd/shared/layout/row-spacing';
import { describe, expect, it } from 'vitest';
import { JA_PANEL } from './fixtures/polygons';

/** Double row (method 3) of JA Solar panels at 30°: H = 2 × 1.134 + 0.02 = 2.288 m, h = H sin 30° = 1.144 m. */
const doubleRowAt30 = { ...JA_PANEL, layingMethod: 3 as const, surfaceTilt: 30 };

describe('winterSolsticeNoonElevation', () => {
  it('is 90 − |φ − δ| with δ = −23.44° in the north: 36.56° at 30° N, 21.56° at 45° N', () => {
    expect(winterSolsticeNoonElevation(30)).toBeCloseTo(36.56, 12);
    expect(winterSolsticeNoonElevation(45)).toBeCloseTo(21.56, 12);
  });

  it('uses δ = +23.44° in the south: 31.56° at 35° S', () => {
    expect(winterSolsticeNoonElevation(-35)).toBeCloseTo(31.56, 12);
  });

  it('is negative in the polar night: -1.44° at 68° N', () => {
    expect(winterSolsticeNoonElevation(68)).toBeCloseTo(-1.44, 12);
  });
});

describe('defaultRowSpacing', () => {
  it('is 1.6 m at 30° N: 1.144 / tan 36.56° = 1.5426 m, rounded up', () => {
    // tan 36.56° = 0.741583; 1.144 / 0.741583 = 1.54265 m → 1.6 m
    expect(noonShadowLength(2.288, 30, 30)).toBeCloseTo(1.54265, 4);
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: 30 })).toBe(1.6);
  });

  it('is 2.9 m at 45° N: 1.144 / tan 21.56° = 2.8953 m, rounded up', () => {
    // tan 21.56° = 0.395121; 1.144 / 0.395121 = 2.89532 m → 2.9 m
    expect(noonShadowLength(2.288, 30, 45)).toBeCloseTo(2.89532, 4);
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: 45 })).toBe(2.9);
  });

  it('is 1.9 m at 35° S: 1.144 / tan 31.56° = 1.8625 m, rounded up', () => {
    // tan 31.56° = 0.614242; 1.144 / 0.614242 = 1.86246 m → 1.9 m
    expect(noonShadowLength(2.288, 30, -35)).toBeCloseTo(1.86246, 4);
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: -35 })).toBe(1.9);
  });

  it('shrinks with fewer rows per group: a single row at 45° N is 0.567 / tan 21.56° = 1.4350 → 1.5 m', () => {
    // H = 1.134 m, h = 1.134 × sin 30° = 0.567 m; 0.567 / 0.395121 = 1.43500 m → 1.5 m
    expect(defaultRowSpacing({ ...JA_PANEL, layingMethod: 1, surfaceTilt: 30, latitude: 45 })).toBe(1.5);
  });

  it('is 0 for flat panels, which cast no shadow on the next row', () => {
    expect(defaultRowSpacing({ ...JA_PANEL, layingMethod: 3, surfaceTilt: 0, latitude: 45 })).toBe(0);
  });

  it('caps the design sun elevation at 5° near and beyond the polar circle', () => {
    // 1.144 / tan 5° = 1.144 / 0.0874887 = 13.0760 m → 13.1 m, the same at 62° N, 70° N and 80° S
    // (noon sun below 5°, or below the horizon)
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: 62 })).toBe(13.1);
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: 70 })).toBe(13.1);
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: -80 })).toBe(13.1);
  });

  it('is uncapped at 61° N, where the noon sun is 5.56° high: 1.144 / tan 5.56° = 11.7519 → 11.8 m', () => {
    expect(defaultRowSpacing({ ...doubleRowAt30, latitude: 61 })).toBe(11.8);
  });
});
