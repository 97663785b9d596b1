import type { IntervalSeries } from '@pvd/shared/load/interval-series';
import { resolveBattery, type StorageBattery } from '@pvd/shared/storage/battery';
import { type StorageStrategy, simulateStorageYear } from '@pvd/shared/storage/simulate';
import { describe, expect, it } from 'vitest';
import { storageCases } from '../../../bench/cases/storage-cases';

const TOL = 1e-9;
const STRATEGIES: StorageStrategy[] = [
  { kind: 'self-consumption' },
  { kind: 'time-of-use', gridCharging: true },
  { kind: 'time-of-use', gridCharging: false },
  { kind: 'peak-shaving', gridCharging: true },
  { kind: 'peak-shaving', gridCharging: false },
];

/** Every rule of the contract (shared/storage/battery.ts) on every step; returns the first broken one. */
function firstBreach(
  pv: IntervalSeries,
  load: IntervalSeries,
  batteryInput: StorageBattery,
  strategy: StorageStrategy,
  exportLimitKw: number,
  importLimitKw: number,
): string | undefined {
  const year = simulateStorageYear({
    pv,
    load,
    tariff: caseTariff,
    battery: batteryInput,
    limits: { exportLimitKw, importLimitKw },
    strategy,
  });
  const f = year.flows;
  const b = resolveBattery(batteryInput);
  const dt = load.stepMinutes / 60;
  let soc = b.reserveKwh;
  for (let t = 0; t < load.kw.length; t++) {
    const p = Math.max(pv.kw[t]!, 0);
    const flows = [
      f.pvToLoad,
      f.pvToBattery,
      f.pvToGrid,
      f.pvCurtailed,
      f.batteryToLoad,
      f.gridToLoad,
      f.gridToBattery,
    ].map((a) => a[t]!);
    if (flows.some((kw) => kw < -TOL)) return `negative flow at ${t}`;
    if (Math.abs(p - (f.pvToLoad[t]! + f.pvToBattery[t]! + f.pvToGrid[t]! + f.pvCurtailed[t]!)) > TOL)
      return `PV balance at ${t}`;
    if (Math.abs(load.kw[t]! - (f.pvToLoad[t]! + f.batteryToLoad[t]! + f.gridToLoad[t]!)) > TOL)
      return `load balance at ${t}`;
    const expected =
      soc + dt * (b.eta * (f.pvToBattery[t]! + f.gridToBattery[t]!) - f.batteryToLoad[t]! / b.eta);
    if (Math.abs(f.socKwh[t]! - expected) > 1e-7) return `soc recursion at ${t}`;
    soc = f.socKwh[t]!;
    if (soc < b.reserveKwh - TOL || soc > b.capacityKwh + TOL) return `soc bounds at ${t}`;
    if (f.pvToBattery[t]! + f.gridToBattery[t]! > b.maxChargeKw + TOL) return `charge power at ${t}`;
    if (f.batteryToLoad[t]! > b.maxDischargeKw + TOL) return `discharge power at ${t}`;
    if (f.batteryToLoad[t]! > 0 && f.pvToBattery[t]! + f.gridToBattery[t]! > 0)
      return `charge and discharge at ${t}`;
    if (f.pvToGrid[t]! > exportLimitKw + TOL) return `export limit at ${t}`;
    if (f.gridToBattery[t]! > 0 && f.gridToLoad[t]! + f.gridToBattery[t]! > importLimitKw + TOL)
      return `grid charging above the import limit at ${t}`;
  }
  return undefined;
}

const [guangdong, , , , , twoPart] = storageCases(60);
const caseTariff = guangdong!.tariff;

describe('the battery contract on every step of a year, every strategy [TAR-9]', () => {
  it.each(
    STRATEGIES.map((s) => [
      `${s.kind}${'gridCharging' in s ? (s.gridCharging ? ', grid charging' : ', PV only') : ''}`,
      s,
    ]),
  )('%s (hourly, export and import limits)', (_name, strategy) => {
    expect(
      firstBreach(guangdong!.pv, guangdong!.load, guangdong!.battery, strategy as StorageStrategy, 50, 700),
    ).toBeUndefined();
  });

  it('peak shaving at 15 minutes with surges and zero export', () => {
    const [, , , , , quarter] = storageCases(15);
    expect(
      firstBreach(
        quarter!.pv,
        quarter!.load,
        quarter!.battery,
        { kind: 'peak-shaving', gridCharging: true },
        0,
        Number.POSITIVE_INFINITY,
      ),
    ).toBeUndefined();
  });

  it('time-of-use with a reserve of the whole capacity leaves the battery idle', () => {
    const battery = { ...twoPart!.battery, reserveKwh: twoPart!.battery.usableCapacityKwh };
    const year = simulateStorageYear({
      pv: twoPart!.pv,
      load: twoPart!.load,
      tariff: caseTariff,
      battery,
      strategy: { kind: 'time-of-use', gridCharging: true },
    });
    expect(year.throughputKwh).toBe(0);
    expect(year.bills.withBattery.total).toBeCloseTo(year.bills.pvOnly.total, 6);
  });
});
