import { readFileSync } from 'node:fs';
import { WeatherFormatError } from '../../../../shared/pv/weather/errors';

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
