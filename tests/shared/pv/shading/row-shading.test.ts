import { rowGeometryProblem, rowShading } from '@pvd/shared/pv/shading/row-shading';
import { describe, expect, it } from 'vitest';

describe('rowShading', () => {
  it('resolves GCR, p/ℓ and the Passias loss once per array (pvlib GCR 0.5, tilt 20°)', () => {
    const shading = rowShading({ collectorWidthM: 2, pitchM: 4 }, 20);
    expect(shading.groundCoverageRatio).toBe(0.5);
    expect(shading.pitchOverWidth).toBe(2);
    expect(Math.abs(shading.maskingAngle - 7.20980655)).toBeLessThan(1e-8);
    expect(Math.abs(shading.skyDiffuseLoss - 0.00395338)).toBeLessThan(1e-8);
  });

  it('loses no sky diffuse with flat rows or widely spaced ones', () => {
    expect(rowShading({ collectorWidthM: 2, pitchM: 4 }, 0).skyDiffuseLoss).toBe(0);
    expect(rowShading({ collectorWidthM: 2, pitchM: 2e4 }, 30).skyDiffuseLoss).toBeLessThan(1e-6);
  });

  it('refuses a geometry whose rows overlap in plan or are not positive lengths', () => {
    expect(rowGeometryProblem({ collectorWidthM: 2, pitchM: 1.7 }, 30)).toMatch(/overlap/);
    expect(rowGeometryProblem({ collectorWidthM: 2, pitchM: 1.8 }, 30)).toBeUndefined();
    expect(rowGeometryProblem({ collectorWidthM: 0, pitchM: 1 }, 30)).toMatch(/collector width/);
    expect(rowGeometryProblem({ collectorWidthM: 1, pitchM: Number.NaN }, 30)).toMatch(/pitch/);
    expect(() => rowShading({ collectorWidthM: 2, pitchM: 1 }, 10)).toThrow(/invalid row geometry/);
  });
});
