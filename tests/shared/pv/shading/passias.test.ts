import { maskingAngle, maskingAnglePassias, skyDiffusePassias } from '@pvd/shared/pv/shading/passias';
import { describe, expect, it } from 'vitest';

/** Mean of ψ(z′) over the slant height by the midpoint rule: an independent check of the closed form. */
function numericalAverage(tilt: number, gcr: number, steps = 20_000): number {
  let sum = 0;
  for (let i = 0; i < steps; i++) sum += maskingAngle(tilt, gcr, (i + 0.5) / steps);
  return sum / steps;
}

describe('maskingAngle', () => {
  it('reproduces pvlib test_masking_angle_scalar: GCR 0.5, a quarter up the slope (1e-8°)', () => {
    // pvlib tests/test_shading.py, fixture masking_angle: tilts 0, 20, 90 → 0, 11.20223712, 20.55604522
    expect(maskingAngle(0, 0.5, 0.25)).toBe(0);
    expect(Math.abs(maskingAngle(20, 0.5, 0.25) - 11.20223712)).toBeLessThan(1e-8);
    expect(Math.abs(maskingAngle(90, 0.5, 0.25) - 20.55604522)).toBeLessThan(1e-8);
  });

  it('is 0 at the upper edge and with no rows (GCR 0)', () => {
    expect(maskingAngle(30, 0.5, 1)).toBe(0);
    expect(maskingAngle(30, 0, 0.25)).toBe(0);
  });

  it('is the hand-worked elevation of the front row top edge from the lower edge', () => {
    // ℓ = 1, p = 2, β = 30°: from the lower edge the front row's top is 0.5 m up and
    // 2 − 0.86603 = 1.13397 m away: arctan(0.5/1.13397) = 23.794°, the noon sun elevation
    // below which the beam shading starts (shaded-fraction-1d.test.ts).
    expect(maskingAngle(30, 0.5, 0)).toBeCloseTo((Math.atan(0.5 / 1.1339746) * 180) / Math.PI, 6);
  });
});

describe('maskingAnglePassias', () => {
  it('reproduces pvlib test_masking_angle_passias_scalar: GCR 0.5 (1e-8°)', () => {
    // pvlib fixture average_masking_angle: tilts 0, 20, 90 → 0, 7.20980655, 13.779867461
    expect(maskingAnglePassias(0, 0.5)).toBe(0);
    expect(Math.abs(maskingAnglePassias(20, 0.5) - 7.20980655)).toBeLessThan(1e-8);
    expect(Math.abs(maskingAnglePassias(90, 0.5) - 13.779867461)).toBeLessThan(1e-8);
  });

  it('equals the numerical mean of the pointwise masking angle over the slope (1e-6°)', () => {
    for (const tilt of [5, 20, 35, 60, 89]) {
      for (const gcr of [0.1, 0.33, 0.5, 0.8]) {
        expect(Math.abs(maskingAnglePassias(tilt, gcr) - numericalAverage(tilt, gcr))).toBeLessThan(1e-6);
      }
    }
  });

  it('goes to 0 with the ground coverage ratio (no rows, no masking)', () => {
    expect(maskingAnglePassias(30, 0)).toBe(0);
    expect(maskingAnglePassias(30, 1e-4)).toBeLessThan(1e-2);
    expect(maskingAnglePassias(30, 1e-2)).toBeLessThan(maskingAnglePassias(30, 0.1));
  });

  it('gives 0 for flat rows (tilt 0), where the closed form is 0/0', () => {
    for (const gcr of [0.2, 0.5, 1]) expect(maskingAnglePassias(0, gcr)).toBe(0);
  });
});

describe('skyDiffusePassias', () => {
  it('reproduces pvlib test_sky_diffuse_passias_scalar (1e-8)', () => {
    // pvlib fixture shading_loss for the average masking angles 0, 7.20980655, 13.779867461
    expect(skyDiffusePassias(0)).toBe(0);
    expect(Math.abs(skyDiffusePassias(7.20980655) - 0.00395338)).toBeLessThan(1e-8);
    expect(Math.abs(skyDiffusePassias(13.779867461) - 0.01439098)).toBeLessThan(1e-8);
  });

  it('is sin²(ψ/2): half the sky lost at a 90° mask, all of it at 180°', () => {
    expect(skyDiffusePassias(90)).toBeCloseTo(0.5, 12);
    expect(skyDiffusePassias(180)).toBeCloseTo(1, 12);
  });
});
