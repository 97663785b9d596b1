/**
 * A 15-minute year with a battery end to end, without the command line (what `simulate --load
 * … --weather … --battery-kwh …` runs after reading its files): the engine's hourly PV spread to
 * the load's 35,040 steps by the clear-sky shape of each hour [LOAD-4], then `simulateStorageYear`
 * (the tariff laid on the steps, the dispatch, three bills) [TAR-6], and the dispatch alone, whose
 * target is ≤ 50 ms [TAR-12]. `npm run bench -- storage-dispatch` runs it with the shares of the
 * optimum; `npm run bench -- storage-dispatch-year` alone.
 */
import type { IntervalSeries } from '../../shared/load/interval-series';
import { pvAtLoadInterval } from '../../shared/load/pv-at-interval';
import { syntheticTimezone } from '../../shared/pv/climate/synthetic-year';
import { climateSunPositions } from '../../shared/pv/engine/climate';
import { simulateArrayYear } from '../../shared/pv/simulation/array-year';
import { hourlyEnergyOnLocalClock } from '../../shared/pv/storage/local-clock';
import { resolveBattery } from '../../shared/storage/battery';
import { createDayAheadScratch } from '../../shared/storage/day-blocks';
import { createFlows } from '../../shared/storage/flows';
import { createPeakShavingScratch, dispatchPeakShaving } from '../../shared/storage/peak-shaving';
import { type StorageStrategy, simulateStorageYear } from '../../shared/storage/simulate';
import { dispatchTimeOfUse, type PlannedYearInput } from '../../shared/storage/time-of-use';
import { stepTariff } from '../../shared/tariff/steps';
import { type StorageCase, storageCases } from '../cases/storage-cases';
import { stableTimes } from '../support/timing';
import { BEIJING, syntheticYear } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

const STEP_MINUTES = 15;
/** The array of the cases' factory roof: 500 kWp facing south at 30°. [W] */
const ARRAY = { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 500_000, tempCoefficientPmax: -0.35 };
const RUNS = { batch: 3, maxBatches: 10, runs: 15 };

/** The engine's hourly AC of the synthetic Beijing year on the site's clock. [kWh] */
function hourlyPv(): { hourlyKwh: Float64Array; timezoneHours: number } {
  const weather = syntheticYear();
  const year = simulateArrayYear({ array: ARRAY }, weather, climateSunPositions(weather));
  const timezoneHours = syntheticTimezone(weather.site);
  const hourlyKwh = hourlyEnergyOnLocalClock(
    { powerW: year.acPower, timesUtcMs: weather.timesUtcMs, intervalHours: weather.intervalHours },
    timezoneHours,
  );
  return { hourlyKwh, timezoneHours };
}

function timedRows(metric: string, run: () => unknown, target?: number): BenchRow[] {
  const t = stableTimes(() => undefined, run, RUNS);
  return [
    { metric: `${metric}, min`, value: t.min, unit: 'ms', ...(target !== undefined && { target }) },
    { metric: `${metric}, median`, value: t.median, unit: 'ms', note: `CPU min ${t.cpuMin.toFixed(1)} ms` },
  ];
}

/** The strategy's dispatch alone, prices already on the steps. */
function dispatchOnly(c: StorageCase, pv: IntervalSeries, kind: 'time-of-use' | 'peak-shaving') {
  const prices = stepTariff(c.tariff, c.load, c.load.kw.length);
  const battery = resolveBattery(c.battery);
  const input: PlannedYearInput = {
    pvKw: pv.kw,
    loadKw: c.load.kw,
    prices,
    bounds: {
      battery,
      dt: STEP_MINUTES / 60,
      exportLimitKw: c.exportLimitKw ?? Number.POSITIVE_INFINITY,
      importLimitKw: Number.POSITIVE_INFINITY,
    },
    stepsPerDay: (24 * 60) / STEP_MINUTES,
    gridCharging: c.gridCharging,
  };
  const flows = createFlows(c.load.kw.length);
  const scratch = createDayAheadScratch(input.stepsPerDay);
  const buffers = createPeakShavingScratch(input.stepsPerDay, c.load.kw.length);
  return () =>
    kind === 'time-of-use'
      ? dispatchTimeOfUse(input, flows, battery.reserveKwh, scratch)
      : dispatchPeakShaving(input, flows, battery.reserveKwh, {}, buffers);
}

export default async function storageDispatchYearBench(): Promise<BenchSection> {
  const { hourlyKwh, timezoneHours } = hourlyPv();
  const site = { ...BEIJING, timezoneHours };
  const cases = storageCases(STEP_MINUTES);
  const chosen: [StorageCase, StorageStrategy & { kind: 'time-of-use' | 'peak-shaving' }][] = [
    [cases[0]!, { kind: 'time-of-use', gridCharging: true }],
    [cases[5]!, { kind: 'peak-shaving', gridCharging: true }],
  ];
  const load = chosen[0]![0].load;
  const spread = () => pvAtLoadInterval(hourlyKwh, site, load, load.kw.length);
  const pv = spread();
  let annualKwh = 0;
  for (const kw of pv.kw) annualKwh += kw * (STEP_MINUTES / 60);
  const rows: BenchRow[] = [
    ...timedRows('PV spread: 8760 engine hours to 35,040 quarter hours [LOAD-4]', spread),
  ];
  for (const [c, strategy] of chosen) {
    const year = () =>
      simulateStorageYear({ pv, load: c.load, tariff: c.tariff, battery: c.battery, strategy });
    const name = `${strategy.kind} (${c.name})`;
    rows.push(
      ...timedRows(`${name}: dispatch alone`, dispatchOnly(c, pv, strategy.kind), 50),
      ...timedRows(`${name}: simulateStorageYear (prices, dispatch, three bills)`, year),
      ...timedRows(`${name}: end to end (PV spread + simulateStorageYear)`, () => {
        spread();
        return year();
      }),
    );
  }
  return {
    name: 'A 15-minute year with a battery end to end (shared/load, shared/storage)',
    rows,
    notes: [
      `PV: the engine's year of a 500 kWp array (30° south) over the synthetic Beijing year on UTC+${timezoneHours}, ${Math.round(annualKwh)} kWh, spread to the factory loads of bench/cases/storage-cases.ts (35,040 steps); the engine's year itself is not timed here (see the engine section).`,
    ],
  };
}
