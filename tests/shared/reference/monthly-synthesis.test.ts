/**
 * Monthly sources are turned into hourly years (shared/pv/climate/monthly-to-hourly.ts).
 * Check: take the monthly means of each real reference year (../shared/fixtures), turn them
 * back into hours, and compare the simulated plane-of-array irradiation and AC energy with
 * the simulation of the real hourly year (itself equal to pvlib, see pvlib-validation.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DAYS_PER_MONTH } from '@pvd/shared/pv/civil-calendar';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { type ArraySetup, simulateArrayYear } from '@pvd/shared/pv/simulation/array-year';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { type HourlyWeather, parseWeatherFile } from '@pvd/shared/pv/weather/index';
import type { MonthlyClimate } from '@pvd/shared/pv/weather/types';
import { describe, expect, it } from 'vitest';

const fixtures = resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'weather');
// The real weather files live beside the repository; a fresh clone has none: skip.
const hasFixtures = existsSync(join(fixtures, 'pvlib-reference.json'));
const FILES = ['723170TYA.CSV', 'tmy_45.000_8.000_2005_2023.json'];

const SETUP: ArraySetup = {
  array: { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 10_000, tempCoefficientPmax: -0.35 },
  inverter: { kind: 'pvwatts', ratedAcPower: 10_000 },
  losses: NO_SYSTEM_LOSSES,
};

/** Monthly means of an hourly year, as a monthly source would give them. */
function monthlyMeans(weather: HourlyWeather, month: Uint8Array, withDiffuse: boolean): MonthlyClimate {
  const sums = {
    ghi: new Array(12).fill(0),
    dhi: new Array(12).fill(0),
    temp: new Array(12).fill(0),
    wind: new Array(12).fill(0),
  };
  const hours = new Array(12).fill(0);
  weather.ghi.forEach((ghi, i) => {
    const m = month[i]!;
    sums.ghi[m] += ghi / 1000;
    sums.dhi[m] += weather.dhi[i]! / 1000;
    sums.temp[m] += weather.tempAir[i]!;
    sums.wind[m] += weather.windSpeed[i]!;
    hours[m]++;
  });
  return {
    site: weather.site,
    source: 'monthly-means',
    ghiDaily: sums.ghi.map((sum, m) => sum / DAYS_PER_MONTH[m]!),
    ...(withDiffuse ? { dhiDaily: sums.dhi.map((sum, m) => sum / DAYS_PER_MONTH[m]!) } : {}),
    tempMean: sums.temp.map((sum, m) => sum / hours[m]),
    windSpeed: sums.wind.map((sum, m) => sum / hours[m]),
  };
}

describe.skipIf(!hasFixtures)('hourly years from monthly means vs the real hourly years', () => {
  it.each(FILES.flatMap((file) => [[file, true] as const, [file, false] as const]))(
    '%s (monthly diffuse given: %s): annual POA within 1 %, AC within 1.5 %',
    (file, withDiffuse) => {
      const real = parseWeatherFile(readFileSync(join(fixtures, file), 'utf8'), file);
      const realSun = computeSunPositions(real);
      const synthetic = hourlyFromMonthly(monthlyMeans(real, realSun.month, withDiffuse));
      const fromReal = simulateArrayYear(SETUP, real, realSun);
      const fromMonthly = simulateArrayYear(SETUP, synthetic, computeSunPositions(synthetic));
      const poa = (fromMonthly.poa.annual / fromReal.poa.annual - 1) * 100;
      const ac = (fromMonthly.acEnergy.annual / fromReal.acEnergy.annual - 1) * 100;
      console.log(
        `${file}, diffuse ${withDiffuse ? 'given' : 'by Erbs'}: POA ${poa.toFixed(2)} %, AC ${ac.toFixed(2)} %`,
      );
      expect(Math.abs(poa)).toBeLessThan(1);
      expect(Math.abs(ac)).toBeLessThan(1.5);
    },
  );
});
