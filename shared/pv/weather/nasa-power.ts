/**
 * Reader for the NASA POWER climatology service (`/api/temporal/climatology/point`,
 * `format=JSON`).
 *
 * Format, after NASA Langley Research Center, "POWER API documentation" and "POWER Data
 * Parameters" (power.larc.nasa.gov/docs, API v2):
 * - a GeoJSON Feature: `geometry.coordinates` = [longitude [°], latitude [°], elevation [m]];
 * - `properties.parameter.<NAME>` = {JAN, FEB, ..., DEC, ANN}: long-term monthly means;
 * - `parameters.<NAME>.units` (e.g. "kW-hr/m^2/day" for the renewable-energy community,
 *   "MJ/m^2/day" for agroclimatology); `header.fill_value` (-999) marks missing values.
 * Parameters read: ALLSKY_SFC_SW_DWN (all-sky insolation on a horizontal surface, i.e. GHI),
 * ALLSKY_SFC_SW_DIFF (its diffuse part), T2M, T2M_MAX, T2M_MIN (air temperature at 2 m and the
 * means of its daily extremes [°C]), WS10M (wind speed at 10 m [m/s]).
 */
import { WeatherFormatError } from './errors';
import { isRecord, jsonMeasurement, numberOrNaN } from './json';
import { checkRange, type RangedQuantity } from './physical-ranges';
import { checkSite } from './series';
import type { MonthlyClimate } from './types';

const FORMAT = 'nasa-power-climatology';
const MONTH_KEYS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** NASA POWER's documented fill value, used when the header states none. */
const DEFAULT_FILL_VALUE = -999;
/** Factors from the irradiation units NASA POWER uses to [kWh/m²/day]. */
const TO_KWH_PER_M2_DAY: Readonly<Record<string, number>> = {
  'kW-hr/m^2/day': 1,
  'kWh/m^2/day': 1,
  'MJ/m^2/day': 1 / 3.6,
  'W/m^2': 24 / 1000,
};

/** The part of a NASA POWER point response the reader relies on. */
interface NasaPowerJson {
  geometry?: unknown;
  header?: unknown;
  parameters?: unknown;
  properties: { parameter: Record<string, unknown> };
}

/** True when `data` is the parsed JSON of a NASA POWER point response (climatology or other). */
export function isNasaPowerJson(data: unknown): data is NasaPowerJson {
  return isRecord(data) && isRecord(data.properties) && isRecord(data.properties.parameter);
}

/** The engine's quantity each parameter becomes. */
const QUANTITY: Readonly<Record<string, RangedQuantity>> = {
  ALLSKY_SFC_SW_DWN: 'ghiDaily',
  ALLSKY_SFC_SW_DIFF: 'dhiDaily',
  T2M: 'tempMean',
  T2M_MAX: 'tempMax',
  T2M_MIN: 'tempMin',
  WS10M: 'windSpeed',
};

/**
 * Reads the 12 monthly values of one parameter, multiplied by `factor` (to the engine's unit),
 * and checks each against the physical range of its quantity. The fill value (exactly it, or
 * -999) becomes NaN; null is missing too. Undefined when the parameter is absent.
 */
function monthlyValues(data: NasaPowerJson, name: string, fill: number, factor = 1): number[] | undefined {
  const series = data.properties.parameter[name];
  if (!isRecord(series)) return undefined;
  const quantity = QUANTITY[name]!;
  return MONTH_KEYS.map((key) => {
    const row = `${key} of ${name}`;
    const value = jsonMeasurement(series[key], { quantity, format: FORMAT, row });
    if (value === fill || value === DEFAULT_FILL_VALUE) return Number.NaN;
    checkRange(quantity, value * factor, { format: FORMAT, row });
    return value * factor;
  });
}

/** Factor from the stated units of an irradiation parameter to [kWh/m²/day]. */
function irradiationFactor(data: NasaPowerJson, name: string): number {
  const meta = isRecord(data.parameters) ? data.parameters[name] : undefined;
  const units = isRecord(meta) && typeof meta.units === 'string' ? meta.units : 'kW-hr/m^2/day';
  const factor = TO_KWH_PER_M2_DAY[units];
  if (factor === undefined) {
    throw new WeatherFormatError('bad-value', `unknown units "${units}" for ${name}`, { format: FORMAT });
  }
  return factor;
}

/** A series the engine needs: present and complete, else an error. */
function required(values: number[] | undefined, name: string): number[] {
  if (values === undefined) {
    throw new WeatherFormatError('missing-column', `no ${name} parameter`, { format: FORMAT });
  }
  const missing = values.findIndex((v) => Number.isNaN(v));
  if (missing >= 0) {
    throw new WeatherFormatError('missing-value', `${name} is missing for ${MONTH_KEYS[missing]}`, {
      format: FORMAT,
    });
  }
  return values;
}

/** An optional series: kept only when all 12 months are present. */
function complete(values: number[] | undefined): number[] | undefined {
  return values?.every((v) => Number.isFinite(v)) ? values : undefined;
}

function readSite(data: NasaPowerJson) {
  const coordinates = isRecord(data.geometry) ? data.geometry.coordinates : undefined;
  const [longitude, latitude, elevation] = Array.isArray(coordinates) ? coordinates.map(numberOrNaN) : [];
  return checkSite(
    {
      latitude: latitude ?? Number.NaN,
      longitude: longitude ?? Number.NaN,
      elevation: elevation ?? Number.NaN,
      timezone: 0,
    },
    FORMAT,
  );
}

/**
 * Reads a NASA POWER climatology json response into monthly climate means.
 *
 * @remarks
 * ALLSKY_SFC_SW_DWN and T2M are required for all 12 months; ALLSKY_SFC_SW_DIFF, T2M_MAX,
 * T2M_MIN and WS10M are optional and kept only when all 12 months are present (a month at the
 * fill value -999 drops the series). Irradiation is converted from its stated units to
 * [kWh/m²/day] (kW-hr/m²/day × 1, MJ/m²/day ÷ 3.6); units absent means kW-hr/m²/day, the
 * renewable-energy community's unit. Site from `geometry.coordinates`; timezone 0 h (not stated).
 *
 * @param data the response, already parsed by `JSON.parse`
 * @returns the climate with `source` 'nasa-power-climatology'
 * @throws {@link WeatherFormatError} when the coordinates are unreadable, a required parameter is
 *   absent ('missing-column') or has a missing month ('missing-value'), units are unknown, a
 *   value is not a number ('bad-value'), or a month, converted, is out of its physical range
 *   ('out-of-range': irradiation 0..12 kWh/m²/day, temperatures -90..70 °C, wind 0..80 m/s;
 *   see physical-ranges.ts), even in an optional series. The message names the month and the
 *   parameter ('JUN of T2M'); `line` is undefined (the response has no rows).
 */
export function readNasaPowerClimatology(data: unknown): MonthlyClimate {
  if (!isNasaPowerJson(data)) {
    throw new WeatherFormatError('missing-column', 'no properties.parameter object', { format: FORMAT });
  }
  const site = readSite(data);
  const fill = isRecord(data.header) ? numberOrNaN(data.header.fill_value) : Number.NaN;
  const fillValue = Number.isFinite(fill) ? fill : DEFAULT_FILL_VALUE;
  const ghiFactor = irradiationFactor(data, 'ALLSKY_SFC_SW_DWN');
  const climate: MonthlyClimate = {
    site,
    source: FORMAT,
    ghiDaily: required(monthlyValues(data, 'ALLSKY_SFC_SW_DWN', fillValue, ghiFactor), 'ALLSKY_SFC_SW_DWN'),
    tempMean: required(monthlyValues(data, 'T2M', fillValue), 'T2M'),
  };
  const dhiFactor = isRecord(data.properties.parameter.ALLSKY_SFC_SW_DIFF)
    ? irradiationFactor(data, 'ALLSKY_SFC_SW_DIFF')
    : 1;
  const dhi = complete(monthlyValues(data, 'ALLSKY_SFC_SW_DIFF', fillValue, dhiFactor));
  if (dhi) climate.dhiDaily = dhi;
  const tempMax = complete(monthlyValues(data, 'T2M_MAX', fillValue));
  if (tempMax) climate.tempMax = tempMax;
  const tempMin = complete(monthlyValues(data, 'T2M_MIN', fillValue));
  if (tempMin) climate.tempMin = tempMin;
  const windSpeed = complete(monthlyValues(data, 'WS10M', fillValue));
  if (windSpeed) climate.windSpeed = windSpeed;
  return climate;
}
