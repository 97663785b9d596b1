import { dispatchBattery } from '@pvd/shared/pv/storage/dispatch';
import { simulateStorageYear } from '@pvd/shared/storage/simulate';
import { flatTariff } from '@pvd/shared/tariff/flat';
import { describe, expect, it } from 'vitest';
import { factoryLoad, pvYear } from '../../../bench/cases/storage-cases';

describe('self-consumption [TAR-10]', () => {
  it('gives the flows of the hourly storage year (shared/pv/storage/dispatch.ts) on an hourly year', () => {
    const pv = pvYear(60, 60);
    const load = factoryLoad(60, { peakKw: 50 });
    const battery = { usableCapacityKwh: 90, maxChargeKw: 30, maxDischargeKw: 25, roundTripEfficiency: 0.9 };
    const hourly = dispatchBattery(pv.kw, load.kw, {
      usableCapacityKwh: 90,
      maxChargePowerKw: 30,
      maxDischargePowerKw: 25,
      roundTripEfficiency: 0.9,
    }).hourly;
    const year = simulateStorageYear({
      pv,
      load,
      tariff: flatTariff(1, 0.4, 'CNY'),
      battery,
      strategy: { kind: 'self-consumption' },
    });
    expect(year.flows.pvToLoad).toEqual(hourly.pvToLoad);
    expect(year.flows.pvToBattery).toEqual(hourly.pvToBattery);
    expect(year.flows.batteryToLoad).toEqual(hourly.batteryToLoad);
    expect(year.flows.pvToGrid).toEqual(hourly.pvToGrid);
    expect(year.flows.gridToLoad).toEqual(hourly.gridToLoad);
    expect(year.flows.socKwh).toEqual(hourly.stateOfCharge);
    expect(year.flows.gridToBattery.every((kw) => kw === 0)).toBe(true);
  });

  it('keeps the backup reserve and curtails what the export limit refuses', () => {
    const pv = pvYear(15, 80);
    const load = factoryLoad(15, { peakKw: 40 });
    const year = simulateStorageYear({
      pv,
      load,
      tariff: flatTariff(1, 0.4, 'CNY'),
      battery: { usableCapacityKwh: 100, maxChargeKw: 50, maxDischargeKw: 50, reserveKwh: 30 },
      limits: { exportLimitKw: 5 },
      strategy: { kind: 'self-consumption' },
    });
    expect(Math.min(...year.flows.socKwh)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...year.flows.pvToGrid)).toBeLessThanOrEqual(5);
    expect(year.energy.pvCurtailed).toBeGreaterThan(0);
    expect(year.energy.pvCurtailed).toBeLessThan(year.pvOnlyCurtailedKwh);
  });
});
