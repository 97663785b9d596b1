/**
 * The system-loss step: the sum of all loss values must be under 100 % [WIZ-10]. A null
 * record, or a missing field, means the defaults
 * (`DEFAULT_SYSTEM_LOSSES` in shared/pv/losses/system-losses.ts).
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { type SpecSystemLoss, systemLossesFromSpec } from '../../pv/losses/system-losses';

/** The losses that count towards the 100 % limit (ageing is per year and does not). */
export const LOSS_SUM_FIELDS = [
  'incidenceanglelosses',
  'soilinglosses',
  'thermallosses',
  'lidlosses',
  'modulequalitylosses',
  'mismatchlosses',
  'systemunavailabilityloss',
] as const;

/** Sum of the losses the 100 % rule reads (missing ones count 0). [%] */
export function lossSumPercent(loss: SpecSystemLoss): number {
  return LOSS_SUM_FIELDS.reduce((sum, field) => sum + (loss[field] ?? 0), 0);
}

/** A loss the record may leave out (its default then): a blank text is no number, not a missing value. [%] */
const optionalLoss = (min: number) =>
  boundedNumber(min, 100, { text: true, requiredKey: 'numberRequired' }).nullish();

/**
 * The systemLoss record [WIZ-10] [%]; a missing field or a null record takes the defaults. Only
 * module quality (a positive-only power tolerance gives a gain) and ageing may be negative: the
 * others are losses, at least 0 (soiling cannot clean a panel beyond clean).
 */
export const systemLossInput = z
  .object({
    incidenceanglelosses: optionalLoss(0),
    soilinglosses: optionalLoss(0),
    thermallosses: optionalLoss(0),
    lidlosses: optionalLoss(0),
    modulequalitylosses: optionalLoss(-100),
    mismatchlosses: optionalLoss(0),
    systemunavailabilityloss: optionalLoss(0),
    /** [%/year]; minimum −100 [WIZ-10]. */
    componentagingdecay: optionalLoss(-100),
  })
  .refine((loss) => lossSumPercent(loss) < 100, { error: 'lossSumTooLarge' })
  .nullish();

/** The record with every field filled: the defaults [WIZ-10] where the project has none. [%] */
export type SystemLossRecord = Required<{ [K in keyof SpecSystemLoss]: number }>;

/**
 * The system loss to show and compute with: the stored record, defaults where it has none
 * (a null systemLoss means the defaults).
 *
 * @example
 * systemLossOrDefaults(null).soilinglosses; // 3
 */
export function systemLossOrDefaults(record: SpecSystemLoss | null | undefined): SystemLossRecord {
  const losses = systemLossesFromSpec(record);
  return {
    incidenceanglelosses: losses.incidenceAngle,
    soilinglosses: losses.soiling,
    thermallosses: losses.thermal,
    lidlosses: losses.lightInducedDegradation,
    modulequalitylosses: losses.moduleQuality,
    mismatchlosses: losses.mismatch,
    systemunavailabilityloss: losses.unavailability,
    componentagingdecay: losses.ageingPerYear,
  };
}

/**
 * The loss step as answered (queryUserProSystemLoss, the report): every figure, and whether the
 * project holds none of its own (a null record, or one with no field set).
 *
 * @example
 * systemLossWithDefaults(null); // { incidenceanglelosses: 0.05, soilinglosses: 3, …, isDefault: true }
 */
export function systemLossWithDefaults(record: SpecSystemLoss | null | undefined): SystemLossRecord & {
  isDefault: boolean;
} {
  const own = Object.values(record ?? {}).some((value) => value !== null && value !== undefined);
  return { ...systemLossOrDefaults(record), isDefault: !own };
}
