/**
 * Reader for the PVGIS monthly radiation tool (API `MRcalc`, `outputformat=json`).
 *
 * Format, after European Commission JRC, "PVGIS user manual" (PVGIS 5.2/5.3), §"Monthly
 * radiation", and the API documentation "Non-interactive service", tool `MRcalc`:
 * - `inputs.location` {latitude [°], longitude [°], elevation [m]},
 *   `inputs.meteo_data` {radiation_db, meteo_db, year_min, year_max, ...};
 * - `outputs.monthly`: one record per month of each year of the period, {year, month,
 *   `H(h)_m` (with `horirrad=1`): global horizontal irradiation of that month [kWh/m²/month],
 *   `Kd` (with `d2glob=1`): ratio of diffuse to global irradiation [-], `T2m` (with `avtemp=1`):
 *   24-hour mean air temperature at 2 m [°C], ...}.
 */
import { daysInMonth } from '../civil-calendar';
import { WeatherFormatError } from './errors';
import { isRecord, jsonMeasurement, numberOrNaN } from './json';
import { checkRange, type RangedQuantity } from './physical-ranges';
import { checkSite } from './series';
import type { MonthlyClimate } from './types';

const FORMAT = 'pvgis-monthly';

/** The part of an MRcalc json response the reader relies on. */
interface PvgisMonthlyJson {
  inputs?: unknown;
  outputs: { monthly: unknown[] };
}

/** True when `data` is the parsed JSON of a PVGIS `MRcalc` response. */
export function isPvgisMonthlyJson(data: unknown): data is PvgisMonthlyJson {
  return isRecord(data) && isRecord(data.outputs) && Array.isArray(data.outputs.monthly);
}

/** Sums per calendar month over the years of the period. */
interface MonthSums {
  ghiDaily: number[];
  dhiDaily: number[];
  temp: number[];
  years: number[];
  /** Some record lacks `Kd`: no diffuse series. */
  withoutKd: boolean;
}

/** Where record `record` (1-based) is, for errors: JSON has no lines, `line` is the record number. */
function place(record: number) {
  return { format: FORMAT, row: `record ${record} of outputs.monthly`, line: record };
}

/** A record's field as a number (null or absent: NaN; other non-numbers: refused). */
function field(record: Record<string, unknown>, key: string, quantity: string, index: number): number {
  return jsonMeasurement(record[key], { quantity, format: FORMAT, record: index, row: place(index).row });
}

/** Checks a month's value, converted to the engine's unit, against its physical range. */
function checked(quantity: RangedQuantity, value: number, record: number): number {
  checkRange(quantity, value, place(record));
  return value;
}

function accumulate(records: readonly unknown[]): MonthSums {
  const sums: MonthSums = {
    ghiDaily: new Array(12).fill(0),
    dhiDaily: new Array(12).fill(0),
    temp: new Array(12).fill(0),
    years: new Array(12).fill(0),
    withoutKd: false,
  };
  for (const [i, record] of records.entries()) {
    const number = i + 1;
    if (!isRecord(record)) {
      throw new WeatherFormatError('bad-value', `${place(number).row} is not an object`, {
        format: FORMAT,
        line: number,
      });
    }
    const [year, month] = [numberOrNaN(record.year), numberOrNaN(record.month)];
    if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
      throw new WeatherFormatError('bad-timestamp', `${place(number).row} has no valid year and month`, {
        format: FORMAT,
        line: number,
      });
    }
    const ghi = field(record, 'H(h)_m', 'ghiDaily', number);
    const kd = field(record, 'Kd', 'dhiDaily', number);
    const temp = field(record, 'T2m', 'tempMean', number);
    for (const [key, value] of [
      ['H(h)_m', ghi],
      ['T2m', temp],
    ] as const) {
      if (Number.isNaN(value)) {
        throw new WeatherFormatError('missing-column', `${place(number).row} lacks "${key}"`, {
          format: FORMAT,
          line: number,
          column: key,
        });
      }
    }
    const m = month - 1;
    const days = daysInMonth(year, month);
    sums.ghiDaily[m] += checked('ghiDaily', ghi / days, number);
    if (!Number.isNaN(kd)) sums.dhiDaily[m] += checked('dhiDaily', (kd * ghi) / days, number);
    sums.temp[m] += checked('tempMean', temp, number);
    sums.years[m]++;
    sums.withoutKd ||= !Number.isFinite(kd);
  }
  return sums;
}

/**
 * Reads a PVGIS `MRcalc` json response (requested with `horirrad=1&avtemp=1`, and `d2glob=1`
 * for the diffuse share) into monthly climate means.
 *
 * @remarks
 * For each calendar month m, over the N years of the period:
 * - ghiDaily_m = (1/N) Σ_y H(h)_m(y) / days(y, m)  [kWh/m²/day] (Feb has 29 days in leap years);
 * - dhiDaily_m = (1/N) Σ_y Kd(y, m)·H(h)_m(y) / days(y, m)  [kWh/m²/day], only when every
 *   record has `Kd`;
 * - tempMean_m = (1/N) Σ_y T2m(y, m)  [°C].
 * MRcalc gives no daily extremes or wind. Site from `inputs.location`; timezone 0 h (PVGIS works
 * in UTC and states no zone).
 *
 * @param data the response, already parsed by `JSON.parse`
 * @returns the climate with `source` 'pvgis-monthly'
 * @throws {@link WeatherFormatError} when the location is missing, a month of the year is
 *   absent ('wrong-record-count'), records lack `H(h)_m` or `T2m` ('missing-column': the
 *   request lacked `horirrad=1` or `avtemp=1`), a field is not a number ('bad-value'), or a
 *   value is out of its physical range ('out-of-range': daily GHI and DHI 0..12 kWh/m²/day,
 *   T2m -90..70 °C; see physical-ranges.ts). JSON has no lines: `line` is then the 1-based
 *   number of the record in `outputs.monthly`, and the message says so.
 */
export function readPvgisMonthlyJson(data: unknown): MonthlyClimate {
  if (!isPvgisMonthlyJson(data)) {
    throw new WeatherFormatError('missing-column', 'no outputs.monthly array', { format: FORMAT });
  }
  const location = isRecord(data.inputs) && isRecord(data.inputs.location) ? data.inputs.location : undefined;
  if (location === undefined)
    throw new WeatherFormatError('bad-header', 'no inputs.location', { format: FORMAT });
  const site = checkSite(
    {
      latitude: numberOrNaN(location.latitude),
      longitude: numberOrNaN(location.longitude),
      elevation: numberOrNaN(location.elevation),
      timezone: 0,
    },
    FORMAT,
  );
  const sums = accumulate(data.outputs.monthly);
  const missing = sums.years.indexOf(0);
  if (missing >= 0) {
    throw new WeatherFormatError('wrong-record-count', `no record for month ${missing + 1}`, {
      format: FORMAT,
    });
  }
  const mean = (values: number[]) => values.map((sum, m) => sum / sums.years[m]!);
  const climate: MonthlyClimate = {
    site,
    source: FORMAT,
    ghiDaily: mean(sums.ghiDaily),
    tempMean: mean(sums.temp),
  };
  if (!sums.withoutKd) climate.dhiDaily = mean(sums.dhiDaily);
  return climate;
}
