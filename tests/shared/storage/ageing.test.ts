import { DEFAULT_AGEING, fadePerCycle, projectAgeing } from '@pvd/shared/storage/ageing';
import { simulateStorageLife } from '@pvd/shared/storage/life';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { describe, expect, it } from 'vitest';
import { factoryLoad, pvYear } from '../../../bench/cases/storage-cases';

describe('battery ageing [TAR-13]', () => {
  // 5000 cycles at full depth to 80 %: 0.2 / 5000 = 4e-5 of the capacity per cycle; 1 %/year of
  // calendar fade; replaced below 70 %; warranty 10 years or 2000 cycles. The year's dispatch
  // draws 300 cycles of its own capacity: 300 × share cycles of the new one.
  const ageing = {
    ...DEFAULT_AGEING,
    cycleLife: 5000,
    cycleLifeDepthOfDischarge: 1,
    cycleLifeEndShare: 0.8,
    warrantyCycles: 2000,
  };
  const life = projectAgeing(ageing, 100, 20, (share) => ({ throughputKwh: 300 * 100 * share }));

  it('fades by cycles and by years, worked by hand', () => {
    expect(fadePerCycle(ageing)).toBeCloseTo(4e-5, 15);
    // Year 0: 300 cycles → 1 − 300 × 4e-5 − 0.01 = 0.978; year 1: 293.4 cycles → 0.956264.
    expect(life[1]!.capacityShare).toBeCloseTo(0.978, 12);
    expect(life[1]!.cycles).toBeCloseTo(293.4, 9);
    expect(life[2]!.capacityShare).toBeCloseTo(0.956264, 12);
  });

  it('replaces the battery in the first year it starts below 70 % and starts its count again', () => {
    // Year 14 starts at 0.714908 and ends at 0.696329: year 15 is replaced.
    expect(life.findIndex((y) => y.replaced)).toBe(15);
    expect(life[14]!.capacityShare).toBeCloseTo(0.714908, 6);
    expect(life[15]).toMatchObject({ capacityShare: 1, cycles: 300, cumulativeCycles: 300 });
  });

  it('flags the years past the warranty cycles within its 10 years', () => {
    // Cumulative cycles pass 2000 in year 7 (2219.6); the warranty's years end after year 9.
    expect(life.filter((y) => y.beyondWarranty).map((y) => y.year)).toEqual([7, 8, 9]);
  });

  it('states the LFP defaults', () => {
    expect(DEFAULT_AGEING).toMatchObject({
      cycleLife: 6000,
      cycleLifeDepthOfDischarge: 0.8,
      endOfLifeShare: 0.7,
    });
  });
});

describe('the years of a battery life [TAR-13]', () => {
  it('runs each year on its faded capacity: cycles, savings and capacity fall together', () => {
    const pv = pvYear(60, 500);
    const load = factoryLoad(60, { peakKw: 800 });
    const life = simulateStorageLife({
      pv,
      load,
      tariff: TARIFF_PRESETS['guangdong-prd-general-ic'],
      battery: { usableCapacityKwh: 1000, maxChargeKw: 500, maxDischargeKw: 500, reserveKwh: 100 },
      strategy: { kind: 'time-of-use', gridCharging: true },
      years: 3,
    });
    const saving = (y: (typeof life)[number]) => y.run.bills.pvOnly.total - y.run.bills.withBattery.total;
    expect(life.map((y) => y.capacityShare)).toEqual([1, expect.any(Number), expect.any(Number)]);
    expect(life[1]!.capacityShare).toBeCloseTo(1 - fadePerCycle(DEFAULT_AGEING) * life[0]!.cycles - 0.01, 12);
    expect(saving(life[2]!)).toBeLessThan(saving(life[0]!));
    expect(life[0]!.run.throughputKwh).toBeCloseTo(life[0]!.cycles * 1000, 6);
  });
});
