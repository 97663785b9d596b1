import {
  ENERGY_STORAGE_PROJECT,
  GRID_CONNECTED_PROJECT,
  installationAllowanceTotal,
  totalCostFromChargeDetails,
  totalInvestment,
} from '@pvd/shared/finance/costs';
import { emptyChargeDetails } from '@pvd/shared/finance/investment';
import { describe, expect, it } from 'vitest';

describe('totalCostFromChargeDetails', () => {
  it('adds the twelve itemised expenses per watt, 3 decimals', () => {
    // Prepare: 2.1 + 0.4 + 0.1 + 0.2 = 2.8, which binary addition gives as 2.8000000000000003
    const details = { ...emptyChargeDetails(), component: 2.1, inverter: 0.4, bracket: 0.1, other: 0.2 };
    // Act / Assess
    expect(totalCostFromChargeDetails(details)).toBe(2.8);
  });

  it('is 0 when nothing is itemised', () => {
    expect(totalCostFromChargeDetails(emptyChargeDetails())).toBe(0);
  });
});

describe('totalInvestment', () => {
  it('multiplies the price per watt by the capacity in watts', () => {
    // 8 per W × 10 kW × 1000 W/kW = 80 000
    expect(totalInvestment(8, 10)).toBe(80000);
    expect(totalInvestment(3.5, 0.5)).toBe(1750);
  });
});

describe('installationAllowanceTotal', () => {
  it('pays grid-connected projects per watt of PV capacity', () => {
    // 0.5 per W × 10 kW = 5000
    expect(installationAllowanceTotal(0.5, { projectType: GRID_CONNECTED_PROJECT, capacityKw: 10 })).toBe(
      5000,
    );
  });

  it('pays storage projects per watt-hour of battery capacity, not per watt of PV', () => {
    // 0.5 per Wh × 12 kWh = 6000, whatever the 10 kW of PV
    const basis = { projectType: ENERGY_STORAGE_PROJECT, capacityKw: 10, batteryCapacityKwh: 12 };
    expect(installationAllowanceTotal(0.5, basis)).toBe(6000);
  });

  it('refuses a storage project without battery capacity', () => {
    expect(() =>
      installationAllowanceTotal(0.5, { projectType: ENERGY_STORAGE_PROJECT, capacityKw: 10 }),
    ).toThrow(RangeError);
  });
});
