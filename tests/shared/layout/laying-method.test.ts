import { LAYING_METHODS, panelFootprint } from '@pvd/shared/layout/laying-method';
import { describe, expect, it } from 'vitest';
import { JA_PANEL } from './fixtures/polygons';

describe('LAYING_METHODS', () => {
  it('gives rows per group 1, 1, 2, 2, 3, 4 for methods 1-6', () => {
    expect([1, 2, 3, 4, 5, 6].map((m) => LAYING_METHODS[m as 1].rowsPerGroup)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('lays the vertical methods 2 and 4 in portrait and the others in landscape', () => {
    expect([1, 2, 3, 4, 5, 6].map((m) => LAYING_METHODS[m as 1].orientation)).toEqual([
      'landscape',
      'portrait',
      'landscape',
      'portrait',
      'landscape',
      'landscape',
    ]);
  });
});

describe('panelFootprint', () => {
  it('projects the up-slope side by cos(tilt) and rounds it to 0.1 m: landscape at 30°', () => {
    // 1.134 × cos 30° = 0.98206 → 1.0 m; along the row the long side 2.278 m stays exact
    // Act
    const footprint = panelFootprint({ ...JA_PANEL, layingMethod: 1, surfaceTilt: 30 });
    // Assess
    expect(footprint.depthM).toBe(1);
    expect(footprint.alongRowM).toBe(2.278);
    expect(footprint.groupDepthM).toBe(1);
  });

  it('uses the long side up the slope in portrait: 2.278 × cos 30° = 1.9728 → 2.0 m', () => {
    // Act
    const footprint = panelFootprint({ ...JA_PANEL, layingMethod: 4, surfaceTilt: 30 });
    // Assess: two rows and one 0.02 m gap: 2 × 2.0 + 0.02 = 4.02 m; slant 2 × 2.278 + 0.02 = 4.576 m
    expect(footprint.alongRowM).toBe(1.134);
    expect(footprint.depthM).toBe(2);
    expect(footprint.groupDepthM).toBeCloseTo(4.02, 12);
    expect(footprint.groupSlantHeightM).toBeCloseTo(4.576, 12);
  });

  it('keeps a flat panel at its own size, rounded: tilt 0 gives 1.134 → 1.1 m', () => {
    expect(panelFootprint({ ...JA_PANEL, layingMethod: 1, surfaceTilt: 0 }).depthM).toBe(1.1);
  });

  it('stacks four rows for method 6: 4 × 1.0 + 3 × 0.02 = 4.06 m', () => {
    expect(panelFootprint({ ...JA_PANEL, layingMethod: 6, surfaceTilt: 30 }).groupDepthM).toBeCloseTo(
      4.06,
      12,
    );
  });

  it('keeps a vertical panel 0.1 m deep instead of 0', () => {
    expect(panelFootprint({ ...JA_PANEL, layingMethod: 1, surfaceTilt: 90 }).depthM).toBe(0.1);
  });

  it('takes the longer of length and width as the long side whatever the order', () => {
    // Act
    const swapped = panelFootprint({
      panelLengthM: 1.134,
      panelWidthM: 2.278,
      layingMethod: 1,
      surfaceTilt: 0,
    });
    // Assess
    expect(swapped.alongRowM).toBe(2.278);
  });
});
