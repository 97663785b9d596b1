/**
 * A typical summer and winter day of a storage year [TAR-6]: each hour's mean over the weekdays
 * of July and of January (the other way round south of the equator) of the load, PV, battery and
 * grid powers, the state of charge at the hour's end and the import price, as the report's
 * day charts draw them.
 */
import { type IntervalSeries, stepCalendar } from '../../load/interval-series';
import { rounded } from '../../numbers/rounding';
import type { StorageFlows } from '../../storage/flows';
import type { StepTariff } from '../../tariff/steps';
import type { StorageSection } from '../report/storage-section';

type TypicalDay = StorageSection['typicalDays'][number];

const JANUARY = 0;
const JULY = 6;

interface HourSums {
  load: number;
  pv: number;
  battery: number;
  grid: number;
  soc: number;
  price: number;
  steps: number;
  endSteps: number;
}

const emptyHour = (): HourSums => ({
  load: 0,
  pv: 0,
  battery: 0,
  grid: 0,
  soc: 0,
  price: 0,
  steps: 0,
  endSteps: 0,
});

/** One month's typical weekday. */
function typicalDayOf(
  month: number,
  season: TypicalDay['season'],
  pv: IntervalSeries,
  load: IntervalSeries,
  flows: StorageFlows,
  prices: StepTariff,
  capacityKwh: number,
): TypicalDay {
  const steps = load.kw.length;
  const calendar = stepCalendar(load, steps);
  const perHour = Math.max(1, 60 / load.stepMinutes);
  const hours = Array.from({ length: 24 }, emptyHour);
  for (let t = 0; t < steps; t++) {
    const weekday = calendar.weekday[t]!;
    if (calendar.month[t] !== month || weekday === 0 || weekday === 6) continue;
    const h = hours[calendar.hour[t]!]!;
    h.load += load.kw[t]!;
    h.pv += Math.max(pv.kw[t]!, 0);
    h.battery += flows.batteryToLoad[t]! - flows.pvToBattery[t]! - flows.gridToBattery[t]!;
    h.grid += flows.gridToLoad[t]! + flows.gridToBattery[t]! - flows.pvToGrid[t]!;
    h.price += prices.importPrice[t]!;
    h.steps++;
    // The hour's last step: its state of charge is the hour's end.
    if ((t + 1) % perHour === 0) {
      h.soc += flows.socKwh[t]!;
      h.endSteps++;
    }
  }
  const kw = (sum: number, n: number) => rounded(n > 0 ? sum / n : 0, 'loadKw');
  return {
    season,
    month,
    hours: hours.map((h, hour) => ({
      hour,
      loadKw: kw(h.load, h.steps),
      pvKw: kw(h.pv, h.steps),
      batteryKw: kw(h.battery, h.steps),
      gridKw: kw(h.grid, h.steps),
      socPercent: rounded(
        capacityKwh > 0 && h.endSteps > 0 ? (100 * h.soc) / h.endSteps / capacityKwh : 0,
        'percent',
      ),
      importPrice: rounded(h.steps > 0 ? h.price / h.steps : 0, 'moneyPerKwh'),
    })),
  };
}

/**
 * The summer and winter days of a year's flows.
 *
 * @param southernHemisphere - Summer is January there.
 * @param capacityKwh - The usable capacity the state of charge is a share of. [kWh]
 */
export function typicalDaysOf(
  pv: IntervalSeries,
  load: IntervalSeries,
  flows: StorageFlows,
  prices: StepTariff,
  capacityKwh: number,
  southernHemisphere: boolean,
): TypicalDay[] {
  const [summer, winter] = southernHemisphere ? [JANUARY, JULY] : [JULY, JANUARY];
  return [
    typicalDayOf(summer, 'summer', pv, load, flows, prices, capacityKwh),
    typicalDayOf(winter, 'winter', pv, load, flows, prices, capacityKwh),
  ];
}
