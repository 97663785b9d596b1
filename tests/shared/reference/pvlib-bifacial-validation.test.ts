/**
 * Validation of the infinite-sheds bifacial model [BIF-1, BIF-6] against pvlib-python on the
 * fixture weather files, through the command line's code path (parseWeatherFile →
 * computeSunPositions → the transposition basis → shedsYear), printing a table of differences.
 * pvlib's numbers are ./pvlib-infinite-sheds.json, written by
 * bench/pvlib/infinite_sheds_reference.py (pvlib.bifacial.infinite_sheds.get_irradiance).
 *
 * Targets: the product's are annual front and global ±1 %, rear ±3 % [BIF-6]; the model agrees to
 * a few hundredths of a percent, so the suite holds it to annual ±0.1 % on every side and monthly
 * ±0.5 % (months under 1 kWh/m² left out), to catch a regression the product's margins would
 * hide. The JSON's tracker case (pvlib's singleaxis angles fed to infinite_sheds) runs through the
 * engine's array chain (simulateArrayDc with `tracker` and `bifacial`, IAM none: its poaFront and
 * poaRear) [BIF-2, TRK-6]; its product targets are the same (front and global ±1 %, rear ±3 %),
 * held here to TRACKER_TARGETS (annual ±0.2 %, monthly ±1 %). Skips itself without ../shared/fixtures (a fresh clone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rearWeight } from '@pvd/shared/pv/bifacial/sheds-irradiance';
import { shedsYear } from '@pvd/shared/pv/bifacial/sheds-year';
import type { TranspositionModel } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { transpositionBasisFor } from '@pvd/shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayDc } from '@pvd/shared/pv/simulation/array-dc';
import type { SunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { describe, expect, it } from 'vitest';
import { fixturesWeather, percent, row, worstMonthly } from './support';

const hasFixtures = existsSync(join(fixturesWeather, 'pvlib-reference.json'));

interface Sums {
  annual_kwh_m2: number;
  monthly_kwh_m2: number[];
}
interface ShedsCase {
  tilt_deg?: number;
  azimuth_deg?: number;
  axis_tilt_deg?: number;
  axis_azimuth_deg?: number;
  max_angle_deg?: number;
  backtrack?: boolean;
  collector_width_m: number;
  pitch_m: number;
  height_m: number;
  albedo: number;
  bifaciality: number;
  shade_factor: number;
  model: TranspositionModel;
  front: Sums;
  back: Sums;
  global: Sums;
}
const reference = JSON.parse(
  readFileSync(join(import.meta.dirname, 'pvlib-infinite-sheds.json'), 'utf8'),
) as {
  locations: Record<string, { file: string; cases: Record<string, ShedsCase> }>;
};

const TARGETS = {
  front: { annual: 0.1, monthly: 0.5 },
  back: { annual: 0.1, monthly: 0.5 },
  global: { annual: 0.1, monthly: 0.5 },
} as const;

/**
 * The tracker case's limits [%]: the product's are annual front and global 1, rear 3 [BIF-6].
 * Measured at pvlib 6382338a7: Greensboro +0.066 (front), +0.111 (rear), +0.070 (global) a year,
 * worst months 0.39, 0.54, 0.40; the PVGIS EPW within 0.03. Greensboro's mid-hour records in
 * twilight (sun down, light up; 1.22 kWh/m² front, 0.19 rear) are the stowed plane's here
 * [TRK-4] and NaN, counted 0, in pvlib: most of its difference. Held to 0.2 a year, 1 a month.
 */
const TRACKER_TARGETS = {
  front: { annual: 0.2, monthly: 1 },
  back: { annual: 0.2, monthly: 1 },
  global: { annual: 0.2, monthly: 1 },
} as const;

describe.skipIf(!hasFixtures)('pvlib infinite-sheds validation (../shared/fixtures)', () => {
  const table = [
    '| location | case | side | ours | pvlib | Δ annual % | worst month % |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, location] of Object.entries(reference.locations)) {
    const weather = hasFixtures
      ? parseWeatherFile(readFileSync(join(fixturesWeather, location.file), 'utf8'), location.file)
      : undefined;
    const sun = weather && computeSunPositions(weather);
    for (const [id, c] of Object.entries(location.cases)) {
      if (c.tilt_deg === undefined || c.azimuth_deg === undefined) {
        it(`${name} ${id}: the engine's bifacial tracker, front and global within ${TRACKER_TARGETS.front.annual} % a year, rear ${TRACKER_TARGETS.back.annual} %`, () => {
          const ours = trackerYear(weather!, sun!, c);
          for (const side of ['front', 'back', 'global'] as const) {
            const annual = percent(ours[side].annual, c[side].annual_kwh_m2);
            const monthly = worstMonthly(ours[side].monthly, c[side].monthly_kwh_m2);
            table.push(row([name, id, side, ours[side].annual, c[side].annual_kwh_m2, annual, monthly]));
            expect(Math.abs(annual), `${side} annual`).toBeLessThan(TRACKER_TARGETS[side].annual);
            expect(monthly, `${side} monthly`).toBeLessThan(TRACKER_TARGETS[side].monthly);
          }
        });
        continue;
      }
      it(`${name} ${id}: front, rear and global within 0.1 % a year, 0.5 % a month`, () => {
        const basis = transpositionBasisFor(weather!, sun!, { model: c.model, albedo: c.albedo });
        const year = shedsYear(
          basis,
          { collectorWidthM: c.collector_width_m, pitchM: c.pitch_m, heightM: c.height_m },
          { surfaceTilt: c.tilt_deg!, surfaceAzimuth: c.azimuth_deg! },
          c.albedo,
          { bifaciality: c.bifaciality, shadeFactor: c.shade_factor },
        );
        const ours = {
          front: year.frontIrradiation,
          back: year.backIrradiation,
          global: year.globalIrradiation,
        };
        for (const side of ['front', 'back', 'global'] as const) {
          const annual = percent(ours[side].annual, c[side].annual_kwh_m2);
          const monthly = worstMonthly(ours[side].monthly, c[side].monthly_kwh_m2);
          table.push(row([name, id, side, ours[side].annual, c[side].annual_kwh_m2, annual, monthly]));
          expect(Math.abs(annual), `${side} annual`).toBeLessThan(TARGETS[side].annual);
          expect(monthly, `${side} monthly`).toBeLessThan(TARGETS[side].monthly);
        }
      });
    }
  }
  it('prints the table', () => {
    console.log(table.join('\n'));
  });
});

/**
 * The tracker case through the engine's array chain: a bifacial tracker of the case's axis, with
 * IAM none, its front and rear sums, and the global as pvlib adds it (front + w × back).
 */
function trackerYear(weather: HourlyWeather, sun: SunPositions, c: ShedsCase) {
  const basis = transpositionBasisFor(weather, sun, { model: c.model, albedo: c.albedo });
  const panels = { bifaciality: c.bifaciality, shadeFactor: c.shade_factor, heightM: c.height_m };
  const tracker = {
    kind: 'single-axis',
    axisAzimuth: c.axis_azimuth_deg!,
    axisTilt: c.axis_tilt_deg!,
    maxAngle: c.max_angle_deg!,
    gcr: c.collector_width_m / c.pitch_m,
    backtrack: c.backtrack!,
  } as const;
  const array = {
    surfaceTilt: 0,
    surfaceAzimuth: 180,
    dcCapacity: 1000,
    iamModel: 'none',
    tracker,
    bifacial: panels,
  } as const;
  const result = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
  const front = result.poaFront!;
  const back = result.poaRear!;
  const weight = rearWeight(panels);
  return {
    front,
    back,
    global: {
      annual: front.annual + weight * back.annual,
      monthly: front.monthly.map((value, m) => value + weight * back.monthly[m]!),
    },
  };
}
