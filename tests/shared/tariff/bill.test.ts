import type { IntervalSeries } from '@pvd/shared/load/interval-series';
import { billOf } from '@pvd/shared/tariff/bill';
import { flatTariffFromInvestment } from '@pvd/shared/tariff/flat';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { stepTariff } from '@pvd/shared/tariff/steps';
import { describe, expect, it } from 'vitest';

const hours = (name: string) => Array.from({ length: 24 }, () => name);

/** Peak 8-20 at 1.0, off-peak at 0.4, export 0.3 in both; 10 per kW of monthly demand, 5 a month. */
function handTariff(): Tariff {
  const weekday = Array.from({ length: 12 }, () => hours('offpeak'));
  for (const month of weekday) month.fill('peak', 8, 20);
  return {
    name: 'hand',
    currency: 'CNY',
    periods: { peak: { import: 1 }, offpeak: { import: 0.4 } },
    export: 0.3,
    weekday,
    demandChargePerKwMonth: 10,
    fixedPerMonth: 5,
  };
}

function series(stepMinutes: 15 | 60, kw: number[], start = '2025-01-06T00:00'): IntervalSeries {
  return { firstIntervalStart: start, stepMinutes, kw: Float64Array.from(kw) };
}

describe('the bill [TAR-5]', () => {
  it('matches a bill worked by hand: two days, two periods, a demand charge', () => {
    // Monday and Tuesday 6-7 January 2025, hourly: 2 kW all the time, 10 kW at 09:00 on Monday;
    // 1 kW exported at 12:00 on Tuesday.
    const imported = Array.from({ length: 48 }, () => 2);
    imported[9] = 10;
    const exported = Array.from({ length: 48 }, () => 0);
    exported[36] = 1;
    const bill = billOf(handTariff(), series(60, imported), series(60, exported));
    // Peak: 2 days × 12 h × 2 kWh + 8 kWh more at 09:00 = 56 kWh × 1.0 = 56.
    // Off-peak: 2 days × 12 h × 2 kWh = 48 kWh × 0.4 = 19.2. Energy 75.2.
    // Demand: the month's highest import 10 kW × 10 = 100. Fixed: one month, 5.
    // Export credit: 1 kWh × 0.3 = 0.3. Total 75.2 + 100 + 5 − 0.3 = 179.9.
    expect(bill.byPeriod.map((p) => [p.period, p.importKwh, p.energy])).toEqual([
      ['peak', 56, 56],
      ['offpeak', 48, expect.closeTo(19.2, 9)],
    ]);
    expect(bill.energy).toBeCloseTo(75.2, 9);
    expect(bill.demand).toBe(100);
    expect(bill.fixed).toBe(5);
    expect(bill.exportCredit).toBeCloseTo(0.3, 9);
    expect(bill.total).toBeCloseTo(179.9, 9);
    expect(bill.byMonth).toHaveLength(1);
    expect(bill.byMonth[0]).toMatchObject({ month: 0, peakImportKw: 10, demand: 100 });
  });

  it('charges demand on the mean power of the interval (a quarter hour at 10 kW is 10 kW of demand, 2.5 kWh)', () => {
    const imported = Array.from({ length: 96 }, () => 2);
    imported[40] = 10; // 10:00-10:15
    const bill = billOf(handTariff(), series(15, imported), series(15, new Array(96).fill(0)));
    expect(bill.demand).toBe(100);
    // Peak 12 h × 2 kW = 24 kWh + 0.25 h × 8 kW = 2 kWh more; off-peak 24 kWh × 0.4.
    expect(bill.energy).toBeCloseTo(26 + 9.6, 9);
  });

  it('bills each month of the series with its own peak and fixed charge', () => {
    const start = '2025-01-31T00:00';
    const imported = Array.from({ length: 48 }, (_, t) => (t === 30 ? 6 : 1));
    const bill = billOf(handTariff(), series(60, imported, start), series(60, new Array(48).fill(0), start));
    expect(bill.byMonth.map((m) => [m.month, m.peakImportKw, m.fixed])).toEqual([
      [0, 1, 5],
      [1, 6, 5],
    ]);
    expect(bill.demand).toBe(70);
  });

  it('takes the weekend schedule on Saturday and Sunday and the holiday schedule on a holiday', () => {
    const tariff: Tariff = {
      ...handTariff(),
      weekend: Array.from({ length: 12 }, () => hours('offpeak')),
      holidays: ['2025-01-07'],
    };
    // Saturday 4 January 2025 to Tuesday 7 January, hourly.
    const prices = stepTariff(tariff, { firstIntervalStart: '2025-01-04T00:00', stepMinutes: 60 }, 96);
    const at = (day: number, hour: number) => prices.periodNames[prices.period[day * 24 + hour]!];
    expect([at(0, 12), at(1, 12), at(2, 12), at(3, 12)]).toEqual(['offpeak', 'offpeak', 'peak', 'offpeak']);
  });

  it('escalates import, demand and fixed prices yearly, export prices by their own rate [TAR-2]', () => {
    const tariff: Tariff = {
      ...handTariff(),
      escalationPercentPerYear: 3,
      exportEscalationPercentPerYear: -1,
    };
    const prices = stepTariff(tariff, { firstIntervalStart: '2025-01-06T00:00', stepMinutes: 60 }, 24, {
      operatingYear: 2,
    });
    expect(prices.importPrice[12]).toBeCloseTo(1.0609, 12);
    expect(prices.exportPrice[12]).toBeCloseTo(0.3 * 0.99 ** 2, 12);
    expect(prices.demandChargePerKwMonth).toBeCloseTo(10.609, 12);
  });
});

describe('the flat tariff of the old inputs [TAR-4]', () => {
  it('saves what the old figures say: self-consumed kWh × electricity price + exported kWh × on-grid price', () => {
    const tariff = flatTariffFromInvestment({
      electricityPrice: 1,
      onGridElectricityPrice: 0.42,
      currency: 'CNY',
    });
    const load = Array.from({ length: 48 }, () => 3);
    const pv = Array.from({ length: 48 }, (_, t) => (t % 24 >= 8 && t % 24 < 16 ? 5 : 0));
    const zeros = new Array(48).fill(0);
    const withoutPv = billOf(tariff, series(60, load), series(60, zeros));
    const imported = load.map((l, t) => Math.max(l - pv[t]!, 0));
    const exported = load.map((l, t) => Math.max(pv[t]! - l, 0));
    const withPv = billOf(tariff, series(60, imported), series(60, exported));
    // 2 days × 8 h: 3 kWh self-consumed and 2 kWh exported each hour.
    const selfConsumed = 2 * 8 * 3;
    const exportedKwh = 2 * 8 * 2;
    expect(withoutPv.total - withPv.total).toBeCloseTo(selfConsumed * 1 + exportedKwh * 0.42, 9);
  });
});
