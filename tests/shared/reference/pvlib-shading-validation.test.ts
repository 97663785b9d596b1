/**
 * Validation of the shading from the surroundings against pvlib-python on real weather files,
 * through the command line's code path (parseWeatherFile → computeSunPositions → the
 * transposition basis), printing a table of differences:
 * - the far horizon: ../shared/fixtures/weather/pvlib-horizon-reference.json (pvlib's sample
 *   PVGIS horizon over the three fixture files, two planes): shaded POA annual ±0.5 %, monthly
 *   ±1.5 %, the sky-view share f within 0.002;
 * - Martínez's electrical effect of row-to-row shading: ./pvlib-martinez.json, computed with
 *   pvlib.shading.direct_martinez by bench/pvlib/martinez_reference.py on the Greensboro TMY3
 *   file (landscape and portrait, 3 blocks): annual ±0.5 %, monthly ±1.5 %.
 * Both skip themselves without ../shared/fixtures (a fresh clone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planeGeometry, transpositionBasisFor } from '@pvd/shared/pv/irradiance/transposition-basis';
import { horizonProfile, parseHorizonCsv } from '@pvd/shared/pv/shading/horizon';
import { horizonShading } from '@pvd/shared/pv/shading/horizon-shading';
import type { ModuleOrientation } from '@pvd/shared/pv/shading/martinez';
import { rowElectricalPoa } from '@pvd/shared/pv/shading/row-electrical';
import { rowShading } from '@pvd/shared/pv/shading/row-shading';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
import { describe, expect, it } from 'vitest';
import { fixturesWeather, percent, row, worstMonthly } from './support';

const fixtures = fixturesWeather;
const horizonFile = join(fixtures, 'pvlib-horizon-reference.json');
// The weather files and the horizon reference live beside the repository, not in it.
const hasFixtures = existsSync(horizonFile);

interface ReferenceSums {
  annual_kwh_m2: number;
  monthly_kwh_m2: number[];
}
interface HorizonLocation {
  file: string;
  planes: Record<
    string,
    {
      tilt_deg: number;
      azimuth_deg: number;
      unshaded_poa: ReferenceSums;
      horizons: Record<
        string,
        {
          sky_view_blocked_fraction: number;
          shaded_poa: ReferenceSums;
          beam_loss: ReferenceSums;
          diffuse_loss: ReferenceSums;
        }
      >;
    }
  >;
}
interface MartinezCase {
  tilt_deg: number;
  azimuth_deg: number;
  collector_width_m: number;
  pitch_m: number;
  blocks: number;
  landscape: ReferenceSums;
  portrait: ReferenceSums;
}

const basisCache = new Map<string, ReturnType<typeof transpositionBasisFor>>();
/** The Perez basis (albedo 0.2) of a fixture file, as the CLI builds it. */
function basisOf(file: string) {
  if (!basisCache.has(file)) {
    const weather = parseWeatherFile(readFileSync(join(fixtures, file), 'utf8'), file);
    const sun = computeSunPositions(weather);
    basisCache.set(file, transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.2 }));
  }
  return basisCache.get(file)!;
}

describe.skipIf(!hasFixtures)('pvlib shading validation (../shared/fixtures)', () => {
  const reference = hasFixtures
    ? (JSON.parse(readFileSync(horizonFile, 'utf8')) as {
        profiles: Record<string, { csv: string }>;
        locations: Record<string, HorizonLocation>;
      })
    : { profiles: {}, locations: {} };

  it.each(Object.entries(reference.locations))(
    'reproduces pvlib far-horizon shading on %s',
    (name, location) => {
      const lines = [
        row([
          'plane',
          'horizon',
          'f engine',
          'f pvlib',
          'annual engine',
          'annual pvlib',
          'diff %',
          'worst month %',
        ]),
      ];
      for (const [planeId, plane] of Object.entries(location.planes)) {
        for (const [profileId, theirs] of Object.entries(plane.horizons)) {
          const csv = readFileSync(join(fixtures, reference.profiles[profileId]!.csv), 'utf8');
          const ours = horizonShading(
            basisOf(location.file),
            planeGeometry(plane.tilt_deg, plane.azimuth_deg),
            horizonProfile(parseHorizonCsv(csv)),
          );
          const annual = percent(ours.poa.annual, theirs.shaded_poa.annual_kwh_m2);
          const monthly = worstMonthly(ours.poa.monthly, theirs.shaded_poa.monthly_kwh_m2);
          const f = theirs.sky_view_blocked_fraction;
          lines.push(
            row([
              planeId,
              profileId,
              ours.skyViewBlockedFraction,
              f,
              ours.poa.annual,
              theirs.shaded_poa.annual_kwh_m2,
              annual,
              monthly,
            ]),
          );
          expect(Math.abs(ours.skyViewBlockedFraction - f)).toBeLessThan(0.002);
          expect(Math.abs(annual)).toBeLessThan(0.5);
          expect(monthly).toBeLessThan(1.5);
          expect(Math.abs(percent(ours.unshaded.annual, plane.unshaded_poa.annual_kwh_m2))).toBeLessThan(0.5);
          expect(ours.beamLoss).toBeCloseTo(theirs.beam_loss.annual_kwh_m2, 0);
          expect(ours.diffuseLoss).toBeCloseTo(theirs.diffuse_loss.annual_kwh_m2, 0);
        }
      }
      console.log(`\n${name}: far horizon\n${lines.join('\n')}`);
    },
  );

  it("reproduces pvlib's direct_martinez on row-to-row shading, landscape and portrait (Greensboro)", () => {
    const martinez = JSON.parse(readFileSync(join(import.meta.dirname, 'pvlib-martinez.json'), 'utf8')) as {
      locations: { greensboro_nc_usa_tmy3: Record<string, MartinezCase> };
    };
    const basis = basisOf('723170TYA.CSV');
    const lines = [row(['case', 'orientation', 'annual engine', 'annual pvlib', 'diff %', 'worst month %'])];
    for (const [caseId, shadingCase] of Object.entries(martinez.locations.greensboro_nc_usa_tmy3)) {
      const { tilt_deg: tilt, azimuth_deg: azimuth } = shadingCase;
      const rows = rowShading(
        { collectorWidthM: shadingCase.collector_width_m, pitchM: shadingCase.pitch_m },
        tilt,
      );
      for (const orientation of ['landscape', 'portrait'] as ModuleOrientation[]) {
        const ours = rowElectricalPoa(basis, planeGeometry(tilt, azimuth), rows, {
          blocks: shadingCase.blocks,
          orientation,
        });
        const theirs = shadingCase[orientation];
        const annual = percent(ours.annual, theirs.annual_kwh_m2);
        const monthly = worstMonthly(ours.monthly, theirs.monthly_kwh_m2);
        lines.push(row([caseId, orientation, ours.annual, theirs.annual_kwh_m2, annual, monthly]));
        expect(Math.abs(annual)).toBeLessThan(0.5);
        expect(monthly).toBeLessThan(1.5);
      }
    }
    console.log(
      `\ngreensboro_nc_usa_tmy3: row shading with Martínez's electrical effect (3 blocks)\n${lines.join('\n')}`,
    );
  });
});
