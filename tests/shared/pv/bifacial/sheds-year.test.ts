import { cosd, sind } from '@pvd/shared/pv/angles';
import { rearWeight } from '@pvd/shared/pv/bifacial/sheds-irradiance';
import { type ShedsBasis, shedsRowsProblem, shedsYear } from '@pvd/shared/pv/bifacial/sheds-year';
import { haydaviesTerms } from '@pvd/shared/pv/irradiance/hay-davies';
import type { TranspositionModel } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { emptySkyTerms } from '@pvd/shared/pv/irradiance/sky-terms';
import { describe, expect, it } from 'vitest';

/** Hand-written hours: zenith, sun azimuth [°], GHI, DHI, DNI, DNI extra [W/m²]. */
const HOURS = [
  [30, 180, 900, 100, 923.76, 1400],
  [60, 120, 500, 150, 700, 1380],
  [75, 260, 200, 120, 309.1, 1360],
  [50, 30, 300, 250, 77.8, 1360],
] as const;

/** The hours as a basis of the given sky (January, 1 h records). */
function handBasis(model: TranspositionModel): ShedsBasis {
  const n = HOURS.length;
  const column = (j: number) => Float64Array.from(HOURS, (hour) => hour[j]);
  const terms = emptySkyTerms();
  const circumsolar = HOURS.map(([z, , , dhi, dni, extra]) =>
    model === 'haydavies' ? haydaviesTerms(dhi, dni, extra, cosd(z), terms).circumsolar : 0,
  );
  return {
    model,
    count: n,
    length: n,
    recordIndex: Int32Array.from({ length: n }, (_, i) => i),
    intervalHours: 1,
    month: new Uint8Array(n),
    sunEast: Float64Array.from(HOURS, ([z, az]) => sind(z) * sind(az)),
    sunNorth: Float64Array.from(HOURS, ([z, az]) => sind(z) * cosd(az)),
    sunUp: Float64Array.from(HOURS, ([z]) => cosd(z)),
    dni: column(4),
    skyCircumsolar: Float64Array.from(circumsolar),
    irradiance: { ghi: column(2), dhi: column(3), dni: column(4), intervalHours: 1 },
  };
}

const ROWS = { collectorWidthM: 2, pitchM: 5, heightM: 1.5 };
const FIXED = { surfaceTilt: 20, surfaceAzimuth: 180 };

// PYTHONPATH=/work/pvlib-src python3 bench/pvlib/infinite_sheds_reference.py --hours, i.e.
// pvlib.bifacial.infinite_sheds.get_irradiance(20, 180, zenith, azimuth, gcr=0.4, height=1.5,
// pitch=5, ghi, dhi, dni, albedo=0.25, model=..., dni_extra, bifaciality=0.7) on HOURS:
const PVLIB = {
  isotropic: {
    front: [1007.529137901669, 576.7031123446832, 207.69125708731377, 268.1967685233316],
    back: [120.39168371233505, 67.11898121296088, 30.215486261891193, 50.82717289498506],
    global: [1090.1178329283307, 622.7467334567743, 228.41908066297114, 303.0642091292914],
  },
  haydavies: {
    front: [1019.767760468548, 598.3119918189482, 213.40820734638103, 262.9939509921798],
    back: [117.93140173719532, 63.567427455695466, 29.13580730188155, 51.04269485461276],
    global: [1100.668702060264, 641.9192470535553, 233.39537115547176, 298.00923966244414],
  },
} as const;

describe('shedsYear on hand-written hours', () => {
  for (const model of ['isotropic', 'haydavies'] as const) {
    it(`matches pvlib's infinite_sheds.get_irradiance, ${model} (front 0.05 %, rear 0.5 %)`, () => {
      const year = shedsYear(handBasis(model), ROWS, FIXED, 0.25, { bifaciality: 0.7 });
      const weight = rearWeight({ bifaciality: 0.7 });
      for (let i = 0; i < HOURS.length; i++) {
        const front = year.front[i]!;
        const back = year.back[i]!;
        expect(Math.abs(front / PVLIB[model].front[i]! - 1)).toBeLessThan(5e-4);
        expect(Math.abs(back / PVLIB[model].back[i]! - 1)).toBeLessThan(5e-3);
        expect(Math.abs((front + weight * back) / PVLIB[model].global[i]! - 1)).toBeLessThan(5e-4);
      }
    });
  }

  it('takes a per-record orientation: the fixed tilt given per record gives the same', () => {
    const basis = handBasis('haydavies');
    const fixed = shedsYear(basis, ROWS, FIXED, 0.25, { bifaciality: 0.7 });
    const perRecord = shedsYear(
      basis,
      ROWS,
      { surfaceTilt: new Float64Array(4).fill(20), surfaceAzimuth: new Float64Array(4).fill(180) },
      0.25,
      { bifaciality: 0.7 },
    );
    expect(Array.from(perRecord.front)).toEqual(Array.from(fixed.front));
    expect(Array.from(perRecord.back)).toEqual(Array.from(fixed.back));
  });

  it("reads the albedo of the record's month; the rear gains with it, the sky parts do not", () => {
    const basis = handBasis('isotropic');
    const monthly = new Array(12).fill(0.8);
    monthly[0] = 0.25;
    const january = shedsYear(basis, ROWS, FIXED, monthly, { bifaciality: 0.7 });
    const same = shedsYear(basis, ROWS, FIXED, 0.25, { bifaciality: 0.7 });
    expect(january.backIrradiation.annual).toBe(same.backIrradiation.annual);
    const snow = shedsYear(basis, ROWS, FIXED, 0.8, { bifaciality: 0.7 });
    expect(snow.backIrradiation.annual).toBeGreaterThan(2.5 * same.backIrradiation.annual);
  });

  it('sums the global as front + φ(1 + shade factor)(1 + transmission) × back', () => {
    const year = shedsYear(handBasis('isotropic'), ROWS, FIXED, 0.25, {
      bifaciality: 0.8,
      shadeFactor: -0.05,
      transmissionFactor: -0.1,
    });
    const expected = year.frontIrradiation.annual + 0.8 * 0.95 * 0.9 * year.backIrradiation.annual;
    expect(year.globalIrradiation.annual).toBeCloseTo(expected, 12);
  });

  it('refuses a Perez sky, overlapping rows and a collector under the ground', () => {
    expect(() => shedsYear(handBasis('perez'), ROWS, FIXED, 0.25, { bifaciality: 0.7 })).toThrow(
      /Hay-Davies/,
    );
    expect(shedsRowsProblem({ collectorWidthM: 2, pitchM: 1.5, heightM: 1.5 }, 20)).toMatch(/overlap/);
    expect(shedsRowsProblem({ collectorWidthM: 2, pitchM: 5, heightM: 0.3 }, 60)).toMatch(/under the ground/);
    expect(shedsRowsProblem(ROWS, 20)).toBeUndefined();
  });
});
