/**
 * The engine on half-hourly weather (intervalHours 0.5, e.g. NSRDB PSM 30-minute data): every sum
 * multiplies by the record length, so the same days at 30 minutes and at 60 minutes give nearly
 * the same irradiation and energy. The two fixtures hold the same clear days (16-18 April 1980,
 * Greensboro): hourly values at HH:30, and half-hourly ones at HH:00 and HH:30 (README of the
 * weather fixtures).
 */
import { readFileSync } from 'node:fs';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { runReport } from '@pvd/shared/pv/simulation/run-report';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { parseNsrdbPsm } from '@pvd/shared/pv/weather/nsrdb-psm';
import { describe, expect, it } from 'vitest';
import { PVWATTS_CASE } from '../../../../bench/cases/pvwatts-case';

const fixture = (name: string) =>
  parseNsrdbPsm(readFileSync(new URL(`../weather/fixtures/${name}`, import.meta.url), 'utf8'));
const halfHourly = fixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
const hourly = fixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv');
/** Relative difference allowed between the two samplings of the same days. */
const TOLERANCE = 0.01;
const options = { ...PVWATTS_CASE, optimum: true };

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual / expected - 1)).toBeLessThan(TOLERANCE);
}

describe('half-hourly weather', () => {
  const half = runReport(halfHourly, computeSunPositions(halfHourly), options);
  const full = runReport(hourly, computeSunPositions(hourly), options);

  it('has twice the records and half the record length', () => {
    expect([halfHourly.ghi.length, halfHourly.intervalHours]).toEqual([144, 0.5]);
    expect([hourly.ghi.length, hourly.intervalHours]).toEqual([72, 1]);
  });

  it('gives the same daily GHI within 1 % (about 7.3 kWh/m² a day)', () => {
    expectClose(half.weather.ghiAnnual, full.weather.ghiAnnual);
    expect(full.weather.ghiAnnual / 3).toBeGreaterThan(7);
    expect(full.weather.ghiAnnual / 3).toBeLessThan(7.6);
  });

  it('gives the same plane-of-array irradiation, DC and AC energy within 1 %', () => {
    expectClose(half.poa.annual, full.poa.annual);
    expectClose(half.energy.dcAnnual, full.energy.dcAnnual);
    expectClose(half.energy.acAnnual, full.energy.acAnnual);
  });

  it('gives the same optimum plane irradiation within 1 %', () => {
    expectClose(half.optimum!.poaAnnual, full.optimum!.poaAnnual);
  });

  it('sums a system (several inverters) over half hours as well', () => {
    const design = (weatherTilt: number) => ({
      arrays: [
        { surfaceTilt: weatherTilt, surfaceAzimuth: 180, dcCapacity: 5000, tempCoefficientPmax: -0.35 },
      ],
      inverters: [
        { model: { kind: 'pvwatts' as const, ratedAcPower: 5000 }, inputs: [{ array: 0, dcCapacity: 5000 }] },
      ],
      losses: NO_SYSTEM_LOSSES,
    });
    const a = simulateSystem(design(25), halfHourly, computeSunPositions(halfHourly));
    const b = simulateSystem(design(25), hourly, computeSunPositions(hourly));
    expectClose(a.acEnergy.annual, b.acEnergy.annual);
  });
});
