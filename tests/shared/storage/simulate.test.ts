import { simulateStorageYear } from '@pvd/shared/storage/simulate';
import { flatTariff } from '@pvd/shared/tariff/flat';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { describe, expect, it } from 'vitest';
import { factoryLoad, pvYear } from '../../../bench/cases/storage-cases';

const pv = pvYear(15, 500);
const load = factoryLoad(15, { peakKw: 800 });
const battery = { usableCapacityKwh: 1000, maxChargeKw: 500, maxDischargeKw: 500, reserveKwh: 100 };

describe('a storage year [TAR-6]', () => {
  it('answers the three bills: without PV, PV without the battery, PV with the battery', () => {
    const year = simulateStorageYear({
      pv,
      load,
      tariff: TARIFF_PRESETS['guangdong-prd-general-ic'],
      battery,
      strategy: { kind: 'time-of-use', gridCharging: true },
    });
    const { withoutPv, pvOnly, withBattery } = year.bills;
    expect(withoutPv.total).toBeGreaterThan(pvOnly.total);
    expect(pvOnly.total).toBeGreaterThan(withBattery.total);
    expect(year.equivalentFullCycles).toBeGreaterThan(200);
    expect(year.socHistogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(year.energy.pv).toBeCloseTo(
      year.energy.pvToLoad + year.energy.pvToBattery + year.energy.pvToGrid + year.energy.pvCurtailed,
      6,
    );
  });

  it('with the flat tariff of the old inputs, PV alone saves self-consumed × price + exported × on-grid price [TAR-4]', () => {
    const year = simulateStorageYear({
      pv,
      load,
      tariff: flatTariff(1, 0.42, 'CNY'),
      battery,
      strategy: { kind: 'self-consumption' },
    });
    let selfConsumed = 0;
    let exported = 0;
    for (let t = 0; t < pv.kw.length; t++) {
      selfConsumed += Math.min(pv.kw[t]!, load.kw[t]!) * 0.25;
      exported += Math.max(pv.kw[t]! - load.kw[t]!, 0) * 0.25;
    }
    expect(year.bills.withoutPv.total - year.bills.pvOnly.total).toBeCloseTo(
      selfConsumed + 0.42 * exported,
      4,
    );
  });

  it('curtails PV at zero export and flags imports above the import limit', () => {
    const year = simulateStorageYear({
      pv: pvYear(15, 1200),
      load,
      tariff: TARIFF_PRESETS['guangdong-prd-general-ic'],
      battery,
      limits: { exportLimitKw: 0, importLimitKw: 600 },
      strategy: { kind: 'time-of-use', gridCharging: true },
    });
    expect(year.energy.pvToGrid).toBe(0);
    expect(year.pvOnlyCurtailedKwh).toBeGreaterThan(year.energy.pvCurtailed);
    expect(year.energy.pvCurtailed).toBeGreaterThan(0);
    expect(year.importOverLimit.steps).toBeGreaterThan(0);
    expect(year.importOverLimit.highestKw).toBeGreaterThan(600);
    expect(year.bills.pvOnly.exportCredit).toBe(0);
  });

  it('keeps a given peak-shaving target, and each month the target it chooses itself', () => {
    const tariff = TARIFF_PRESETS['two-part-template'];
    const given = simulateStorageYear({
      pv,
      load,
      tariff,
      battery,
      strategy: { kind: 'peak-shaving', gridCharging: true, targetKw: 750 },
    });
    expect(given.targetsKw).toEqual(new Array(12).fill(750));
    expect(Math.max(...given.bills.withBattery.byMonth.map((m) => m.peakImportKw))).toBeLessThanOrEqual(
      750 + 1e-6,
    );
    const chosen = simulateStorageYear({
      pv,
      load,
      tariff,
      battery,
      strategy: { kind: 'peak-shaving', gridCharging: true },
    });
    const peaks = chosen.bills.withBattery.byMonth.map((m) => m.peakImportKw);
    for (const [m, peak] of peaks.entries()) expect(peak).toBeLessThanOrEqual(chosen.targetsKw![m]! + 1e-6);
    // Every month's peak with the battery is below the lowest month's without it.
    expect(Math.max(...peaks)).toBeLessThan(
      Math.min(...chosen.bills.pvOnly.byMonth.map((m) => m.peakImportKw)),
    );
  });

  it('without a demand charge nor a target, peak shaving still lowers every month peak, to the lowest it can hold [TAR-11]', () => {
    // Guangdong's preset has no demand charge: the month's bill alone would keep the peak
    // (shaving only holds energy back from time-of-use), but the installer chose the strategy to
    // lower the peak (a contract capacity, a transformer).
    const tariff = TARIFF_PRESETS['guangdong-prd-general-ic'];
    expect('demandChargePerKwMonth' in tariff).toBe(false);
    const year = simulateStorageYear({
      pv,
      load,
      tariff,
      battery,
      strategy: { kind: 'peak-shaving', gridCharging: true },
    });
    const withBattery = year.bills.withBattery.byMonth.map((m) => m.peakImportKw);
    const pvOnly = year.bills.pvOnly.byMonth.map((m) => m.peakImportKw);
    for (const [m, peak] of withBattery.entries()) {
      expect(peak).toBeLessThanOrEqual(year.targetsKw![m]! + 1e-6);
      // The battery of 500 kW takes at least a tenth off each month's peak of about 800 kW.
      expect(peak).toBeLessThan(0.9 * pvOnly[m]!);
    }
  });

  it('refuses a tariff its schema refuses, naming the field', () => {
    const tariff = { ...flatTariff(1, 0.4, 'CNY'), weekday: [] };
    expect(() =>
      simulateStorageYear({ pv, load, tariff, battery, strategy: { kind: 'self-consumption' } }),
    ).toThrow(/weekday tariffMonthsPerYear/);
  });
});
