/**
 * `--hourly-csv OUT` of a run with a load (scripts/simulate.ts): one row per step of the year,
 * the first step first, each flow as its energy in the step and the stored energy at the step's
 * end, so every row keeps both balances of the contract [TAR-9]: pv = pv_to_load + pv_to_battery
 * + pv_to_grid + curtailed and load = pv_to_load + battery_to_load + grid_to_load.
 */
import { writeFileSync } from 'node:fs';
import { formatLocalMinutes, type IntervalSeries, stepStartMinutes } from '../shared/load/interval-series';
import type { StorageFlows } from '../shared/storage/flows';
import { SimulateFileError } from './simulate-load-options';

/** The file's header: time, then kWh in the step, then soc [kWh] at its end. */
export const STEP_CSV_COLUMNS = [
  'time',
  'pv',
  'load',
  'pv_to_load',
  'pv_to_battery',
  'pv_to_grid',
  'curtailed',
  'battery_to_load',
  'grid_to_load',
  'grid_to_battery',
  'soc',
] as const;

/** A figure to 1e-6 kWh (a milliwatt-hour), written as short as it goes (0, 0.25, 12.345678). */
const figure = (x: number) => String(Number(x.toFixed(6)) + 0);

/**
 * The rows of the year: `time` is the local standard time of the step's start, `YYYY-MM-DDTHH:MM`.
 * @param pv - PV of the year. [kW]
 * @param load - The load, on the same calendar. [kW]
 * @param flows - The year's flows. [kW], soc [kWh]
 */
export function stepCsv(pv: IntervalSeries, load: IntervalSeries, flows: StorageFlows): string {
  const steps = load.kw.length;
  const dt = load.stepMinutes / 60;
  const starts = stepStartMinutes(load, steps);
  const lines: string[] = [STEP_CSV_COLUMNS.join(',')];
  for (let t = 0; t < steps; t++) {
    const kwh = [
      Math.max(pv.kw[t]!, 0),
      load.kw[t]!,
      flows.pvToLoad[t]!,
      flows.pvToBattery[t]!,
      flows.pvToGrid[t]!,
      flows.pvCurtailed[t]!,
      flows.batteryToLoad[t]!,
      flows.gridToLoad[t]!,
      flows.gridToBattery[t]!,
    ].map((kw) => figure(kw * dt));
    lines.push(`${formatLocalMinutes(starts[t]!)},${kwh.join(',')},${figure(flows.socKwh[t]!)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the rows to `file`. @throws {@link SimulateFileError} when it cannot be written */
export function writeStepCsv(
  file: string,
  pv: IntervalSeries,
  load: IntervalSeries,
  flows: StorageFlows,
): void {
  try {
    writeFileSync(file, stepCsv(pv, load, flows));
  } catch (error) {
    throw new SimulateFileError(`cannot write --hourly-csv ${file}: ${(error as Error).message}`);
  }
}
