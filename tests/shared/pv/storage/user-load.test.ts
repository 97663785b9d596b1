import { loadInputFromUserLoad, monthlyConsumptionFromKeys } from '@pvd/shared/pv/storage/user-load';
import { describe, expect, it } from 'vitest';

describe('monthlyConsumptionFromKeys', () => {
  it("reads the client's spelling (July, Sept, June)", () => {
    const keyed = {
      Jan: 1,
      Feb: 2,
      Mar: 3,
      Apr: 4,
      May: 5,
      June: 6,
      July: 7,
      Aug: 8,
      Sept: 9,
      Oct: 10,
      Nov: 11,
      Dec: 12,
    };
    expect(monthlyConsumptionFromKeys(keyed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("reads the server's spelling (Jul, Sep, Jun)", () => {
    const keyed = {
      Jan: 1,
      Feb: 2,
      Mar: 3,
      Apr: 4,
      May: 5,
      Jun: 6,
      Jul: 7,
      Aug: 8,
      Sep: 9,
      Oct: 10,
      Nov: 11,
      Dec: 12,
    };
    expect(monthlyConsumptionFromKeys(keyed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('counts missing or empty months as 0 and ignores unknown keys', () => {
    expect(monthlyConsumptionFromKeys({ Jan: 100, July: null, Total: 999 })).toEqual([
      100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('loadInputFromUserLoad', () => {
  it('uses the monthly values when they are switched on (true or 1)', () => {
    const monthly = { Jan: 310 };
    for (const abled of [true, 1]) {
      const input = loadInputFromUserLoad({
        daytimeLoadPowerRatio: 40,
        loadAnnualElectricityConsumption: 5000,
        loadMonthlyElectricityConsumptionAbled: abled,
        loadMonthlyElectricityConsumption: monthly,
      });
      expect(input).toEqual({
        daytimeLoadPowerRatio: 40,
        monthlyConsumptionKwh: [310, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      });
    }
  });

  it('uses the annual consumption otherwise', () => {
    const input = loadInputFromUserLoad({
      daytimeLoadPowerRatio: 30,
      loadAnnualElectricityConsumption: 5000,
      loadMonthlyElectricityConsumptionAbled: 0,
      loadMonthlyElectricityConsumption: { Jan: 310 },
    });
    expect(input).toEqual({ daytimeLoadPowerRatio: 30, annualConsumptionKwh: 5000 });
  });

  it('reads a missing annual consumption as 0', () => {
    expect(loadInputFromUserLoad({ daytimeLoadPowerRatio: 30 })).toEqual({
      daytimeLoadPowerRatio: 30,
      annualConsumptionKwh: 0,
    });
  });
});
