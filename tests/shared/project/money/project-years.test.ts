/**
 * The years of a project's life [FIN-6]: every year simulated in full up to 15-minute steps; a
 * finer load simulates every k-th year and the years between take its flows at their own prices.
 */
import { PROJECT_MONEY_LIMITS } from '@pvd/shared/constants/limits';
import type { IntervalSeries, StepMinutes } from '@pvd/shared/load/interval-series';
import { lifeStride, simulateProjectYears } from '@pvd/shared/project/money/project-years';
import { simulateStorageYear } from '@pvd/shared/storage/simulate';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { describe, expect, it } from 'vitest';

/** 1 kW of load every step; 2 kW of PV from 10:00 to 14:00. */
function series(stepMinutes: StepMinutes, kw: (hour: number) => number): IntervalSeries {
  const steps = (365 * 1440) / stepMinutes;
  const values = new Float64Array(steps);
  for (let t = 0; t < steps; t++) values[t] = kw(Math.floor(((t * stepMinutes) % 1440) / 60));
  return { firstIntervalStart: '2025-01-01T00:00', stepMinutes, kw: values };
}

/** Import 1, export 0.4; import prices up 3 % a year, export 1 %. */
const escalating: Tariff = {
  name: 'flat escalating',
  currency: 'CNY',
  periods: { flat: { import: 1, export: 0.4 } },
  weekday: Array.from({ length: 12 }, () => Array.from({ length: 24 }, () => 'flat')),
  escalationPercentPerYear: 3,
  exportEscalationPercentPerYear: 1,
};

function yearsAt(stepMinutes: StepMinutes) {
  const load = series(stepMinutes, () => 1);
  const pv = series(stepMinutes, (h) => (h >= 10 && h < 14 ? 2 : 0));
  return {
    load,
    pv,
    years: simulateProjectYears({
      pv,
      load,
      tariff: escalating,
      battery: { usableCapacityKwh: 5, maxChargeKw: 3, maxDischargeKw: 3 },
      limits: {},
      strategy: { kind: 'self-consumption' },
      pvFactors: new Float64Array(25).fill(1),
    }),
  };
}

describe('simulateProjectYears', () => {
  it('simulates every year of a 15-minute load and every third of a 5-minute one', () => {
    expect(PROJECT_MONEY_LIMITS.lifeStepYears).toBe(35_040 * 25);
    expect(lifeStride(35_040, 25)).toBe(1);
    expect(lifeStride(105_120, 25)).toBe(3);
    expect(lifeStride(525_600, 25)).toBe(15);
  });

  it('gives a year between the simulated ones the same bills a full simulation of it gives (same flows, its prices)', () => {
    // Prepare: the PV does not age here, so a year's flows differ only by the battery's fade.
    const { load, pv, years } = yearsAt(5);
    // Act: year 2 (index 1) reuses year 1's flows at the prices of its own year of operation.
    const full = simulateStorageYear({
      pv,
      load,
      tariff: escalating,
      battery: { usableCapacityKwh: 5 * years[1]!.capacityShare, maxChargeKw: 3, maxDischargeKw: 3 },
      strategy: { kind: 'self-consumption' },
      operatingYear: 1,
    });
    const reused = years[1]!.run;
    // Assess: without PV the bill is the load's alone, × 1.03 exactly.
    expect(reused.bills.withoutPv.total).toBeCloseTo(years[0]!.run.bills.withoutPv.total * 1.03, 6);
    expect(reused.bills.withoutPv.total).toBeCloseTo(full.bills.withoutPv.total, 6);
    expect(reused.bills.pvOnly.exportCredit).toBeCloseTo(full.bills.pvOnly.exportCredit, 6);
    expect(reused.bills.pvOnly.total).toBeCloseTo(full.bills.pvOnly.total, 6);
    // The battery ran on year 1's capacity there: its bill is within the fade's effect of the full one.
    expect(reused.bills.withBattery.total).toBeCloseTo(full.bills.withBattery.total, -1);
    expect(years.map((y) => y.cycles).slice(0, 3)).toEqual([
      years[0]!.cycles,
      years[0]!.cycles,
      years[0]!.cycles,
    ]);
  });
});
