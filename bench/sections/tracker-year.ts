/**
 * Like for like with pvlib: one year of a single-axis tracker's plane-of-array irradiance, from
 * weather arrays already read to the hourly tracked POA [TRK-4]: a north-south axis, ±60°, GCR
 * 0.35, backtracking, Perez (the conventions of ../shared/fixtures' pvlib-reference.json). Our
 * year: sun positions (those of the irradiated records, `climateSunPositions`), the Perez terms,
 * the tracker's plane of each record and the POA. The angles of every record
 * (`singleAxisAngles`) and the tracked array's year to AC given the positions are timed as parts.
 *
 * pvlib's side (solar position, DNI extra, air mass, tracking.singleaxis, get_total_irradiance)
 * is measured in the same run by bench/pvlib/singleaxis_year.py, with pvlib from its source
 * (PVLIB_SRC, PVLIB_PYTHON: bench/support/pvlib-runtime.ts). Ours is timed before and after it,
 * and both sets of calls count. Without pvlib the section says why and gives our figures alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { climateSunPositions } from '../../shared/pv/engine/climate';
import { transpositionBasisFor } from '../../shared/pv/irradiance/transposition-basis';
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { arraySetupOf } from '../../shared/pv/simulation/run-report';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import { type SingleAxisTracker, singleAxisAngles } from '../../shared/pv/tracking/single-axis';
import { poaOfTrackedPlane, trackedPlanes } from '../../shared/pv/tracking/tracked-plane';
import type { HourlyWeather } from '../../shared/pv/weather/types';
import { PVWATTS_CASE } from '../cases/pvwatts-case';
import { findPvlib, runPvlibScript } from '../support/pvlib-runtime';
import { type StableTimes, stableTimes, summary } from '../support/timing';
import { freshCopy, referenceOrSyntheticYear } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

/** Warm-up batches of 10 calls until two batch medians agree within 3 %, then 41 timed calls. */
const RUNS = { batch: 10, maxBatches: 40, runs: 41 };

/** The case of bench/pvlib/singleaxis_year.py. */
const TRACKER: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.35,
  backtrack: true,
};

/** What pvlib's script prints. [ms, kWh/m²] */
interface PvlibFigures {
  min_ms: number;
  median_ms: number;
  cpu_min_ms: number;
  poa_annual_kwh_m2: number;
}

/** The tracked year: sun positions, Perez terms, the tracker's planes, the POA. [kWh/m²] */
function trackedYear(weather: HourlyWeather): number {
  const sun = climateSunPositions(weather);
  const basis = transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.2 });
  return poaOfTrackedPlane(basis, trackedPlanes(basis, TRACKER)).annual;
}

/** pvlib's tracked year on the same file, or why it cannot run here. */
function measurePvlib(file: string | undefined): (PvlibFigures & { runtime: string }) | { absent: string } {
  if (!file) return { absent: 'no TMY3 year to give it (neither ../shared/fixtures nor PVLIB_SRC)' };
  const runtime = findPvlib();
  if ('absent' in runtime) return runtime;
  const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'pvlib', 'singleaxis_year.py');
  const figures = runPvlibScript<PvlibFigures>(runtime, script, [file, String(RUNS.runs)]);
  return { ...figures, runtime: runtime.description };
}

function minMedianRows(metric: string, times: StableTimes): BenchRow[] {
  const note = times.stable ? undefined : `warm-up did not settle in ${times.warmupBatches} batches`;
  return [
    { metric: `${metric}, min`, value: times.min, unit: 'ms', note },
    { metric: `${metric}, median`, value: times.median, unit: 'ms', note },
  ];
}

function pvlibRows(ours: StableTimes, pvlib: PvlibFigures & { runtime: string }): BenchRow[] {
  const note = `measured here: ${pvlib.runtime}`;
  return [
    { metric: 'pvlib singleaxis + get_total_irradiance year, min', value: pvlib.min_ms, unit: 'ms', note },
    {
      metric: 'pvlib singleaxis + get_total_irradiance year, median',
      value: pvlib.median_ms,
      unit: 'ms',
      note,
    },
    {
      metric: 'pvlib singleaxis + get_total_irradiance year, CPU min',
      value: pvlib.cpu_min_ms,
      unit: 'ms',
      note,
    },
    { metric: 'pvlib / ours, by the min', value: pvlib.min_ms / ours.min, unit: '×' },
    { metric: 'pvlib / ours, by the median', value: pvlib.median_ms / ours.median, unit: '×' },
    { metric: 'pvlib / ours, by the CPU min', value: pvlib.cpu_min_ms / ours.cpuMin, unit: '×' },
  ];
}

export default async function trackerYearBench(): Promise<BenchSection> {
  const year = referenceOrSyntheticYear();
  const { weather } = year;
  const sun = computeSunPositions(weather);
  const annualPoa = trackedYear(freshCopy(weather));
  const before = stableTimes(() => freshCopy(weather), trackedYear, RUNS);
  const pvlib = measurePvlib(year.file);
  const measured = !('absent' in pvlib);
  const after = measured ? stableTimes(() => freshCopy(weather), trackedYear, RUNS) : undefined;
  const whole: StableTimes = {
    ...summary([...before.times, ...(after?.times ?? [])], [...before.cpuTimes, ...(after?.cpuTimes ?? [])]),
    warmupBatches: before.warmupBatches,
    stable: before.stable && (after?.stable ?? true),
  };
  const angles = stableTimes(
    () => sun,
    (positions) => singleAxisAngles(positions, TRACKER),
    RUNS,
  );
  const setup = arraySetupOf({ ...PVWATTS_CASE, tracker: TRACKER });
  // New irradiance arrays each call, so the Perez terms are rebuilt as part of the year.
  const arrayYear = stableTimes(
    () => ({ ...weather, ghi: weather.ghi.slice() }),
    (copy) => simulateArrayYear(setup, copy, sun),
    RUNS,
  );
  if (!measured) process.stderr.write(`tracker-year: pvlib not measured: ${pvlib.absent}\n`);
  const ourYear = 'our tracked year: sun positions + Perez terms + tracker planes + POA';
  return {
    name: 'Like for like with pvlib: one single-axis tracker year (N-S, ±60°, GCR 0.35, backtracking), weather arrays to hourly POA',
    rows: [
      ...minMedianRows(ourYear, whole),
      { metric: `${ourYear}, CPU min`, value: whole.cpuMin, unit: 'ms' },
      ...(measured ? pvlibRows(whole, pvlib) : []),
      ...minMedianRows('part: singleAxisAngles for every record, given the sun positions', angles),
      ...minMedianRows(
        'part: the tracked 10 kWp array to AC given the sun positions (Perez terms rebuilt)',
        arrayYear,
      ),
    ],
    notes: [
      year.description,
      measured
        ? `Annual tracked POA, the same work on both sides: ours ${annualPoa.toFixed(2)} kWh/m², pvlib ${pvlib.poa_annual_kwh_m2.toFixed(2)} kWh/m². Ours timed before and after pvlib (${2 * RUNS.runs} calls), pvlib ${RUNS.runs} calls.`
        : `pvlib not measured: ${pvlib.absent}.`,
      'Each timed call of the year gets new arrays (copied outside the timed span): no memoised sun positions or transposition terms are reused.',
    ],
  };
}
