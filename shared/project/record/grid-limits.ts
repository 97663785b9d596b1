/**
 * `gridLimits`: the project's limits at the grid connection [TAR-8], for both project types. An
 * export limit of none (default), zero (防逆流), a power, or a share of the inverters' rated
 * power (e.g. 60 % without a smart meter); an import limit (the transformer or contract
 * capacity). Absent in projects saved before it: no limit, the figures of today.
 */
import * as z from 'zod';
import { PROJECT_LIMITS } from '../../constants/limits';
import { exportLimitOfRating, type GridLimits } from '../../storage/battery';
import { nonNegative, percent } from './project-fields';

const power = () => nonNegative(PROJECT_LIMITS.capacityKw);

/** The export limit, by its kind. */
export const exportLimit = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('zero') }),
    /** [kW] */
    z.object({ kind: z.literal('kw'), kw: power() }),
    /** Of the inverters' rated AC power. [%] */
    z.object({ kind: z.literal('percentOfInverters'), percent: percent() }),
  ],
  { error: 'invalidValue' },
);
export type ExportLimit = z.output<typeof exportLimit>;

/** The section as sent and stored (absent fields take their default: no limit). */
export const gridLimitsRecord = z.object({
  exportLimit: exportLimit.default({ kind: 'none' }),
  /** Largest import; null: none. [kW] */
  importLimitKw: power().nullable().default(null),
});
export type GridLimitsRecord = z.output<typeof gridLimitsRecord>;

/**
 * The limits the storage year takes [TAR-8], a share converted on the inverters' rating.
 *
 * @param limits - The stored section; absent: none.
 * @param inverterRatedKw - Σ rated AC power of the project's inverters. [kW]
 * @example
 * gridLimitsOf({ exportLimit: { kind: 'percentOfInverters', percent: 60 }, importLimitKw: null }, 50);
 * // { exportLimitKw: 30 }
 */
export function gridLimitsOf(limits: GridLimitsRecord | undefined, inverterRatedKw: number): GridLimits {
  const out: GridLimits = {};
  const exported = limits?.exportLimit ?? { kind: 'none' };
  if (exported.kind === 'zero') out.exportLimitKw = 0;
  if (exported.kind === 'kw') out.exportLimitKw = exported.kw;
  if (exported.kind === 'percentOfInverters') {
    out.exportLimitKw = exportLimitOfRating(exported.percent, inverterRatedKw);
  }
  if (limits?.importLimitKw != null) out.importLimitKw = limits.importLimitKw;
  return out;
}
