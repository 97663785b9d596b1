/**
 * Readers for the typical meteorological year of PVGIS (the `tmy` tool of the PVGIS API,
 * `outputformat=json` and `outputformat=csv`).
 *
 * Format, after European Commission JRC, "PVGIS user manual" (PVGIS 5.2/5.3), §"Typical
 * Meteorological Year", and the API documentation "Non-interactive service":
 * - hourly records `time(UTC)` = `YYYYMMDD:HHMM` (hour 00-23, UTC), T2m [°C], RH [%], G(h) GHI,
 *   Gb(n) DNI, Gd(h) DHI, IR(h) [W/m²], WS10m [m/s], WD10m [°], SP [Pa]; each month is taken
 *   from a different year;
 * - the irradiance of a record labelled HH:00 applies at HH:00 + `irradiance_time_offset` [h]
 *   (json: `inputs.location.irradiance_time_offset`; csv: the header line
 *   `Irradiance Time Offset (h): 0.1761`). PVGIS added the field in December 2024; older files
 *   lack it, and then 0.5 h is used: the documented meaning of PVGIS's ERA5 hourly values (mean
 *   of the hour starting at the label), as tabulated in PV Lighthouse, "Using PVGIS weather
 *   data", SunSolve documentation, 2025.
 */

import { columnKey, findColumns } from './column-names';
import { FieldPicker, parseDecimal, splitCsvLine, splitLines } from './csv-cells';
import { WeatherFormatError } from './errors';
import { isRecord, jsonMeasurement, numberOrNaN } from './json';
import { RecordRangeCheck } from './physical-ranges';
import { checkRecordCount, civilUtcMs, HOUR_MS, RecordSequence } from './record-dates';
import { checkSite, finishWeather } from './series';
import { allocateSeries, type SeriesBuffers } from './series-buffers';
import type { HourlyWeather, WeatherSite } from './types';

/** Offset used when a PVGIS TMY file states none (hour-mean values, ERA5 convention). [h] */
export const PVGIS_FALLBACK_TIME_OFFSET_HOURS = 0.5;
const COLUMNS = ['time(UTC)', 'G(h)', 'Gb(n)', 'Gd(h)', 'T2m', 'WS10m', 'SP'] as const;
const [TIME, GHI, DNI, DHI, T2M, WS10M, SP] = [0, 1, 2, 3, 4, 5, 6];
/** The engine's name of each column's quantity, for errors. */
const QUANTITIES = ['time', 'ghi', 'dni', 'dhi', 'tempAir', 'windSpeed', 'pressure'] as const;

/** Checks record i's `YYYYMMDD:HHMM` stamp and stores its UTC label. */
function storeStamp(
  series: SeriesBuffers,
  sequence: RecordSequence,
  i: number,
  stamp: string,
  line: number,
): void {
  // A malformed stamp becomes NaN parts, which the sequence check rejects. (No closure here: this
  // runs once per record.)
  const bad = stamp.length !== 13 || stamp.charCodeAt(8) !== 58; // 58 = ':'
  const year = bad ? Number.NaN : parseDecimal(stamp, 0, 4);
  const month = bad ? Number.NaN : parseDecimal(stamp, 4, 6);
  const day = bad ? Number.NaN : parseDecimal(stamp, 6, 8);
  const hour = bad ? Number.NaN : parseDecimal(stamp, 9, 11);
  sequence.check(i, year, month, day, hour, line);
  series.timesUtcMs[i] = civilUtcMs(year, month, day, hour, parseDecimal(stamp, 11, 13));
}

/** Stores record i's values, given in slot order GHI..SP, and checks their ranges. */
function storeValues(
  series: SeriesBuffers,
  i: number,
  values: readonly number[],
  ranges: RecordRangeCheck,
  row: number,
): void {
  series.ghi[i] = values[GHI - 1]!;
  series.dni[i] = values[DNI - 1]!;
  series.dhi[i] = values[DHI - 1]!;
  series.tempAir[i] = values[T2M - 1]!;
  series.windSpeed[i] = values[WS10M - 1]!;
  series.pressure[i] = values[SP - 1]!;
  ranges.check(series, i, row);
}

function finish(
  series: SeriesBuffers,
  site: WeatherSite,
  offsetHours: number,
  source: string,
): HourlyWeather {
  const shiftMs = offsetHours * HOUR_MS;
  for (let i = 0; i < series.timesUtcMs.length; i++) series.timesUtcMs[i] += shiftMs;
  return finishWeather(series, site, source, true);
}

/** How a json record is named in messages (`line` holds its 1-based number). */
function recordName(record: number): string {
  return `record ${record} of outputs.tmy_hourly`;
}

/** A json record's value of column `slot`. */
function jsonValue(value: unknown, slot: number, record: number): number {
  if (typeof value === 'number') return value; // the usual case, without naming the record
  const place = { quantity: QUANTITIES[slot]!, format: 'pvgis-tmy-json', record, row: recordName(record) };
  return jsonMeasurement(value, place);
}

/** The part of a PVGIS TMY json response the reader relies on. */
interface PvgisTmyJson {
  inputs?: unknown;
  outputs: { tmy_hourly: unknown[] };
}

/** True when `data` is the parsed JSON of a PVGIS TMY response. */
export function isPvgisTmyJson(data: unknown): data is PvgisTmyJson {
  return isRecord(data) && isRecord(data.outputs) && Array.isArray(data.outputs.tmy_hourly);
}

/**
 * Reads a PVGIS TMY json response (already parsed by `JSON.parse`).
 *
 * @remarks
 * Physical time of a record: `t_UTC = time(UTC) + irradiance_time_offset` (0.5 h when absent).
 * Site from `inputs.location` (latitude, longitude, elevation), timezone 0 h. A value that is
 * null is missing (NaN); values out of their physical range are refused, irradiance down to
 * -30 W/m² becomes 0 (see physical-ranges.ts).
 * @throws {@link WeatherFormatError} for a missing location or column, impossible or
 *   non-consecutive stamps, records that are not whole days, values that are not numbers
 *   ('bad-value'), values out of their physical range ('out-of-range'), or all-missing
 *   columns. As JSON has no lines, `line` is then the 1-based number of the record in
 *   `outputs.tmy_hourly`, and the message says so ('record 5 of outputs.tmy_hourly').
 */
export function readPvgisTmyJson(data: unknown): HourlyWeather {
  const format = 'pvgis-tmy-json';
  if (!isPvgisTmyJson(data)) {
    throw new WeatherFormatError('missing-column', 'no outputs.tmy_hourly array', { format });
  }
  const location = isRecord(data.inputs) && isRecord(data.inputs.location) ? data.inputs.location : undefined;
  if (location === undefined) throw new WeatherFormatError('bad-header', 'no inputs.location', { format });
  const site = checkSite(
    {
      latitude: numberOrNaN(location.latitude),
      longitude: numberOrNaN(location.longitude),
      elevation: numberOrNaN(location.elevation),
      timezone: 0,
    },
    format,
  );
  const offset = location.irradiance_time_offset;
  const rows = data.outputs.tmy_hourly;
  checkRecordCount(rows.length, format);
  const first = rows[0];
  for (const column of COLUMNS) {
    if (!isRecord(first) || !(column in first)) {
      throw new WeatherFormatError('missing-column', `no "${column}" field in the hourly records`, {
        format,
        column,
      });
    }
  }
  const series = allocateSeries(rows.length);
  const sequence = new RecordSequence(format, { firstHour: 0 });
  const ranges = new RecordRangeCheck(format, recordName);
  const values = new Array<number>(COLUMNS.length - 1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const record = i + 1;
    if (!isRecord(row)) {
      throw new WeatherFormatError('bad-value', `${recordName(record)} is not an object`, {
        format,
        line: record,
      });
    }
    // Literal keys, not a loop over COLUMNS: V8 then caches the lookups on the records' shape.
    values[GHI - 1] = jsonValue(row['G(h)'], GHI, record);
    values[DNI - 1] = jsonValue(row['Gb(n)'], DNI, record);
    values[DHI - 1] = jsonValue(row['Gd(h)'], DHI, record);
    values[T2M - 1] = jsonValue(row.T2m, T2M, record);
    values[WS10M - 1] = jsonValue(row.WS10m, WS10M, record);
    values[SP - 1] = jsonValue(row.SP, SP, record);
    storeStamp(series, sequence, i, String(row['time(UTC)']), record);
    storeValues(series, i, values, ranges, record);
  }
  return finish(series, site, typeof offset === 'number' ? offset : PVGIS_FALLBACK_TIME_OFFSET_HOURS, format);
}

/** True when `lines` look like a PVGIS TMY csv (the location header, or straight `time(UTC),` data). */
export function looksLikePvgisTmyCsv(lines: readonly string[]): boolean {
  return lines.length > 0 && /^(Latitude \(decimal degrees\)|time\(UTC\),)/.test(lines[0]!);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** What the csv header lines say: the site, the stated time offset [h], where the columns are named. */
interface CsvHeader {
  site: WeatherSite;
  offsetHours: number | undefined;
  columnLine: number;
}

/** True for the column line: its first name is `time(UTC)` (compared as {@link columnKey} does). */
function isColumnLine(line: string): boolean {
  const comma = line.indexOf(',');
  return comma > 0 && columnKey(line.slice(0, comma), false) === 'timeutc';
}

/**
 * Reads the `Key: value` header lines up to the `time(UTC),` column line. Keys are compared as
 * column names are ({@link columnKey}: `Latitude (decimal degrees)` is `latitude`).
 */
function readCsvHeader(lines: readonly string[], format: string): CsvHeader {
  const entries = new Map<string, number>();
  let columnLine = 0;
  for (; columnLine < lines.length && !isColumnLine(lines[columnLine]!); columnLine++) {
    const line = lines[columnLine]!;
    const colon = line.indexOf(':');
    if (colon > 0) entries.set(columnKey(line.slice(0, colon)), Number(line.slice(colon + 1)));
  }
  if (columnLine === lines.length) {
    throw new WeatherFormatError('missing-column', 'no "time(UTC)," column line', {
      format,
      column: 'time(UTC)',
    });
  }
  if (!entries.has('latitude')) {
    // PVGIS's "basic" output is the bare table: without the site the sun cannot be placed.
    const message = 'no "Latitude (decimal degrees)" line (PVGIS basic output?)';
    throw new WeatherFormatError('bad-header', message, { format, line: 1 });
  }
  const offsetHours = entries.get('irradiancetimeoffset');
  if (offsetHours !== undefined && !Number.isFinite(offsetHours)) {
    throw new WeatherFormatError('bad-header', 'unreadable "Irradiance Time Offset (h)" line', { format });
  }
  const site = {
    latitude: entries.get('latitude') ?? Number.NaN,
    longitude: entries.get('longitude') ?? Number.NaN,
    elevation: entries.get('elevation') ?? Number.NaN,
    timezone: 0,
  };
  return { site: checkSite(site, format), offsetHours, columnLine };
}

/**
 * A picker for the engine's columns, located by name in the csv column line (on 1-based `line`).
 * Brackets are kept when comparing: they tell `G(h)` from `G(i)`.
 */
function columnPicker(columnLine: string, format: string, line: number): FieldPicker {
  return new FieldPicker(findColumns(splitCsvLine(columnLine), COLUMNS, { format, line, dropUnits: false }));
}

/**
 * Reads a PVGIS TMY csv file.
 *
 * @remarks
 * Layout: `Latitude (decimal degrees): 45.000`, `Longitude (decimal degrees): 8.000`,
 * `Elevation (m): 250.0`, optionally `Irradiance Time Offset (h): 0.1761`, the `month,year`
 * table, the column line `time(UTC),T2m,RH,G(h),Gb(n),Gd(h),IR(h),WS10m,WD10m,SP`, the records
 * up to a blank line, then legend lines. Physical time as for the json. The location lines are
 * required (PVGIS's `basic` output, which lacks them, is rejected: the engine needs the site).
 * A blank cell is missing (NaN); text that is not a number is refused ('bad-value', with its
 * line), and so are values out of their physical range ('out-of-range').
 * @throws {@link WeatherFormatError} as {@link readPvgisTmyJson}
 */
export function parsePvgisTmyCsv(content: string): HourlyWeather {
  const format = 'pvgis-tmy-csv';
  const lines = splitLines(content);
  const { site, offsetHours, columnLine } = readCsvHeader(lines, format);
  const picker = columnPicker(lines[columnLine]!, format, columnLine + 1);
  // The records run from the column line to the first line that is not a record (blank, legend).
  let end = columnLine + 1;
  while (end < lines.length && isDigit(lines[end]!.charCodeAt(0))) end++;
  const count = end - columnLine - 1;
  checkRecordCount(count, format);
  const series = allocateSeries(count);
  const sequence = new RecordSequence(format, { firstHour: 0 });
  const ranges = new RecordRangeCheck(format);
  const values = new Array<number>(COLUMNS.length - 1);
  for (let i = 0; i < count; i++) {
    const lineNumber = columnLine + i + 2;
    picker.pickRow(lines[columnLine + 1 + i]!, format, lineNumber);
    for (let c = 1; c < COLUMNS.length; c++) {
      values[c - 1] = picker.measurement(c, QUANTITIES[c]!, format, lineNumber);
    }
    storeStamp(series, sequence, i, picker.text(TIME), lineNumber);
    storeValues(series, i, values, ranges, lineNumber);
  }
  return finish(series, site, offsetHours ?? PVGIS_FALLBACK_TIME_OFFSET_HOURS, format);
}
