/**
 * Near shading at the product's limits: a year of shading for 5 000 panels and 50 obstacles
 * (bench/support/shading-scene.ts) on the reference TMY3 year (a synthetic year on a fresh
 * clone), given the sun positions and the Perez terms: each panel's sky view, then every record's
 * shadows, shaded fractions, string factors and sums (shared/pv/shading/scene.ts). Timed with the
 * sun-path table the product uses (exact every 4th day) and exactly; the table's error against
 * the exact year is measured on the same scene. A typical roof (200 panels, 5 obstacles) is
 * timed too, and the yield engine's own call: one array's DC year with the scene as its
 * surroundings (shared/pv/simulation/array-shading.ts, the table with the hourly losses). Each figure gives the wall time (min, median) and the process's CPU time (min),
 * which waits for a core on a loaded machine do not inflate.
 */
import { transpositionBasisFor } from '../../shared/pv/irradiance/transposition-basis';
import { DEFAULT_SYSTEM_LOSSES } from '../../shared/pv/losses/system-losses';
import { obstaclePrisms } from '../../shared/pv/shading/obstacles/obstacle';
import { panelSkyView } from '../../shared/pv/shading/obstacles/obstacle-sky-view';
import { panelSet } from '../../shared/pv/shading/obstacles/panels';
import { type SceneShadingResult, type ShadingScene, sceneShading } from '../../shared/pv/shading/scene';
import { SUN_PATH_TABLE_DAY_STEP } from '../../shared/pv/shading/scene-records';
import { simulateArrayDc } from '../../shared/pv/simulation/array-dc';
import { computeSunPositions } from '../../shared/pv/solar-position/sun-positions';
import { benchShadingScene } from '../support/shading-scene';
import { referenceOrSyntheticYear } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

/** Wall and CPU times of `runs` calls after `warmup` untimed ones [ms]. */
function times(
  run: () => unknown,
  warmup: number,
  runs: number,
): { min: number; median: number; cpuMin: number } {
  for (let i = 0; i < warmup; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    run();
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  return { min: wall[0]!, median: wall[Math.floor(runs / 2)]!, cpuMin: Math.min(...cpu) };
}

function timedRows(what: string, figures: ReturnType<typeof times>, target?: number): BenchRow[] {
  return [
    { metric: `${what}, min`, value: figures.min, unit: 'ms', ...(target && { target }) },
    { metric: `${what}, median`, value: figures.median, unit: 'ms' },
    { metric: `${what}, CPU time, min`, value: figures.cpuMin, unit: 'ms', ...(target && { target }) },
  ];
}

/** Largest relative difference of a per-panel figure between the table and the exact year [%]. */
function worstPanel(table: Float64Array, exact: Float64Array): number {
  let worst = 0;
  for (let i = 0; i < exact.length; i++) worst = Math.max(worst, Math.abs(table[i]! / exact[i]! - 1));
  return 100 * worst;
}

function errorRows(table: SceneShadingResult, exact: SceneShadingResult): BenchRow[] {
  const note = 'sun-path table (every 4th day) against the exact year, same scene';
  return [
    {
      metric: 'table error: worst panel, annual POA (linear)',
      value: worstPanel(table.panels.poaAnnual, exact.panels.poaAnnual),
      unit: '%',
      target: 0.2,
      note,
    },
    {
      metric: 'table error: worst panel, annual POA with the electrical effect',
      value: worstPanel(table.panels.electricalPoaAnnual, exact.panels.electricalPoaAnnual),
      unit: '%',
      target: 0.2,
      note,
    },
    {
      metric: 'table error: mean annual POA of the scene',
      value: 100 * Math.abs(table.poaAnnualMean / exact.poaAnnualMean - 1),
      unit: '%',
      target: 0.2,
      note,
    },
    { metric: 'scene losses (exact): linear', value: exact.linearLossPercent, unit: '%' },
    { metric: 'scene losses (exact): electrical', value: exact.electricalLossPercent, unit: '%' },
  ];
}

/** A typical roof: the bench scene's first 200 panels and 5 of its obstacles. */
function typicalRoof(scene: ShadingScene): ShadingScene {
  return {
    panels: scene.panels.slice(0, 200),
    obstacles: scene.obstacles.slice(0, 5),
    strings: (scene.strings ?? []).slice(0, 10),
    blocksPerPanel: scene.blocksPerPanel,
  };
}

/** Times the shading year and measures the table's error. */
export default async function shadingBench(): Promise<BenchSection> {
  const year = referenceOrSyntheticYear();
  const basis = transpositionBasisFor(year.weather, computeSunPositions(year.weather), { model: 'perez' });
  const scene = benchShadingScene();
  const table = { dayStep: SUN_PATH_TABLE_DAY_STEP };
  const set = panelSet(scene.panels);
  const prisms = obstaclePrisms(scene.obstacles);
  const small = typicalRoof(scene);
  const sums = { exact: sceneShading(basis, scene), table: sceneShading(basis, scene, table) };
  const what = `${scene.panels.length} panels × ${scene.obstacles.length} obstacles`;
  const { surfaceTilt, surfaceAzimuth } = scene.panels[0]!;
  const shadedArray = {
    surfaceTilt,
    surfaceAzimuth,
    dcCapacity: 400 * scene.panels.length,
    surroundings: { scene },
  };
  return {
    name: 'Near shading (shared/pv/shading), a year given the sun positions',
    rows: [
      ...timedRows(
        `${what}, sun-path table`,
        times(() => sceneShading(basis, scene, table), 1, 5),
        1000,
      ),
      ...timedRows(
        `${what}, in the yield: the array's DC year with its surroundings`,
        times(() => simulateArrayDc(shadedArray, basis, year.weather, DEFAULT_SYSTEM_LOSSES), 1, 3),
        1000,
      ),
      ...timedRows(
        `${what}, exact every record`,
        times(() => sceneShading(basis, scene), 0, 2),
      ),
      ...timedRows(
        `${what}: the sky view alone`,
        times(() => panelSkyView(set, prisms, undefined), 1, 5),
      ),
      ...timedRows(
        'typical roof, 200 panels × 5 obstacles, table',
        times(() => sceneShading(basis, small, table), 3, 15),
      ),
      ...errorRows(sums.table, sums.exact),
    ],
    notes: [
      year.description,
      `scene: bench/support/shading-scene.ts, ${scene.panels.length} panels in strings of 20, ${prisms.length} convex prisms`,
    ],
  };
}
