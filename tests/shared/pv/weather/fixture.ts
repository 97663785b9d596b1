import { readFileSync } from 'node:fs';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { WeatherFormatError } from '@pvd/shared/pv/weather/errors';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';

/** Text of a fixture file in `tests/shared/pv/weather/fixtures/`. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** Milliseconds of an ISO-8601 instant with offset, e.g. '1988-01-01T00:30:00-05:00'. */
export function instant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad instant ${iso}`);
  return ms;
}

/** Replaces line `index` (0-based) of `content`, keeping its line ending style. */
export function replaceLine(content: string, index: number, edit: (line: string) => string): string {
  const eol = content.includes('\r\n') ? '\r\n' : '\n';
  const lines = content.split(eol);
  lines[index] = edit(lines[index]!);
  return lines.join(eol);
}

/** Replaces comma-separated field `field` (0-based) of `line`. */
export function replaceField(line: string, field: number, value: string): string {
  const cells = line.split(',');
  cells[field] = value;
  return cells.join(',');
}

/** Cells of line `index` (0-based) of `content`. */
export function cells(content: string, index: number): string[] {
  return content.split(/\r?\n/)[index]!.split(',');
}

/** The `reason` of the WeatherFormatError `action` throws, or undefined when it does not throw. */
export function reasonOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof WeatherFormatError) return error.reason;
    throw error;
  }
  return undefined;
}

/** The WeatherFormatError `action` throws; fails the test when it throws none. */
export function errorOf(action: () => unknown): WeatherFormatError {
  try {
    action();
  } catch (error) {
    if (error instanceof WeatherFormatError) return error;
    throw error;
  }
  throw new Error('expected a WeatherFormatError, none was thrown');
}

/** Daily clearness index from which a day counts as clear (as epw-time-base's CLEAR_DAY_KT). */
const CLEAR_DAY_KT = 0.6;

/**
 * For each clear day of `weather` (GHI over the day ≥ 60 % of the extraterrestrial irradiation on
 * the horizontal), the GHI-weighted mean of the sun's hour angle at the records' physical
 * instants [°]. It is near 0 when the reader placed the records right (the day's irradiance is
 * centred on solar noon); a record placed half an hour off moves it by about 7.5°.
 */
export function clearDayHourAngles(weather: HourlyWeather): number[] {
  const sun = computeSunPositions(weather);
  const days = new Map<number, { ghi: number; extra: number; moment: number }>();
  for (let i = 0; i < weather.ghi.length; i++) {
    const day = Math.floor((weather.timesUtcMs[i]! + weather.site.timezone * 3_600_000) / 86_400_000);
    const sums = days.get(day) ?? { ghi: 0, extra: 0, moment: 0 };
    const ghi = weather.ghi[i]!;
    sums.ghi += ghi;
    sums.extra += sun.dniExtra[i]! * Math.max(sun.sunUp[i]!, 0);
    sums.moment += ghi * sun.hourAngle[i]!;
    days.set(day, sums);
  }
  return [...days.values()]
    .filter((d) => d.extra > 0 && d.ghi >= CLEAR_DAY_KT * d.extra)
    .map((d) => d.moment / d.ghi);
}

/** Median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
