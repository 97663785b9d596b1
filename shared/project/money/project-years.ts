/**
 * The years of a project's life under its tariff [FIN-6]: each year's PV aged by the
 * componentagingdecay, the battery on that year's capacity with its replacements [TAR-13], the
 * prices of that year [TAR-2], and the bills that follow. A project without a battery runs the
 * same years with none (PV to the load, the rest exported up to the limit, the rest curtailed).
 */
import type { IntervalSeries } from '../../load/interval-series';
import { type AgeingParameters, DEFAULT_AGEING, projectAgeing } from '../../storage/ageing';
import type { GridLimits, StorageBattery } from '../../storage/battery';
import { type StorageStrategy, type StorageYear, simulateStorageYear } from '../../storage/simulate';
import type { Tariff } from '../../tariff/schema';

/** What the life is simulated from. */
export interface ProjectYearsInput {
  /** The first year's PV on the load's steps. [kW] */
  pv: IntervalSeries;
  load: IntervalSeries;
  tariff: Tariff;
  /** Null: no battery. */
  battery: StorageBattery | null;
  limits: GridLimits;
  strategy: StorageStrategy;
  /** The PV's energy factor of each year, the first 1 (`ageingFactors`). [-] */
  pvFactors: ArrayLike<number>;
  ageing?: AgeingParameters;
}

/** One year of the life. */
export interface ProjectYear {
  /** 0 = the first year of operation. */
  year: number;
  run: StorageYear;
  /** The battery's capacity share the year ran on; 1 without a battery. */
  capacityShare: number;
  replaced: boolean;
  cycles: number;
  beyondWarranty: boolean;
}

const NO_BATTERY: StorageBattery = { usableCapacityKwh: 0, maxChargeKw: 0, maxDischargeKw: 0 };

function scaled(series: IntervalSeries, factor: number): IntervalSeries {
  if (factor === 1) return series;
  return { ...series, kw: series.kw.map((kw) => kw * factor) };
}

/**
 * Simulates every year of the life.
 *
 * @returns One entry a year, `pvFactors.length` years.
 *
 * @remarks
 * Year y runs `simulateStorageYear` on PV × f_y, the battery's usable capacity × its share of
 * year y (`projectAgeing`: fade by cycles and by calendar, replaced when it starts a year below
 * the end-of-life share; the reserve stays in kWh, at most the capacity) and the tariff of
 * operating year y. No year is approximated: a self-consumption year at 60 minutes costs well
 * under a millisecond, a time-of-use year at 15 minutes some 10-40 ms.
 */
export function simulateProjectYears(input: ProjectYearsInput): ProjectYear[] {
  const years = input.pvFactors.length;
  const common = { load: input.load, tariff: input.tariff, limits: input.limits };
  const battery = input.battery;
  if (!battery || !(battery.usableCapacityKwh > 0)) {
    return Array.from({ length: years }, (_, year) => ({
      year,
      run: simulateStorageYear({
        ...common,
        pv: scaled(input.pv, input.pvFactors[year]!),
        battery: NO_BATTERY,
        strategy: { kind: 'self-consumption' },
        operatingYear: year,
      }),
      capacityShare: 1,
      replaced: false,
      cycles: 0,
      beyondWarranty: false,
    }));
  }
  const capacity = battery.usableCapacityKwh;
  const aged = projectAgeing(input.ageing ?? DEFAULT_AGEING, capacity, years, (share, year) => {
    const usable = capacity * share;
    return simulateStorageYear({
      ...common,
      pv: scaled(input.pv, input.pvFactors[year]!),
      battery: {
        ...battery,
        usableCapacityKwh: usable,
        reserveKwh: Math.min(battery.reserveKwh ?? 0, usable),
      },
      strategy: input.strategy,
      operatingYear: year,
    });
  });
  return aged.map((y) => ({
    year: y.year,
    run: y.run,
    capacityShare: y.capacityShare,
    replaced: y.replaced,
    cycles: y.cycles,
    beyondWarranty: y.beyondWarranty,
  }));
}
