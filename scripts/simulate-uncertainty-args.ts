/**
 * The command line's uncertainty options (scripts/simulate.ts) [UNC-1]: `--uncertainty` adds the
 * P50/P90/P99 of the annual AC energy to the result; `--interannual-sigma PCT` and
 * `--climate-zone ZONE` decide the year-to-year variability [UNC-3]. Kept apart from
 * simulate-args.ts, which reads the other options.
 */
import { type ClimateZone, climateZones } from '../shared/pv/uncertainty/interannual';
import { SimulateUsageError } from './simulate-shading';

/** The options, for node's parseArgs. */
export const UNCERTAINTY_OPTIONS = {
  uncertainty: { type: 'boolean' },
  'interannual-sigma': { type: 'string' },
  'climate-zone': { type: 'string' },
} as const;

type UncertaintyValues = Partial<Record<keyof typeof UNCERTAINTY_OPTIONS, string | boolean>>;

/** What `--uncertainty` asks for. */
export interface UncertaintyArgs {
  /** --interannual-sigma: σ_iav entered [%]; absent, the zone's default. */
  interannualSigmaPercent?: number;
  /** --climate-zone; absent, the weather site's latitude decides. */
  climateZone?: ClimateZone;
}

/** The largest σ_iav the command line takes [UNC-7] [%]. */
const MAX_INTERANNUAL_SIGMA = 20;

/**
 * The uncertainty asked for, undefined without --uncertainty.
 * @throws {@link SimulateUsageError} for a bad value, or --interannual-sigma or --climate-zone
 *   without --uncertainty
 */
export function uncertaintyArgs(values: UncertaintyValues): UncertaintyArgs | undefined {
  const sigma = values['interannual-sigma'];
  const zone = values['climate-zone'];
  if (!values.uncertainty) {
    const alone = sigma !== undefined ? 'interannual-sigma' : zone !== undefined ? 'climate-zone' : undefined;
    if (alone) throw new SimulateUsageError(`--${alone} goes with --uncertainty`);
    return undefined;
  }
  return {
    ...(sigma !== undefined && { interannualSigmaPercent: interannualSigmaOption(sigma) }),
    ...(zone !== undefined && { climateZone: climateZoneOption(zone) }),
  };
}

function interannualSigmaOption(raw: string | boolean): number {
  const value = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !(value >= 0 && value <= MAX_INTERANNUAL_SIGMA))
    throw new SimulateUsageError(
      `--interannual-sigma must be a number in [0, ${MAX_INTERANNUAL_SIGMA}] %, got '${String(raw)}'`,
    );
  return value;
}

function climateZoneOption(raw: string | boolean): ClimateZone {
  if (typeof raw !== 'string' || !(climateZones as readonly string[]).includes(raw))
    throw new SimulateUsageError(
      `--climate-zone must be one of ${climateZones.join(', ')}, got '${String(raw)}'`,
    );
  return raw as ClimateZone;
}
