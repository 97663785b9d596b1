/**
 * The finance at P90 [UNC-6]: the project's money with every hour's PV scaled. A grid-connected
 * project of before (no load, tariff or items) has the single-price cash flow, whose income is
 * the energy × a price and whose costs do not depend on the energy: its NPV is affine in the
 * scale f, NPV(f) = f·NPV(1) + (1 − f)·NPV(0), which the test checks at f = 0.9.
 */
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { financeAtP90 } from '@pvd/shared/project/money/finance-at-p90';
import type { ProjectMoneyInput } from '@pvd/shared/project/money/project-money';
import { describe, expect, it } from 'vitest';
import { array, dcRow, savedProject, unit } from '../support/small-project';

/** 2 kWh in each hour from 10:00 to 14:00 of every day: 2 920 kWh a year. */
function middayPv(): Float64Array {
  const pv = new Float64Array(8760);
  for (let day = 0; day < 365; day++) for (let h = 10; h < 14; h++) pv[day * 24 + h] = 2;
  return pv;
}

const record = savedProject({
  pvArray: [array('south', 12)],
  inverter: [
    {
      inverterid: 'inverter-5k',
      invertercount: 1,
      inverters: [unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south'))],
    },
  ],
});

function moneyInput(needInvestment = true): ProjectMoneyInput {
  return {
    record,
    investment: investmentOrDefaults({
      needInvestment,
      totalCost: 1,
      electricityPrice: 1,
      onGridElectricityPrice: 0.4,
      sellingPriceOnExpiryOfTheFeedInTariff: 0.4,
      electricitySalesSubsidy: 0,
      installationAllowance: 0,
    }),
    costDefaults: {
      batteryCostPerKwh: 800,
      pcsCostPerKw: 0,
      pvOperationPercentPerYear: 1,
      batteryOperationPercentPerYear: 2.5,
      insurancePercentPerYear: 0.25,
      inverterReplacementYear: 12,
      inverterReplacementCostPerW: 0.15,
      electricityPriceEscalationPercentPerYear: 0,
    },
    pv: { hourlyKwh: middayPv(), timezoneHours: 8 },
    elevationM: 10,
    firstYearGenerationKwh: 2920,
  };
}

describe('financeAtP90', () => {
  it('is the P50 finance itself at a factor of 1', () => {
    const atOne = financeAtP90(moneyInput(), 1)!;
    const again = financeAtP90(moneyInput(), 1)!;
    expect(atOne).toEqual(again);
    expect(atOne.paybackYears).not.toBeNull();
  });

  it('scales the energy: NPV(0.9) = 0.9·NPV(1) + 0.1·NPV(0) for the single-price cash flow (1e-6)', () => {
    const npv = (f: number) => financeAtP90(moneyInput(), f)!.netPresentValue;
    expect(Math.abs(npv(0.9) - (0.9 * npv(1) + 0.1 * npv(0)))).toBeLessThan(1e-6 * Math.abs(npv(1)) + 1e-3);
    expect(npv(0.9)).toBeLessThan(npv(1));
  });

  it('pays back later with less energy', () => {
    const at = (f: number) => financeAtP90(moneyInput(), f)!.paybackYears!;
    expect(at(0.85)).toBeGreaterThan(at(1));
  });

  it('is null when the investment pages are not asked for', () => {
    expect(financeAtP90(moneyInput(false), 0.9)).toBeNull();
  });
});
