/**
 * `node dist/cli/simulate.mjs --weather FILE [options] [--json]` (the bundle of this file, built
 * by `npm run build:cli`; `npm run simulate -- …` rebuilds it when stale and runs it): simulates
 * one PV array over a weather file with the product's engine (shared/pv) and prints the result,
 * as one JSON object with --json. With --collector-width and --pitch the array is laid in rows
 * and the row-to-row shading is printed too (with --blocks and --orientation, its electrical
 * effect); --horizon adds a far horizon's shading of the plane, --scene the near shading of a
 * scene of panels and obstacles; --tracker single-axis puts the panels on single-axis trackers
 * (simulate-tracker-args.ts). With --project, a saved project is simulated as its report
 * simulates it (simulate-project.ts); --load reads a meter data file alone (simulate-load.ts),
 * and with the PV of --weather or --pv, a tariff or a battery runs the storage year at the load's
 * interval (simulate-storage.ts); --uncertainty adds the P50/P90/P99 of the annual AC energy
 * (simulate-uncertainty.ts); the options are read by simulate-args.ts. Exit code 2, and
 * one line on stderr, for bad usage or an input file that cannot be used.
 * Nothing is computed at import: the bundle must start fast (`--help` in well under 0.2 s).
 *
 * Example (the pvlib reference case 'pvwatts_10kwp_tilt30'):
 *   node dist/cli/simulate.mjs --weather 723170TYA.CSV --kwp 10 --gamma -0.35 \
 *     --temp-model sapm-open-rack-glass-glass --iam physical --inverter pvwatts \
 *     --inverter-eff 0.96 --ac-kw 10 --losses none --transposition perez --tilt 30 --azimuth 180 --json
 */
import { pathToFileURL } from 'node:url';
import { climateSunPositions } from '../shared/pv/engine/climate';
import { type RunReport, runReport } from '../shared/pv/simulation/run-report';
import { parseSimulateArgs, type SimulateArgs } from './simulate-args';
import { SimulateFileError } from './simulate-load-options';
import { formatProjectText, readWeatherFile, simulateProject } from './simulate-project';
import { readHorizonFile, readSceneFile, SimulateUsageError } from './simulate-shading';
import { formatText } from './simulate-text';
import { cliYield, formatYieldText } from './simulate-uncertainty';
import type { UncertaintyArgs } from './simulate-uncertainty-args';
import { USAGE } from './simulate-usage';

export { parseSimulateArgs, type SimulateArgs } from './simulate-args';
export { SimulateUsageError } from './simulate-shading';

/**
 * Reads the weather file (and the horizon and scene files) and runs the simulation.
 * @throws {@link SimulateUsageError} when a file is missing or unreadable, or the scene unusable
 */
export function simulateFile(args: SimulateArgs): RunReport {
  const weather = readWeatherFile(args.weatherFile);
  const horizon = args.horizonFile === undefined ? undefined : readHorizonFile(args.horizonFile);
  const scene = args.sceneFile === undefined ? undefined : readSceneFile(args.sceneFile);
  const sun = climateSunPositions(weather);
  const surfaceAzimuth = args.options.surfaceAzimuth ?? (weather.site.latitude >= 0 ? 180 : 0);
  try {
    return runReport(weather, sun, {
      ...args.options,
      surfaceAzimuth,
      ...(horizon && { horizon }),
      ...(scene && { scene }),
    });
  } catch (error) {
    // The engine names an unusable panel, obstacle or string of the scene.
    if (scene && error instanceof Error && !(error instanceof SimulateUsageError))
      throw new SimulateUsageError(`cannot use ${args.sceneFile}: ${error.message}`);
    throw error;
  }
}

/** --uncertainty's `yield` block [UNC-1]; undefined without it. */
function yieldOf(acAnnual: number, latitude: number, uncertainty: UncertaintyArgs | undefined) {
  return uncertainty && cliYield(acAnnual, latitude, uncertainty);
}

/** Prints a run as JSON or as text, the `yield` lines after the run's. */
function printRun(json: boolean, output: object, text: () => string, figures?: ReturnType<typeof cliYield>) {
  const lines = json
    ? JSON.stringify(output)
    : [text(), ...(figures ? [formatYieldText(figures)] : [])].join('\n');
  process.stdout.write(`${lines}\n`);
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseSimulateArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.load && args.run) {
      const { printStorageRun } = await import('./simulate-storage');
      return printStorageRun({
        load: args.load,
        run: args.run,
        weatherFile: args.weatherFile,
        arrayOptions: args.options,
        json: args.json,
      });
    }
    if (args.load) return (await import('./simulate-load')).printLoad(args.load, args.json);
    if (args.projectFile) {
      const weather = readWeatherFile(args.weatherFile);
      const run = simulateProject(args.projectFile, weather);
      const figures = yieldOf(run.generation.totalPowerGeneration, weather.site.latitude, args.uncertainty);
      const output = figures ? { ...run, yield: figures } : run;
      printRun(args.json, output, () => formatProjectText(run), figures);
      return 0;
    }
    const report = simulateFile(args);
    const figures = yieldOf(report.energy.acAnnual, report.site.latitude, args.uncertainty);
    printRun(args.json, figures ? { ...report, yield: figures } : report, () => formatText(report), figures);
    return 0;
  } catch (error) {
    if (error instanceof SimulateUsageError || error instanceof SimulateFileError) {
      // One line saying what is wrong; the usage is a --help away.
      const hint = error instanceof SimulateUsageError ? ' (--help lists the options)' : '';
      process.stderr.write(`simulate: ${error.message}${hint}\n`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
