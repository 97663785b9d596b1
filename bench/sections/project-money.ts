/**
 * A project's life under its tariff [FIN-6]: the 25 years `projectMoney` simulates
 * (`simulateProjectYears`: each year's dispatch on its capacity, its prices and its three bills),
 * by strategy and interval, on the Guangdong preset at zero export with a 1 MWh / 500 kW battery
 * against a synthetic factory load and PV. Every year in full up to 15 minutes; a 5-minute load
 * simulates every third year (PROJECT_MONEY_LIMITS.lifeStepYears). No target is set: the figure
 * is what a live result of such a project spends on its money.
 */
import type { IntervalSeries, StepMinutes } from '../../shared/load/interval-series';
import { simulateProjectYears } from '../../shared/project/money/project-years';
import type { StorageStrategy } from '../../shared/storage/simulate';
import { TARIFF_PRESETS } from '../../shared/tariff/presets/index';
import { medianMs } from '../support/timing';
import type { BenchSection } from '../types';

/** A series of 365 days at `stepMinutes` from the hour's power `kw(hour of day, day)`. [kW] */
function series(stepMinutes: StepMinutes, kw: (hour: number, day: number) => number): IntervalSeries {
  const steps = (365 * 1440) / stepMinutes;
  const values = new Float64Array(steps);
  for (let t = 0; t < steps; t++) {
    const minutes = t * stepMinutes;
    values[t] = kw((minutes % 1440) / 60, Math.floor(minutes / 1440));
  }
  return { firstIntervalStart: '2025-01-01T00:00', stepMinutes, kw: values };
}

const factory = (hour: number, day: number) => (day % 7 < 5 && hour >= 7 && hour < 23 ? 400 : 120);
const sunny = (hour: number) => (hour > 6 && hour < 18 ? 500 * Math.sin(((hour - 6) / 12) * Math.PI) : 0);

const RUNS = { warmup: 1, runs: 3 };

function lifeMs(stepMinutes: StepMinutes, strategy: StorageStrategy): number {
  const load = series(stepMinutes, factory);
  const pv = series(stepMinutes, sunny);
  const tariff = TARIFF_PRESETS['guangdong-prd-general-ic'];
  return medianMs(
    () =>
      simulateProjectYears({
        pv,
        load,
        tariff,
        battery: { usableCapacityKwh: 1000, maxChargeKw: 500, maxDischargeKw: 500, reserveKwh: 100 },
        limits: { exportLimitKw: 0 },
        strategy,
        pvFactors: Float64Array.from({ length: 25 }, (_, y) => 1 - 0.006 * y),
      }),
    RUNS,
  );
}

export default async function projectMoneyBench(): Promise<BenchSection> {
  const cases: [string, StepMinutes, StorageStrategy][] = [
    ['self-consumption, 60 min', 60, { kind: 'self-consumption' }],
    ['time-of-use with grid charging, 60 min', 60, { kind: 'time-of-use', gridCharging: true }],
    ['self-consumption, 15 min', 15, { kind: 'self-consumption' }],
    ['time-of-use with grid charging, 15 min', 15, { kind: 'time-of-use', gridCharging: true }],
    ['peak shaving with grid charging, 15 min', 15, { kind: 'peak-shaving', gridCharging: true }],
    [
      'time-of-use with grid charging, 5 min (every 3rd year)',
      5,
      { kind: 'time-of-use', gridCharging: true },
    ],
  ];
  return {
    name: 'A project’s 25 years under its tariff (shared/project/money)',
    rows: cases.map(([label, step, strategy]) => ({
      metric: `25 years: ${label}`,
      value: lifeMs(step, strategy),
      unit: 'ms',
    })),
  };
}
