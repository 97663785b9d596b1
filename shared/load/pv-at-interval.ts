/**
 * The engine's hourly PV on a load's calendar and at its interval [LOAD-4]: the weather file's
 * typical year gives one AC energy per hour, a meter gives 1 to 60-minute steps of a real year,
 * and the storage year needs both on one grid. Each load step takes the hour of the typical year
 * with its month, day and hour, and that hour's energy is shared among the hour's steps by the
 * clear-sky irradiance at each step (Haurwitz's model at the sun's position in the step's
 * middle), so the morning ramps up and noon peaks inside an hour, as a clear sky does, and the
 * hour keeps its energy.
 */
import { DEG_TO_RAD } from '../pv/angles';
import { clearSkyGhiHaurwitzFromCos } from '../pv/climate/clear-sky';
import { computeSunPositions } from '../pv/solar-position/sun-positions';
import { MONTH_START_HOUR } from '../pv/storage/common-year';
import { type IntervalSeries, stepHours, stepStartMinutes, stepsPerYear } from './interval-series';

/** Hours of the typical year the engine's hourly series holds (a 365-day year). */
const TYPICAL_YEAR_HOURS = 8760;
const MINUTES_PER_HOUR = 60;
const MS_PER_MINUTE = 60_000;
/** The Earth's turn against the sun: 15° an hour. [°/min] */
const DEGREES_PER_MINUTE = 0.25;

/** Where the PV is: the sun's position at each step depends on it. */
export interface PvSite {
  /** North positive. [°] */
  latitude: number;
  /** East positive. [°] */
  longitude: number;
  /** [m] */
  elevation: number;
  /** Offset from UTC of the local standard time both series are on (e.g. 8 for China). [h] */
  timezoneHours: number;
}

/** The hour of the 365-day typical year (0 = 1 January 00:00) with the date and hour of `minutes`. */
function typicalYearHour(minutes: number): number {
  const date = new Date(minutes * MS_PER_MINUTE);
  return MONTH_START_HOUR[date.getUTCMonth()]! + (date.getUTCDate() - 1) * 24 + date.getUTCHours();
}

/**
 * The AC power of an hourly typical year at a load's interval, on the load's calendar [LOAD-4].
 *
 * @param hourlyKwh - AC energy of each hour of the typical year, 8760 values, hour 0 = 1 January
 *   00:00-01:00 local standard time (`hourlyEnergyOnLocalClock`). [kWh]
 * @param site - Where the array is, and the local clock's offset from UTC.
 * @param calendar - The load's first interval start (on the hour) and interval.
 * @param steps - Steps of the load, at most a year.
 * @returns Mean AC power of each step, on the load's calendar. [kW]
 * @throws RangeError for a series other than 8760 hours, a start off the hour or more than a year.
 *
 * @remarks
 * A step of the load's year takes the typical hour of its month, day and hour: a load starting in
 * July takes July's hours first and January's after its 31 December, and a leap year's load has
 * no 29 February [LOAD-1], so its 1 March takes the typical 1 March. Inside an hour of energy E
 * with steps k, step k gets E·w_k/Σw, w_k the clear-sky GHI at the step's middle (Haurwitz), so
 * every hour keeps its energy and a night hour (E = 0) stays 0. The sun is the engine's SPA at the
 * hour's middle, for the load's own date on the site's clock, with the hour angle turned 15° an
 * hour to each step's middle (the declination moves under 0.02° in an hour); the zenith is taken
 * without refraction, which matters only within a degree of the horizon, where the clear-sky GHI
 * is below 1 W/m². An hour with energy but the sun below the horizon at every step's middle
 * (twilight, a sunrise late in the hour) gives it all to the step with the sun highest, the one
 * nearest daylight. At 60 minutes each hour is one step: the hourly series on the load's calendar.
 *
 * @example
 * const hourly = hourlyEnergyOnLocalClock({ powerW: year.acPower, timesUtcMs, intervalHours: 1 }, 8);
 * const pv = pvAtLoadInterval(hourly, { latitude: 30.3, longitude: 120.2, elevation: 10,
 *   timezoneHours: 8 }, load, load.kw.length);
 */
export function pvAtLoadInterval(
  hourlyKwh: ArrayLike<number>,
  site: PvSite,
  calendar: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
): IntervalSeries {
  const { stepMinutes } = calendar;
  if (hourlyKwh.length !== TYPICAL_YEAR_HOURS)
    throw new RangeError(`expected ${TYPICAL_YEAR_HOURS} hourly values, got ${hourlyKwh.length}`);
  if (steps > stepsPerYear(stepMinutes)) throw new RangeError('a PV series holds at most 365 days');
  const perHour = MINUTES_PER_HOUR / stepMinutes;
  const hourStarts = stepStartMinutes(
    { firstIntervalStart: calendar.firstIntervalStart, stepMinutes: 60 },
    Math.ceil(steps / perHour),
  );
  if (hourStarts.length > 0 && hourStarts[0]! % MINUTES_PER_HOUR !== 0)
    throw new RangeError(`the load must start on the hour, not at ${calendar.firstIntervalStart}`);
  // The typical year's hours follow one another as the load's do (no 29 February in either), and
  // the year wraps from 31 December to 1 January.
  const first = hourStarts.length > 0 ? typicalYearHour(hourStarts[0]!) : 0;
  const energyOfHour = hourStarts.map((_, j) => hourlyKwh[(first + j) % TYPICAL_YEAR_HOURS]!);
  const kw = new Float64Array(steps);
  const out: IntervalSeries = { firstIntervalStart: calendar.firstIntervalStart, stepMinutes, kw };
  if (perHour === 1) {
    kw.set(energyOfHour);
    return out;
  }
  const cosZenith = stepCosZenith(energyOfHour, hourStarts, stepMinutes, site);
  spreadHours(energyOfHour, cosZenith, perHour, stepHours(stepMinutes), kw);
  return out;
}

/**
 * cos zenith at the middle of every step of the hours with energy, those hours' steps one after
 * the other (hours without energy need no sun): the SPA's declination δ and hour angle H at the
 * hour's middle, and cos z = sin φ sin δ + cos φ cos δ cos(H + 15°/h · Δt), Δt from the hour's
 * middle to the step's. [-]
 */
function stepCosZenith(
  energyOfHour: Float64Array,
  hourStarts: Float64Array,
  stepMinutes: number,
  site: PvSite,
): Float64Array {
  const perHour = MINUTES_PER_HOUR / stepMinutes;
  const lit: number[] = [];
  for (let j = 0; j < energyOfHour.length; j++) if (energyOfHour[j]! > 0) lit.push(j);
  const offsetMinutes = site.timezoneHours * MINUTES_PER_HOUR;
  const timesUtcMs = Float64Array.from(
    lit,
    (j) => (hourStarts[j]! + MINUTES_PER_HOUR / 2 - offsetMinutes) * MS_PER_MINUTE,
  );
  const sun = computeSunPositions({
    site: {
      latitude: site.latitude,
      longitude: site.longitude,
      elevation: site.elevation,
      timezone: site.timezoneHours,
    },
    timesUtcMs,
  });
  // The hour angle's turn from the hour's middle to each step's middle. [rad]
  const turn = Array.from(
    { length: perHour },
    (_, k) => ((k + 0.5) * stepMinutes - MINUTES_PER_HOUR / 2) * DEGREES_PER_MINUTE * DEG_TO_RAD,
  );
  const cosTurn = turn.map(Math.cos);
  const sinTurn = turn.map(Math.sin);
  const sinLat = Math.sin(site.latitude * DEG_TO_RAD);
  const cosLat = Math.cos(site.latitude * DEG_TO_RAD);
  const out = new Float64Array(lit.length * perHour);
  for (let i = 0; i < lit.length; i++) {
    const delta = sun.declination[i]! * DEG_TO_RAD;
    const h = sun.hourAngle[i]! * DEG_TO_RAD;
    const a = sinLat * Math.sin(delta);
    const b = cosLat * Math.cos(delta);
    const cosH = Math.cos(h);
    const sinH = Math.sin(h);
    for (let k = 0; k < perHour; k++)
      out[i * perHour + k] = a + b * (cosH * cosTurn[k]! - sinH * sinTurn[k]!);
  }
  return out;
}

/** Shares each hour's energy among its steps by clear-sky GHI (see {@link pvAtLoadInterval}). */
function spreadHours(
  energyOfHour: Float64Array,
  cosZenith: Float64Array,
  perHour: number,
  hoursPerStep: number,
  kw: Float64Array,
): void {
  const weights = new Float64Array(perHour);
  let n = 0;
  for (let j = 0; j < energyOfHour.length; j++) {
    const energy = energyOfHour[j]!;
    if (!(energy > 0)) continue;
    let sum = 0;
    let highest = 0;
    for (let k = 0; k < perHour; k++) {
      const c = cosZenith[n + k]!;
      weights[k] = clearSkyGhiHaurwitzFromCos(c);
      sum += weights[k]!;
      if (c > cosZenith[n + highest]!) highest = k;
    }
    if (!(sum > 0)) {
      weights.fill(0);
      weights[highest] = 1;
      sum = 1;
    }
    const first = j * perHour;
    const last = Math.min(first + perHour, kw.length);
    for (let t = first; t < last; t++) kw[t] = (energy * weights[t - first]!) / sum / hoursPerStep;
    n += perHour;
  }
}

/** Minutes from 1 January 00:00 of the 365-day year to the date and time of `minutes`. */
function minuteOfTypicalYear(minutes: number): number {
  const date = new Date(minutes * MS_PER_MINUTE);
  return typicalYearHour(minutes) * MINUTES_PER_HOUR + date.getUTCMinutes();
}

/**
 * A year of PV at the load's interval, from another year or start, laid on the load's calendar by
 * month, day and time [LOAD-4] (a PV export of 2022 for a load of 2023, a year from July).
 *
 * @param pv - A whole year (365 days) at the load's interval. [kW]
 * @param calendar - The load's first interval start and interval; `steps` steps of it.
 * @returns The PV of each load step: the PV step of the same month, day and time. [kW]
 * @throws RangeError for another interval, a PV series other than a year, or starts that are not
 *   a whole number of steps apart.
 *
 * @example
 * pvOnLoadCalendar(pv2022, load2023, load2023.kw.length).kw[0]; // the PV of 1 January 00:00
 */
export function pvOnLoadCalendar(
  pv: IntervalSeries,
  calendar: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
): IntervalSeries {
  const year = stepsPerYear(pv.stepMinutes);
  if (pv.stepMinutes !== calendar.stepMinutes)
    throw new RangeError(`PV at ${pv.stepMinutes} minutes, load at ${calendar.stepMinutes}`);
  if (pv.kw.length !== year) throw new RangeError(`a PV year has ${year} steps, got ${pv.kw.length}`);
  const pvStart = minuteOfTypicalYear(stepStartMinutes(pv, 1)[0]!);
  const loadStart = minuteOfTypicalYear(stepStartMinutes(calendar, 1)[0]!);
  const shift = (loadStart - pvStart) / pv.stepMinutes;
  if (!Number.isInteger(shift)) throw new RangeError('PV and load start off each other’s steps');
  const offset = ((shift % year) + year) % year;
  const kw = new Float64Array(steps);
  for (let i = 0; i < steps; i++) kw[i] = pv.kw[(offset + i) % year]!;
  return { firstIntervalStart: calendar.firstIntervalStart, stepMinutes: calendar.stepMinutes, kw };
}
