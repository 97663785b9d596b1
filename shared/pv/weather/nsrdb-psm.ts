/**
 * Reader for NSRDB PSM csv files: the Physical Solar Model v3 and GOES v4 ("PSM4") products of
 * the National Solar Radiation Database as its download API writes them ("SAM CSV"), single
 * years at 30 or 60 minutes and typical years (`tmy-2022`, `tgy-…`, `tdy-…`).
 *
 * Format, after NREL Developer Network, "NSRDB Data Downloads" (PSM v3.2.2, GOES Aggregated,
 * CONUS, Full Disc and TMY v4.0.0 download APIs), and pvlib `pvlib.iotools.read_psm3` and
 * `read_nsrdb_psm4`, which read the same layout:
 * - line 1: metadata names (Source, Location ID, City, State, Country, Latitude, Longitude,
 *   Time Zone, Elevation, Local Time Zone, the units of the columns, ..., Version); line 2: their
 *   values. "Time Zone" is the offset from UTC of the time stamps (0 when the data were asked
 *   for with `utc=true`); "Local Time Zone" is the site's standard time;
 * - line 3: the column names, `Year,Month,Day,Hour,Minute` then GHI, DNI, DHI [W/m²],
 *   Temperature [°C], Wind Speed [m/s], Pressure [mbar], ... in any order (columns are found by
 *   name, see column-names.ts; Pressure may be absent);
 * - then one line per record. Typical years take each month from a different year.
 * Time convention: PSM values are instantaneous, at the time stamp itself, not means over the
 * interval: the PSM computes each from one half-hourly satellite scan (M. Sengupta et al., "The
 * National Solar Radiation Data Base (NSRDB)", Renew. Sustain. Energy Rev., vol. 89,
 * pp. 51-60, 2018, doi:10.1016/j.rser.2018.03.003; NSRDB forum "PSM 30min data files"), and
 * pvlib indexes the records by the stamp itself, in "Time Zone". Hourly files are stamped HH:30
 * (the NSRDB's change of May 2019, pvlib issue #733), 30-minute files HH:00 and HH:30.
 */

import { columnKey, findColumn, findColumns } from './column-names';
import { FieldPicker, parseDecimal, splitCsvLine, splitLines } from './csv-cells';
import { WeatherFormatError } from './errors';
import { RecordRangeCheck } from './physical-ranges';
import { checkRecordCount, civilUtcMs, HOUR_MS, RecordSequence, type RecordsPerHour } from './record-dates';
import { checkSite, finishWeather } from './series';
import { allocateSeries } from './series-buffers';
import type { HourlyWeather, WeatherSite } from './types';

const FORMAT = 'nsrdb-psm';
/** Columns the engine needs, in picker slot order; Pressure, optional, takes the last slot. */
const COLUMNS = ['Year', 'Month', 'Day', 'Hour', 'Minute', 'GHI', 'DNI', 'DHI', 'Temperature', 'Wind Speed'];
const [YEAR, MONTH, DAY, HOUR, MINUTE] = [0, 1, 2, 3, 4];
/** Series filled from the value columns, in their slot order (slot 5 on). */
const QUANTITIES = ['ghi', 'dni', 'dhi', 'tempAir', 'windSpeed'] as const;
const FIRST_VALUE_SLOT = 5;
const PRESSURE_SLOT = COLUMNS.length;
/** Hecto: mbar to Pa. */
const PA_PER_MBAR = 100;
/** Record intervals read, in minutes, and their records per hour. */
const INTERVALS: Readonly<Record<number, RecordsPerHour>> = { 30: 2, 60: 1 };

/**
 * True when `lines` look like an NSRDB PSM csv: line 1 names Latitude, Longitude and Time Zone,
 * line 3 has the Year, Month, Day, Hour and Minute columns.
 */
export function looksLikeNsrdbPsm(lines: readonly string[]): boolean {
  if (lines.length < 3) return false;
  const meta = new Set(splitCsvLine(lines[0]!).map((name) => columnKey(name)));
  const columns = new Set(splitCsvLine(lines[2]!).map((name) => columnKey(name)));
  return (
    ['latitude', 'longitude', 'timezone'].every((key) => meta.has(key)) &&
    ['year', 'month', 'day', 'hour', 'minute'].every((key) => columns.has(key))
  );
}

/** What the two metadata lines say. */
interface PsmHeader {
  site: WeatherSite;
  /** Offset of the time stamps from UTC ("Time Zone"). [h] */
  stampZone: number;
  /** 'nsrdb-psm3', 'nsrdb-psm4', or 'nsrdb-psm' when the Version is not stated. */
  source: string;
}

function readHeader(names: string, values: string): PsmHeader {
  const [keys, cells] = [splitCsvLine(names), splitCsvLine(values)];
  const text = (name: string) => {
    const index = findColumn(keys, name);
    return index < 0 ? '' : (cells[index] ?? '');
  };
  const number = (name: string) => parseDecimal(text(name), 0, text(name).length);
  const stampZone = number('Time Zone');
  const unit = columnKey(text('Temperature Units'));
  if (!(Math.abs(stampZone) <= 14) || !['', 'c', 'degc', 'celsius'].includes(unit)) {
    const problem =
      Math.abs(stampZone) <= 14 ? `Temperature Units "${text('Temperature Units')}"` : 'Time Zone';
    throw new WeatherFormatError('bad-header', `unreadable ${problem}`, { format: FORMAT, line: 2 });
  }
  const localZone = number('Local Time Zone');
  const site: WeatherSite = {
    latitude: number('Latitude'),
    longitude: number('Longitude'),
    elevation: number('Elevation'),
    // The site's own standard time when stated (months are grouped in it), else the stamps'.
    timezone: Number.isNaN(localZone) ? stampZone : localZone,
  };
  const city = text('City');
  if (city !== '' && city !== '-') site.name = city;
  const major = /\d+/.exec(text('Version'))?.[0];
  const source = major === '3' || major === '4' ? `nsrdb-psm${major}` : FORMAT;
  return { site: checkSite(site, source), stampZone, source };
}

/** Records per hour, from the minutes between the first two records. */
function recordsPerHour(picker: FieldPicker, lines: readonly string[], source: string): RecordsPerHour {
  if (lines.length < 5) return 1;
  const minutes = [3, 4].map((index) => {
    picker.pick(lines[index]!);
    return picker.number(HOUR) * 60 + picker.number(MINUTE);
  });
  const step = minutes[1]! - minutes[0]!;
  const perHour = INTERVALS[step];
  if (perHour === undefined) {
    throw new WeatherFormatError(
      'unsupported-interval',
      `records ${step} minutes apart; only 30- and 60-minute NSRDB data are read`,
      { format: source, line: 5 },
    );
  }
  return perHour;
}

/**
 * Reads an NSRDB PSM3 or PSM4 csv file (30-minute or hourly, single or typical year).
 *
 * @remarks
 * Physical time of a record stamped Y-M-D h:m: the stamp itself, an instant, in the file's
 * "Time Zone": `t_UTC = stamp − Time Zone` (not the middle of an interval, as for TMY3). The
 * site's `timezone` is "Local Time Zone" (else "Time Zone"). Units: irradiance [W/m²],
 * temperature [°C], wind speed [m/s], pressure mbar → [Pa]. A blank cell is missing; values out
 * of their physical range are refused, irradiance down to -30 W/m² becomes 0 (see
 * physical-ranges.ts). The records of a day run 00:00 (or the first record's minute, e.g. 00:30)
 * at the interval of the first two records.
 *
 * @param content the whole file text
 * @returns the series with `source` 'nsrdb-psm3' or 'nsrdb-psm4' (from the Version field;
 *   'nsrdb-psm' without one) and `intervalHours` 0.5 or 1; partial years (whole days) are
 *   accepted, a 30-minute year has 17520 records
 * @throws {@link WeatherFormatError} for unreadable metadata ('bad-header'), a missing column
 *   ('missing-column', naming it), records neither 30 nor 60 minutes apart
 *   ('unsupported-interval'), records that are not whole consecutive days, cells that are not
 *   numbers ('bad-value'), values out of their physical range ('out-of-range', with the line of
 *   the first) or columns with only missing values
 *
 * @example
 * ```ts
 * const weather = parseNsrdbPsm(text); // e.g. a 30-minute PSM3 year
 * weather.intervalHours; // 0.5
 * ```
 */
export function parseNsrdbPsm(content: string): HourlyWeather {
  const lines = splitLines(content);
  if (!looksLikeNsrdbPsm(lines)) {
    throw new WeatherFormatError(
      'bad-header',
      'not an NSRDB PSM file (metadata on lines 1-2, columns on line 3)',
      {
        format: FORMAT,
      },
    );
  }
  const { site, stampZone, source } = readHeader(lines[0]!, lines[1]!);
  const names = splitCsvLine(lines[2]!);
  const columns = findColumns(names, COLUMNS, { format: source, line: 3 });
  const pressure = findColumn(names, 'Pressure');
  const picker = new FieldPicker(pressure < 0 ? columns : [...columns, pressure]);
  const perHour = recordsPerHour(picker, lines, source);
  const count = lines.length - 3;
  checkRecordCount(count, source, false, perHour);
  picker.pick(lines[3]!);
  const sequence = new RecordSequence(source, {
    firstHour: 0,
    recordsPerHour: perHour,
    firstMinute: picker.number(MINUTE),
  });
  const series = allocateSeries(count);
  const ranges = new RecordRangeCheck(source);
  const zoneMs = stampZone * HOUR_MS;
  for (let i = 0; i < count; i++) {
    const lineNumber = i + 4;
    picker.pickRow(lines[i + 3]!, source, lineNumber);
    const year = picker.number(YEAR);
    const month = picker.number(MONTH);
    const day = picker.number(DAY);
    const hour = picker.number(HOUR);
    const minute = picker.number(MINUTE);
    sequence.check(i, year, month, day, hour, lineNumber, minute);
    series.timesUtcMs[i] = civilUtcMs(year, month, day, hour, minute) - zoneMs;
    for (let k = 0; k < QUANTITIES.length; k++) {
      const quantity = QUANTITIES[k]!;
      series[quantity][i] = picker.measurement(FIRST_VALUE_SLOT + k, quantity, source, lineNumber);
    }
    if (pressure >= 0) {
      series.pressure[i] = picker.measurement(PRESSURE_SLOT, 'pressure', source, lineNumber) * PA_PER_MBAR;
    }
    ranges.check(series, i, lineNumber);
  }
  return finishWeather(series, site, source, pressure >= 0, 1 / perHour);
}
