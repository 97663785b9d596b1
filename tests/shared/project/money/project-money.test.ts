/**
 * A project's bills and money [FIN-6] worked by hand: a load of 1 kW every hour (24 kWh a day)
 * and PV of 2 kW from 10:00 to 14:00 (8 kWh a day), so PV gives the load 4 kWh and exports 4 kWh
 * a day; flat and time-of-use tariffs; a grid-connected project and a storage project of two
 * 4.8 kWh modules (8.64 kWh usable). Every other day of the year is the same day, so each figure
 * is a day's × 365. And projects without the new fields keep the figures of before.
 */
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import type { IntervalSeries } from '@pvd/shared/load/interval-series';
import { projectMoney } from '@pvd/shared/project/money/project-money';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { projectFinance } from '@pvd/shared/project/report/report-finance';
import { projectStorageYear, selfUseReport } from '@pvd/shared/project/report/report-storage';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { describe, expect, it } from 'vitest';
import { array, dcRow, savedProject, unit } from '../support/small-project';

const DAYS = 365;
const ETA = Math.sqrt(0.85);

/** 2 kWh in each hour from 10:00 to 14:00 of every day, on the site's clock. */
function middayPv(kwhPerHour = 2): Float64Array {
  const pv = new Float64Array(8760);
  for (let day = 0; day < DAYS; day++) for (let h = 10; h < 14; h++) pv[day * 24 + h] = kwhPerHour;
  return pv;
}

const constantLoad = (): IntervalSeries => ({
  firstIntervalStart: '2025-01-01T00:00',
  stepMinutes: 60,
  kw: new Float64Array(8760).fill(1),
});

/** A meter file as the record names it: only what the figures read. */
const meterFile = { fileName: 'meter.csv', summary: { partial: false } } as never;

/** Import 1 and export 0.4 CNY/kWh (the flat tariff [TAR-4]); 1 CNY per W; no subsidy or allowance. */
const investment = investmentOrDefaults({
  totalCost: 1,
  electricityPrice: 1,
  onGridElectricityPrice: 0.4,
  sellingPriceOnExpiryOfTheFeedInTariff: 0.4,
  electricitySalesSubsidy: 0,
  installationAllowance: 0,
});

/** Peak 10:00-14:00 at 1.5, export 0.3; valley the other hours at 0.5. */
const timeOfUse: Tariff = {
  name: 'two periods',
  currency: 'CNY',
  periods: { peak: { import: 1.5, export: 0.3 }, valley: { import: 0.5, export: 0.3 } },
  weekday: Array.from({ length: 12 }, () =>
    Array.from({ length: 24 }, (_, h) => (h >= 10 && h < 14 ? 'peak' : 'valley')),
  ),
};

function gridProject(changes: Partial<ProjectRecord> = {}): ProjectRecord {
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
  return { ...record, ...changes };
}

function storageProject(changes: Partial<ProjectRecord> = {}): ProjectRecord {
  const record = savedProject(
    {
      pvArray: [array('south', 12)],
      inverter: [
        {
          inverterid: 'inverter-5k-sg',
          invertercount: 1,
          inverters: [unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south'))],
          batterytype: 'battery-us5000',
          batterysource: 'system',
          batterynumber: 2,
        },
      ],
      proUserLoadInformation: { daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: 4000 },
    },
    1,
  );
  return { ...record, ...changes };
}

function moneyOf(record: ProjectRecord, meterYear: IntervalSeries | undefined, pvKwh = middayPv()) {
  return projectMoney({
    record,
    investment: investmentOrDefaults({ ...investment, ...record.investment }),
    costDefaults: { ...defaults },
    ...(meterYear && { meterYear }),
    pv: { hourlyKwh: pvKwh, timezoneHours: 8 },
    elevationM: 10,
    firstYearGenerationKwh: 8 * DAYS,
  });
}

const defaults = {
  batteryCostPerKwh: 800,
  pcsCostPerKw: 0,
  pvOperationPercentPerYear: 1,
  batteryOperationPercentPerYear: 2.5,
  insurancePercentPerYear: 0.25,
  inverterReplacementYear: 12,
  inverterReplacementCostPerW: 0.15,
  electricityPriceEscalationPercentPerYear: 0,
};

/** The cumulative sums, the first positive year and the NPV at 6 % of a net cash flow (years 0..N). */
function byHand(net: number[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const value of net) {
    sum += value;
    cumulative.push(sum);
  }
  const npv = net.reduce((total, value, t) => total + value / 1.06 ** t, 0);
  return { cumulative, payback: cumulative.findIndex((value) => value > 0), npv };
}

/** The PV's factor of year y (0-based): the default ageing, 0.6 %/year linear [ENG-3]. */
const factor = (y: number) => 1 - 0.006 * y;

describe('projectMoney: a grid-connected project with a meter load', () => {
  const record = gridProject({ userLoad: { meterFile } });
  const money = moneyOf(record, constantLoad());

  it('bills the first year without and with PV by the flat tariff of its prices', () => {
    // A day: 24 kWh bought at 1 without PV; with PV 20 kWh bought, 4 kWh sold at 0.4.
    expect(money.bill.tariffKind).toBe('flat');
    expect(money.bill.withoutPv.total).toBeCloseTo(24 * DAYS, 6);
    expect(money.bill.withPv.energy).toBeCloseTo(20 * DAYS, 6);
    expect(money.bill.withPv.exportCredit).toBeCloseTo(4 * 0.4 * DAYS, 6);
    expect(money.bill.withPv.total).toBeCloseTo((20 - 1.6) * DAYS, 6);
    expect(money.bill.savings).toEqual({ pv: 2044, battery: null, total: 2044 });
    expect(money.bill.withPvAndBattery).toBeNull();
    expect(money.load).toMatchObject({
      source: 'meterFile',
      fileName: 'meter.csv',
      annualKwh: 8760,
      peakKw: 1,
    });
    expect(money.load?.pvOnly).toMatchObject({
      pvToLoad: 1460,
      pvToGrid: 1460,
      pvCurtailed: 0,
      gridToLoad: 7300,
    });
  });

  it('drives the cash flow by each year’s savings: the aged PV still covers the load, only its export falls', () => {
    const finance = money.finance!;
    const capacityW = record.projectBase.proCapacityKw * 1000;
    // Year y: PV 2·f kW a midday hour; the load takes 1 of it (f ≥ 0.5), 2·f − 1 is sold.
    const savings = Array.from({ length: 25 }, (_, y) => DAYS * 4 * (1 + 0.4 * (2 * factor(y) - 1)));
    const { cumulative, payback, npv } = byHand([-capacityW, ...savings]);
    expect(finance.investment).toBe(capacityW);
    expect(finance.cashFlow.selfConsumptionIncome[1]).toBeCloseTo(1460, 6);
    expect(finance.cashFlow.exportIncome[25]).toBeCloseTo(DAYS * 4 * 0.4 * (2 * factor(24) - 1), 2);
    for (const [t, value] of finance.cashFlow.cumulativeCashFlow.entries()) {
      expect(value).toBeCloseTo(cumulative[t]!, 2);
    }
    expect(finance.paybackYear).toBe(payback);
    expect(finance.netPresentValue).toBeCloseTo(npv, 2);
    // A project saved before the items pays no O&M, insurance or inverter replacement.
    expect(finance.investmentItems).toMatchObject({ stated: false, pv: capacityW, battery: 0 });
    expect(finance.cashFlow.operatingCost?.every((value) => value === 0)).toBe(true);
    expect(finance.battery).toBeNull();
  });

  it('bills by the project’s time-of-use tariff: each kWh at its period’s price', () => {
    const withTariff = moneyOf(
      gridProject({
        userLoad: { meterFile },
        tariff: { source: 'own', sourceId: null, version: 0, tariff: timeOfUse },
      }),
      constantLoad(),
    );
    // A day without PV: 4 peak kWh at 1.5 + 20 valley kWh at 0.5 = 16; with PV: 20 × 0.5 − 4 × 0.3 = 8.8.
    expect(withTariff.bill).toMatchObject({ tariffKind: 'project', tariffName: 'two periods' });
    expect(withTariff.bill.withoutPv.total).toBeCloseTo(16 * DAYS, 6);
    expect(withTariff.bill.withPv.total).toBeCloseTo(8.8 * DAYS, 6);
    expect(withTariff.bill.withPv.energyByPeriod.map((p) => [p.period, p.importKwh])).toEqual([
      ['peak', 0],
      ['valley', 20 * DAYS],
    ]);
    expect(withTariff.bill.savings.total).toBeCloseTo(7.2 * DAYS, 6);
  });

  it('takes the stated items when the project gives them: O&M, insurance and the inverter in year 12', () => {
    const withItems = moneyOf(
      gridProject({
        userLoad: { meterFile },
        investment: { ...investment, costItems: { insurancePercentPerYear: 0.5 } },
      }),
      constantLoad(),
    );
    const capacityW = record.projectBase.proCapacityKw * 1000;
    const flow = withItems.finance!.cashFlow;
    expect(flow.operatingCost?.[1]).toBeCloseTo(0.01 * capacityW, 6);
    expect(flow.insuranceCost?.[1]).toBeCloseTo(0.005 * capacityW, 6);
    expect(flow.inverterReplacement?.[12]).toBeCloseTo(0.15 * capacityW, 6);
    expect(flow.inverterReplacement?.[11]).toBe(0);
    expect(withItems.finance!.investmentItems?.stated).toBe(true);
  });
});

describe('projectMoney: a storage project', () => {
  const money = moneyOf(storageProject({ userLoad: { meterFile } }), constantLoad());

  it('stores the midday surplus and serves the evening: the battery’s bill and savings by hand', () => {
    // 4 kWh surplus a day charged, η·4 stored, η²·4 = 3.4 kWh back to the load; nothing exported.
    const storage = money.storage!;
    expect(storage.usableCapacityKwh).toBe(8.64);
    expect(storage.energy.pvToBattery).toBeCloseTo(4 * DAYS, 1);
    expect(storage.energy.batteryToLoad).toBeCloseTo(3.4 * DAYS, 1);
    expect(storage.energy.pvToGrid).toBe(0);
    expect(storage.throughputKwh).toBeCloseTo((3.4 / ETA) * DAYS, 1);
    expect(storage.equivalentFullCycles).toBeCloseTo(((3.4 / ETA) * DAYS) / 8.64, 2);
    // With PV and battery a day buys 20 − 3.4 kWh at 1; PV alone: 20 at 1 less 4 × 0.4.
    expect(money.bill.withPvAndBattery?.total).toBeCloseTo(16.6 * DAYS, 1);
    expect(money.bill.savings.battery).toBeCloseTo((3.4 - 1.6) * DAYS, 1);
    expect(storage.life).toHaveLength(25);
    expect(storage.life[0]).toMatchObject({ year: 1, capacityPercent: 100, replaced: false });
    expect(storage.typicalDays.map((day) => day.season)).toEqual(['summer', 'winter']);
    expect(storage.typicalDays[0]!.hours[11]).toMatchObject({ loadKw: 1, pvKw: 2, batteryKw: -1, gridKw: 0 });
  });

  it('prices the battery by its default cost per kWh, never at nothing, and gives its own payback', () => {
    const finance = money.finance!;
    const battery = 800 * 9.6;
    expect(finance.investmentItems).toMatchObject({ battery, batteryCostIsDefault: true });
    expect(finance.investment).toBeCloseTo(money.finance!.investmentItems!.pv + battery, 6);
    // The battery's year y: it stores 4·(2f − 1) kWh a day and gives back 0.85 of it at 1 instead of selling it at 0.4.
    const savings = Array.from({ length: 25 }, (_, y) => DAYS * 4 * (2 * factor(y) - 1) * (0.85 - 0.4));
    // Its capacity fades by 0.2 / (6000 × 0.8) a cycle (η·4·(2f − 1) kWh a day drawn from 8.64 kWh)
    // and 1 % a year [TAR-13]; the first year that starts below 70 % buys a new one.
    let share = 1;
    let replacedIn = 0;
    for (let y = 0; y < 25; y++) {
      if (y > 0 && share < 0.7 && replacedIn === 0) {
        replacedIn = y + 1;
        share = 1;
      }
      share -= (0.2 / 4800) * ((DAYS * ETA * 4 * (2 * factor(y) - 1)) / 8.64) + 0.01;
    }
    const net = savings.map((value, y) => (y + 1 === replacedIn ? value - battery : value));
    const { payback, npv } = byHand([-battery, ...net]);
    expect(replacedIn).toBe(20);
    expect(money.storage?.batteryReplacementYears).toEqual([replacedIn]);
    expect(finance.cashFlow.batteryReplacement?.[replacedIn]).toBe(battery);
    expect(finance.battery?.firstYearSavings).toBeCloseTo(savings[0]!, 1);
    expect(finance.battery?.paybackYear).toBe(payback);
    expect(finance.battery?.netPresentValue).toBeCloseTo(npv, -1);
  });
});

describe('projectMoney: a battery priced in the itemised costs too [FIN-6]', () => {
  // 1 CNY/W in all, of which 0.2 CNY/W the itemised batteries.
  const itemised = { chargeDetailsShow: true, chargeDetails: { battery: 0.2, other: 0.8 } as never };
  const base = moneyOf(storageProject({ userLoad: { meterFile } }), constantLoad()).finance!;
  const perW = base.investmentItems!.pv; // The whole cost per W × the capacity [CNY].
  const itemisedBattery = 0.2 * (perW / 1);

  it('takes the itemised batteries as the battery’s own cost when no cost per kWh is stated, priced once', () => {
    const record = storageProject({ userLoad: { meterFile }, investment: { ...investment, ...itemised } });
    const finance = moneyOf(record, constantLoad()).finance!;
    expect(finance.investmentItems).toMatchObject({ battery: itemisedBattery, batteryCostIsDefault: false });
    expect(finance.investmentItems!.pv).toBeCloseTo(perW - itemisedBattery, 6);
    // The whole investment is the cost per W alone: nothing is added on top of it.
    expect(finance.investment).toBeCloseTo(perW, 6);
  });

  it('replaces them by the stated cost per kWh: 700 × 9.6 kWh, the PV without the itemised batteries', () => {
    const record = storageProject({
      userLoad: { meterFile },
      investment: { ...investment, ...itemised, costItems: { batteryCostPerKwh: 700 } },
    });
    const finance = moneyOf(record, constantLoad()).finance!;
    expect(finance.investmentItems).toMatchObject({ battery: 700 * 9.6, batteryCostIsDefault: false });
    expect(finance.investment).toBeCloseTo(perW - itemisedBattery + 700 * 9.6, 6);
  });
});

describe('projectMoney: projects without the new fields keep their figures', () => {
  it('gives a grid-connected project without a load the single-price cash flow of before', () => {
    const record = gridProject({ investment: { ...investment } });
    const money = moneyOf(record, undefined);
    expect(money.load).toBeNull();
    expect(money.finance).toEqual(projectFinance(record, investmentOrDefaults(investment), 8 * DAYS, null));
    // Its bill: everything exported at the on-grid price.
    expect(money.bill.savings.total).toBeCloseTo(8 * 0.4 * DAYS, 6);
  });

  it('curtails what a grid-connected project without a load may not export: 1 kW of its 2 [TAR-8]', () => {
    const record = gridProject({ gridLimits: { exportLimit: { kind: 'kw', kw: 1 }, importLimitKw: null } });
    const money = moneyOf(record, undefined);
    expect(money.bill.pvCurtailedKwh).toEqual({ withPv: 4 * DAYS, withPvAndBattery: null });
    expect(money.bill.savings.total).toBeCloseTo(4 * 0.4 * DAYS, 6);
    // Limits are a new field: the cash flow follows the bills, half the export of before.
    expect(money.finance!.cashFlow.exportIncome[1]).toBeCloseTo(4 * 0.4 * DAYS, 6);
  });

  it('gives a storage project of the load step the self-use pages of the hourly storage year', () => {
    const record = storageProject();
    const money = moneyOf(record, undefined);
    expect(money.load?.source).toBe('loadStep');
    expect(money.selfUse).toEqual(selfUseReport(projectStorageYear(record, middayPv())));
    // The new engine's self-consumption gives the same flows [TAR-10].
    expect(money.storage?.energy.batteryToLoad).toBeCloseTo(money.selfUse!.annual.batteryToLoad, 1);
  });
});
