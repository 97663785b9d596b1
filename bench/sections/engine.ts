/**
 * The PV energy engine (shared/pv) given a site-year's sun positions: one array-year
 * simulation, the best-orientation search, the transposition terms. Runs on a fresh clone: the
 * weather is a synthetic typical year (clear-sky estimate turned into hourly days) for Beijing,
 * 8760 hours. The whole year from the weather, sun positions included, as pvlib's ModelChain
 * does it, is timed by pvlib-year.ts; pvlib's 1-degree brute-force orientation search took
 * 10.5 s on the same machine kind (quoted, not re-measured).
 */
import { estimateClimateFromClearSky } from '../../shared/pv/climate/clear-sky-estimate';
import { hourlyFromMonthly } from '../../shared/pv/climate/monthly-to-hourly';
import {
  annualPoaGlobal,
  buildTranspositionBasis,
  planeGeometry,
  type TranspositionBasis,
} from '../../shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '../../shared/pv/losses/system-losses';
import { bestOrientation } from '../../shared/pv/orientation/best-orientation';
import { type ArraySetup, simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import { medianMs } from '../support/timing';
import { BEIJING, syntheticYear } from '../support/weather-year';
import type { BenchSection } from '../types';

/** Runs of the budgeted operations (targets of 1 to 100 ms). */
const RUNS = { warmup: 8, runs: 31 };
/** Runs of the brute-force search, given for context (far slower than the budgeted search). */
const SLOW_RUNS = { warmup: 1, runs: 3 };
/** Runs of the monthly-to-hourly conversion (a whole year with its own sun positions). */
const CLIMATE_RUNS = { warmup: 2, runs: 9 };

/** The benchmark's site-year: a synthetic typical year at Beijing, its sun and Perez terms. */
function fixture() {
  const site = BEIJING;
  const weather = syntheticYear();
  const sun = computeSunPositions(weather);
  const basis = buildTranspositionBasis(weather, sun, { model: 'perez', albedo: 0.2 });
  return { site, weather, sun, basis };
}

const SETUP: ArraySetup = {
  array: { surfaceTilt: 35, surfaceAzimuth: 180, dcCapacity: 10_000, tempCoefficientPmax: -0.35 },
  inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 },
  losses: NO_SYSTEM_LOSSES,
  transposition: 'perez',
};

/** pvlib's reference search: every whole-degree tilt 0-90 and azimuth 90-270. */
function bruteForce(basis: TranspositionBasis): number {
  let best = 0;
  for (let tilt = 0; tilt <= 90; tilt++) {
    for (let azimuth = 90; azimuth <= 270; azimuth++) {
      best = Math.max(best, annualPoaGlobal(basis, planeGeometry(tilt, azimuth)));
    }
  }
  return best;
}

/** Times the engine's budgeted operations given the sun positions (targets from the task) and some context figures. */
export default async function engineBench(): Promise<BenchSection> {
  const { site, weather, sun, basis } = fixture();
  // A new albedo on each call defeats the cache, so the Perez terms are rebuilt every time.
  let albedo = 0.2;
  const withNewTerms = () => {
    albedo += 1e-9;
    return simulateArrayYear({ ...SETUP, albedo }, weather, sun);
  };
  return {
    name: 'PV energy engine (shared/pv), 8760 h',
    rows: [
      {
        metric: 'array-year simulation, given the sun positions',
        value: medianMs(() => simulateArrayYear(SETUP, weather, sun), RUNS),
        unit: 'ms',
        target: 1,
      },
      {
        metric: 'array-year simulation incl. new Perez transposition terms',
        value: medianMs(withNewTerms, RUNS),
        unit: 'ms',
      },
      {
        metric: 'best tilt and azimuth search',
        value: medianMs(() => bestOrientation(basis), RUNS),
        unit: 'ms',
        target: 100,
      },
      {
        metric: 'Perez transposition terms for a site-year',
        value: medianMs(() => buildTranspositionBasis(weather, sun), RUNS),
        unit: 'ms',
      },
      {
        metric: '1-degree brute force, 16471 orientations (for comparison)',
        value: medianMs(() => bruteForce(basis), SLOW_RUNS),
        unit: 'ms',
      },
      {
        metric: 'monthly climate to hourly year (incl. its sun positions)',
        value: medianMs(() => hourlyFromMonthly(estimateClimateFromClearSky(site).climate), CLIMATE_RUNS),
        unit: 'ms',
      },
    ],
  };
}
