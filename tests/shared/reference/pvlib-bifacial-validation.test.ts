/**
 * Validation of the infinite-sheds bifacial model [BIF-1, BIF-6] against pvlib-python on the
 * fixture weather files, through the command line's code path (parseWeatherFile →
 * computeSunPositions → the transposition basis → shedsYear), printing a table of differences.
 * pvlib's numbers are ./pvlib-infinite-sheds.json, written by
 * bench/pvlib/infinite_sheds_reference.py (pvlib.bifacial.infinite_sheds.get_irradiance).
 *
 * Targets: the product's are annual front and global ±1 %, rear ±3 % [BIF-6]; the model agrees to
 * a few hundredths of a percent, so the suite holds it to annual ±0.1 % on every side and monthly
 * ±0.5 % (months under 1 kWh/m² left out), to catch a regression the product's margins would hide. The tracker case of the JSON waits for the tracker
 * module (shared/pv/tracking/) and is not checked here. Skips itself without ../shared/fixtures
 * (a fresh clone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shedsYear } from '@pvd/shared/pv/bifacial/sheds-year';
import type { TranspositionModel } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { transpositionBasisFor } from '@pvd/shared/pv/irradiance/transposition-basis';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
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
      if (c.tilt_deg === undefined || c.azimuth_deg === undefined) continue; // the tracker case
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
