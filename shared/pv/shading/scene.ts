/**
 * A year of near shading for a scene of panels and obstacles (and a far horizon): per panel and
 * record, the obstacles' shaded fraction fs of its area (obstacles/beam-shading.ts) takes
 * (1 − fs) of its beam and circumsolar parts; the share f of its uniform-sky view that the
 * obstacles and the horizon hide (obstacles/obstacle-sky-view.ts) takes f of its isotropic and
 * horizon-band parts; the ground-reflected part is unchanged. The horizon also hides the beam and
 * circumsolar parts while the sun is behind it (horizon-shading.ts). Panels do not shade each
 * other here: that is the row-to-row model's part (row-shading.ts). With the sun below the
 * horizontal nothing is shaded.
 *
 * The electrical effect (martinez.ts): a string without module-level electronics multiplies, in
 * every record where a shadow touches any of its blocks, each of its panels' beam and
 * circumsolar parts by (1 − F_GS)(1 − N_SB/(N_TB + 1)), F_GS the mean shaded fraction of its
 * panels, N_SB the blocks touched, N_TB its panels × blocks per panel, in place of the panels'
 * own (1 − fs). Panels outside a string, and strings with optimisers or microinverters, keep the
 * linear loss.
 */
import type { HorizonProfile } from './horizon';
import { DEFAULT_BLOCKS_PER_MODULE } from './martinez';
import { type Obstacle, obstaclePrisms } from './obstacles/obstacle';
import { panelSkyView } from './obstacles/obstacle-sky-view';
import { panelSet, type ScenePanel } from './obstacles/panels';
import { recordShader } from './scene-records';
import { type SceneShadingResult, yearSums } from './scene-sums';
import type { SkyHours } from './sky-hours';

export type { SceneShadingResult } from './scene-sums';

/** A string of panels (indices into the scene's panels). */
export interface SceneString {
  panels: readonly number[];
  /** Optimisers or microinverters: each panel at its own maximum-power point, only the linear loss. */
  moduleLevelElectronics?: boolean;
}

/** What shades what. Lengths in metres, x east, y north, z up. */
export interface ShadingScene {
  panels: readonly ScenePanel[];
  obstacles: readonly Obstacle[];
  /** Strings, for the electrical effect; panels in none keep the linear loss. */
  strings?: readonly SceneString[];
  /** Bypass-diode blocks of a panel, 1 to 30; default 3. */
  blocksPerPanel?: number;
  horizon?: HorizonProfile;
}

/** Most obstacles a scene may hold. */
export const MAX_SCENE_OBSTACLES = 50;

/** The string of each panel (−1 for none); throws on a bad index or a panel in two strings. */
function stringIndex(scene: ShadingScene): Int32Array {
  const of = new Int32Array(scene.panels.length).fill(-1);
  scene.strings?.forEach((string, s) => {
    for (const i of string.panels) {
      if (!(Number.isInteger(i) && i >= 0 && i < of.length))
        throw new Error(`string ${s + 1}: no panel ${i}`);
      if (of[i] !== -1)
        throw new Error(`string ${s + 1}: panel ${scene.panels[i]!.id} is already in a string`);
      of[i] = s;
    }
  });
  return of;
}

/** How to compute the year. */
export interface SceneShadingOptions {
  /**
   * 1 (default): every record exactly. n > 1: exactly on every n-th day, the days between
   * interpolated at the same time of day (scene-records.ts): n times faster, with the error the
   * bench measures.
   */
  dayStep?: number;
  /**
   * Also give the panels' mean beam and circumsolar loss of every record (`hourly`), for a yield
   * engine that applies the shade hour by hour.
   */
  hourly?: boolean;
}

/** The loss of each record k < hours.count, mean over the scene's panels. [W/m²] */
export interface SceneHourlyLoss {
  /** Beam and circumsolar irradiance the obstacles take, linear loss. */
  linear: Float64Array;
  /** The same with the strings' electrical effect. */
  electrical: Float64Array;
}

/**
 * The shading of a scene over the records.
 * @param hours the hourly inputs (a TranspositionBasis of the site's weather)
 * @param scene panels, obstacles, strings, horizon
 * @param options exact or from the sun-path table
 * @throws Error naming an unusable panel, obstacle or string
 *
 * @example
 * ```ts
 * const basis = transpositionBasisFor(weather, sun, { model: 'perez' });
 * const year = sceneShading(basis, { panels, obstacles: [stairwell, parapet], strings });
 * year.panels.poaAnnual; // kWh/m² per panel, for a shade map
 * ```
 */
export function sceneShading(
  hours: SkyHours,
  scene: ShadingScene,
  options: SceneShadingOptions = {},
): SceneShadingResult & { hourly?: SceneHourlyLoss } {
  const blocksPerPanel = scene.blocksPerPanel ?? DEFAULT_BLOCKS_PER_MODULE;
  if (!(Number.isInteger(blocksPerPanel) && blocksPerPanel >= 1 && blocksPerPanel <= 30))
    throw new Error(`blocks per panel must be an integer from 1 to 30, got ${blocksPerPanel}`);
  const dayStep = options.dayStep ?? 1;
  if (!(Number.isInteger(dayStep) && dayStep >= 1))
    throw new Error(`day step must be an integer ≥ 1, got ${dayStep}`);
  const set = panelSet(scene.panels);
  const prisms = obstaclePrisms(scene.obstacles);
  const stringOf = stringIndex(scene);
  const strings = scene.strings ?? [];
  const stringSize = Int32Array.from(strings, (string) => string.panels.length);
  const sky = panelSkyView(set, prisms, scene.horizon);
  const sums = yearSums(hours, set, scene.horizon);
  const shadeOf = recordShader(hours, { set, prisms, stringOf, stringSize, blocksPerPanel }, dayStep);
  const { linearLoss, electricalLoss, linearByMonth, electricalByMonth, shadedRecords } = sums;
  // A string whose panels share one plane loses the same beam on each: summed once per string.
  const stringGroup = Int32Array.from(strings, ({ panels }) =>
    panels.every((i) => set.group[i] === set.group[panels[0]!]) && panels.length > 0
      ? set.group[panels[0]!]!
      : -1,
  );
  const stringLoss = new Float64Array(strings.length);
  const hourly = options.hourly
    ? { linear: new Float64Array(hours.count), electrical: new Float64Array(hours.count) }
    : undefined;
  const perPanel = 1 / Math.max(set.count, 1);
  sums.run((k, month, beamNow) => {
    if (prisms.length === 0) return;
    const shade = shadeOf(k);
    let recordLinear = 0;
    let recordElectrical = 0;
    for (let t = 0; t < shade.count; t++) {
      const i = shade.panels[t]!;
      const loss = beamNow[set.group[i]!]! * shade.fraction[t]!;
      linearLoss[i]! += loss;
      recordLinear += loss;
      if (shade.fraction[t]! > 0) shadedRecords[i]!++;
      const s = stringOf[i]!;
      if (s >= 0 && !strings[s]!.moduleLevelElectronics) continue;
      electricalLoss[i]! += loss;
      recordElectrical += loss;
    }
    for (let q = 0; q < shade.stringCount; q++) {
      const s = shade.strings[q]!;
      const string = strings[s]!;
      if (string.moduleLevelElectronics) continue;
      const g = stringGroup[s]!;
      if (g >= 0) {
        stringLoss[s]! += beamNow[g]! * shade.stringLoss[q]!;
        recordElectrical += string.panels.length * beamNow[g]! * shade.stringLoss[q]!;
        continue;
      }
      for (const i of string.panels) {
        const loss = beamNow[set.group[i]!]! * shade.stringLoss[q]!;
        electricalLoss[i]! += loss;
        recordElectrical += loss;
      }
    }
    linearByMonth[month]! += recordLinear;
    electricalByMonth[month]! += recordElectrical;
    if (hourly) {
      hourly.linear[k] = recordLinear * perPanel;
      hourly.electrical[k] = recordElectrical * perPanel;
    }
  });
  strings.forEach(({ panels }, s) => {
    for (const i of panels) electricalLoss[i]! += stringLoss[s]!;
  });
  return hourly ? { ...sums.result(sky), hourly } : sums.result(sky);
}
