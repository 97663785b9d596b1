import { cosd } from '@pvd/shared/pv/angles';
import {
  groundSkyView,
  groundSkyViewAt,
  rowGroundView,
  rowGroundViewAt,
  rowSkyView,
  rowSkyViewAt,
} from '@pvd/shared/pv/bifacial/view-factors';
import { describe, expect, it } from 'vitest';

/** Midpoint rule over [0, 1] with n points. */
const mean = (f: (x: number) => number, n = 4000) => {
  let sum = 0;
  for (let j = 0; j < n; j++) sum += f((j + 0.5) / n);
  return sum / n;
};

describe('row view factors', () => {
  it('tend to an isolated face: (1 + cos β)/2 to the sky, (1 − cos β)/2 to the ground (closed form, 1e-6)', () => {
    for (const tilt of [0, 20, 45, 90, 135, 160]) {
      expect(rowSkyView(tilt, 1e-6)).toBeCloseTo((1 + cosd(tilt)) / 2, 6);
      expect(rowGroundView(tilt, 1e-6)).toBeCloseTo((1 - cosd(tilt)) / 2, 6);
    }
  });

  it('give a horizontal face the whole sky looking up and the whole ground looking down (exact)', () => {
    expect(rowSkyView(0, 0.5)).toBeCloseTo(1, 12);
    expect(rowGroundView(0, 0.5)).toBeCloseTo(0, 12);
    expect(rowSkyView(180, 0.5)).toBeCloseTo(0, 12);
    expect(rowGroundView(180, 0.5)).toBeCloseTo(1, 12);
  });

  it('are the means of the point values along the face (midpoint rule, 1e-6)', () => {
    for (const [tilt, gcr] of [
      [20, 0.4],
      [30, 0.5],
      [160, 0.4],
      [75, 0.7],
    ] as const) {
      expect(mean((x) => rowSkyViewAt(tilt, gcr, x))).toBeCloseTo(rowSkyView(tilt, gcr), 6);
      expect(mean((x) => rowGroundViewAt(tilt, gcr, x))).toBeCloseTo(rowGroundView(tilt, gcr), 6);
    }
  });

  it('leave for the row in front the crossed-string sum (Hottel): 1 − sky − ground = (d₁ + d₂)/2 − a', () => {
    // Per width ℓ: the face and the front row's rear face form a quadrilateral whose diagonals
    // are √(a² ± 2a cos β + 1); F = (diagonals − sides)/(2ℓ), the sides being the two pitches.
    const tilt = 25;
    const gcr = 0.45;
    const a = 1 / gcr;
    const c = cosd(tilt);
    const crossed = (Math.sqrt(a * a + 2 * a * c + 1) + Math.sqrt(a * a - 2 * a * c + 1)) / 2 - a;
    expect(1 - rowSkyView(tilt, gcr) - rowGroundView(tilt, gcr)).toBeCloseTo(crossed, 12);
  });

  it("match pvlib's integrated row view factors (pvlib.bifacial.utils, 1e-9; the front's ground view 1 %)", () => {
    // PYTHONPATH=/work/pvlib-src python3: utils.vf_row_sky_2d_integ(20, 0.4) = 0.9513234546966998,
    // vf_row_sky_2d_integ(160, 0.4) = 0.02167254954901976,
    // vf_row_ground_2d_integ(160, 0.4) = 0.9511416332083731,
    // vf_row_ground_2d_integ(20, 0.4) = 0.021487034994999377 (pvlib stops the ground 20 pitches away:
    // the 0.9 % short of the unlimited ground here).
    expect(rowSkyView(20, 0.4)).toBeCloseTo(0.9513234546966998, 9);
    expect(rowSkyView(160, 0.4)).toBeCloseTo(0.02167254954901976, 9);
    expect(rowGroundView(160, 0.4)).toBeCloseTo(0.9511416332083731, 3);
    expect(Math.abs(rowGroundView(20, 0.4) / 0.021487034994999377 - 1)).toBeLessThan(0.01);
  });
});

describe('ground sky view', () => {
  it('is 1 − GCR between horizontal rows: the gaps (reciprocity, 1e-12)', () => {
    expect(groundSkyView(0, 0.4)).toBeCloseTo(0.6, 12);
    expect(groundSkyView(0, 0.25)).toBeCloseTo(0.75, 12);
  });

  it('is the mean over a pitch of the point values among many rows (midpoint rule, 1e-5)', () => {
    for (const [tilt, gcr, h] of [
      [20, 0.4, 0.3],
      [30, 0.5, 0.25],
      [60, 0.35, 0.4],
      [0, 0.4, 0.3],
    ] as const) {
      const rows = { surfaceTilt: tilt, groundCoverageRatio: gcr, heightOverPitch: h, rowsEachSide: 400 };
      expect(mean((x) => groundSkyViewAt(x, rows), 2000)).toBeCloseTo(groundSkyView(tilt, gcr), 5);
    }
  });

  it("does not depend on the rows' height, on average; the point values do", () => {
    const low = { surfaceTilt: 20, groundCoverageRatio: 0.4, heightOverPitch: 0.2, rowsEachSide: 400 };
    const high = { ...low, heightOverPitch: 0.6 };
    expect(mean((x) => groundSkyViewAt(x, low), 2000)).toBeCloseTo(
      mean((x) => groundSkyViewAt(x, high), 2000),
      5,
    );
    expect(Math.abs(groundSkyViewAt(0, low) - groundSkyViewAt(0, high))).toBeGreaterThan(0.05);
  });

  it("matches pvlib's vf_ground_sky_2d_integ(20, 0.4, height=1.5, pitch=5, max_rows=4) = 0.610801598301712 (1e-9)", () => {
    expect(groundSkyView(20, 0.4)).toBeCloseTo(0.610801598301712, 9);
  });

  it('is the same for the rear face: the field mirrored', () => {
    expect(groundSkyView(160, 0.4)).toBeCloseTo(groundSkyView(20, 0.4), 12);
  });
});
