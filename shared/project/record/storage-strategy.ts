/**
 * `storageStrategy`: how a storage project's battery is run [TAR-7] [TAR-10] [TAR-11]:
 * self-consumption (default, the rule of today), time-of-use or peak shaving, whether it may
 * charge from the grid, the peak target and the backup reserve. Absent in projects saved
 * before it: self-consumption without reserve, the figures of today.
 */
import * as z from 'zod';
import { PROJECT_LIMITS } from '../../constants/limits';
import type { StorageStrategy } from '../../storage/simulate';
import { nonNegative, percent } from './project-fields';

export const STRATEGY_KINDS = ['self-consumption', 'time-of-use', 'peak-shaving'] as const;

/** The section as sent and stored (absent fields take their defaults). */
export const storageStrategyRecord = z.object({
  strategy: z.enum(STRATEGY_KINDS, { error: 'invalidValue' }).default('self-consumption'),
  /** Time-of-use and peak shaving may charge from the grid in cheap periods. */
  gridCharging: z.boolean({ error: 'invalidValue' }).default(false),
  /** Peak shaving's import target; null: the month's own best [TAR-11]. [kW] */
  peakTargetKw: nonNegative(PROJECT_LIMITS.capacityKw).nullable().default(null),
  /** Stored energy always kept for outages, of the usable capacity. [%] */
  backupReservePercent: percent().default(0),
});
export type StorageStrategyRecord = z.output<typeof storageStrategyRecord>;

/**
 * The strategy the storage year runs [TAR-10] [TAR-11]; absent: self-consumption.
 *
 * @example
 * storageStrategyOf(undefined); // { kind: 'self-consumption' }
 */
export function storageStrategyOf(settings: StorageStrategyRecord | undefined): StorageStrategy {
  if (!settings || settings.strategy === 'self-consumption') return { kind: 'self-consumption' };
  if (settings.strategy === 'time-of-use')
    return { kind: 'time-of-use', gridCharging: settings.gridCharging };
  return {
    kind: 'peak-shaving',
    gridCharging: settings.gridCharging,
    ...(settings.peakTargetKw !== null && { targetKw: settings.peakTargetKw }),
  };
}

/**
 * The backup reserve [TAR-7] of a usable capacity. [kWh]
 *
 * @param usableCapacityKwh - [kWh]
 * @example
 * backupReserveKwh({ ...settings, backupReservePercent: 20 }, 50); // 10
 */
export function backupReserveKwh(
  settings: StorageStrategyRecord | undefined,
  usableCapacityKwh: number,
): number {
  return ((settings?.backupReservePercent ?? 0) / 100) * usableCapacityKwh;
}
