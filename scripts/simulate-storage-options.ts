/**
 * The command line's options of a run with a load (scripts/simulate.ts): the PV (`--weather`'s
 * engine year or `--pv FILE`), the tariff, the battery, its strategy and the grid limits [TAR-6],
 * checked into what simulate-storage.ts runs. Nothing here reads a file or loads the engine: the
 * help must start fast.
 */
import {
  DEFAULT_ROUND_TRIP_EFFICIENCY,
  type GridLimits,
  type StorageBattery,
} from '../shared/storage/battery';
import type { StorageStrategy } from '../shared/storage/simulate';
import { SimulateUsageError } from './simulate-shading';

/** The options of a run with a load, for node's parseArgs. */
export const STORAGE_OPTIONS = {
  pv: { type: 'string' },
  tariff: { type: 'string' },
  'battery-kwh': { type: 'string' },
  'battery-kw': { type: 'string' },
  'round-trip': { type: 'string' },
  'soc-min-kwh': { type: 'string' },
  strategy: { type: 'string' },
  'grid-charging': { type: 'boolean' },
  'export-limit-kw': { type: 'string' },
  'import-limit-kw': { type: 'string' },
  'peak-target-kw': { type: 'string' },
  'hourly-csv': { type: 'string' },
} as const;

/** The battery's strategies, as `--strategy` names them [TAR-10], [TAR-11]. */
export const STRATEGIES = ['self-consumption', 'time-of-use', 'peak-shaving'] as const;

type StorageValues = Partial<Record<keyof typeof STORAGE_OPTIONS, string | boolean>> & {
  weather?: string | boolean;
};

/** Where the run's PV comes from. */
export type PvSource = { kind: 'weather' } | { kind: 'file'; file: string } | { kind: 'none' };

/** A run of the load with PV, a tariff and a battery (each optional). */
export interface StorageRunArgs {
  pv: PvSource;
  tariffFile?: string;
  /** With --battery-kwh; without it the run has no battery. */
  battery?: StorageBattery;
  strategy: StorageStrategy;
  limits: GridLimits;
  /** --hourly-csv: the flows of every step. */
  csvFile?: string;
}

/** The options that shape the battery, which need --battery-kwh. */
const BATTERY_ONLY = [
  'battery-kw',
  'round-trip',
  'soc-min-kwh',
  'strategy',
  'grid-charging',
  'peak-target-kw',
] as const;

function numberOf(
  values: StorageValues,
  name: keyof typeof STORAGE_OPTIONS,
  ok: (x: number) => boolean,
  range: string,
) {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(value) || !ok(value))
    throw new SimulateUsageError(`--${name} must be a number ${range}, got '${String(raw)}'`);
  return value;
}

function batteryOf(values: StorageValues): StorageBattery {
  const capacity = numberOf(values, 'battery-kwh', (x) => x > 0, '> 0 kWh')!;
  const power = numberOf(values, 'battery-kw', (x) => x > 0, '> 0 kW');
  if (power === undefined)
    throw new SimulateUsageError('--battery-kwh needs --battery-kw P, the power limit [kW]');
  const roundTrip = numberOf(values, 'round-trip', (x) => x > 0 && x <= 1, 'in (0, 1]');
  const reserve = numberOf(
    values,
    'soc-min-kwh',
    (x) => x >= 0 && x <= capacity,
    `from 0 to --battery-kwh (${capacity})`,
  );
  return {
    usableCapacityKwh: capacity,
    maxChargeKw: power,
    maxDischargeKw: power,
    roundTripEfficiency: roundTrip ?? DEFAULT_ROUND_TRIP_EFFICIENCY,
    reserveKwh: reserve ?? 0,
  };
}

function strategyOf(values: StorageValues, hasTariff: boolean): StorageStrategy {
  const raw = values.strategy ?? 'self-consumption';
  if (typeof raw !== 'string' || !(STRATEGIES as readonly string[]).includes(raw))
    throw new SimulateUsageError(`--strategy must be one of ${STRATEGIES.join(', ')}, got '${String(raw)}'`);
  const gridCharging = values['grid-charging'] === true;
  const target = numberOf(values, 'peak-target-kw', (x) => x > 0, '> 0 kW');
  if (raw === 'self-consumption') {
    if (gridCharging)
      throw new SimulateUsageError('--grid-charging needs --strategy time-of-use or peak-shaving');
  } else if (!hasTariff) {
    throw new SimulateUsageError(`--strategy ${raw} needs --tariff FILE.json: it dispatches by the prices`);
  }
  if (target !== undefined && raw !== 'peak-shaving')
    throw new SimulateUsageError('--peak-target-kw goes with --strategy peak-shaving');
  if (raw === 'self-consumption') return { kind: raw };
  if (raw === 'time-of-use') return { kind: raw, gridCharging };
  return { kind: 'peak-shaving', gridCharging, ...(target !== undefined && { targetKw: target }) };
}

function pvOf(values: StorageValues): PvSource {
  if (values.pv !== undefined && values.weather !== undefined)
    throw new SimulateUsageError("--pv FILE replaces --weather's PV: give one of them");
  if (values.pv !== undefined) return { kind: 'file', file: String(values.pv) };
  return values.weather !== undefined ? { kind: 'weather' } : { kind: 'none' };
}

/**
 * The run of `--load FILE` with PV, a tariff or a battery; undefined for the load read alone
 * (none of them given) or without --load.
 * @throws {@link SimulateUsageError} for an option without the one it needs (--pv, --tariff, the
 *   battery's without --load; --battery-kw and the strategy's without --battery-kwh), a value out
 *   of range, an unknown strategy, or a price-driven strategy without a tariff
 */
export function storageRunArgs(values: StorageValues, hasLoad: boolean): StorageRunArgs | undefined {
  const given = (Object.keys(STORAGE_OPTIONS) as (keyof typeof STORAGE_OPTIONS)[]).filter(
    (name) => values[name] !== undefined,
  );
  if (!hasLoad) {
    if (given.length > 0) throw new SimulateUsageError(`--${given[0]} goes with --load FILE`);
    return undefined;
  }
  if (given.length === 0 && values.weather === undefined) return undefined;
  const hasBattery = values['battery-kwh'] !== undefined;
  const orphan = BATTERY_ONLY.find((name) => values[name] !== undefined);
  if (!hasBattery && orphan) throw new SimulateUsageError(`--${orphan} goes with --battery-kwh C`);
  const tariffFile = values.tariff === undefined ? undefined : String(values.tariff);
  const exportLimit = numberOf(values, 'export-limit-kw', (x) => x >= 0, '>= 0 kW');
  const importLimit = numberOf(values, 'import-limit-kw', (x) => x > 0, '> 0 kW');
  return {
    pv: pvOf(values),
    ...(tariffFile !== undefined && { tariffFile }),
    ...(hasBattery && { battery: batteryOf(values) }),
    strategy: hasBattery ? strategyOf(values, tariffFile !== undefined) : { kind: 'self-consumption' },
    limits: {
      ...(exportLimit !== undefined && { exportLimitKw: exportLimit }),
      ...(importLimit !== undefined && { importLimitKw: importLimit }),
    },
    ...(values['hourly-csv'] !== undefined && { csvFile: String(values['hourly-csv']) }),
  };
}
