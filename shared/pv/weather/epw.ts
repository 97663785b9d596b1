/**
 * Reader for EnergyPlus Weather (EPW) files, including the EPW export of PVGIS, whose rows are
 * UTC although its LOCATION line states the local time zone.
 *
 * Format, after U.S. DOE, "EnergyPlus Auxiliary Programs", ch. 2 "Weather Converter Program",
 * §2.9 "EnergyPlus Weather File (EPW) Data Dictionary" (EnergyPlus 9.x/23.x documentation):
 * - eight header lines: LOCATION (city, state, country, source, WMO, latitude [°], longitude
 *   [°, east positive], time zone [h from UTC], elevation [m]), DESIGN CONDITIONS,
 *   TYPICAL/EXTREME PERIODS, GROUND TEMPERATURES, HOLIDAYS/DAYLIGHT SAVINGS (first field: leap
 *   year observed), COMMENTS 1, COMMENTS 2, DATA PERIODS (number of periods, records per hour,
 *   name, start weekday, start and end dates);
 * - then one line per record: year, month, day, hour 1-24, minute, flags, dry bulb [°C], dew
 *   point, RH, station pressure [Pa], extraterrestrial horizontal and normal, horizontal
 *   infrared, GHI, DNI, DHI [Wh/m² over the hour ending at the hour label, local standard
 *   time], four illuminances, wind direction, wind speed [m/s], ...
 * - missing values: dry bulb 99.9, pressure 999999, irradiance 9999, wind speed 999 (exactly
 *   these: a larger value, e.g. 1e308, is a wrong value and is refused by the range checks).
 */

import { FieldPicker, splitCsvLine, splitLines } from './csv-cells';
import { detectRowClock, type RowClockVerdict } from './epw-time-base';
import { WeatherFormatError } from './errors';
import { RecordRangeCheck } from './physical-ranges';
import { checkRecordCount, civilUtcMs, HOUR_MS, RecordSequence } from './record-dates';
import { checkSite, finishWeather } from './series';
import { allocateSeries, type SeriesBuffers } from './series-buffers';
import type { HourlyWeather, WeatherSite } from './types';

const FORMAT = 'epw';
/** Data-dictionary field numbers (0-based) the engine needs, in picker slot order. */
const COLUMNS = [0, 1, 2, 3, 6, 9, 13, 14, 15, 21];
const [YEAR, MONTH, DAY, HOUR, DRY_BULB, PRESSURE, GHI, DNI, DHI, WIND] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The engine's name of each slot's quantity, for errors. */
const QUANTITIES = ['year', 'month', 'day', 'hour', 'tempAir', 'pressure', 'ghi', 'dni', 'dhi', 'windSpeed'];
/** The data dictionary's missing-value code of each slot (NaN: none). */
const MISSING = [Number.NaN, Number.NaN, Number.NaN, Number.NaN, 99.9, 999999, 9999, 9999, 9999, 999];
/** Where an hourly value applies, relative to its hour-ending label, without other information. [h] */
const MID_HOUR_OFFSET = -0.5;
// Word-bounded: 'SWERA' (a real EPW source) must not read as ERA.
const PVGIS_SOURCE = /ECMWF|\bERA5?\b|PVGIS|SARAH|\bJRC\b/i;
const PVGIS_COMMENT = /PVGIS|ECMWF|Irradiance Time Offset/i;
const TIME_OFFSET = /Irradiance Time Offset \(h\)\s*:\s*([-+]?\d+(?:\.\d+)?)/i;

/** What the header lines say. */
interface EpwHeader {
  site: WeatherSite;
  /** The LOCATION source field or a comment names PVGIS / ECMWF-ERA. */
  pvgisHint: boolean;
  /** Irradiance time offset stated in a comment, relative to the hour-ending label. [h] */
  statedOffsetHours: number | undefined;
  /** DATA PERIODS covers 1/1 to 12/31. */
  fullYear: boolean;
  /** 0-based index of the first data line. */
  firstDataLine: number;
}

/** True when `lines` start like an EPW file. */
export function looksLikeEpw(lines: readonly string[]): boolean {
  return lines.length > 0 && /^LOCATION,/i.test(lines[0]!);
}

function readLocation(line: string): WeatherSite {
  const cells = splitCsvLine(line);
  if (cells.length < 10) {
    throw new WeatherFormatError('bad-header', 'the LOCATION line needs 10 fields', {
      format: FORMAT,
      line: 1,
    });
  }
  const site: WeatherSite = {
    latitude: Number(cells[6]),
    longitude: Number(cells[7]),
    elevation: Number(cells[9]),
    timezone: Number(cells[8]),
  };
  const name = cells[1]!;
  if (name !== '' && name.toLowerCase() !== 'unknown') site.name = name;
  return checkSite(site, FORMAT);
}

function readDataPeriods(line: string, lineNumber: number): boolean {
  const cells = splitCsvLine(line);
  const recordsPerHour = Number(cells[2]);
  if (recordsPerHour !== 1) {
    throw new WeatherFormatError(
      'unsupported-interval',
      `${cells[2]} records per hour; only hourly EPW is read`,
      {
        format: FORMAT,
        line: lineNumber,
      },
    );
  }
  return cells[5]?.replace(/\s/g, '') === '1/1' && cells[6]?.replace(/\s/g, '') === '12/31';
}

function readHeader(lines: readonly string[]): EpwHeader {
  const site = readLocation(lines[0]!);
  let pvgisHint = PVGIS_SOURCE.test(splitCsvLine(lines[0]!)[4] ?? '');
  let statedOffsetHours: number | undefined;
  let fullYear = false;
  let periods = false;
  let i = 1;
  for (; i < lines.length && !/^\s*-?\d/.test(lines[i]!); i++) {
    const line = lines[i]!;
    if (/^COMMENTS/i.test(line)) {
      pvgisHint ||= PVGIS_COMMENT.test(line);
      const offset = TIME_OFFSET.exec(line);
      if (offset) statedOffsetHours = Number(offset[1]);
    } else if (/^DATA PERIODS/i.test(line)) {
      fullYear = readDataPeriods(line, i + 1);
      periods = true;
    }
  }
  if (!periods) throw new WeatherFormatError('bad-header', 'no DATA PERIODS line', { format: FORMAT });
  return { site, pvgisHint, statedOffsetHours, fullYear, firstDataLine: i };
}

/** The EPW field in `slot` (blank or the field's missing code: NaN; other text: refused). */
function field(picker: FieldPicker, slot: number, line: number): number {
  const value = picker.measurement(slot, QUANTITIES[slot]!, FORMAT, line);
  return value === MISSING[slot] ? Number.NaN : value;
}

/** Fills the buffers; `timesUtcMs` receives the hour-ending labels read on a UTC clock. */
function readRecords(
  lines: readonly string[],
  first: number,
  series: SeriesBuffers,
  dates: Int32Array,
): void {
  const picker = new FieldPicker(COLUMNS);
  const sequence = new RecordSequence(FORMAT, { firstHour: 1 });
  const ranges = new RecordRangeCheck(FORMAT);
  for (let i = 0; i < series.ghi.length; i++) {
    const lineNumber = first + i + 1;
    if (!picker.pick(lines[first + i]!)) {
      throw new WeatherFormatError('missing-column', 'record has fewer than 22 fields', {
        format: FORMAT,
        line: lineNumber,
      });
    }
    const year = picker.number(YEAR);
    const month = picker.number(MONTH);
    const day = picker.number(DAY);
    const hour = picker.number(HOUR);
    sequence.check(i, year, month, day, hour, lineNumber);
    if (i % 24 === 0) {
      dates[(i / 24) * 3] = year;
      dates[(i / 24) * 3 + 1] = month;
      dates[(i / 24) * 3 + 2] = day;
    }
    series.timesUtcMs[i] = civilUtcMs(year, month, day, hour);
    series.tempAir[i] = field(picker, DRY_BULB, lineNumber);
    series.pressure[i] = field(picker, PRESSURE, lineNumber);
    series.ghi[i] = field(picker, GHI, lineNumber);
    series.dni[i] = field(picker, DNI, lineNumber);
    series.dhi[i] = field(picker, DHI, lineNumber);
    series.windSpeed[i] = field(picker, WIND, lineNumber);
    // On the label read as UTC, within a day of the physical instant: close enough for the
    // extraterrestrial bound on DNI (the rows' clock is only decided after all are read).
    ranges.check(series, i, lineNumber);
  }
}

/**
 * Decides whether the rows are UTC (PVGIS export) or in the stated zone: the physical check
 * wins when it is conclusive; otherwise the PVGIS header hints decide.
 */
function rowsAreUtc(header: EpwHeader, verdict: RowClockVerdict): boolean {
  if (verdict.clock === 'utc') return true;
  if (verdict.clock === 'stated-zone') return false;
  return header.pvgisHint;
}

/**
 * Reads an EPW file into hourly weather, detecting PVGIS's UTC export.
 *
 * @remarks
 * Physical time of a record labelled hour h (the interval ending at h:00):
 * `t_UTC = label + offset − zone`, where offset is the file's "Irradiance Time Offset (h)"
 * comment when present (PVGIS: −0.8239 h) and −0.5 h (mid-interval) otherwise, and zone is
 * the LOCATION time zone, or 0 h when the rows are found to be UTC. The rows are taken as UTC
 * when {@link detectRowClock} finds the clear-day GHI centroids on UTC rather than on the stated
 * zone; when the data cannot decide (zone 0 h, too few clear days), when the LOCATION source or
 * a comment names PVGIS / ECMWF-ERA. Such results have `source` 'epw-pvgis', others 'epw'.
 * `site.timezone` keeps the header's value. Units: irradiance [W/m²] (Wh/m² over the hour),
 * temperature [°C], pressure [Pa], wind speed [m/s]. Missing-value codes and blank fields become
 * NaN; values out of their physical range are refused, irradiance down to -30 W/m² becomes 0
 * (see physical-ranges.ts). Feb 29 records are read when present (8784 records).
 *
 * @param content the whole file text
 * @throws {@link WeatherFormatError} for a bad LOCATION or DATA PERIODS line, sub-hourly data,
 *   records that are not whole consecutive days (or not a full year when DATA PERIODS says
 *   1/1-12/31), impossible dates, short records, fields that are not numbers ('bad-value'),
 *   values out of their physical range ('out-of-range', with the line of the first) or columns
 *   with only missing values
 */
export function parseEpw(content: string): HourlyWeather {
  const lines = splitLines(content);
  if (!looksLikeEpw(lines)) {
    throw new WeatherFormatError('bad-header', 'not an EPW file (no LOCATION line)', {
      format: FORMAT,
      line: 1,
    });
  }
  const header = readHeader(lines);
  const count = lines.length - header.firstDataLine;
  checkRecordCount(count, FORMAT, header.fullYear);
  const series = allocateSeries(count);
  const dates = new Int32Array((count / 24) * 3);
  readRecords(lines, header.firstDataLine, series, dates);
  const offsetHours = header.statedOffsetHours ?? MID_HOUR_OFFSET;
  const { site } = header;
  const verdict = detectRowClock({ ...site, ghi: series.ghi, dates, labelOffsetHours: offsetHours });
  const utc = rowsAreUtc(header, verdict);
  const shiftMs = (offsetHours - (utc ? 0 : site.timezone)) * HOUR_MS;
  for (let i = 0; i < count; i++) series.timesUtcMs[i] += shiftMs;
  return finishWeather(series, site, utc ? 'epw-pvgis' : FORMAT, true);
}
