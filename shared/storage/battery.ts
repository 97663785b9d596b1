/**
 * The battery and the grid connection as the dispatch sees them [TAR-7], [TAR-8], and the one
 * contract every strategy, test and caller keeps [TAR-9]:
 * - one-way efficiency η = √(round trip) on the way in and on the way out;
 * - soc[t] = soc[t−1] + Δt·(η·(PV to battery + grid to battery) − (battery to load)/η);
 * - reserve ≤ soc ≤ usable capacity, the year starting at the reserve;
 * - charge and discharge each at most the power limit (× Δt in energy);
 * - PV = to load + to battery + to grid + curtailed; load = from PV + from battery + from grid;
 * - the battery never exports, and PV beyond the load, the battery and the export limit is curtailed.
 */

/**
 * Default round-trip efficiency (AC to AC) of a lithium-ion battery system. [-]
 *
 * @remarks
 * 85 %, the representative value of NREL's Annual Technology Baseline: W. Cole and A. W. Frazier,
 * "Cost Projections for Utility-Scale Battery Storage: 2020 Update", NREL/TP-6A20-75385, 2020,
 * doi:10.2172/1665769 (the figure the hourly storage year uses too).
 */
export const DEFAULT_ROUND_TRIP_EFFICIENCY = 0.85;

/** The battery bank. */
export interface StorageBattery {
  /** Energy that may be cycled. [kWh] */
  usableCapacityKwh: number;
  /** Largest charging power (from PV and grid together). [kW] */
  maxChargeKw: number;
  /** Largest discharging power. [kW] */
  maxDischargeKw: number;
  /** Energy out / energy in over a cycle, 0 < η ≤ 1; default 0.85. [-] */
  roundTripEfficiency?: number;
  /** Backup reserve: stored energy always kept, 0 to the usable capacity; default 0 [TAR-7]. [kWh] */
  reserveKwh?: number;
}

/** Limits at the grid connection [TAR-8]. */
export interface GridLimits {
  /** Largest export; 0 is zero export; default none. [kW] */
  exportLimitKw?: number;
  /** Largest import: the battery never charges above it; imports of the load above it are flagged. [kW] */
  importLimitKw?: number;
}

/** The battery with its defaults applied and checked. */
export interface ResolvedBattery {
  capacityKwh: number;
  reserveKwh: number;
  maxChargeKw: number;
  maxDischargeKw: number;
  /** One-way efficiency √(round trip). [-] */
  eta: number;
}

/**
 * The battery with its defaults, checked.
 *
 * @throws RangeError for a negative capacity or power, an efficiency outside (0, 1] or a reserve
 *   outside [0, capacity].
 */
export function resolveBattery(battery: StorageBattery): ResolvedBattery {
  const capacityKwh = battery.usableCapacityKwh;
  const roundTrip = battery.roundTripEfficiency ?? DEFAULT_ROUND_TRIP_EFFICIENCY;
  const reserveKwh = battery.reserveKwh ?? 0;
  if (!(capacityKwh >= 0) || !(battery.maxChargeKw >= 0) || !(battery.maxDischargeKw >= 0)) {
    throw new RangeError('battery capacity and power limits must be >= 0');
  }
  if (!(roundTrip > 0 && roundTrip <= 1)) throw new RangeError('round-trip efficiency must be within (0, 1]');
  if (!(reserveKwh >= 0 && reserveKwh <= capacityKwh))
    throw new RangeError('reserve must be within 0 and the capacity');
  return {
    capacityKwh,
    reserveKwh,
    maxChargeKw: battery.maxChargeKw,
    maxDischargeKw: battery.maxDischargeKw,
    eta: Math.sqrt(roundTrip),
  };
}

/**
 * The export limit of a share of the inverters' rating (e.g. 60 % of rated power, 0 for zero
 * export) [TAR-8]. [kW]
 */
export function exportLimitOfRating(percentOfRating: number, inverterRatedKw: number): number {
  if (!(percentOfRating >= 0 && percentOfRating <= 100) || !(inverterRatedKw >= 0)) {
    throw new RangeError('export limit: 0-100 % of a rating >= 0');
  }
  return (percentOfRating / 100) * inverterRatedKw;
}
