/**
 * Single-axis tracker angles (shared/pv/tracking/single-axis.ts): geometry worked by hand
 * (the sun in the axis plane, on the horizon, the backtracking closed form, the rotation limit,
 * the panels' orientation), and pvlib's own numbers for hand-made sun positions.
 */
import { cosd, sind } from '@pvd/shared/pv/angles';
import { shadedFraction1d } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import {
  axisFrame,
  backtrackRotation,
  type SingleAxisTracker,
  singleAxisAngles,
  singleAxisTrackerProblem,
  surfaceOrientation,
  trackerRotation,
} from '@pvd/shared/pv/tracking/single-axis';
import { describe, expect, it } from 'vitest';

const NS: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.35,
  backtrack: false,
};

/** Sun unit vector (east, north, up) from its zenith and azimuth [°]. */
const sunAt = (zenith: number, azimuth: number) =>
  [sind(zenith) * sind(azimuth), sind(zenith) * cosd(azimuth), cosd(zenith)] as const;

const rotation = (tracker: SingleAxisTracker, zenith: number, azimuth: number) =>
  trackerRotation(axisFrame(tracker), ...sunAt(zenith, azimuth));

/** Sun vector series of (zenith, azimuth) pairs [°]. */
function sunSeries(positions: (readonly [number, number])[]) {
  const vectors = positions.map(([zenith, azimuth]) => sunAt(zenith, azimuth));
  return {
    sunEast: Float64Array.from(vectors, (v) => v[0]),
    sunNorth: Float64Array.from(vectors, (v) => v[1]),
    sunUp: Float64Array.from(vectors, (v) => v[2]),
  };
}

describe('tracker rotation, worked by hand', () => {
  it('is 0 with the sun in the vertical plane of the axis, tilted or not', () => {
    for (const zenith of [5, 40, 80]) {
      expect(rotation(NS, zenith, 180)).toBeCloseTo(0, 12);
      expect(rotation({ ...NS, axisTilt: 10, backtrack: true }, zenith, 180)).toBeCloseTo(0, 12);
      expect(rotation({ ...NS, axisAzimuth: 90 }, zenith, 90)).toBeCloseTo(0, 12);
    }
  });

  it('follows the sun across the axis: θ = −(90° − e) for the sun due east at elevation e', () => {
    // Tan θ = s′x / s′z = −cos e / sin e with the sun due east of a north-south axis.
    expect(rotation({ ...NS, maxAngle: 90 }, 90 - 35, 90)).toBeCloseTo(-55, 10);
    expect(rotation({ ...NS, maxAngle: 90 }, 90 - 35, 270)).toBeCloseTo(55, 10);
  });

  it('lies at the rotation limit with the sun on the horizon, without backtracking', () => {
    expect(rotation(NS, 90, 95)).toBe(-60);
    expect(rotation(NS, 90, 265)).toBe(60);
    expect(rotation({ ...NS, maxAngle: 45 }, 70, 90)).toBe(-45);
  });

  it('backtracks to flat with the sun on the horizon', () => {
    expect(rotation({ ...NS, backtrack: true }, 90, 90)).toBeCloseTo(0, 10);
  });

  it('backtracks as the closed form θ = −(90° − e) + acos(sin e / GCR) for the sun due east', () => {
    // Anderson and Mikofski eq. 14 on level ground: |cos θT| = sin e.
    for (const [elevation, gcr] of [
      [10, 0.4],
      [5, 0.35],
      [15, 0.5],
    ] as const) {
      const expected = -(90 - elevation) + (Math.acos(sind(elevation) / gcr) * 180) / Math.PI;
      const theta = rotation({ ...NS, gcr, backtrack: true, maxAngle: 90 }, 90 - elevation, 90);
      expect(theta).toBeCloseTo(expected, 10);
    }
    // 10°, GCR 0.4: −80° + acos(0.173648 / 0.4) = −80° + 64.2707° = −15.7293° (worked by hand).
    expect(rotation({ ...NS, gcr: 0.4, backtrack: true }, 80, 90)).toBeCloseTo(-15.7293, 3);
  });

  it('backtracks so that the shadow of a row just reaches the next (shaded_fraction1d = 0)', () => {
    const tracker = { ...NS, gcr: 0.4, backtrack: true };
    const rows = { axisAzimuth: 180, collectorWidth: 1, pitch: 1 / 0.4 };
    for (const [zenith, azimuth] of [
      [80, 90],
      [84, 110],
      [78, 250],
    ] as const) {
      const theta = rotation(tracker, zenith, azimuth);
      const turnedOneDegreeMore = theta + Math.sign(theta);
      expect(shadedFraction1d(zenith, azimuth, { ...rows, shadedRowRotation: theta })).toBeCloseTo(0, 9);
      expect(
        shadedFraction1d(zenith, azimuth, { ...rows, shadedRowRotation: turnedOneDegreeMore }),
      ).toBeGreaterThan(0.005);
    }
  });

  it('does not backtrack when the rows cannot shade each other (x ≥ 1)', () => {
    expect(backtrackRotation(-20, 0.35, 0)).toBe(-20);
    expect(backtrackRotation(30, 0.8, 0)).toBe(30);
  });

  it('is NaN with the sun below the horizon', () => {
    expect(rotation(NS, 90.5, 100)).toBeNaN();
  });
});

describe('panel orientation', () => {
  it('faces west for positive rotations of a north-south axis and east for negative', () => {
    const frame = axisFrame(NS);
    expect(surfaceOrientation(frame, 30, 180)).toEqual({
      surfaceTilt: expect.closeTo(30, 12),
      surfaceAzimuth: 270,
    });
    expect(surfaceOrientation(frame, -30, 180)).toEqual({
      surfaceTilt: expect.closeTo(30, 12),
      surfaceAzimuth: 90,
    });
    expect(surfaceOrientation(frame, 0, 180)).toEqual({ surfaceTilt: 0, surfaceAzimuth: 90 });
  });

  it('faces down the axis at θ = 0 with a tilted axis, tilt = acos(cos θ cos βa) otherwise', () => {
    const frame = axisFrame({ ...NS, axisTilt: 10 });
    const flat = surfaceOrientation(frame, 0, 180);
    expect(flat.surfaceTilt).toBeCloseTo(10, 12);
    expect(flat.surfaceAzimuth).toBeCloseTo(180, 12);
    const turned = surfaceOrientation(frame, 40, 180);
    expect(turned.surfaceTilt).toBeCloseTo((Math.acos(cosd(40) * cosd(10)) * 180) / Math.PI, 12);
    // The normal (sin 40°·x̂ + cos 40°·ẑ) points west of south: tan(γ − 180°) = sin 40° / (cos 40° sin 10°).
    expect(turned.surfaceAzimuth).toBeCloseTo(
      180 + (Math.atan2(sind(40), cosd(40) * sind(10)) * 180) / Math.PI,
      10,
    );
  });
});

describe('singleAxisAngles against pvlib', () => {
  // bench/pvlib/singleaxis_reference.py --hand: pvlib.tracking.singleaxis(zenith, azimuth,
  // **tracker) at pvlib 6382338a7 for these sun positions (apparent zenith, azimuth) [°].
  const sun = sunSeries([
    [60, 100],
    [30, 150],
    [10, 200],
    [75, 250],
    [85, 80],
    [89, 275],
  ]);
  const cases = [
    {
      tracker: { ...NS, backtrack: true },
      theta: [-59.618744858, -16.102113752, 3.451178397, 35.664378265, -9.568190953, 1.865287587],
      tilt: [59.618744858, 16.102113752, 3.451178397, 35.664378265, 9.568190953, 1.865287587],
      azimuth: [90, 90, 270, 270, 90, 270],
      aoi: [8.649165105, 25.658906273, 9.391285802, 42.312607482, 75.580684088, 87.14181692],
    },
    {
      tracker: NS,
      theta: [-59.618744858, -16.102113752, 3.451178397, 60, -60, 60],
      tilt: [59.618744858, 16.102113752, 3.451178397, 60, 60, 60],
      azimuth: [90, 90, 270, 270, 90, 270],
      aoi: [8.649165105, 25.658906273, 9.391285802, 23.726338993, 26.721721624, 29.387052576],
    },
    {
      tracker: {
        ...NS,
        axisTilt: 10,
        axisAzimuth: 170,
        maxAngle: 55,
        gcr: 0.4,
        backtrack: true,
        crossAxisTilt: -4,
      },
      theta: [-55, -10.370648199, 4.982236422, 16.586233916, -17.953910828, 15.919068538],
      tilt: [55.6072549, 14.368496246, 11.161092808, 19.294777904, 20.470508208, 18.730324852],
      azimuth: [86.932550137, 123.497208794, 196.657937338, 229.75769397, 108.186882151, 228.665792969],
      aoi: [11.886712972, 18.199375007, 1.312818778, 57.061524148, 67.124443053, 76.219205018],
    },
  ];

  it.each(cases)(
    'gives pvlib’s angles within 1e-6° ($tracker.axisTilt° axis tilt, backtrack $tracker.backtrack)',
    (c) => {
      const angles = singleAxisAngles(sun, c.tracker);
      const check = (ours: Float64Array, theirs: number[]) => {
        for (const [i, value] of theirs.entries()) expect(Math.abs(ours[i]! - value)).toBeLessThan(1e-6);
      };
      check(angles.trackerTheta, c.theta);
      check(angles.surfaceTilt, c.tilt);
      check(angles.surfaceAzimuth, c.azimuth);
      check(angles.aoi, c.aoi);
    },
  );

  it('gives NaN for every angle at night', () => {
    const angles = singleAxisAngles(sunSeries([[95, 300]]), NS);
    for (const series of Object.values(angles)) expect(series[0]).toBeNaN();
  });
});

describe('tracker checks', () => {
  it('names what is wrong', () => {
    expect(singleAxisTrackerProblem(NS)).toBeUndefined();
    expect(singleAxisTrackerProblem({ ...NS, gcr: 0 })).toMatch(/gcr/);
    expect(singleAxisTrackerProblem({ ...NS, maxAngle: 120 })).toMatch(/maximum angle/);
    expect(singleAxisTrackerProblem({ ...NS, axisAzimuth: Number.NaN })).toMatch(/axis azimuth/);
    expect(() => axisFrame({ ...NS, gcr: 1.5 })).toThrow(/gcr/);
  });
});
