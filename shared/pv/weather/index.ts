/**
 * Weather files and climate services, read into the engine's two shapes: hourly weather
 * ({@link HourlyWeather}) and monthly climate means ({@link MonthlyClimate}).
 *
 * Every reader places each record at its physical instant (`timesUtcMs`), applying its
 * format's own time convention, so the engine never shifts times again:
 * - EPW: hour-ending labels in the LOCATION time zone, mid-hour (or the file's irradiance time
 *   offset); PVGIS's EPW export, whose rows are UTC, is detected (source 'epw-pvgis');
 * - TMY3 and TMY2: hour-ending labels in local standard time, mid-hour;
 * - NSRDB PSM3/PSM4 csv (30-minute or hourly): instantaneous values, at the stamp itself in the
 *   file's "Time Zone";
 * - PVGIS TMY json/csv: UTC labels plus the file's irradiance time offset.
 * Every reader refuses values outside their physical range (physical-ranges.ts).
 * Monthly sources (PVGIS `MRcalc`, NASA POWER climatology) give mean daily irradiation per
 * month [kWh/m²/day] and monthly temperatures [°C].
 */

import { splitLines } from './csv-cells';
import { looksLikeEpw, parseEpw } from './epw';
import { WeatherFormatError } from './errors';
import { parseJson } from './json';
import { isNasaPowerJson, readNasaPowerClimatology } from './nasa-power';
import { looksLikeNsrdbPsm, parseNsrdbPsm } from './nsrdb-psm';
import { isPvgisMonthlyJson, readPvgisMonthlyJson } from './pvgis-monthly';
import { isPvgisTmyJson, looksLikePvgisTmyCsv, parsePvgisTmyCsv, readPvgisTmyJson } from './pvgis-tmy';
import { looksLikeTmy2, parseTmy2 } from './tmy2';
import { looksLikeTmy3, parseTmy3 } from './tmy3';
import type { HourlyWeather, MonthlyClimate } from './types';

export { parseEpw } from './epw';
export { CLEAR_DAY_KT, detectRowClock, type RowClock, type RowClockVerdict } from './epw-time-base';
export { WeatherFormatError, type WeatherFormatReason } from './errors';
export { readNasaPowerClimatology } from './nasa-power';
export { parseNsrdbPsm } from './nsrdb-psm';
export { readPvgisMonthlyJson } from './pvgis-monthly';
export { PVGIS_FALLBACK_TIME_OFFSET_HOURS, parsePvgisTmyCsv, readPvgisTmyJson } from './pvgis-tmy';
export { parseTmy2 } from './tmy2';
export { parseTmy3 } from './tmy3';
export type { HourlyWeather, MonthlyClimate, WeatherSite } from './types';

/** Hourly formats {@link parseWeatherFile} reads. */
export type HourlyWeatherFormat = 'epw' | 'tmy3' | 'tmy2' | 'nsrdb-psm' | 'pvgis-tmy-json' | 'pvgis-tmy-csv';

/** How many leading lines format detection looks at. */
const SNIFF_LINES = 3;

/**
 * Recognises an hourly format from the first lines of the content (never from the name alone).
 *
 * @param content the whole file text
 * @returns the format, or undefined when no hourly reader recognises it; any JSON content is
 *   reported as 'pvgis-tmy-json', and the reader then checks its structure
 */
export function detectHourlyFormat(content: string): HourlyWeatherFormat | undefined {
  const text = content.trimStart();
  if (text.startsWith('{')) return 'pvgis-tmy-json';
  const head = splitLines(text.slice(0, 4096)).slice(0, SNIFF_LINES);
  if (head.length === 0) return undefined;
  if (looksLikeEpw(head)) return 'epw';
  if (looksLikeTmy3(head)) return 'tmy3';
  if (looksLikeTmy2(head)) return 'tmy2';
  if (looksLikeNsrdbPsm(head)) return 'nsrdb-psm';
  if (looksLikePvgisTmyCsv(head)) return 'pvgis-tmy-csv';
  return undefined;
}

/** The hourly formats, as the unknown-format message lists them. */
export const HOURLY_FORMAT_NAMES =
  'EPW, NSRDB TMY3 csv (NREL or SolarAnywhere), NREL TMY2, NSRDB PSM3/PSM4 csv (hourly or 30-minute), PVGIS TMY json or csv';

/**
 * Reads an hourly or half-hourly weather file (EPW, NSRDB TMY3 csv, NREL TMY2, NSRDB PSM3/PSM4
 * csv, PVGIS TMY json or csv), recognising the format from its content.
 *
 * @param content the whole file text (UTF-8 decoded; a byte-order mark is ignored)
 * @param fileName the uploaded file's name: a hint only, used to word the error when the
 *   content is not recognised (the content alone decides the format)
 * @returns the series with physical times [ms UTC], irradiance [W/m²], air temperature [°C],
 *   wind speed [m/s], pressure [Pa] when the file has it, and `intervalHours` (0.5 for 30-minute
 *   NSRDB data, else 1)
 * @throws {@link WeatherFormatError} for empty or unrecognised content and for anything the
 *   chosen reader cannot read (see each reader)
 *
 * @example
 * ```ts
 * const weather = parseWeatherFile(await file.text(), file.name);
 * weather.source; // 'epw' | 'epw-pvgis' | 'tmy3' | 'tmy2' | 'nsrdb-psm3' | 'nsrdb-psm4' | 'nsrdb-psm'
 * //                   | 'pvgis-tmy-json' | 'pvgis-tmy-csv'
 * ```
 */
export function parseWeatherFile(content: string, fileName?: string): HourlyWeather {
  // Leading blank lines and a byte-order mark (both JS whitespace) carry nothing. (TMY2's header
  // starts with a blank, which goes too: its reader does not count on it.)
  const text = content.trimStart();
  if (text === '') throw new WeatherFormatError('empty-file', 'the weather file is empty');
  switch (detectHourlyFormat(text)) {
    case 'epw':
      return parseEpw(text);
    case 'tmy3':
      return parseTmy3(text);
    case 'tmy2':
      return parseTmy2(text);
    case 'nsrdb-psm':
      return parseNsrdbPsm(text);
    case 'pvgis-tmy-csv':
      return parsePvgisTmyCsv(text);
    case 'pvgis-tmy-json': {
      const data = parseJson(text);
      if (isPvgisTmyJson(data)) return readPvgisTmyJson(data);
      throw unknownFormat(fileName, ' (monthly climate json is read by parseMonthlyClimate)');
    }
    default:
      throw unknownFormat(fileName, EXPECTED_BY_EXTENSION[extensionOf(fileName)] ?? '');
  }
}

/** What a file of each extension should start with, to tell the user why it was not read. */
const EXPECTED_BY_EXTENSION: Readonly<Record<string, string>> = {
  epw: ': an EPW file starts with a LOCATION line',
  csv:
    ': a TMY3 file has the TMY3 column names on line 2, an NSRDB PSM file its metadata on lines 1-2 and' +
    ' Year,Month,Day,Hour,Minute,... on line 3, a PVGIS TMY csv starts with "Latitude (decimal degrees):"',
  tm2: ': a TMY2 file starts with a header line "WBAN city state time-zone N lat W lon elevation"',
};

function extensionOf(fileName: string | undefined): string {
  const dot = fileName?.lastIndexOf('.') ?? -1;
  return dot < 0 ? '' : fileName!.slice(dot + 1).toLowerCase();
}

function unknownFormat(fileName: string | undefined, hint: string): WeatherFormatError {
  const named = fileName === undefined ? '' : ` "${fileName}"`;
  return new WeatherFormatError(
    'unknown-format',
    `the weather file${named} is not in a format read here (${HOURLY_FORMAT_NAMES})${hint}`,
  );
}

/**
 * Reads monthly climate means from a climate service's json response: PVGIS monthly radiation
 * (`MRcalc` with `horirrad=1&avtemp=1`, optionally `d2glob=1`) or NASA POWER climatology
 * (`/api/temporal/climatology/point` with ALLSKY_SFC_SW_DWN and T2M, optionally
 * ALLSKY_SFC_SW_DIFF, T2M_MAX, T2M_MIN, WS10M).
 *
 * @param content the response body
 * @returns mean daily irradiation per month [kWh/m²/day] and monthly temperatures [°C], with
 *   `source` 'pvgis-monthly' or 'nasa-power-climatology'
 * @throws {@link WeatherFormatError} for empty content, invalid JSON, an unrecognised response,
 *   or anything the chosen reader cannot read (see {@link readPvgisMonthlyJson},
 *   {@link readNasaPowerClimatology})
 *
 * @example
 * ```ts
 * const climate = parseMonthlyClimate(await response.text());
 * climate.ghiDaily[5]; // mean daily GHI in June [kWh/m²/day]
 * ```
 */
export function parseMonthlyClimate(content: string): MonthlyClimate {
  if (content.trim() === '') throw new WeatherFormatError('empty-file', 'the climate response is empty');
  const data = parseJson(content);
  if (isPvgisMonthlyJson(data)) return readPvgisMonthlyJson(data);
  if (isNasaPowerJson(data)) return readNasaPowerClimatology(data);
  throw new WeatherFormatError(
    'unknown-format',
    'the climate response is neither PVGIS monthly radiation (MRcalc) nor NASA POWER climatology json',
  );
}
