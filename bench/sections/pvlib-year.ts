/**
 * Like for like with pvlib: the work of one pvlib ModelChain year, from weather arrays already
 * read to hourly AC, for the reference case `pvwatts_10kwp_tilt30` (NREL SPA sun positions,
 * Perez, physical IAM, SAPM cell temperature, PVWatts DC and inverter; see
 * ../shared/fixtures/README.md). The engine's parts (sun positions alone, the year given them)
 * are timed too and labelled as parts: neither is comparable to pvlib's whole year.
 *
 * pvlib's side is measured in the same run by bench/pvlib/modelchain_year.py, with pvlib from its
 * source (PVLIB_SRC, PVLIB_PYTHON: bench/support/pvlib-runtime.ts). Ours is timed before and
 * after it, and both sets of calls count, so a change of the machine's load during the run
 * weighs on both sides. Without pvlib the section says why and gives our figures alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { climateSunPositions } from '../../shared/pv/engine/climate';
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { arraySetupOf } from '../../shared/pv/simulation/run-report';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import type { HourlyWeather } from '../../shared/pv/weather/types';
import { PVWATTS_CASE } from '../cases/pvwatts-case';
import { findPvlib, runPvlibScript } from '../support/pvlib-runtime';
import { type StableTimes, stableTimes, summary } from '../support/timing';
import { freshCopy, referenceOrSyntheticYear } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

/** Warm-up batches of 10 calls until two batch medians agree within 3 %, then 41 timed calls. */
const RUNS = { batch: 10, maxBatches: 40, runs: 41 };

/** The target: our year at least 20× faster than pvlib's, by the least wall time of each. */
const TARGET_SPEEDUP = 20;

/** What pvlib's script prints. [ms, kWh] */
interface PvlibFigures {
  min_ms: number;
  median_ms: number;
  cpu_min_ms: number;
  ac_annual_kwh: number;
}

const setup = arraySetupOf({ ...PVWATTS_CASE });
/** The same array laid in rows 2 m wide, 4 m apart: the year with row-to-row shading. */
const rowedSetup = arraySetupOf({ ...PVWATTS_CASE, rows: { collectorWidthM: 2, pitchM: 4 } });

/**
 * The whole year as pvlib's ModelChain does it: sun positions, then the array chain to AC. [kWh]
 * The positions are the engine's climate year's (`climateSunPositions`): those of records without
 * irradiance are not computed, the chain to AC reads none of them (pvlib computes them and then
 * multiplies them by zero irradiance).
 */
function wholeYear(weather: HourlyWeather): number {
  const sun = climateSunPositions(weather);
  return simulateArrayYear(setup, weather, sun).acEnergy.annual;
}

/** pvlib's ModelChain year on the same file, or why it cannot run here. */
function measurePvlib(file: string | undefined): (PvlibFigures & { runtime: string }) | { absent: string } {
  if (!file) return { absent: 'no TMY3 year to give it (neither ../shared/fixtures nor PVLIB_SRC)' };
  const runtime = findPvlib();
  if ('absent' in runtime) return runtime;
  const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'pvlib', 'modelchain_year.py');
  const figures = runPvlibScript<PvlibFigures>(runtime, script, [file, String(RUNS.runs)]);
  return { ...figures, runtime: runtime.description };
}

function minMedianRows(metric: string, times: StableTimes, target?: number): BenchRow[] {
  const note = times.stable ? undefined : `warm-up did not settle in ${times.warmupBatches} batches`;
  return [
    { metric: `${metric}, min`, value: times.min, unit: 'ms', note },
    { metric: `${metric}, median`, value: times.median, unit: 'ms', target, note },
  ];
}

/** pvlib's figures and the ratios, by the min (the target), the median and the CPU min. */
function pvlibRows(ours: StableTimes, pvlib: PvlibFigures & { runtime: string }): BenchRow[] {
  const note = `measured here: ${pvlib.runtime}`;
  return [
    { metric: 'pvlib ModelChain year, min', value: pvlib.min_ms, unit: 'ms', note },
    { metric: 'pvlib ModelChain year, median', value: pvlib.median_ms, unit: 'ms', note },
    { metric: 'pvlib ModelChain year, CPU min', value: pvlib.cpu_min_ms, unit: 'ms', note },
    {
      metric: 'pvlib / ours, by the min',
      value: pvlib.min_ms / ours.min,
      unit: '×',
      target: TARGET_SPEEDUP,
      targetIsFloor: true,
    },
    { metric: 'pvlib / ours, by the median', value: pvlib.median_ms / ours.median, unit: '×' },
    { metric: 'pvlib / ours, by the CPU min', value: pvlib.cpu_min_ms / ours.cpuMin, unit: '×' },
  ];
}

export default async function pvlibYearBench(): Promise<BenchSection> {
  const year = referenceOrSyntheticYear();
  const { weather } = year;
  const sun = computeSunPositions(weather);
  const annualAc = wholeYear(freshCopy(weather));
  const before = stableTimes(() => freshCopy(weather), wholeYear, RUNS);
  const pvlib = measurePvlib(year.file);
  const measured = !('absent' in pvlib);
  const after = measured ? stableTimes(() => freshCopy(weather), wholeYear, RUNS) : undefined;
  const whole: StableTimes = {
    ...summary([...before.times, ...(after?.times ?? [])], [...before.cpuTimes, ...(after?.cpuTimes ?? [])]),
    warmupBatches: before.warmupBatches,
    stable: before.stable && (after?.stable ?? true),
  };
  const sunOnly = stableTimes(
    () => freshCopy(weather),
    (copy) => computeSunPositions(copy),
    RUNS,
  );
  // New irradiance arrays each call, so the Perez terms are rebuilt as part of the year.
  const givenSun = stableTimes(
    () => ({ ...weather, ghi: weather.ghi.slice() }),
    (copy) => simulateArrayYear(setup, copy, sun),
    RUNS,
  );
  const givenSunRows = stableTimes(
    () => ({ ...weather, ghi: weather.ghi.slice() }),
    (copy) => simulateArrayYear(rowedSetup, copy, sun),
    RUNS,
  );
  if (!measured) process.stderr.write(`pvlib-year: pvlib not measured: ${pvlib.absent}\n`);
  const ourYear = 'our year: sun positions + Perez + IAM + SAPM + PVWatts DC and inverter';
  return {
    name: 'Like for like with pvlib: one ModelChain year (pvwatts_10kwp_tilt30), weather arrays to hourly AC',
    rows: [
      ...minMedianRows(ourYear, whole),
      { metric: `${ourYear}, CPU min`, value: whole.cpuMin, unit: 'ms' },
      ...(measured ? pvlibRows(whole, pvlib) : []),
      ...minMedianRows(
        'part: sun positions alone (NREL SPA, daily geocentric nodes, every record)',
        sunOnly,
        10,
      ),
      ...minMedianRows('part: the year given the sun positions (Perez terms rebuilt)', givenSun),
      ...minMedianRows(
        'part: the same with row-to-row shading (rows 2 m wide, pitch 4 m: shaded fraction, Passias)',
        givenSunRows,
      ),
    ],
    notes: [
      year.description,
      measured
        ? `Annual AC, the same work on both sides: ours ${annualAc.toFixed(1)} kWh, pvlib ${pvlib.ac_annual_kwh.toFixed(1)} kWh. Ours timed before and after pvlib (${2 * RUNS.runs} calls), pvlib ${RUNS.runs} calls.`
        : `pvlib not measured: ${pvlib.absent}.`,
      'Each timed call gets new arrays (copied outside the timed span): no memoised sun positions or transposition terms are reused.',
    ],
  };
}
