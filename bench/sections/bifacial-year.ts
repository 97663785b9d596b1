/**
 * Like for like with pvlib: one year of bifacial front and rear irradiance by the infinite-sheds
 * model [BIF-1, BIF-2], from weather arrays already read to the hourly front and rear, for fixed
 * rows (tilt 20°, azimuth 180°) and for a bifacial single-axis tracker (north-south axis, ±60°,
 * backtracking): rows 2 m wide at a 5 m pitch (GCR 0.4), centre 1.5 m high, albedo 0.25,
 * bifaciality 0.7, Hay-Davies (the cases of the validation, docs/bifacial.md). Our year: sun
 * positions (those of the irradiated records, `climateSunPositions`), the Hay-Davies terms, for
 * the tracker its plane of each record, and `shedsYear`. The bifacial 10 kWp arrays' years to AC
 * given the positions are timed as parts.
 *
 * pvlib's side (solar position, DNI extra, for the tracker tracking.singleaxis, and
 * bifacial.infinite_sheds.get_irradiance) is measured in the same run by
 * bench/pvlib/infinite_sheds_year.py, with pvlib from its source (PVLIB_SRC, PVLIB_PYTHON:
 * bench/support/pvlib-runtime.ts). Ours is timed before and after it, and both sets of calls
 * count. Without pvlib the section says why and gives our figures alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ShedsOrientation, type ShedsYear, shedsYear } from '../../shared/pv/bifacial/sheds-year';
import { climateSunPositions } from '../../shared/pv/engine/climate';
import { transpositionBasisFor } from '../../shared/pv/irradiance/transposition-basis';
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { arraySetupOf } from '../../shared/pv/simulation/run-report';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import type { SingleAxisTracker } from '../../shared/pv/tracking/single-axis';
import { trackedOrientationByRecord, trackedPlanes } from '../../shared/pv/tracking/tracked-plane';
import type { HourlyWeather } from '../../shared/pv/weather/types';
import { PVWATTS_CASE } from '../cases/pvwatts-case';
import { findPvlib, runPvlibScript } from '../support/pvlib-runtime';
import { type StableTimes, stableTimes, summary } from '../support/timing';
import { freshCopy, referenceOrSyntheticYear } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

/** Warm-up batches of 10 calls until two batch medians agree within 3 %, then 41 timed calls. */
const RUNS = { batch: 10, maxBatches: 40, runs: 41 };

/** The cases of bench/pvlib/infinite_sheds_year.py. */
const ROWS = { collectorWidthM: 2, pitchM: 5, heightM: 1.5 };
const ALBEDO = 0.25;
const PANELS = { bifaciality: 0.7, shadeFactor: -0.02, heightM: ROWS.heightM };
const FIXED: ShedsOrientation = { surfaceTilt: 20, surfaceAzimuth: 180 };
const TRACKER: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: ROWS.collectorWidthM / ROWS.pitchM,
  backtrack: true,
};

/** One case as pvlib's script prints it. [ms, kWh/m²] */
interface PvlibCase {
  min_ms: number;
  median_ms: number;
  cpu_min_ms: number;
  front_annual_kwh_m2: number;
  back_annual_kwh_m2: number;
  global_annual_kwh_m2: number;
}
type PvlibFigures = { fixed: PvlibCase; tracker: PvlibCase; runtime: string };

/** The Hay-Davies basis of a year, from its own sun positions. */
function basisOf(weather: HourlyWeather) {
  return transpositionBasisFor(weather, climateSunPositions(weather), { model: 'haydavies', albedo: ALBEDO });
}

/** The fixed rows' year: sun positions, Hay-Davies terms, the sheds front and rear. */
function fixedYear(weather: HourlyWeather): ShedsYear {
  return shedsYear(basisOf(weather), ROWS, FIXED, ALBEDO, PANELS);
}

/** The tracker's year: the same, with the tracker's plane of each record. */
function trackerYear(weather: HourlyWeather): ShedsYear {
  const basis = basisOf(weather);
  const orientation = trackedOrientationByRecord(basis, trackedPlanes(basis, TRACKER));
  return shedsYear(basis, ROWS, orientation, ALBEDO, PANELS);
}

/** pvlib's two years on the same file, or why they cannot run here. */
function measurePvlib(file: string | undefined): PvlibFigures | { absent: string } {
  if (!file) return { absent: 'no TMY3 year to give it (neither ../shared/fixtures nor PVLIB_SRC)' };
  const runtime = findPvlib();
  if ('absent' in runtime) return runtime;
  const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'pvlib', 'infinite_sheds_year.py');
  const figures = runPvlibScript<Omit<PvlibFigures, 'runtime'>>(runtime, script, [file, String(RUNS.runs)]);
  return { ...figures, runtime: runtime.description };
}

/** Our times of one case: before pvlib, and after it when pvlib ran, merged. */
function merged(before: StableTimes, after: StableTimes | undefined): StableTimes {
  return {
    ...summary([...before.times, ...(after?.times ?? [])], [...before.cpuTimes, ...(after?.cpuTimes ?? [])]),
    warmupBatches: before.warmupBatches,
    stable: before.stable && (after?.stable ?? true),
  };
}

function minMedianRows(metric: string, times: StableTimes): BenchRow[] {
  const note = times.stable ? undefined : `warm-up did not settle in ${times.warmupBatches} batches`;
  return [
    { metric: `${metric}, min`, value: times.min, unit: 'ms', note },
    { metric: `${metric}, median`, value: times.median, unit: 'ms', note },
    { metric: `${metric}, CPU min`, value: times.cpuMin, unit: 'ms', note },
  ];
}

function pvlibRows(label: string, ours: StableTimes, pvlib: PvlibCase, runtime: string): BenchRow[] {
  const note = `measured here: ${runtime}`;
  return [
    { metric: `pvlib ${label}, min`, value: pvlib.min_ms, unit: 'ms', note },
    { metric: `pvlib ${label}, median`, value: pvlib.median_ms, unit: 'ms', note },
    { metric: `pvlib ${label}, CPU min`, value: pvlib.cpu_min_ms, unit: 'ms', note },
    { metric: `pvlib / ours (${label}), by the min`, value: pvlib.min_ms / ours.min, unit: '×' },
    { metric: `pvlib / ours (${label}), by the median`, value: pvlib.median_ms / ours.median, unit: '×' },
    { metric: `pvlib / ours (${label}), by the CPU min`, value: pvlib.cpu_min_ms / ours.cpuMin, unit: '×' },
  ];
}

/** Front, rear, global of ours beside pvlib's. [kWh/m²] */
function agreement(label: string, ours: ShedsYear, pvlib: PvlibCase | undefined): string {
  const pair = (value: number, theirs: number | undefined) =>
    theirs === undefined ? value.toFixed(2) : `${value.toFixed(2)} (pvlib ${theirs.toFixed(2)})`;
  return `${label}: front ${pair(ours.frontIrradiation.annual, pvlib?.front_annual_kwh_m2)}, rear ${pair(ours.backIrradiation.annual, pvlib?.back_annual_kwh_m2)}, global ${pair(ours.globalIrradiation.annual, pvlib?.global_annual_kwh_m2)} kWh/m²`;
}

/** The bifacial 10 kWp arrays' years to AC given the sun positions (Hay-Davies terms rebuilt). */
function arrayParts(weather: HourlyWeather): BenchRow[] {
  const sun = computeSunPositions(weather);
  const base = { ...PVWATTS_CASE, transposition: 'haydavies' as const, albedo: ALBEDO, bifacial: PANELS };
  const fixed = arraySetupOf({ ...base, surfaceTilt: 20, rows: ROWS });
  const tracked = arraySetupOf({ ...base, tracker: TRACKER });
  const copy = () => ({ ...weather, ghi: weather.ghi.slice() });
  return [
    ...minMedianRows(
      'part: the bifacial fixed rows, 10 kWp to AC given the sun positions',
      stableTimes(copy, (w) => simulateArrayYear(fixed, w, sun), RUNS),
    ),
    ...minMedianRows(
      'part: the bifacial tracker, 10 kWp to AC given the sun positions',
      stableTimes(copy, (w) => simulateArrayYear(tracked, w, sun), RUNS),
    ),
  ];
}

export default async function bifacialYearBench(): Promise<BenchSection> {
  const year = referenceOrSyntheticYear();
  const { weather } = year;
  const fixedOnce = fixedYear(freshCopy(weather));
  const trackerOnce = trackerYear(freshCopy(weather));
  const fixedBefore = stableTimes(() => freshCopy(weather), fixedYear, RUNS);
  const trackerBefore = stableTimes(() => freshCopy(weather), trackerYear, RUNS);
  const pvlib = measurePvlib(year.file);
  const measured = !('absent' in pvlib);
  const fixed = merged(
    fixedBefore,
    measured ? stableTimes(() => freshCopy(weather), fixedYear, RUNS) : undefined,
  );
  const tracker = merged(
    trackerBefore,
    measured ? stableTimes(() => freshCopy(weather), trackerYear, RUNS) : undefined,
  );
  if (!measured) process.stderr.write(`bifacial-year: pvlib not measured: ${pvlib.absent}\n`);
  const fixedLabel = 'bifacial fixed rows year';
  const trackerLabel = 'bifacial tracker year';
  return {
    name: 'Like for like with pvlib: one bifacial infinite-sheds year (fixed rows tilt 20°; N-S tracker ±60° backtracking; GCR 0.4, Hay-Davies), weather arrays to hourly front and rear',
    rows: [
      ...minMedianRows(`our ${fixedLabel}: sun positions + Hay-Davies terms + sheds front and rear`, fixed),
      ...(measured ? pvlibRows(fixedLabel, fixed, pvlib.fixed, pvlib.runtime) : []),
      ...minMedianRows(
        `our ${trackerLabel}: sun positions + Hay-Davies terms + tracker planes + sheds front and rear`,
        tracker,
      ),
      ...(measured ? pvlibRows(trackerLabel, tracker, pvlib.tracker, pvlib.runtime) : []),
      ...arrayParts(weather),
    ],
    notes: [
      year.description,
      agreement('Fixed rows', fixedOnce, measured ? pvlib.fixed : undefined),
      agreement('Tracker', trackerOnce, measured ? pvlib.tracker : undefined),
      measured
        ? `Ours timed before and after pvlib (${2 * RUNS.runs} calls a case), pvlib ${RUNS.runs} calls a case; pvlib's side: get_solarposition, get_extra_radiation, (tracking.singleaxis,) infinite_sheds.get_irradiance.`
        : `pvlib not measured: ${pvlib.absent}.`,
      'Each timed call of the year gets new arrays (copied outside the timed span): no memoised sun positions or transposition terms are reused.',
    ],
  };
}
