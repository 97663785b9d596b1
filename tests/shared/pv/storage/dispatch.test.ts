import { dispatchBattery } from '@pvd/shared/pv/storage/dispatch';
import { createDispatchSeries } from '@pvd/shared/pv/storage/dispatch-series';
import { hourlyLoadProfile } from '@pvd/shared/pv/storage/load-profile';
import { describe, expect, it } from 'vitest';
import { syntheticPvYear } from './fixtures/synthetic-pv';

const sum = (values: Float64Array) => values.reduce((total, value) => total + value, 0);

/**
 * Three days: 0.5 kWh of load every hour; 2 kWh of PV in each hour from 08:00 to 16:00
 * (16 kWh a day). Battery: 5 kWh usable, round trip 0.81, so 0.9 on the way in and 0.9 out.
 */
function threeDays() {
  const pv = new Float64Array(72);
  const load = new Float64Array(72).fill(0.5);
  for (let day = 0; day < 3; day++) pv.fill(2, day * 24 + 8, day * 24 + 16);
  return { pv, load, battery: { usableCapacityKwh: 5, roundTripEfficiency: 0.81 } };
}

describe('dispatchBattery: three days worked by hand', () => {
  it('serves the first night from the grid while the battery is empty', () => {
    const { pv, load, battery } = threeDays();
    const { hourly } = dispatchBattery(pv, load, battery);
    // 00:00-08:00 of day 1: no PV, empty battery → 0.5 kWh an hour from the grid
    expect(Array.from(hourly.gridToLoad.subarray(0, 8))).toEqual(new Array(8).fill(0.5));
    expect(hourly.stateOfCharge[7]).toBe(0);
  });

  it('charges with the surplus until full, then exports', () => {
    const { pv, load, battery } = threeDays();
    const { hourly } = dispatchBattery(pv, load, battery);
    // 08:00: surplus 2 − 0.5 = 1.5 kWh all to the battery, which stores 1.5 × 0.9 = 1.35
    expect(hourly.pvToLoad[8]).toBe(0.5);
    expect(hourly.pvToBattery[8]).toBe(1.5);
    expect(hourly.stateOfCharge[8]).toBeCloseTo(1.35, 12);
    // 09:00, 10:00: 2.70, 4.05 kWh stored
    expect(hourly.stateOfCharge[10]).toBeCloseTo(4.05, 12);
    // 11:00: room for (5 − 4.05) / 0.9 = 1.05556 kWh of PV; the other 0.44444 is exported
    expect(hourly.pvToBattery[11]).toBeCloseTo(0.95 / 0.9, 12);
    expect(hourly.pvToGrid[11]).toBeCloseTo(1.5 - 0.95 / 0.9, 12);
    expect(hourly.stateOfCharge[11]).toBeCloseTo(5, 12);
    // 12:00-16:00: full, 1.5 kWh exported each hour
    expect(hourly.pvToGrid[12]).toBe(1.5);
    expect(hourly.pvToBattery[15]).toBe(0);
  });

  it('discharges in the evening and night until empty', () => {
    const { pv, load, battery } = threeDays();
    const { hourly } = dispatchBattery(pv, load, battery);
    // 16:00-24:00: 8 × 0.5 = 4 kWh delivered, taking 4 / 0.9 = 4.4444 from the store
    expect(hourly.batteryToLoad[16]).toBe(0.5);
    expect(hourly.stateOfCharge[23]).toBeCloseTo(5 - 4 / 0.9, 12);
    // day 2, 00:00: the last 0.5556 kWh stored delivers 0.5; then empty, grid again
    expect(hourly.batteryToLoad[24]).toBeCloseTo(0.5, 12);
    expect(hourly.stateOfCharge[24]).toBeCloseTo(0, 12);
    expect(hourly.gridToLoad[25]).toBeCloseTo(0.5, 12);
  });

  it('sums the three days as worked out by hand', () => {
    // Prepare
    const { pv, load, battery } = threeDays();
    // Act
    const { annual, hourly } = dispatchBattery(pv, load, battery);
    // Assess, per day: PV 16, to load 8 × 0.5 = 4, to battery 5 / 0.9 = 5.5556, to grid 6.4444
    expect(annual.pv).toBeCloseTo(48, 12);
    expect(annual.pvToLoad).toBeCloseTo(12, 12);
    expect(annual.pvToBattery).toBeCloseTo(50 / 3, 12); // 3 × 5.5556
    expect(annual.pvToGrid).toBeCloseTo(58 / 3, 12); // 3 × 6.4444
    // Load 72 × 0.5 = 36: from battery 4 + 4.5 + 4.5 = 13, from grid 4 + 3.5 + 3.5 = 11
    expect(annual.load).toBeCloseTo(36, 12);
    expect(annual.batteryToLoad).toBeCloseTo(13, 12);
    expect(annual.gridToLoad).toBeCloseTo(11, 12);
    // Losses: 16.6667 × 0.1 + 13 × (1/0.9 − 1) = 1.6667 + 1.4444 = 3.1111; 0.5556 left stored
    expect(annual.batteryLosses).toBeCloseTo(28 / 9, 12);
    expect(hourly.stateOfCharge[71]).toBeCloseTo(5 / 9, 12);
    // Self-use (12 + 16.6667) / 48 = 0.597222; self-sufficiency (12 + 13) / 36 = 0.694444
    expect(annual.selfUseRatio).toBeCloseTo(0.597222, 6);
    expect(annual.selfSufficiency).toBeCloseTo(0.694444, 6);
  });

  it('limits charging and discharging to the battery power', () => {
    // Prepare: at most 1 kW either way
    const { pv, load } = threeDays();
    const battery = {
      usableCapacityKwh: 5,
      roundTripEfficiency: 0.81,
      maxChargePowerKw: 1,
      maxDischargePowerKw: 0.3,
    };
    // Act
    const { hourly } = dispatchBattery(pv, load, battery);
    // Assess: 08:00 charges 1 of the 1.5 surplus, exports 0.5; 16:00 delivers 0.3, grid 0.2
    expect(hourly.pvToBattery[8]).toBe(1);
    expect(hourly.pvToGrid[8]).toBe(0.5);
    expect(hourly.batteryToLoad[16]).toBe(0.3);
    expect(hourly.gridToLoad[16]).toBeCloseTo(0.2, 12);
  });

  it('starts from a given state of charge', () => {
    const { pv, load } = threeDays();
    const { hourly, initialStateOfChargeKwh } = dispatchBattery(pv, load, {
      usableCapacityKwh: 5,
      roundTripEfficiency: 1,
      initialStateOfChargeKwh: 2,
    });
    // 2 kWh cover the first 4 night hours
    expect(initialStateOfChargeKwh).toBe(2);
    expect(hourly.batteryToLoad[3]).toBe(0.5);
    expect(hourly.gridToLoad[4]).toBe(0.5);
  });
});

describe('dispatchBattery: a year', () => {
  const pv = syntheticPvYear();
  const load = hourlyLoadProfile({ annualConsumptionKwh: 6000, daytimeLoadPowerRatio: 35 });
  const battery = { usableCapacityKwh: 9, maxChargePowerKw: 3, maxDischargePowerKw: 3 };

  it('conserves energy: PV, load and battery balances close every hour and over the year', () => {
    // Act
    const { hourly, annual } = dispatchBattery(pv, load, battery);
    // Assess, hour by hour: the largest imbalance of each balance
    let pvImbalance = 0;
    let loadImbalance = 0;
    let batteryImbalance = 0;
    let previousCharge = 0;
    for (let i = 0; i < 8760; i++) {
      const pvOut = hourly.pvToLoad[i]! + hourly.pvToBattery[i]! + hourly.pvToGrid[i]!;
      const loadIn = hourly.pvToLoad[i]! + hourly.batteryToLoad[i]! + hourly.gridToLoad[i]!;
      const stored = hourly.stateOfCharge[i]! - previousCharge;
      const batteryNet = hourly.pvToBattery[i]! - hourly.batteryToLoad[i]! - hourly.batteryLosses[i]!;
      pvImbalance = Math.max(pvImbalance, Math.abs(pvOut - pv[i]!));
      loadImbalance = Math.max(loadImbalance, Math.abs(loadIn - load[i]!));
      batteryImbalance = Math.max(batteryImbalance, Math.abs(batteryNet - stored));
      previousCharge = hourly.stateOfCharge[i]!;
    }
    expect(pvImbalance).toBeLessThan(1e-12);
    expect(loadImbalance).toBeLessThan(1e-12);
    expect(batteryImbalance).toBeLessThan(1e-12);
    // and over the year against the inputs: PV = to load + to battery + to grid, and
    // PV = to load + battery to load + to grid + losses + energy left stored
    expect(annual.pvToLoad + annual.pvToBattery + annual.pvToGrid).toBeCloseTo(sum(pv), 8);
    expect(
      annual.pvToLoad + annual.batteryToLoad + annual.pvToGrid + annual.batteryLosses + previousCharge,
    ).toBeCloseTo(sum(pv), 8);
    expect(annual.pvToLoad + annual.batteryToLoad + annual.gridToLoad).toBeCloseTo(sum(load), 8);
  });

  it('keeps the battery between empty and its usable capacity, within its power', () => {
    const { hourly } = dispatchBattery(pv, load, battery);
    expect(Math.min(...hourly.stateOfCharge)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...hourly.stateOfCharge)).toBeLessThanOrEqual(9);
    expect(Math.max(...hourly.pvToBattery)).toBeLessThanOrEqual(3);
    expect(Math.max(...hourly.batteryToLoad)).toBeLessThanOrEqual(3);
    expect(Math.max(...hourly.stateOfCharge)).toBeCloseTo(9, 9);
  });

  it('adds its months up to the year', () => {
    const { monthly, annual } = dispatchBattery(pv, load, battery);
    expect(monthly).toHaveLength(12);
    for (const key of [
      'pv',
      'load',
      'pvToLoad',
      'pvToBattery',
      'batteryToLoad',
      'pvToGrid',
      'gridToLoad',
    ] as const) {
      expect(monthly.reduce((total, month) => total + month[key], 0)).toBeCloseTo(annual[key], 8);
    }
  });

  it('is pure self-consumption without a battery', () => {
    // Act
    const { hourly, annual } = dispatchBattery(pv, load, { usableCapacityKwh: 0 });
    // Assess: PV to load = min(PV, load), the rest to or from the grid
    let largestError = 0;
    for (let i = 0; i < 8760; i++) {
      largestError = Math.max(
        largestError,
        Math.abs(hourly.pvToLoad[i]! - Math.min(pv[i]!, load[i]!)),
        Math.abs(hourly.pvToGrid[i]! - Math.max(pv[i]! - load[i]!, 0)),
        Math.abs(hourly.gridToLoad[i]! - Math.max(load[i]! - pv[i]!, 0)),
      );
    }
    expect(largestError).toBeLessThan(1e-12);
    expect(annual.pvToBattery).toBe(0);
    expect(annual.batteryToLoad).toBe(0);
    expect(annual.batteryLosses).toBe(0);
  });

  it('raises self-use and self-sufficiency with a battery', () => {
    const without = dispatchBattery(pv, load, { usableCapacityKwh: 0 }).annual;
    const withBattery = dispatchBattery(pv, load, battery).annual;
    expect(withBattery.selfUseRatio).toBeGreaterThan(without.selfUseRatio);
    expect(withBattery.selfSufficiency).toBeGreaterThan(without.selfSufficiency);
  });

  it('writes into given series and reuses them', () => {
    const out = createDispatchSeries();
    const result = dispatchBattery(pv, load, battery, out);
    expect(result.hourly).toBe(out);
    expect(dispatchBattery(pv, load, battery, out).annual).toEqual(result.annual);
  });
});

describe('dispatchBattery: edge cases', () => {
  it('reads negative PV (inverter night tare) as no production', () => {
    const { hourly, annual } = dispatchBattery([-0.01, 1], [0.5, 0.5], { usableCapacityKwh: 0 });
    expect(hourly.pvToGrid[0]).toBe(0);
    expect(hourly.gridToLoad[0]).toBe(0.5);
    expect(annual.pv).toBe(1);
  });

  it('leaves the months after a short run at zero', () => {
    const { monthly } = dispatchBattery(new Float64Array(48).fill(1), new Float64Array(48).fill(1), {
      usableCapacityKwh: 1,
    });
    expect(monthly[0]!.pvToLoad).toBe(48);
    expect(monthly[1]!.pv).toBe(0);
    expect(monthly[1]!.selfUseRatio).toBe(0);
  });

  it('refuses series of different or too great length and invalid batteries', () => {
    expect(() => dispatchBattery([1, 2], [1], { usableCapacityKwh: 1 })).toThrow(RangeError);
    expect(() =>
      dispatchBattery(new Float64Array(8784), new Float64Array(8784), { usableCapacityKwh: 1 }),
    ).toThrow(RangeError);
    expect(() => dispatchBattery([1], [1], { usableCapacityKwh: -1 })).toThrow(RangeError);
    expect(() => dispatchBattery([1], [1], { usableCapacityKwh: 1, roundTripEfficiency: 0 })).toThrow(
      RangeError,
    );
    expect(() => dispatchBattery([1], [1], { usableCapacityKwh: 1, initialStateOfChargeKwh: 2 })).toThrow(
      RangeError,
    );
    expect(() => dispatchBattery([1], [1], { usableCapacityKwh: 1, maxChargePowerKw: -1 })).toThrow(
      RangeError,
    );
    expect(() => dispatchBattery([1, 1], [1, 1], { usableCapacityKwh: 1 }, createDispatchSeries(1))).toThrow(
      RangeError,
    );
  });
});
