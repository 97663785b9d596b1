/**
 * The mountings of an array in the engine's terms [MNT-1] [MNT-2] [MNT-3] [MNT-4]: a fixed
 * array (and an old project without the fields) unchanged, an east-west rack as two halves whose
 * rows reproduce the shading of the next unit's ridge (checked against the rack's own 2-D
 * geometry, worked independently below), a tracker, a bifacial fixed array, and the albedo.
 */
import { type ProjectDesign, projectDesign } from '@pvd/shared/project/design/engine-design';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { projectInput } from '@pvd/shared/project/record/project';
import { cosd, sind } from '@pvd/shared/pv/angles';
import { rowShadedFraction } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { describe, expect, it } from 'vitest';
import { array, dcRow, savedProject, unit } from '../support/small-project';

function designOf(project: ProjectRecord): ProjectDesign {
  const result = projectDesign(project);
  if (!result.ok) throw new Error('over the engine budget');
  return result.design;
}

/** A project of one 12-panel array (two strings of six 410 W panels) with the array's extra fields. */
function projectWith(fields: Record<string, unknown>, inclination = 24, azimuth = 180): ProjectRecord {
  return savedProject({
    pvArray: [{ ...array('a', 12, inclination, azimuth), ...fields }],
    inverter: [
      {
        inverterid: 'inverter-5k',
        invertercount: 1,
        inverters: [unit(dcRow('MPPT1', 'a'), dcRow('MPPT2', 'a'))],
      },
    ],
  });
}

/** The panel of the small project: 2.278 × 1.134 m (small-project.ts). [m] */
const PANEL = { lengthM: 2.278, widthM: 1.134 };

describe('fixed arrays and old projects', () => {
  it('keeps an array without a mounting exactly as before, and an explicit fixed mounting the same', () => {
    // Prepare: the design of the engine-design test's first case (its expected engine array).
    const old = designOf(projectWith({}));
    const fixed = designOf(projectWith({ mounting: { kind: 'fixed' } }));
    // Assess: the same engine terms as before the mountings: nothing added, no albedo key.
    expect(old.arrays).toEqual([
      {
        surfaceTilt: 24,
        surfaceAzimuth: 180,
        tempCoefficientPmax: -0.34,
        waferMaterial: 'mono',
        rows: undefined,
        surroundings: undefined,
        dcCapacity: 4920,
      },
    ]);
    expect(old).not.toHaveProperty('albedo');
    expect(fixed).toEqual(old);
  });

  it('leaves a bifacial section out when the panel gives no bifaciality', () => {
    const design = designOf(projectWith({ bifacial: { heightM: 1.5 } }));
    expect(design).toEqual(designOf(projectWith({})));
  });
});

describe('east-west racks', () => {
  const tilt = 10;
  const gapM = 0.3;
  const design = designOf(projectWith({ mounting: { kind: 'east-west', gapM } }, tilt, 90));

  it('gives two halves of half the capacity, facing the array azimuth and the opposite one', () => {
    expect(design.arrays.map((a) => [a.surfaceTilt, a.surfaceAzimuth, a.dcCapacity])).toEqual([
      [10, 90, 2460],
      [10, 270, 2460],
    ]);
    expect(design.inverters[0]).toMatchObject({ arrays: [0, 1], shares: [2460, 2460] });
  });

  it('lays each half in rows of one landscape panel at the pitch of one east-west unit', () => {
    // Worked by hand: ℓ = 1.134 m (landscape); p = 2 × 1.134 × cos 10° + 0.3 = 2.53354… m.
    for (const half of design.arrays) {
      expect(half.rows!.collectorWidthM).toBe(PANEL.widthM);
      expect(half.rows!.pitchM).toBeCloseTo(2 * PANEL.widthM * cosd(tilt) + gapM, 12);
    }
  });

  /**
   * The rack's own geometry, in the vertical plane normal to the ridge (x toward the array's
   * azimuth, z up): unit k's ridge at (0, h), its facing half down to its low edge
   * L = (ℓ cos β, 0); the next unit's opposite half rises from (ℓ cos β + gap, 0) to its ridge
   * R = (2ℓ cos β + gap, h), h = ℓ sin β. The ray from the sun through R meets the half at the
   * fraction u of its width from L: L + u·(T − L) = R − t·(cos α, sin α), solved by Cramer's rule.
   */
  function tentShadedFraction(widthM: number, tiltDeg: number, gap: number, elevationDeg: number): number {
    const h = widthM * sind(tiltDeg);
    const run = widthM * cosd(tiltDeg);
    const [lx, lz] = [run, 0];
    const [dx, dz] = [-run, h]; // T − L
    const [rx, rz] = [2 * run + gap, h];
    const [sx, sz] = [cosd(elevationDeg), sind(elevationDeg)];
    // u·d + t·s = R − L
    const det = dx * sz - dz * sx;
    const u = ((rx - lx) * sz - (rz - lz) * sx) / det;
    return Math.min(1, Math.max(0, u));
  }

  it('shades each half as the next unit’s ridge does, with the sun in the plane normal to the ridge', () => {
    // The closed form for this sun is also f = 1 − (p/ℓ)·sin α / sin(α + β); the 2-D
    // construction above does not use it. Tolerance 1e-12: both are exact.
    for (const elevation of [2, 5, 8, 12, 20, 45]) {
      const expected = tentShadedFraction(PANEL.widthM, tilt, gapM, elevation);
      for (const half of design.arrays) {
        const { collectorWidthM, pitchM } = half.rows!;
        // The sun over the half's own azimuth (east for the east half, west for the west one).
        const engine = rowShadedFraction(
          90 - elevation,
          half.surfaceAzimuth,
          tilt,
          half.surfaceAzimuth,
          collectorWidthM,
          pitchM,
        );
        expect(engine).toBeCloseTo(expected, 12);
      }
      const closed =
        1 - ((design.arrays[0]!.rows!.pitchM / PANEL.widthM) * sind(elevation)) / sind(elevation + tilt);
      expect(expected).toBeCloseTo(Math.max(0, closed), 12);
    }
    // A low sun shades a good part of the half (worked: α = 5°, f = 1 − 2.5335·0.08716/(1.134·0.25882) = 0.2477).
    expect(tentShadedFraction(PANEL.widthM, tilt, gapM, 5)).toBeCloseTo(0.2477, 4);
  });

  it('refuses a half tilted beyond the limit and a rear side, on the fields at fault', () => {
    const parsed = projectInput.safeParse({
      projectBase: { proName: 'T', proOwnerName: 'O', proCapacity: 5 },
      mapLocation: { proAddress: 'X', proLongitude: 120, proLatitude: 30, proMinTemperature: -4 },
      systemLoss: null,
      pvArray: [
        { ...array('a', 12, 35, 90), mounting: { kind: 'east-west', gapM: 0.3 }, bifacial: { heightM: 1 } },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['pvArray.0.inclination', 'eastWestTiltTooLarge'],
      ['pvArray.0.bifacial', 'bifacialEastWest'],
    ]);
  });
});

describe('single-axis trackers', () => {
  const mounting = {
    kind: 'single-axis',
    axisAzimuth: 180,
    axisTilt: 0,
    maxAngle: 60,
    gcr: 0.35,
    backtrack: true,
  };

  it('gives one tracked array of the whole capacity, with no rows', () => {
    const [tracked] = designOf(projectWith({ mounting })).arrays;
    expect(tracked).toMatchObject({
      surfaceAzimuth: 180,
      dcCapacity: 4920,
      tracker: {
        kind: 'single-axis',
        axisAzimuth: 180,
        axisTilt: 0,
        maxAngle: 60,
        gcr: 0.35,
        backtrack: true,
      },
    });
    expect(tracked!.rows).toBeUndefined();
    expect(tracked!.surroundings).toBeUndefined();
  });

  it('carries the rear side with the tracker when the panel is bifacial', () => {
    const project = projectWith({ mounting, bifacial: { heightM: 2 } });
    project.pvArray[0]!.panel.bifacialityFactor = 0.7;
    const [tracked] = designOf(project).arrays;
    expect(tracked!.bifacial).toEqual({
      bifaciality: 0.7,
      heightM: 2,
      shadeFactor: -0.02,
      transmissionFactor: 0,
    });
  });

  it('refuses a GCR outside its bounds on the field', () => {
    const parsed = projectInput.safeParse({
      projectBase: { proName: 'T', proOwnerName: 'O', proCapacity: 5 },
      mapLocation: { proAddress: 'X', proLongitude: 120, proLatitude: 30, proMinTemperature: -4 },
      systemLoss: null,
      pvArray: [{ ...array('a', 12), mounting: { ...mounting, gcr: 0.95 } }],
    });
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pvArray.0.mounting.gcr', 'gcrRange'],
    ]);
  });
});

describe('bifacial fixed rows and the albedo', () => {
  it('gives a manual bifacial array rows of one portrait panel at GCR 0.4 and the panel’s bifaciality', () => {
    const project = projectWith({ bifacial: { heightM: 1.5, transmissionFactor: -0.01 } });
    project.pvArray[0]!.panel.bifacialityFactor = 0.8;
    const [rows] = designOf(project).arrays;
    // ℓ = 2.278 m (portrait), p = ℓ / 0.4 = 5.695 m.
    expect(rows!.rows).toEqual({ collectorWidthM: PANEL.lengthM, pitchM: PANEL.lengthM / 0.4 });
    expect(rows!.bifacial).toEqual({
      bifaciality: 0.8,
      heightM: 1.5,
      shadeFactor: -0.02,
      transmissionFactor: -0.01,
    });
  });

  it('passes the project’s albedo, one value or 12, and refuses 11 months on the field', () => {
    const project = projectWith({});
    project.ground = { albedo: 0.7, presetId: 'whiteMembrane' };
    expect(designOf(project).albedo).toBe(0.7);
    const monthly = [0.8, 0.8, 0.5, 0.25, 0.2, 0.2, 0.2, 0.2, 0.2, 0.25, 0.5, 0.8];
    project.ground = { albedo: monthly };
    expect(designOf(project).albedo).toEqual(monthly);
    const parsed = projectInput.safeParse({
      projectBase: { proName: 'T', proOwnerName: 'O', proCapacity: 5 },
      mapLocation: { proAddress: 'X', proLongitude: 120, proLatitude: 30, proMinTemperature: -4 },
      systemLoss: null,
      ground: { albedo: monthly.slice(1) },
    });
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ground.albedo', 'albedoMonths'],
    ]);
  });
});
