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
import { toMonthlyAnnual } from '../simulation/monthly-sums';
import type { HorizonProfile } from './horizon';
import { sunAboveHorizon } from './horizon-shading';
import { DEFAULT_BLOCKS_PER_MODULE, martinezBeamFactor } from './martinez';
import { createBeamShader } from './obstacles/beam-shading';
import { type Obstacle, obstaclePrisms } from './obstacles/obstacle';
import { panelSkyView } from './obstacles/obstacle-sky-view';
import { panelSet, type ScenePanel } from './obstacles/panels';
import { emptyPlaneComponents, planeComponents, type SkyHours } from './sky-hours';

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

/** A scene's year. Irradiation [kWh/m²] per panel, or the panels' mean. */
export interface SceneShadingResult {
  /** Per panel, indexed like the scene's panels. */
  panels: {
    /** With the obstacles (and the horizon), linear loss. */
    poaAnnual: Float64Array;
    /** The same scene without the obstacles (with the horizon, when there is one). */
    unshadedPoaAnnual: Float64Array;
    /** With the strings' electrical effect. */
    electricalPoaAnnual: Float64Array;
    /** Time the obstacles shade part of the panel while it gets beam [h]. */
    beamShadedHours: Float64Array;
    /** Share of its uniform-sky view the obstacles and the horizon hide [-]. */
    skyViewBlockedFraction: Float64Array;
  };
  /** Means over the panels by month. */
  monthly: { unshaded: number[]; linear: number[]; electrical: number[] };
  poaAnnualMean: number;
  unshadedPoaAnnualMean: number;
  electricalPoaAnnualMean: number;
  /** 100·(1 − Σ shaded / Σ unshaded) over panels and records [%]. */
  linearLossPercent: number;
  electricalLossPercent: number;
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

/**
 * The shading of a scene over the records.
 * @param hours the hourly inputs (a TranspositionBasis of the site's weather)
 * @param scene panels, obstacles, strings, horizon
 * @throws Error naming an unusable panel, obstacle or string
 *
 * @example
 * ```ts
 * const basis = transpositionBasisFor(weather, sun, { model: 'perez' });
 * const year = sceneShading(basis, { panels, obstacles: [stairwell, parapet], strings });
 * year.panels.poaAnnual; // kWh/m² per panel, for a shade map
 * ```
 */
export function sceneShading(hours: SkyHours, scene: ShadingScene): SceneShadingResult {
  const blocksPerPanel = scene.blocksPerPanel ?? DEFAULT_BLOCKS_PER_MODULE;
  if (!(Number.isInteger(blocksPerPanel) && blocksPerPanel >= 1 && blocksPerPanel <= 30))
    throw new Error(`blocks per panel must be an integer from 1 to 30, got ${blocksPerPanel}`);
  const set = panelSet(scene.panels);
  const prisms = obstaclePrisms(scene.obstacles);
  const stringOf = stringIndex(scene);
  const strings = scene.strings ?? [];
  const shader = createBeamShader(set, prisms, blocksPerPanel);
  const sky = panelSkyView(set, prisms, scene.horizon);
  const visible = scene.horizon ? sunAboveHorizon(hours, scene.horizon) : undefined;
  const groups = set.groups.length;
  // Per group and month: beam + circumsolar (seen), uniform sky, ground [W/m² summed].
  const beamByMonth = new Float64Array(12 * groups);
  const skyByMonth = new Float64Array(12 * groups);
  const groundByMonth = new Float64Array(12 * groups);
  const beamNow = new Float64Array(groups);
  const lit = new Uint8Array(groups);
  const linearLoss = new Float64Array(set.count);
  const electricalLoss = new Float64Array(set.count);
  const shadedRecords = new Float64Array(set.count);
  const linearLossByMonth = new Float64Array(12);
  const electricalLossByMonth = new Float64Array(12);
  const stringFraction = new Float64Array(strings.length);
  const stringBlocks = new Int32Array(strings.length);
  const stringRecord = new Int32Array(strings.length).fill(-1);
  const stringsTouched: number[] = [];
  const part = emptyPlaneComponents();
  for (let k = 0; k < hours.count; k++) {
    const month = hours.month[k]!;
    let anyBeam = false;
    for (let g = 0; g < groups; g++) {
      const { beam, circumsolar, uniformSky, ground } = planeComponents(hours, k, set.groups[g]!.plane, part);
      beamNow[g] = !visible || visible[k] ? beam + circumsolar : 0;
      beamByMonth[12 * g + month]! += beamNow[g]!;
      skyByMonth[12 * g + month]! += uniformSky;
      groundByMonth[12 * g + month]! += ground;
      lit[g] = beamNow[g]! > 0 ? 1 : 0;
      anyBeam ||= lit[g] === 1;
    }
    if (!anyBeam || !(hours.sunUp[k]! > 0) || prisms.length === 0) continue;
    const shade = shader.shade(hours.sunEast[k]!, hours.sunNorth[k]!, hours.sunUp[k]!, lit);
    for (let t = 0; t < shade.count; t++) {
      const i = shade.panels[t]!;
      const fraction = shade.fraction[t]!;
      const loss = beamNow[set.group[i]!]! * fraction;
      linearLoss[i]! += loss;
      linearLossByMonth[month]! += loss;
      if (fraction > 0) shadedRecords[i]!++;
      const s = stringOf[i]!;
      if (s < 0 || strings[s]!.moduleLevelElectronics) {
        electricalLoss[i]! += loss;
        electricalLossByMonth[month]! += loss;
        continue;
      }
      if (stringRecord[s] !== k) {
        stringRecord[s] = k;
        stringsTouched.push(s);
      }
      stringFraction[s]! += fraction;
      stringBlocks[s]! += shade.blocks[t]!;
    }
    for (const s of stringsTouched) {
      const members = strings[s]!.panels;
      const factor = martinezBeamFactor(
        stringFraction[s]! / members.length,
        stringBlocks[s]!,
        members.length * blocksPerPanel,
      );
      for (const i of members) {
        const loss = beamNow[set.group[i]!]! * (1 - factor);
        electricalLoss[i]! += loss;
        electricalLossByMonth[month]! += loss;
      }
      stringFraction[s] = 0;
      stringBlocks[s] = 0;
    }
    stringsTouched.length = 0;
  }
  const toKwh = hours.intervalHours / 1000;
  const perPanel = (skyShare: (i: number) => number, loss: Float64Array | undefined) =>
    Float64Array.from({ length: set.count }, (_, i) => {
      const g = set.group[i]!;
      let total = 0;
      for (let m = 0; m < 12; m++)
        total +=
          beamByMonth[12 * g + m]! + skyByMonth[12 * g + m]! * (1 - skyShare(i)) + groundByMonth[12 * g + m]!;
      return (total - (loss ? loss[i]! : 0)) * toKwh;
    });
  const unshadedPoaAnnual = perPanel((i) => sky.horizonBlocked[set.group[i]!]!, undefined);
  const poaAnnual = perPanel((i) => sky.blocked[i]!, linearLoss);
  const electricalPoaAnnual = perPanel((i) => sky.blocked[i]!, electricalLoss);
  const monthlyMean = (skyShare: (i: number) => number, loss: Float64Array | undefined) => {
    const sums = new Float64Array(12);
    for (let i = 0; i < set.count; i++) {
      const g = set.group[i]!;
      for (let m = 0; m < 12; m++)
        sums[m]! +=
          beamByMonth[12 * g + m]! + skyByMonth[12 * g + m]! * (1 - skyShare(i)) + groundByMonth[12 * g + m]!;
    }
    for (let m = 0; m < 12; m++) sums[m]! -= loss ? loss[m]! : 0;
    return toMonthlyAnnual(sums, toKwh / Math.max(set.count, 1)).monthly;
  };
  const mean = (values: Float64Array) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
  const lossPercent = (shaded: Float64Array) => {
    const whole = mean(unshadedPoaAnnual);
    return whole > 0 ? 100 * (1 - mean(shaded) / whole) : 0;
  };
  return {
    panels: {
      poaAnnual,
      unshadedPoaAnnual,
      electricalPoaAnnual,
      beamShadedHours: shadedRecords.map((records) => records * hours.intervalHours),
      skyViewBlockedFraction: sky.blocked,
    },
    monthly: {
      unshaded: monthlyMean((i) => sky.horizonBlocked[set.group[i]!]!, undefined),
      linear: monthlyMean((i) => sky.blocked[i]!, linearLossByMonth),
      electrical: monthlyMean((i) => sky.blocked[i]!, electricalLossByMonth),
    },
    poaAnnualMean: mean(poaAnnual),
    unshadedPoaAnnualMean: mean(unshadedPoaAnnual),
    electricalPoaAnnualMean: mean(electricalPoaAnnual),
    linearLossPercent: lossPercent(poaAnnual),
    electricalLossPercent: lossPercent(electricalPoaAnnual),
  };
}
