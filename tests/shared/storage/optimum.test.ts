import { resolveBattery } from '@pvd/shared/storage/battery';
import { type StorageStrategy, simulateStorageYear } from '@pvd/shared/storage/simulate';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { stepTariff } from '@pvd/shared/tariff/steps';
import { describe, expect, it } from 'vitest';
import { type StorageCase, storageCases } from '../../../bench/cases/storage-cases';
import { storageOptimum } from '../../../bench/support/storage-optimum';

/** Cheap at midnight (0.2), dear the rest of the day (1.0). */
function midnightTariff(): Tariff {
  const day = Array.from({ length: 24 }, (_, h) => (h === 0 ? 'cheap' : 'dear'));
  return {
    name: 'tiny',
    currency: 'CNY',
    periods: { cheap: { import: 0.2 }, dear: { import: 1 } },
    weekday: Array.from({ length: 12 }, () => day),
  };
}

describe('the perfect-foresight optimum, a linear programme solved by HiGHS [TAR-12]', () => {
  it('solves a case worked by hand', async () => {
    // Three hours of 10 kW load, no PV; a battery of 10 kWh and 10 kW, round trip 0.81 (0.9 each
    // way), empty. Best: charge 10 kWh from the grid at 0.2 in the first hour (9 kWh stored) and
    // deliver 8.1 kWh at 1.0: bill 20 × 0.2 + (20 − 8.1) × 1.0 = 15.9, against 22 without it.
    const series = { firstIntervalStart: '2025-01-06T00:00', stepMinutes: 60 as const };
    const prices = stepTariff(midnightTariff(), series, 3);
    const battery = resolveBattery({
      usableCapacityKwh: 10,
      maxChargeKw: 10,
      maxDischargeKw: 10,
      roundTripEfficiency: 0.81,
    });
    const optimum = await storageOptimum({
      pvKw: [0, 0, 0],
      loadKw: [10, 10, 10],
      prices,
      battery,
      gridCharging: true,
    });
    expect(optimum.bill.total).toBeCloseTo(15.9, 6);
    expect(optimum.flows.gridToBattery[0]).toBeCloseTo(10, 6);
    expect(optimum.flows.batteryToLoad[1]! + optimum.flows.batteryToLoad[2]!).toBeCloseTo(8.1, 6);
    // The time-of-use plan finds the same.
    const year = simulateStorageYear({
      pv: { ...series, kw: Float64Array.of(0, 0, 0) },
      load: { ...series, kw: Float64Array.of(10, 10, 10) },
      tariff: midnightTariff(),
      battery: { usableCapacityKwh: 10, maxChargeKw: 10, maxDischargeKw: 10, roundTripEfficiency: 0.81 },
      strategy: { kind: 'time-of-use', gridCharging: true },
    });
    expect(year.bills.withBattery.total).toBeCloseTo(15.9, 6);
  });
});

/** Share of the optimum's saving (the LP's, the larger bound) that a strategy saves on a case. */
async function shares(c: StorageCase) {
  const strategies: StorageStrategy[] = [
    { kind: 'time-of-use', gridCharging: c.gridCharging },
    { kind: 'peak-shaving', gridCharging: c.gridCharging },
  ];
  const years = strategies.map((strategy) =>
    simulateStorageYear({
      pv: c.pv,
      load: c.load,
      tariff: c.tariff,
      battery: c.battery,
      limits: { exportLimitKw: c.exportLimitKw },
      strategy,
    }),
  );
  const prices = stepTariff(c.tariff, c.load, c.load.kw.length);
  const optimum = await storageOptimum({
    pvKw: c.pv.kw,
    loadKw: c.load.kw,
    prices,
    battery: resolveBattery(c.battery),
    gridCharging: c.gridCharging,
    exportLimitKw: c.exportLimitKw,
  });
  const base = years[0]!.bills.pvOnly.total;
  const best = base - optimum.bill.total;
  return {
    timeOfUse: (base - years[0]!.bills.withBattery.total) / best,
    peakShaving: (base - years[1]!.bills.withBattery.total) / best,
    // No strategy may beat the LP's bill, a lower bound of every dispatch's.
    beaten: years.some(
      (y) => y.bills.withBattery.total < optimum.bill.total - 1e-6 * Math.abs(optimum.bill.total),
    ),
  };
}

describe('the strategies against the optimum of the same hourly year [TAR-12]', () => {
  it.each(storageCases(60).map((c) => [c.name, c]))('%s', async (_name, c) => {
    const share = await shares(c as StorageCase);
    expect(share.beaten).toBe(false);
    if ((c as StorageCase).demand) expect(share.peakShaving).toBeGreaterThanOrEqual(0.9);
    else expect(share.timeOfUse).toBeGreaterThanOrEqual(0.95);
  });
});
