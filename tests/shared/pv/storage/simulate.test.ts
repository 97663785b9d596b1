import { dispatchBattery } from '@pvd/shared/pv/storage/dispatch';
import { hourlyLoadProfile } from '@pvd/shared/pv/storage/load-profile';
import { simulateStorageYear } from '@pvd/shared/pv/storage/simulate';
import { describe, expect, it } from 'vitest';
import { syntheticPvYear } from './fixtures/synthetic-pv';

describe('simulateStorageYear', () => {
  const load = { annualConsumptionKwh: 5000, daytimeLoadPowerRatio: 40 };
  const battery = { usableCapacityKwh: 9 };

  it('chains the load profile and the dispatch', () => {
    // Prepare
    const pv = syntheticPvYear();
    // Act
    const year = simulateStorageYear({ pvKwh: pv, load, battery });
    // Assess: same result as the two steps by hand
    const expected = dispatchBattery(pv, hourlyLoadProfile(load), battery);
    expect(year.loadKwh).toEqual(hourlyLoadProfile(load));
    expect(year.dispatch.annual).toEqual(expected.annual);
    expect(year.energySplit.selfConsumedShare).toBeCloseTo(
      (expected.annual.pvToLoad + expected.annual.batteryToLoad) / expected.annual.pv,
      12,
    );
  });

  it('drops 29 February from a leap-year PV series', () => {
    // Prepare: the synthetic year with an extra day of PV inserted as 29 February
    const pv = syntheticPvYear();
    const leap = new Float64Array(8784);
    leap.set(pv.subarray(0, 1416), 0);
    leap.fill(99, 1416, 1440);
    leap.set(pv.subarray(1416), 1440);
    // Act
    const year = simulateStorageYear({ pvKwh: leap, load, battery });
    // Assess
    expect(year.dispatch.annual).toEqual(simulateStorageYear({ pvKwh: pv, load, battery }).dispatch.annual);
  });

  it('passes the load options on', () => {
    const pv = syntheticPvYear();
    const flatDay = new Array(24).fill(1);
    const year = simulateStorageYear({ pvKwh: pv, load, battery, loadOptions: { hourlyShape: flatDay } });
    expect(year.loadKwh[0]).toBeCloseTo(year.loadKwh[5]!, 12);
  });
});
