/**
 * Reader for NREL TMY2 files (`*.tm2`, typical years of the 1961-1990 National Solar Radiation
 * Data Base), fixed-width text.
 *
 * Format, after W. Marion and K. Urban, "User's Manual for TMY2s", NREL, Golden, CO, 1995,
 * §3 "Data and Format" (Tables 3-1 and 3-2); field positions below are 1-based, as there:
 * - line 1, header: WBAN number 2-6, city 8-29, state 31-32, time zone 34-36 [h from UTC],
 *   latitude 38 (N/S), 40-41 [°], 43-44 [′], longitude 46 (E/W), 48-50 [°], 52-53 [′],
 *   elevation 56-59 [m];
 * - then 8760 hourly records: year 2-3 (two digits: the year the typical month came from),
 *   month 4-5, day 6-7, hour 8-9 (1 to 24, local standard time); GHI 18-21, DNI 24-27, DHI 30-33
 *   [Wh/m² received during the 60 minutes before the hour]; dry bulb 68-71 [tenths of °C];
 *   pressure 85-88 [mbar]; wind speed 96-98 [tenths of m/s]. Each value is followed by a source
 *   and an uncertainty flag (one character each), which the engine does not use.
 * - The elements the engine reads are filled in TMY2s (only elements not used to select the
 *   typical months, such as visibility, ceiling height and present weather, may be left
 *   missing: manual §2 "Stations"); a blank field is read as missing.
 * pvlib's `pvlib.iotools.read_tmy2` documents the same positions.
 */

import { measurementAt, parseDecimal, splitLines } from './csv-cells';
import { WeatherFormatError } from './errors';
import { civilUtcMs } from './record-dates';
import { checkSite, finishWeather, startHourEndingRecords } from './series';
import type { HourlyWeather, WeatherSite } from './types';

const FORMAT = 'tmy2';
/** Header tail from the time zone on: `  -5 N 36  6 W  79 57   273`. */
const HEADER_TAIL =
  /\s([+-]?\d{1,2})\s+([NS])\s*(\d{1,2})\s+(\d{1,2})\s+([EW])\s*(\d{1,3})\s+(\d{1,2})\s+(-?\d+)\s*$/;
/** TMY2 years are written with two digits; the typical months come from 1961-1990. */
const CENTURY = 1900;
/** Hecto: mbar to Pa. */
const PA_PER_MBAR = 100;

/** A data element of an hourly record: 0-based [start, end) of its value, and its unit. */
interface Element {
  quantity: 'ghi' | 'dni' | 'dhi' | 'tempAir' | 'pressure' | 'windSpeed';
  /** How the manual names it, for errors, with its 1-based field positions. */
  name: string;
  start: number;
  end: number;
  /** Engine unit = value × multiply / divide (dividing by 10 keeps -28 tenths exactly -2.8). */
  multiply: number;
  divide: number;
}

/** The elements the engine reads (manual Table 3-2). */
const ELEMENTS: readonly Element[] = [
  {
    quantity: 'ghi',
    name: 'global horizontal radiation (18-21)',
    start: 17,
    end: 21,
    multiply: 1,
    divide: 1,
  },
  { quantity: 'dni', name: 'direct normal radiation (24-27)', start: 23, end: 27, multiply: 1, divide: 1 },
  {
    quantity: 'dhi',
    name: 'diffuse horizontal radiation (30-33)',
    start: 29,
    end: 33,
    multiply: 1,
    divide: 1,
  },
  { quantity: 'tempAir', name: 'dry bulb temperature (68-71)', start: 67, end: 71, multiply: 1, divide: 10 },
  {
    quantity: 'pressure',
    name: 'atmospheric pressure (85-88)',
    start: 84,
    end: 88,
    multiply: PA_PER_MBAR,
    divide: 1,
  },
  { quantity: 'windSpeed', name: 'wind speed (96-98)', start: 95, end: 98, multiply: 1, divide: 10 },
];
/** A record must reach the last element read. */
const MIN_RECORD_LENGTH = 98;

/**
 * True when `lines` look like a TMY2 file: a header ending in time zone, latitude, longitude
 * and elevation, then a record starting with eight digits (year, month, day, hour).
 */
export function looksLikeTmy2(lines: readonly string[]): boolean {
  return lines.length > 1 && HEADER_TAIL.test(lines[0]!) && /^ \d{8}\d{4}/.test(lines[1]!);
}

function readHeader(line: string): WeatherSite {
  const tail = HEADER_TAIL.exec(line);
  if (!tail) {
    throw new WeatherFormatError(
      'bad-header',
      'the header needs time zone, latitude, longitude and elevation',
      {
        format: FORMAT,
        line: 1,
      },
    );
  }
  const [, zone, ns, latDeg, latMin, ew, lonDeg, lonMin, elevation] = tail;
  const site: WeatherSite = {
    latitude: (ns === 'S' ? -1 : 1) * (Number(latDeg) + Number(latMin) / 60),
    longitude: (ew === 'W' ? -1 : 1) * (Number(lonDeg) + Number(lonMin) / 60),
    elevation: Number(elevation),
    timezone: Number(zone),
  };
  // WBAN number, city, state: by words rather than positions, so that a header whose leading
  // blank was trimmed away still reads.
  const words = line.slice(0, tail.index).trim().split(/\s+/);
  const city = words.slice(1, -1).join(' ');
  if (city !== '') site.name = city;
  return checkSite(site, FORMAT);
}

/** Two-digit field `[start, start + 2)` of a record as a number. */
function twoDigits(line: string, start: number): number {
  return parseDecimal(line, start, start + 2);
}

/**
 * Reads a TMY2 file into hourly weather.
 *
 * @remarks
 * Physical time of a record labelled hour h (the hour ending at h:00 local standard time, hour
 * 24 being midnight): `t_UTC = label − 30 min − timezone`, the middle of its hour, as for TMY3
 * (pvlib's `read_tmy2` returns the hour-ending labels, like `read_tmy3`). Years are 19yy.
 * Units: irradiance [W/m²] (Wh/m² over the hour), dry bulb tenths of °C → [°C], wind speed
 * tenths of m/s → [m/s], pressure mbar → [Pa]. Values out of their physical range are refused,
 * irradiance down to -30 W/m² becomes 0 (see physical-ranges.ts).
 *
 * @param content the whole file text
 * @returns the series with `source` 'tmy2'; partial years (whole days) are accepted
 * @throws {@link WeatherFormatError} for a bad header, records shorter than the wind speed field
 *   ('missing-column', naming the element), records that are not whole consecutive days,
 *   impossible dates, fields that are not numbers ('bad-value'), values out of their physical
 *   range ('out-of-range', with the line of the first) or elements with only missing values
 */
export function parseTmy2(content: string): HourlyWeather {
  const lines = splitLines(content);
  if (lines.length < 2) throw new WeatherFormatError('bad-header', 'not a TMY2 file', { format: FORMAT });
  const site = readHeader(lines[0]!);
  const count = lines.length - 1;
  const { series, sequence, ranges, shiftMs } = startHourEndingRecords(count, FORMAT, site.timezone);
  for (let i = 0; i < count; i++) {
    const line = lines[i + 1]!;
    const lineNumber = i + 2;
    if (line.length < MIN_RECORD_LENGTH) {
      const lacking = ELEMENTS.find((element) => line.length < element.end)!;
      throw new WeatherFormatError('missing-column', `record too short for the ${lacking.name} field`, {
        format: FORMAT,
        line: lineNumber,
        column: lacking.name,
      });
    }
    const [year, month, day, hour] = [
      CENTURY + twoDigits(line, 1),
      twoDigits(line, 3),
      twoDigits(line, 5),
      twoDigits(line, 7),
    ];
    sequence.check(i, year, month, day, hour, lineNumber);
    series.timesUtcMs[i] = civilUtcMs(year, month, day, hour) + shiftMs;
    for (const { quantity, start, end, multiply, divide } of ELEMENTS) {
      const value = measurementAt(line, start, end, quantity, FORMAT, lineNumber);
      series[quantity][i] = (value * multiply) / divide;
    }
    ranges.check(series, i, lineNumber);
  }
  return finishWeather(series, site, FORMAT, true);
}
