/**
 * Storage dispatch at 15 minutes [TAR-12]: each strategy's share of the perfect-foresight
 * optimum's saving on the storage cases (bench/cases/storage-cases.ts), the optimum being one
 * LP over the year solved by HiGHS (bench/support/storage-optimum.ts), and the time of one
 * 15-minute year's dispatch (35,040 steps). Targets: time-of-use ≥ 95 % of the optimum on the
 * cases without a demand charge, peak shaving ≥ 90 % on those with one, a year ≤ 50 ms.
 */
import { resolveBattery } from '../../shared/storage/battery';
import { createDayAheadScratch } from '../../shared/storage/day-blocks';
import { createFlows } from '../../shared/storage/flows';
import { createPeakShavingScratch, dispatchPeakShaving } from '../../shared/storage/peak-shaving';
import { dispatchSelfConsumption } from '../../shared/storage/self-consumption';
import { type StorageStrategy, simulateStorageYear } from '../../shared/storage/simulate';
import { dispatchTimeOfUse, type PlannedYearInput } from '../../shared/storage/time-of-use';
import { stepTariff } from '../../shared/tariff/steps';
import { type StorageCase, storageCases } from '../cases/storage-cases';
import { storageOptimum } from '../support/storage-optimum';
import { stableTimes } from '../support/timing';
import type { BenchRow, BenchSection } from '../types';

const STEP_MINUTES = 15;

function percent(share: number): number {
  return Number((share * 100).toFixed(2));
}

/** Shares of the optimum of one case, and the LP's solve time. */
async function caseRows(c: StorageCase): Promise<{ rows: BenchRow[]; note: string }> {
  const strategies: StorageStrategy[] = [
    { kind: 'self-consumption' },
    { kind: 'time-of-use', gridCharging: c.gridCharging },
    { kind: 'peak-shaving', gridCharging: c.gridCharging },
  ];
  const limits = { exportLimitKw: c.exportLimitKw };
  const years = strategies.map((strategy) =>
    simulateStorageYear({ pv: c.pv, load: c.load, tariff: c.tariff, battery: c.battery, limits, strategy }),
  );
  const prices = stepTariff(c.tariff, c.load, c.load.kw.length);
  const optimum = await storageOptimum({
    pvKw: c.pv.kw,
    loadKw: c.load.kw,
    prices,
    battery: resolveBattery(c.battery),
    gridCharging: c.gridCharging,
    exportLimitKw: c.exportLimitKw,
    solver: 'ipm',
  });
  const base = years[0]!.bills.pvOnly.total;
  const best = base - optimum.bill.total;
  const netted = base - optimum.nettedBill.total;
  const rows: BenchRow[] = strategies.map((strategy, i) => {
    const row: BenchRow = {
      metric: `${c.name}: ${strategy.kind} share of the optimum's saving`,
      value: percent((base - years[i]!.bills.withBattery.total) / best),
      unit: '%',
    };
    if (strategy.kind === 'time-of-use' && !c.demand) return { ...row, target: 95, targetIsFloor: true };
    if (strategy.kind === 'peak-shaving' && c.demand) return { ...row, target: 90, targetIsFloor: true };
    return row;
  });
  rows.push({
    metric: `${c.name}: optimum's saving (LP)`,
    value: Math.round(best),
    unit: c.tariff.currency,
    note: `netted (physical) ${Math.round(netted)}; LP ${Math.round(optimum.solveMs)} ms`,
  });
  return {
    rows,
    note: `${c.name}: bill with PV alone ${Math.round(base)} ${c.tariff.currency}, LP solved in ${(optimum.solveMs / 1000).toFixed(1)} s`,
  };
}

/** Min and median of one strategy's dispatch of the year (prices already laid on the steps). */
function dispatchTimes(
  c: StorageCase,
  kind: StorageStrategy['kind'],
): { min: number; median: number; cpuMin: number } {
  const prices = stepTariff(c.tariff, c.load, c.load.kw.length);
  const battery = resolveBattery(c.battery);
  const bounds = {
    battery,
    dt: STEP_MINUTES / 60,
    exportLimitKw: c.exportLimitKw ?? Number.POSITIVE_INFINITY,
    importLimitKw: Number.POSITIVE_INFINITY,
  };
  const input: PlannedYearInput = {
    pvKw: c.pv.kw,
    loadKw: c.load.kw,
    prices,
    bounds,
    stepsPerDay: (24 * 60) / STEP_MINUTES,
    gridCharging: c.gridCharging,
  };
  const flows = createFlows(c.load.kw.length);
  const scratch = createDayAheadScratch(input.stepsPerDay);
  const buffers = createPeakShavingScratch(input.stepsPerDay, c.load.kw.length);
  const run = () => {
    if (kind === 'self-consumption')
      dispatchSelfConsumption(c.pv.kw, c.load.kw, flows, bounds, battery.reserveKwh);
    else if (kind === 'time-of-use') dispatchTimeOfUse(input, flows, battery.reserveKwh, scratch);
    else dispatchPeakShaving(input, flows, battery.reserveKwh, {}, buffers);
  };
  return stableTimes(() => undefined, run, { batch: 5, maxBatches: 20, runs: 31 });
}

export default async function storageDispatchBench(): Promise<BenchSection> {
  const cases = storageCases(STEP_MINUTES);
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  for (const c of cases) {
    const { rows: caseRowsOf, note } = await caseRows(c);
    rows.push(...caseRowsOf);
    notes.push(note);
  }
  const timed = [cases[0]!, cases[5]!];
  for (const c of timed) {
    for (const kind of ['self-consumption', 'time-of-use', 'peak-shaving'] as const) {
      const t = dispatchTimes(c, kind);
      rows.push({
        metric: `${kind} dispatch of a 15-minute year (${c.name}), min`,
        value: t.min,
        unit: 'ms',
        target: 50,
      });
      rows.push({
        metric: `${kind} dispatch of a 15-minute year (${c.name}), median`,
        value: t.median,
        unit: 'ms',
        note: `CPU min ${t.cpuMin.toFixed(1)} ms`,
      });
    }
  }
  const full = stableTimes(
    () => undefined,
    () =>
      simulateStorageYear({
        pv: cases[5]!.pv,
        load: cases[5]!.load,
        tariff: cases[5]!.tariff,
        battery: cases[5]!.battery,
        strategy: { kind: 'peak-shaving', gridCharging: true },
      }),
    { batch: 3, maxBatches: 10, runs: 15 },
  );
  rows.push({
    metric: 'simulateStorageYear, peak shaving, 15 minutes (prices, dispatch, three bills), min',
    value: full.min,
    unit: 'ms',
    note: `median ${full.median.toFixed(1)} ms`,
  });
  notes.push(
    'Shares are of the LP optimum (one LP over the whole year, HiGHS interior point): the LP may import to the battery while exporting PV where export pays more than import, so its saving bounds the true optimum from above; the netted figure is a physical dispatch bounding it from below.',
  );
  return { name: 'Storage dispatch at 15 minutes (shared/storage, shared/tariff)', rows, notes };
}
