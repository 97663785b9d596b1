/**
 * `--project FILE` of the command line: a saved project simulated over the weather file as the
 * report and the editor's live results simulate it, by the same two calls: the project's adapter
 * (`projectDesign`, shared/project/design/engine-design.ts) and the engine's generation
 * (shared/pv/engine/generation.ts). FILE is the project record as getUserProjectBaseInfo answers
 * it, bare or in its `{ code, message, data }` envelope. The weather file is read here for both
 * kinds of run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { projectDesign } from '../shared/project/design/engine-design';
import { projectRecord } from '../shared/project/record/project';
import { shadingResultsOf } from '../shared/project/report/shading-figures';
import type { ShadingResults } from '../shared/project/report/shading-results';
import { ClimateYear } from '../shared/pv/engine/climate';
import { type Generation, simulateGenerationHourly } from '../shared/pv/engine/generation';
import { parseWeatherFile } from '../shared/pv/weather/index';
import type { HourlyWeather } from '../shared/pv/weather/types';
import { SimulateUsageError } from './simulate-shading';

/** The weather file of a run. @throws {@link SimulateUsageError} when it is missing or unreadable */
export function readWeatherFile(file: string): HourlyWeather {
  if (!existsSync(file)) throw new SimulateUsageError(`weather file not found: ${file}`);
  try {
    return parseWeatherFile(readFileSync(file, 'utf8'), file);
  } catch (error) {
    throw new SimulateUsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** What the command line prints of a project. */
export interface ProjectRun {
  generation: Generation;
  /** Row-to-row shading of the drawn arrays of several rows. [%] */
  shadingLossPercent: number;
  /** With surroundings: every shading step's loss, as the live results answer them; else null. */
  shading: ShadingResults | null;
  /** The string design's cable losses the generation was computed with. [%] */
  lineLoss: { dcLineLoss: number; acLineLoss: number };
  /** Unit wirings of a PV array, counted against the engine's budget, and the engine arrays they make. */
  wirings: number;
  engineArrays: number;
}

/** The project record of the file. @throws {@link SimulateUsageError} saying what is wrong with it */
export function readProjectFile(file: string) {
  if (!existsSync(file)) throw new SimulateUsageError(`project file not found: ${file}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SimulateUsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const body = json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json;
  const parsed = projectRecord.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SimulateUsageError(`${file} is not a saved project: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The project's year over the weather, as its report computes it (the weather file standing for
 * the project's climate). @throws {@link SimulateUsageError} for a project beyond the engine's or
 * the areas' bounds.
 */
export function simulateProject(file: string, weather: HourlyWeather): ProjectRun {
  const record = readProjectFile(file);
  const planned = projectDesign(record);
  if (!planned.ok) {
    const why =
      'issues' in planned
        ? planned.issues.map((issue) => `${issue.path.join('.')}: ${issue.key}`).join(', ')
        : `${planned.arrayCount} wirings, beyond the engine's ${planned.limit}`;
    throw new SimulateUsageError(`${file} is beyond the work bounds: ${why}`);
  }
  const { design } = planned;
  const hourly = simulateGenerationHourly(new ClimateYear(() => weather), design);
  return {
    generation: hourly.generation,
    shadingLossPercent: hourly.shadingLossPercent,
    shading: shadingResultsOf(record, design, hourly),
    lineLoss: { dcLineLoss: design.losses.dcLine, acLineLoss: design.losses.acLine },
    wirings: design.arrayCount,
    engineArrays: design.arrays.length,
  };
}

/** --project: the saved project's year over the weather file. */
export function simulateProjectFile(projectFile: string, weatherFile: string): ProjectRun {
  return simulateProject(projectFile, readWeatherFile(weatherFile));
}

/** The text report of a project's run: [kWh], [kWh/kWp], [%]. */
export function formatProjectText(run: ProjectRun): string {
  const { generation: g } = run;
  return [
    `design      ${g.dcCapacityKw} kWp; ${run.wirings} wirings as ${run.engineArrays} engine arrays; cable losses DC ${run.lineLoss.dcLineLoss} %, AC ${run.lineLoss.acLineLoss} %`,
    `energy      AC ${g.totalPowerGeneration} kWh, ${g.specificYield} kWh/kWp, PR ${g.performanceRatio}; row shading ${run.shadingLossPercent} %`,
    ...(run.shading ? [shadingLine(run.shading)] : []),
    `AC monthly  [${Object.values(g.monthlyPowerGeneration).join(' ')}]`,
    `25 years    [${g.yearlyPowerGeneration.join(' ')}]`,
  ].join('\n');
}

/** The shading steps of a project with surroundings, each a share of the energy reaching it. [%] */
function shadingLine({ annual, nearShadingState }: ShadingResults): string {
  const near =
    nearShadingState === 'tooManyPanels' ? 'not computed (too many panels)' : `${annual.nearShading} %`;
  return `shading     horizon ${annual.horizon} %, near ${near}, rows ${annual.rows} %, electrical ${annual.electrical} %`;
}
