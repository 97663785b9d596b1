/**
 * The years of a project's life under its tariff [FIN-6]: each year's PV aged by the
 * componentagingdecay, the battery on that year's capacity with its replacements [TAR-13], the
 * prices of that year [TAR-2], and the bills that follow. A project without a battery runs the
 * same years with none (PV to the load, the rest exported up to the limit, the rest curtailed).
 */
import { PROJECT_MONEY_LIMITS } from '../../constants/limits';
import type { IntervalSeries } from '../../load/interval-series';
import { type AgeingParameters, DEFAULT_AGEING, projectAgeing } from '../../storage/ageing';
import type { GridLimits, StorageBattery } from '../../storage/battery';
import { type StorageStrategy, type StorageYear, simulateStorageYear } from '../../storage/simulate';
import type { Bill } from '../../tariff/bill';
import { type Tariff, validateTariff } from '../../tariff/schema';
import { type StepTariff, stepTariff } from '../../tariff/steps';

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

/** Every how many years the life is simulated in full ({@link PROJECT_MONEY_LIMITS}). */
export function lifeStride(steps: number, years: number): number {
  return Math.max(1, Math.ceil((steps * years) / PROJECT_MONEY_LIMITS.lifeStepYears));
}

/** A bill's money × the import prices' and the export prices' factors. */
function escalatedBill(bill: Bill, importRatio: number, exportRatio: number): Bill {
  const total = (b: { energy: number; demand: number; fixed: number; exportCredit: number }) =>
    b.energy + b.demand + b.fixed - b.exportCredit;
  const byMonth = bill.byMonth.map((m) => {
    const month = {
      ...m,
      energy: m.energy * importRatio,
      demand: m.demand * importRatio,
      fixed: m.fixed * importRatio,
      exportCredit: m.exportCredit * exportRatio,
    };
    return { ...month, total: total(month) };
  });
  const sums = {
    energy: bill.energy * importRatio,
    demand: bill.demand * importRatio,
    fixed: bill.fixed * importRatio,
    exportCredit: bill.exportCredit * exportRatio,
  };
  return {
    ...sums,
    total: total(sums),
    byPeriod: bill.byPeriod.map((p) => ({
      ...p,
      energy: p.energy * importRatio,
      exportCredit: p.exportCredit * exportRatio,
    })),
    byMonth,
  };
}

/** The first year's step prices at year `year`'s [TAR-2]: import, demand and fixed × one factor, export × its own. */
function pricesInYear(first: StepTariff, tariff: Tariff, year: number): StepTariff {
  if (year === 0) return first;
  const importRatio = (1 + (tariff.escalationPercentPerYear ?? 0) / 100) ** year;
  const exportRatio = (1 + (tariff.exportEscalationPercentPerYear ?? 0) / 100) ** year;
  return {
    ...first,
    importPrice: first.importPrice.map((price) => price * importRatio),
    exportPrice: first.exportPrice.map((price) => price * exportRatio),
    demandChargePerKwMonth: first.demandChargePerKwMonth * importRatio,
    fixedPerMonth: first.fixedPerMonth * importRatio,
  };
}

/** Year `year`'s run from the flows of the run of year `from`, at year `year`'s prices [TAR-2]. */
function atPricesOf(run: StorageYear, tariff: Tariff, from: number, year: number): StorageYear {
  const importRatio = (1 + (tariff.escalationPercentPerYear ?? 0) / 100) ** (year - from);
  const exportRatio = (1 + (tariff.exportEscalationPercentPerYear ?? 0) / 100) ** (year - from);
  const bills = run.bills;
  return {
    ...run,
    bills: {
      withoutPv: escalatedBill(bills.withoutPv, importRatio, exportRatio),
      pvOnly: escalatedBill(bills.pvOnly, importRatio, exportRatio),
      withBattery: escalatedBill(bills.withBattery, importRatio, exportRatio),
    },
  };
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
 * operating year y. Up to 15-minute steps every year is simulated (some 25 ms a year at 15
 * minutes); a finer load simulates every k-th year (`lifeStride`), and the years between take its
 * flows, cycles and capacity fade at their own prices: the PV's ageing between them (0.6 %/year
 * by default) is left out there.
 */
export function simulateProjectYears(input: ProjectYearsInput): ProjectYear[] {
  const years = input.pvFactors.length;
  const checked = validateTariff(input.tariff);
  if (!checked.ok) throw new RangeError(`tariff refused: ${checked.issues.map((i) => i.path).join(', ')}`);
  const firstPrices = stepTariff(checked.tariff, input.load, input.load.kw.length);
  const common = { load: input.load, tariff: input.tariff, limits: input.limits };
  const battery = input.battery;
  const stride = lifeStride(input.load.kw.length, years);
  // The last year simulated in full, reused at its own prices by the years of its stride.
  let last: { year: number; run: StorageYear } | undefined;
  const run = (year: number, simulate: () => StorageYear, renewed = false): StorageYear => {
    if (last && year % stride !== 0 && !renewed) return atPricesOf(last.run, input.tariff, last.year, year);
    last = { year, run: simulate() };
    return last.run;
  };
  if (!battery || !(battery.usableCapacityKwh > 0)) {
    return Array.from({ length: years }, (_, year) => ({
      year,
      run: run(year, () =>
        simulateStorageYear({
          ...common,
          pv: scaled(input.pv, input.pvFactors[year]!),
          battery: NO_BATTERY,
          strategy: { kind: 'self-consumption' },
          operatingYear: year,
          prices: pricesInYear(firstPrices, input.tariff, year),
        }),
      ),
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
