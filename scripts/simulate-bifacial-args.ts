/**
 * The simulation command line's bifacial options [BIF-4, BIF-5]: --height, --bifaciality,
 * --shade-factor and --transmission-factor make the rows of --collector-width and --pitch
 * bifacial, by the infinite-sheds model; --albedo takes one value or 12 monthly values [BIF-3].
 * Every bad value is a {@link SimulateUsageError} naming its option.
 */
import { DEFAULT_SHADE_FACTOR } from '../shared/pv/bifacial/sheds-irradiance';
import { shedsRowsProblem } from '../shared/pv/bifacial/sheds-year';
import { type Albedo, albedoProblem } from '../shared/pv/irradiance/albedo';
import { DEFAULT_ALBEDO } from '../shared/pv/irradiance/ground-diffuse';
import type { RowGeometry } from '../shared/pv/shading/row-shading';
import type { BifacialPanels } from '../shared/pv/simulation/types';
import { SimulateUsageError } from './simulate-shading';

/** The bifacial options, for node's parseArgs. */
export const BIFACIAL_OPTIONS = {
  height: { type: 'string' },
  bifaciality: { type: 'string' },
  'shade-factor': { type: 'string' },
  'transmission-factor': { type: 'string' },
} as const;

/** The bifacial options' raw values. */
export type BifacialValues = Partial<Record<keyof typeof BIFACIAL_OPTIONS, string>>;

function fraction(
  raw: string | undefined,
  name: string,
  fallback: number,
  low: number,
  high: number,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < low || value > high)
    throw new SimulateUsageError(`--${name} must be a number in [${low}, ${high}], got '${raw}'`);
  return value;
}

/**
 * --albedo: one value in [0, 1], or 12 comma-separated monthly values, January first [BIF-3].
 * @param raw the option's text, or undefined (the default 0.2)
 */
export function albedoOption(raw: string | undefined): Albedo {
  if (raw === undefined) return DEFAULT_ALBEDO;
  const parts = raw.split(',');
  const values = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const albedo: Albedo = values.length === 1 ? values[0]! : values;
  const problem = albedoProblem(albedo);
  if (problem)
    throw new SimulateUsageError(`--albedo: ${problem} (one value or 12, comma-separated), got '${raw}'`);
  return albedo;
}

/**
 * The bifacial panels the options ask for, or undefined for monofacial rows [BIF-4].
 * @param values the raw bifacial options
 * @param rows the rows of --collector-width and --pitch, if given
 * @param surfaceTilt the rows' tilt [°]
 * @throws {@link SimulateUsageError} for bad values, or bifacial options without rows or height
 */
export function bifacialOption(
  values: BifacialValues,
  rows: RowGeometry | undefined,
  surfaceTilt: number,
): BifacialPanels | undefined {
  const given = (Object.keys(BIFACIAL_OPTIONS) as (keyof BifacialValues)[]).filter(
    (n) => values[n] !== undefined,
  );
  if (given.length === 0) return undefined;
  if (!rows) throw new SimulateUsageError(`--${given[0]} needs the rows: --collector-width and --pitch`);
  if (values.height === undefined || values.bifaciality === undefined)
    throw new SimulateUsageError(
      'bifacial rows need --height (of the collector centre, m) and --bifaciality',
    );
  const heightM = Number(values.height);
  if (values.height.trim() === '' || !Number.isFinite(heightM) || heightM <= 0)
    throw new SimulateUsageError(`--height must be a number > 0 m, got '${values.height}'`);
  const problem = shedsRowsProblem({ ...rows, heightM }, surfaceTilt);
  if (problem) throw new SimulateUsageError(`--height: ${problem}`);
  return {
    bifaciality: fraction(values.bifaciality, 'bifaciality', 0, 0, 1),
    shadeFactor: fraction(values['shade-factor'], 'shade-factor', DEFAULT_SHADE_FACTOR, -1, 1),
    transmissionFactor: fraction(values['transmission-factor'], 'transmission-factor', 0, -1, 1),
    heightM,
  };
}
