import { pressureFromElevation } from '../atmosphere';
import { recordCalendar } from '../civil-calendar';
import { extraterrestrialSpencer } from '../irradiance/extraterrestrial';
import type { HourlyWeather, WeatherSite } from '../weather/types';
import { createDailyGeocentric } from './daily-geocentric';
import { observeSeries } from './observer-series';
import { DEFAULT_DELTA_T, DEFAULT_TEMPERATURE } from './spa';
import { DEFAULT_ATMOSPHERIC_REFRACTION, observerTerms } from './spa-topocentric';

/** What the sun positions need from the weather: where, when, and the air temperature. */
export type SunPositionInput = Pick<HourlyWeather, 'site' | 'timesUtcMs'> & { tempAir?: Float64Array };

/** Options of {@link computeSunPositions}. */
export interface SunPositionOptions {
  /** ΔT [s]; default 67 s as pvlib. */
  deltaT?: number;
  /**
   * Site pressure for refraction and absolute air mass [Pa]; default from the elevation
   * (pvlib's `alt2pres`), as pvlib's ModelChain does even when the file has a pressure column.
   */
  pressure?: number;
  /** A constant air temperature for refraction [°C]; default: the weather's `tempAir`, else 12. */
  temperature?: number;
  /** Refraction at the horizon [°]; default 0.5667. */
  atmosphericRefraction?: number;
  /** Evaluate the full SPA for every record instead of interpolating daily nodes (slower). */
  exact?: boolean;
  /**
   * Only these records (indices, ascending): every position series (zenith, azimuth, hour
   * angle, declination, sun vector, air mass) holds NaN at the others; month, day of the year
   * and `dniExtra` are filled for all. For a caller that provably reads no other record: the
   * year from irradiance to AC reads only the records with irradiance (`irradiatedRecords`),
   * and about half a year's records have none. Positions computed so are not memoised.
   */
  records?: Int32Array;
}

/** Sun position series aligned with a weather series. All arrays have `length` entries. */
export interface SunPositions {
  readonly length: number;
  readonly site: WeatherSite;
  /** The weather's instants (same array). [ms UTC] */
  readonly timesUtcMs: Float64Array;
  /** Pressure used for refraction and absolute air mass. [Pa] */
  readonly pressure: number;
  /** Zenith with refraction. [°] */
  readonly apparentZenith: Float64Array;
  /** Zenith without refraction. [°] */
  readonly zenith: Float64Array;
  /** Azimuth clockwise from north. [°] */
  readonly azimuth: Float64Array;
  /** Topocentric hour angle, negative in the morning. [°] */
  readonly hourAngle: Float64Array;
  /** Declination of the sun. [°] */
  readonly declination: Float64Array;
  /** Unit vector to the (apparent) sun: east component = sin θ sin φ. [-] */
  readonly sunEast: Float64Array;
  /** Unit vector to the (apparent) sun: north component = sin θ cos φ. [-] */
  readonly sunNorth: Float64Array;
  /** Unit vector to the (apparent) sun: up component = cos θ. [-] */
  readonly sunUp: Float64Array;
  /** Extraterrestrial normal irradiance (Spencer). [W/m²] */
  readonly dniExtra: Float64Array;
  /** Relative air mass (Kasten-Young 1989), NaN with the sun below the horizon. [-] */
  readonly airmassRelative: Float64Array;
  /** Absolute air mass. [-] */
  readonly airmassAbsolute: Float64Array;
  /** Month of each record in the file's time base, 0 = January. */
  readonly month: Uint8Array;
  /** Day of the year of each record in the file's time base, 1..366. */
  readonly dayOfYear: Uint16Array;
}

/**
 * Computes the sun position series for a weather series (NREL SPA at each record's instant).
 * @param input site, physical instants [ms UTC] and, for refraction, air temperature [°C]
 * @param options ΔT, pressure, temperature, refraction, exactness
 * @returns the positions and derived quantities, to pass to every simulation of this site-year
 *
 * @example
 * ```ts
 * const weather = parseWeatherFile(text);
 * const sun = computeSunPositions(weather);
 * const result = simulateArrayYear(setup, weather, sun);
 * ```
 */
export function computeSunPositions(input: SunPositionInput, options: SunPositionOptions = {}): SunPositions {
  if (options.records) return computeSunPositionsOnce(input, options);
  const known = knownSunPositions(input, options);
  if (known) return known;
  const sun = computeSunPositionsOnce(input, options);
  const entries = memo.get(input.timesUtcMs) ?? [];
  entries.push({ tempAir: input.tempAir, key: memoKey(input, options), sun });
  memo.set(input.timesUtcMs, entries);
  return sun;
}

/**
 * The positions of every record that {@link computeSunPositions} already computed for these
 * instants, temperatures, site and options, or undefined: lets a caller that needs only some
 * records take the whole year when it costs nothing.
 * @param input site, instants [ms UTC] and air temperature [°C], as given to computeSunPositions
 * @param options as given to computeSunPositions (`records` is ignored)
 */
export function knownSunPositions(
  input: SunPositionInput,
  options: Omit<SunPositionOptions, 'records'> = {},
): SunPositions | undefined {
  const key = memoKey(input, options);
  return memo.get(input.timesUtcMs)?.find((entry) => entry.tempAir === input.tempAir && entry.key === key)
    ?.sun;
}

/**
 * Positions already computed, by the instants array they were computed for (then by the
 * temperature array, site and options). A site-year's positions are asked for by several layers
 * (a monthly source turned into hours, the climate service, the simulations); they are the same
 * numbers, so they are computed once. Like the transposition cache, this recognises a series by
 * its arrays: pass new arrays rather than editing them in place.
 */
const memo = new WeakMap<
  Float64Array,
  { tempAir: Float64Array | undefined; key: string; sun: SunPositions }[]
>();

function memoKey(input: SunPositionInput, options: SunPositionOptions): string {
  const { latitude, longitude, elevation, timezone } = input.site;
  const { deltaT, pressure, temperature, atmosphericRefraction, exact } = options;
  return JSON.stringify([
    latitude,
    longitude,
    elevation,
    timezone,
    deltaT,
    pressure,
    temperature,
    atmosphericRefraction,
    exact,
  ]);
}

function computeSunPositionsOnce(input: SunPositionInput, options: SunPositionOptions): SunPositions {
  const times = input.timesUtcMs;
  const n = times.length;
  const deltaT = options.deltaT ?? DEFAULT_DELTA_T;
  const pressure = options.pressure ?? pressureFromElevation(input.site.elevation);
  const refraction = options.atmosphericRefraction ?? DEFAULT_ATMOSPHERIC_REFRACTION;
  const site = observerTerms(input.site);
  const daily = options.exact ? undefined : createDailyGeocentric(deltaT);
  const result = allocate(input.site, times, pressure);
  const atmosphere = { pressure, atmosphericRefraction: refraction };
  const temperatures = {
    ...(options.temperature === undefined && input.tempAir ? { tempAir: input.tempAir } : {}),
    fixed: options.temperature ?? DEFAULT_TEMPERATURE,
    fallback: DEFAULT_TEMPERATURE,
  };
  observeSeries(times, { daily, deltaT }, site, atmosphere, temperatures, result, options.records);
  for (let i = 0; i < n; i++) result.dniExtra[i] = EXTRATERRESTRIAL_BY_DAY[result.dayOfYear[i]!]!;
  return result;
}

type MutableSunPositions = { -readonly [K in keyof SunPositions]: SunPositions[K] };

function allocate(site: WeatherSite, times: Float64Array, pressure: number): MutableSunPositions {
  const n = times.length;
  const calendar = recordCalendar(times, site.timezone);
  const series = () => new Float64Array(n);
  return {
    length: n,
    site,
    timesUtcMs: times,
    pressure,
    apparentZenith: series(),
    zenith: series(),
    azimuth: series(),
    hourAngle: series(),
    declination: series(),
    sunEast: series(),
    sunNorth: series(),
    sunUp: series(),
    dniExtra: series(),
    airmassRelative: series(),
    airmassAbsolute: series(),
    month: calendar.month,
    dayOfYear: calendar.dayOfYear,
  };
}

/**
 * Extraterrestrial normal irradiance (Spencer) by day of the year, 1..366 [W/m²]: a function of
 * the day alone, computed once (four sines and cosines a day, 1 464 a call otherwise).
 */
const EXTRATERRESTRIAL_BY_DAY = Float64Array.from({ length: 367 }, (_, day) =>
  day === 0 ? 0 : extraterrestrialSpencer(day),
);
