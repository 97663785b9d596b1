/**
 * A tariff laid onto the steps of an interval series [TAR-1]: each step's period and its import
 * and export prices, in the year of operation asked for (escalation [TAR-2]). The bill, the
 * dispatch and the optimum all read prices from here, so they price a step alike.
 */
import { type IntervalSeries, localMinutes, stepCalendar } from '../load/interval-series';
import type { Tariff } from './schema';

/** The prices of every step of a series. */
export interface StepTariff {
  /** Period names, in the tariff's order; `period[t]` indexes them. */
  periodNames: string[];
  /** Period of each step. */
  period: Uint8Array;
  /** Month of each step, 0 = January (the demand charge is monthly). */
  month: Uint8Array;
  /** Import price of each step. [currency/kWh] */
  importPrice: Float64Array;
  /** Export price of each step. [currency/kWh] */
  exportPrice: Float64Array;
  /** On each month's highest mean import over one step. [currency/(kW·month)] */
  demandChargePerKwMonth: number;
  /** [currency/month] */
  fixedPerMonth: number;
  /** The step. [h] */
  stepHours: number;
  currency: string;
}

/** Which schedule applies on a day. */
export type DayType = 'weekday' | 'weekend' | 'holiday';

const MINUTES_PER_DAY = 24 * 60;
const SATURDAY = 6;
const SUNDAY = 0;

/** Whether `date` (`YYYY-MM-DD`) is one of `holidays` (`YYYY-MM-DD`, or `MM-DD` every year). */
function isHoliday(date: string, holidays: ReadonlySet<string>): boolean {
  return holidays.has(date) || holidays.has(date.slice(5));
}

/**
 * The local date (`YYYY-MM-DD`) of every step, skipping a 29 February as the series does
 * ([LOAD-1], the same walk as `stepCalendar`).
 */
function stepDates(
  series: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
): string[] {
  const dates: string[] = new Array(steps);
  const start = localMinutes(series.firstIntervalStart);
  let leapShift = 0;
  let lastDay = Number.NaN;
  let lastDate = '';
  for (let i = 0; i < steps; i++) {
    let minutes = start + i * series.stepMinutes + leapShift;
    const day = Math.floor(minutes / MINUTES_PER_DAY);
    if (day !== lastDay) {
      let date = new Date(minutes * 60_000);
      if (date.getUTCMonth() === 1 && date.getUTCDate() === 29) {
        leapShift += MINUTES_PER_DAY;
        minutes += MINUTES_PER_DAY;
        date = new Date(minutes * 60_000);
      }
      lastDay = Math.floor(minutes / MINUTES_PER_DAY);
      lastDate = date.toISOString().slice(0, 10);
    }
    dates[i] = lastDate;
  }
  return dates;
}

/** Options of {@link stepTariff}. */
export interface StepTariffOptions {
  /** Year of operation, 0 = the first: prices × (1 + escalation)^year [TAR-2]. */
  operatingYear?: number;
}

/**
 * Each step's period and prices.
 *
 * @param tariff - A tariff that passed `tariffSchema` (the schedules name defined periods).
 * @param series - The series' start and interval; `steps` steps of it are priced.
 * @returns Periods and prices per step, the demand and fixed charges of that year.
 *
 * @remarks
 * A step takes the period of the hour (local standard time) and month of its start [TAR-1];
 * Saturday and Sunday take the weekend schedule, a holiday the holiday schedule (default the
 * weekend's), the weekend default the weekday's. An export price is the period's, else the
 * tariff's `export`, else 0. Import, demand and fixed prices are multiplied by
 * (1 + e/100)^year, export prices by their own escalation [TAR-2].
 */
export function stepTariff(
  tariff: Tariff,
  series: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
  options: StepTariffOptions = {},
): StepTariff {
  const year = options.operatingYear ?? 0;
  const importFactor = (1 + (tariff.escalationPercentPerYear ?? 0) / 100) ** year;
  const exportFactor = (1 + (tariff.exportEscalationPercentPerYear ?? 0) / 100) ** year;
  const periodNames = Object.keys(tariff.periods);
  const index = new Map(periodNames.map((name, i) => [name, i]));
  const importOf = periodNames.map((name) => tariff.periods[name]!.import * importFactor);
  const exportOf = periodNames.map(
    (name) => (tariff.periods[name]!.export ?? tariff.export ?? 0) * exportFactor,
  );
  const weekend = tariff.weekend ?? tariff.weekday;
  const schedules = { weekday: tariff.weekday, weekend, holiday: tariff.holiday ?? weekend };
  const calendar = stepCalendar(series, steps);
  const holidays = new Set(tariff.holidays ?? []);
  const dates = holidays.size > 0 ? stepDates(series, steps) : undefined;
  const out: StepTariff = {
    periodNames,
    period: new Uint8Array(steps),
    month: calendar.month,
    importPrice: new Float64Array(steps),
    exportPrice: new Float64Array(steps),
    demandChargePerKwMonth: (tariff.demandChargePerKwMonth ?? 0) * importFactor,
    fixedPerMonth: (tariff.fixedPerMonth ?? 0) * importFactor,
    stepHours: series.stepMinutes / 60,
    currency: tariff.currency,
  };
  for (let t = 0; t < steps; t++) {
    const weekday = calendar.weekday[t]!;
    let type: DayType = weekday === SATURDAY || weekday === SUNDAY ? 'weekend' : 'weekday';
    if (dates && isHoliday(dates[t]!, holidays)) type = 'holiday';
    const p = index.get(schedules[type][calendar.month[t]!]![calendar.hour[t]!]!)!;
    out.period[t] = p;
    out.importPrice[t] = importOf[p]!;
    out.exportPrice[t] = exportOf[p]!;
  }
  return out;
}
