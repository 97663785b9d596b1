import { MONTH_KEYS } from '@pvd/shared/api/climate';
import {
  projectBatteryBank,
  projectStorageYear,
  selfUseReport,
} from '@pvd/shared/project/report/report-storage';
import { simulateStorageYear } from '@pvd/shared/pv/storage/simulate';
import { describe, expect, it } from 'vitest';
import { array, dcRow, savedProject, unit } from '../support/small-project';

/** A storage project: `units` SUN-5K-SG with `modules` US5000 (4.8 kWh) each, and a load. */
function storageProject(units: number, modules: number, annualKwh: number | null) {
  return savedProject(
    {
      pvArray: [array('south', 12 * units)],
      inverter: [
        {
          inverterid: 'inverter-5k-sg',
          invertercount: units,
          inverters: Array.from({ length: units }, () =>
            unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south')),
          ),
          batterytype: 'battery-us5000',
          batterysource: 'system',
          batterynumber: modules,
        },
      ],
      proUserLoadInformation:
        annualKwh === null
          ? null
          : { daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: annualKwh },
    },
    1,
  );
}

/** Half-sine days of 4 kW peak from 06:00 to 18:00. [kWh] */
function sunnyYear(): Float64Array {
  const pv = new Float64Array(8760);
  for (let day = 0; day < 365; day++) {
    for (let hour = 6; hour < 18; hour++)
      pv[day * 24 + hour] = 4 * Math.sin((Math.PI * (hour - 6 + 0.5)) / 12);
  }
  return pv;
}

describe('projectBatteryBank', () => {
  it('adds every inverter’s modules: 2 inverters × 3 × 4.8 kWh, 90 % usable, 2 × 5 kW', () => {
    expect(projectBatteryBank(storageProject(2, 3, 3650))).toEqual({
      nominalCapacityKwh: 28.8,
      usableCapacityKwh: 28.8 * 0.9,
      maxPowerKw: 10,
    });
  });

  it('is empty for a project without batteries', () => {
    const grid = savedProject({ pvArray: [array('south', 6)], inverter: [] });
    expect(projectBatteryBank(grid)).toEqual({ nominalCapacityKwh: 0, usableCapacityKwh: 0, maxPowerKw: 0 });
  });
});

describe('projectStorageYear', () => {
  it('runs the storage year with the project’s load and its battery bank', () => {
    // Prepare
    const project = storageProject(1, 2, 3650);
    const pv = sunnyYear();
    // Act
    const { bank, year } = projectStorageYear(project, pv);
    // Assess: the same as the storage simulation given the project's figures by hand.
    const expected = simulateStorageYear({
      pvKwh: pv,
      load: { daytimeLoadPowerRatio: 40, annualConsumptionKwh: 3650 },
      battery: { usableCapacityKwh: 9.6 * 0.9, maxChargePowerKw: 5, maxDischargePowerKw: 5 },
    });
    expect(bank.usableCapacityKwh).toBeCloseTo(8.64, 12);
    expect(year.dispatch.annual).toEqual(expected.dispatch.annual);
  });

  it('counts a project without a load as using nothing: all PV goes to the battery or the grid', () => {
    const { year } = projectStorageYear(storageProject(1, 2, null), sunnyYear());
    expect(year.dispatch.annual.load).toBe(0);
    expect(year.dispatch.annual.selfSufficiency).toBe(0);
  });
});

describe('selfUseReport', () => {
  it('gives the ratios in percent and every month, January first', () => {
    // Act
    const report = selfUseReport(projectStorageYear(storageProject(1, 2, 3650), sunnyYear()));
    // Assess
    expect(report.batteryNominalCapacityKwh).toBe(9.6);
    expect(report.batteryUsableCapacityKwh).toBe(8.64);
    for (const figure of [report.selfUseRatio, report.selfSufficiency]) {
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThanOrEqual(100);
    }
    expect(report.monthly.map((month) => month.month)).toEqual(MONTH_KEYS);
    // 3650 kWh over 365 days: 10 kWh a day, 310 kWh in January.
    expect(report.monthly[0]!.load).toBe(310);
    expect(report.annual.load).toBe(3650);
    expect(report.monthly.reduce((sum, month) => sum + month.pv, 0)).toBeCloseTo(report.annual.pv, 1);
  });

  it('without PV: the grid serves the whole load and both ratios are 0', () => {
    const report = selfUseReport(projectStorageYear(storageProject(1, 2, 3650), new Float64Array(8760)));
    expect(report.annual).toMatchObject({ pv: 0, gridToLoad: 3650, selfUseRatio: 0, selfSufficiency: 0 });
  });
});

describe('projectBatteryBank with a datasheet', () => {
  it('takes the cabinets’ usable energy, their power under the PCS’s rating, their round trip and ageing', () => {
    // Prepare: one 125 kW PCS with two 261 kWh cabinets (245 kWh usable, 125 kW each, 89 %).
    const record = storageProject(1, 2, 1000);
    const group = record.inverter[0]!;
    const datasheet = {
      usableCapacityKwh: 245,
      maxPowerKw: 125,
      roundTripEfficiencyPercent: 89,
      cycleLife: 8000,
      cycleLifeDepthOfDischargePercent: 90,
      cycleLifeEndPercent: 70,
      warrantyYears: 10,
      warrantyThroughputMwh: 980,
    };
    const cabinets = {
      ...record,
      inverter: [
        {
          ...group,
          info: { ...group.info, ratedacoutputpower: 125_000 },
          battery: { ...group.battery!, batterycapacity: 261, datasheet },
        },
      ],
    };
    // Act
    const bank = projectBatteryBank(cabinets);
    // Assess: the PCS's 125 kW bounds the cabinets' 250 kW.
    expect(bank).toMatchObject({ nominalCapacityKwh: 522, usableCapacityKwh: 490, maxPowerKw: 125 });
    expect(bank.roundTripEfficiency).toBeCloseTo(0.89, 9);
    expect(bank.ageing).toMatchObject({
      cycleLife: 8000,
      cycleLifeDepthOfDischarge: 0.9,
      cycleLifeEndShare: 0.7,
      endOfLifeShare: 0.7,
      warrantyYears: 10,
      warrantyThroughputKwh: 2 * 980_000,
    });
    // A battery without one keeps the nominal capacity × 0.9 at the inverters' rating [ENG-4].
    expect(projectBatteryBank(record)).toEqual({
      nominalCapacityKwh: 9.6,
      usableCapacityKwh: 8.64,
      maxPowerKw: 5,
    });
  });
});
