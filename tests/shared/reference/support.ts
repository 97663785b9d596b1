/**
 * What the validation suites against pvlib share: where ../shared/fixtures' weather files are
 * (a fresh clone has none, and the suites skip themselves), and how differences are measured and
 * printed.
 */
import { resolve } from 'node:path';

/**
 * ../shared/fixtures/weather beside the repository, or the folder PVD_FIXTURES_WEATHER names (a
 * checkout whose parent folder holds no `shared`, e.g. a git worktree elsewhere).
 */
export const fixturesWeather =
  process.env.PVD_FIXTURES_WEATHER ??
  resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'weather');

/** Relative difference [%]. */
export const percent = (ours: number, theirs: number) => (ours / theirs - 1) * 100;

/** Largest monthly difference [%], months under 1 kWh/m² (or kWh) left out. */
export const worstMonthly = (ours: number[], theirs: number[]) =>
  Math.max(...ours.map((value, m) => (theirs[m]! > 1 ? Math.abs(percent(value, theirs[m]!)) : 0)));

/** A markdown table row, numbers to 4 decimals. */
export const row = (cells: (string | number)[]) =>
  `| ${cells.map((c) => (typeof c === 'number' ? c.toFixed(4) : c)).join(' | ')} |`;
