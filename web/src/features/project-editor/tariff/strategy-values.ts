/**
 * A storage project's strategy values [TAR-7] [TAR-10] [TAR-11] [TAR-14]: the section as the form
 * holds it (absent fields at their defaults: self-consumption, no grid charging, the month's own
 * best peak target, no reserve) and the next body after a change of one field.
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { STRATEGY_KINDS } from '@pvd/shared/project/record/storage-strategy';

export type StrategyKind = (typeof STRATEGY_KINDS)[number];
export { STRATEGY_KINDS };

export interface StrategyValues {
  strategy: StrategyKind;
  gridCharging: boolean;
  /** Null: the month's own best [TAR-11]; text while it is no number. [kW] */
  peakTargetKw: number | string | null;
  /** Of the usable capacity; text while it is no number. [%] */
  backupReservePercent: number | string;
}

/** What the form shows: the body's section with its defaults. */
export function strategyValues(section: ProjectInputBody['storageStrategy']): StrategyValues {
  return {
    strategy: section?.strategy ?? 'self-consumption',
    gridCharging: section?.gridCharging ?? false,
    peakTargetKw: section?.peakTargetKw ?? null,
    backupReservePercent: section?.backupReservePercent ?? 0,
  };
}

/** The body with one field of the strategy changed (the whole section written). */
export function withStrategy(body: ProjectInputBody, change: Partial<StrategyValues>): ProjectInputBody {
  const next = { ...strategyValues(body.storageStrategy), ...change };
  return { ...body, storageStrategy: next as NonNullable<ProjectInputBody['storageStrategy']> };
}
