/**
 * Reader for NSRDB TMY3 files (the `*TYA.CSV` files of the 1991-2005 National Solar Radiation
 * Data Base update).
 *
 * Format, after S. Wilcox and W. Marion, "Users Manual for TMY3 Data Sets", NREL, Golden, CO,
 * Tech. Rep. NREL/TP-581-43156, 2008, doi:10.2172/928611:
 * - line 1: station number, "station name", state, time zone [h from UTC], latitude [°],
 *   longitude [°, east positive], elevation [m];
 * - line 2: the 68 column names; then one line per hour, `MM/DD/YYYY,HH:MM,...`. Columns are
 *   found by name, tolerating case, spacing, punctuation and units in brackets (see
 *   column-names.ts): a SolarAnywhere export writes `DNI (W/m^2))`.
 * - Each hour is labelled with the END of its hour in local standard time (01:00 to 24:00;
 *   SolarAnywhere's export writes 24:00 as 00:00 of the next day, and leaves unused columns blank);
 *   irradiance columns hold the energy received over that hour [Wh/m²], i.e. the mean
 *   irradiance [W/m²]. Each month comes from a different year; Feb 29 is never present
 *   (leap-year Februaries keep 28 days), but a file that has it is read as it stands.
 * - Missing values are written -9900.
 */

import { columnKey, findColumns } from './column-names';
import { FieldPicker, splitCsvLine, splitLines } from './csv-cells';
import { WeatherFormatError } from './errors';
import { civilUtcMs, isValidDate, previousDate } from './record-dates';
import { checkSite, finishWeather, startHourEndingRecords } from './series';
import type { HourlyWeather, WeatherSite } from './types';

const FORMAT = 'tmy3';
/** TMY3's missing-data code. Only this exact value is missing: -1e308 is a wrong value. */
const MISSING = -9900;
/** Hecto: mbar to Pa. */
const PA_PER_MBAR = 100;

/** Column names of the TMY3 manual (Table 1-2) the engine needs, in picker slot order. */
const COLUMNS = [
  'Date (MM/DD/YYYY)',
  'Time (HH:MM)',
  'GHI (W/m^2)',
  'DNI (W/m^2)',
  'DHI (W/m^2)',
  'Dry-bulb (C)',
  'Wspd (m/s)',
  'Pressure (mbar)',
] as const;
const [DATE, TIME, GHI, DNI, DHI, DRY_BULB, WIND, PRESSURE] = [0, 1, 2, 3, 4, 5, 6, 7];
/** The engine's name of each slot's quantity, for errors. */
const QUANTITIES = ['date', 'time', 'ghi', 'dni', 'dhi', 'tempAir', 'windSpeed', 'pressure'];

/**
 * True when `lines` look like a TMY3 file: line 2 starts with the date and time columns, named
 * as {@link findColumns} compares them (so `date (mm/dd/yyyy), Time` matches too).
 */
export function looksLikeTmy3(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  const [date, time] = splitCsvLine(lines[1]!.slice(0, 80));
  return columnKey(date ?? '') === 'date' && columnKey(time ?? '') === 'time';
}

function readSite(line: string): WeatherSite {
  const cells = splitCsvLine(line);
  if (cells.length < 7) {
    throw new WeatherFormatError('bad-header', 'the station line needs 7 fields', {
      format: FORMAT,
      line: 1,
    });
  }
  const site: WeatherSite = {
    latitude: Number(cells[4]),
    longitude: Number(cells[5]),
    elevation: Number(cells[6]),
    timezone: Number(cells[3]),
  };
  if (cells[1] !== '') site.name = cells[1]!;
  return checkSite(site, FORMAT);
}

/** The cell in `slot`: the missing code and blank cells become NaN, other text is refused. */
function value(picker: FieldPicker, slot: number, line: number): number {
  const v = picker.measurement(slot, QUANTITIES[slot]!, FORMAT, line);
  return v === MISSING ? Number.NaN : v;
}

/**
 * A record's date and hour-ending label. NREL writes the hour ending at midnight as 24:00;
 * SolarAnywhere's TMY3 export writes it as 00:00 of the next day (pvlib `read_tmy3`, "Midnight
 * representation"), which is read here as 24:00 of the day the hour belongs to.
 */
function hourEndingLabel(picker: FieldPicker): { year: number; month: number; day: number; hour: number } {
  const month = picker.numberPart(DATE, '/', 0);
  const day = picker.numberPart(DATE, '/', 1);
  const year = picker.numberPart(DATE, '/', 2);
  const hour = picker.numberPart(TIME, ':', 0);
  if (hour !== 0 || !isValidDate(year, month, day)) return { year, month, day, hour };
  return { ...previousDate(year, month, day), hour: 24 };
}

/**
 * Reads a TMY3 file into hourly weather.
 *
 * @remarks
 * Physical time of row i (the middle of its hour, where the sun must be evaluated):
 * `t_UTC = label_local − 30 min − timezone`, with 24:00 read as 00:00 of the next day and the
 * file's own years kept (as pvlib's `read_tmy3(coerce_year=None)`). Units: irradiance [W/m²]
 * (hourly Wh/m² = mean W/m²), dry-bulb [°C], wind speed at 10 m [m/s], pressure mbar → [Pa].
 * Missing values (-9900, or a blank cell) become NaN. Values out of their physical range are
 * refused, irradiance down to -30 W/m² becomes 0 (see physical-ranges.ts).
 *
 * @param content the whole file text
 * @returns the series with `source` 'tmy3'; partial years (whole days) are accepted
 * @throws {@link WeatherFormatError} for a bad station line, missing columns, records that are
 *   not whole consecutive days, impossible dates, cells that are not numbers ('bad-value'),
 *   values out of their physical range ('out-of-range', with the line of the first) or columns
 *   with only missing values
 */
export function parseTmy3(content: string): HourlyWeather {
  const lines = splitLines(content);
  if (!looksLikeTmy3(lines)) {
    throw new WeatherFormatError('bad-header', 'not a TMY3 file (line 2 must list the TMY3 columns)', {
      format: FORMAT,
    });
  }
  const site = readSite(lines[0]!);
  const picker = new FieldPicker(findColumns(splitCsvLine(lines[1]!), COLUMNS, { format: FORMAT, line: 2 }));
  const count = lines.length - 2;
  const { series, sequence, ranges, shiftMs } = startHourEndingRecords(count, FORMAT, site.timezone);
  for (let i = 0; i < count; i++) {
    const lineNumber = i + 3;
    picker.pickRow(lines[i + 2]!, FORMAT, lineNumber);
    const { year, month, day, hour } = hourEndingLabel(picker);
    sequence.check(i, year, month, day, hour, lineNumber);
    series.timesUtcMs[i] = civilUtcMs(year, month, day, hour) + shiftMs;
    series.ghi[i] = value(picker, GHI, lineNumber);
    series.dni[i] = value(picker, DNI, lineNumber);
    series.dhi[i] = value(picker, DHI, lineNumber);
    series.tempAir[i] = value(picker, DRY_BULB, lineNumber);
    series.windSpeed[i] = value(picker, WIND, lineNumber);
    series.pressure[i] = value(picker, PRESSURE, lineNumber) * PA_PER_MBAR;
    ranges.check(series, i, lineNumber);
  }
  return finishWeather(series, site, FORMAT, true);
}
