/**
 * A compact binary form of an hourly weather year, for the table (DynamoDB items must stay far
 * below 400 KB; a PVGIS TMY year is 1.4 MB of json).
 *
 * Layout (little-endian, then gzip, node:zlib level 6):
 * - header: version (uint8 = 1), record count n (uint32), record length [h] (float64),
 *   first instant [ms UTC] (float64);
 * - n − 1 differences between consecutive instants [ms] (float64: almost all equal, so they
 *   compress to nearly nothing, and summing them back is exact for whole milliseconds);
 * - GHI, DNI, DHI × 10 and air temperature, wind speed × 100 as int16 (n each).
 * Precision: irradiance to ±0.05 W/m² (range ±3276.7), temperature to ±0.005 °C and wind speed
 * to ±0.005 m/s (range ±327.67); a missing value (NaN) is stored as −32768 and read back as NaN.
 * Pressure is not kept: the engine takes the site pressure from the elevation (pvlib's
 * `alt2pres`, as its ModelChain does), never from a pressure column. A year is about 40 KB.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { HourlyWeather, WeatherSite } from '@pvd/shared/pv/weather/types';

const VERSION = 1;
const HEADER_BYTES = 1 + 4 + 8 + 8;
const MISSING = -32768;

/** The scaled int16 columns, in stored order, with their scale factors. */
const COLUMNS = [
  ['ghi', 10],
  ['dni', 10],
  ['dhi', 10],
  ['tempAir', 100],
  ['windSpeed', 100],
] as const;

function toInt16(value: number, scale: number): number {
  if (Number.isNaN(value)) return MISSING;
  return Math.max(-32767, Math.min(32767, Math.round(value * scale)));
}

/**
 * Packs the hourly series of a weather year (site and source are stored beside it).
 * @returns gzip-compressed bytes
 * @example
 * const bytes = encodeHourlyWeather(weather); // ~40 KB for 8760 hours
 */
export function encodeHourlyWeather(weather: HourlyWeather): Uint8Array {
  const n = weather.timesUtcMs.length;
  const buffer = new ArrayBuffer(HEADER_BYTES + Math.max(0, n - 1) * 8 + n * 2 * COLUMNS.length);
  const view = new DataView(buffer);
  view.setUint8(0, VERSION);
  view.setUint32(1, n, true);
  view.setFloat64(5, weather.intervalHours, true);
  view.setFloat64(13, n > 0 ? weather.timesUtcMs[0]! : 0, true);
  let offset = HEADER_BYTES;
  for (let i = 1; i < n; i++, offset += 8) {
    view.setFloat64(offset, weather.timesUtcMs[i]! - weather.timesUtcMs[i - 1]!, true);
  }
  for (const [name, scale] of COLUMNS) {
    const values = weather[name];
    for (let i = 0; i < n; i++, offset += 2) view.setInt16(offset, toInt16(values[i]!, scale), true);
  }
  return gzipSync(new Uint8Array(buffer));
}

/**
 * Unpacks {@link encodeHourlyWeather}'s bytes.
 * @param bytes the stored bytes
 * @param site the site stored beside them
 * @param source the weather's source label stored beside them
 * @throws Error for bytes of an unknown version or a wrong length
 */
export function decodeHourlyWeather(bytes: Uint8Array, site: WeatherSite, source: string): HourlyWeather {
  const raw = gunzipSync(bytes);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  if (view.getUint8(0) !== VERSION) throw new Error(`unknown weather series version ${view.getUint8(0)}`);
  const n = view.getUint32(1, true);
  if (raw.byteLength !== HEADER_BYTES + Math.max(0, n - 1) * 8 + n * 2 * COLUMNS.length) {
    throw new Error('weather series of the wrong length');
  }
  const timesUtcMs = new Float64Array(n);
  if (n > 0) timesUtcMs[0] = view.getFloat64(13, true);
  let offset = HEADER_BYTES;
  for (let i = 1; i < n; i++, offset += 8) timesUtcMs[i] = timesUtcMs[i - 1]! + view.getFloat64(offset, true);
  const columns: Record<(typeof COLUMNS)[number][0], Float64Array> = {
    ghi: new Float64Array(n),
    dni: new Float64Array(n),
    dhi: new Float64Array(n),
    tempAir: new Float64Array(n),
    windSpeed: new Float64Array(n),
  };
  for (const [name, scale] of COLUMNS) {
    const values = columns[name];
    for (let i = 0; i < n; i++, offset += 2) {
      const stored = view.getInt16(offset, true);
      values[i] = stored === MISSING ? Number.NaN : stored / scale;
    }
  }
  return { site, source, timesUtcMs, intervalHours: view.getFloat64(5, true), ...columns };
}
