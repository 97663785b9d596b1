/**
 * An array's shading hour by hour, in the order of its loss bars: the far horizon, the obstacles
 * around (near shading, linear), the rows in front (row-to-row, linear), then the electrical
 * effect of the obstacles' and the rows' shade on strings without module-level electronics.
 *
 * - Horizon (horizon-shading.ts): the beam and circumsolar parts count only while the sun is
 *   above the skyline; the uniform sky loses the share f_h of the plane's view it hides.
 * - Obstacles (scene.ts, from the sun-path table): the beam and circumsolar parts lose the
 *   panels' mean shaded fraction; the uniform sky loses the panels' mean share hidden by the
 *   obstacles and the horizon together (a direction hidden by both counts once).
 * - Rows (row-shading.ts): the beam loses the middle row's shaded fraction fs, the sky diffuse
 *   (circumsolar and uniform) Passias' masking loss.
 * - Electrical (martinez.ts): the obstacles' fraction is replaced by the strings' Martínez loss
 *   (scene.ts), and the rows' (1 − fs) by (1 − fs)(1 − N_SB/(N + 1)) (row-electrical.ts).
 * The two shades multiply, as if independent: the obstacles' shadow falls on any row alike.
 * Ground-reflected light is never shaded.
 */
import type { PlaneGeometry, TranspositionBasis } from '../irradiance/transposition-basis';
import type { MonthlyAnnual } from '../monthly-sums';
import { sunAboveHorizon } from '../shading/horizon-shading';
import { rowElectricalBeamFactor } from '../shading/row-electrical';
import { type RowShading, rowShading } from '../shading/row-shading';
import { type SceneHourlyLoss, type SceneShadingResult, sceneShading } from '../shading/scene';
import { SUN_PATH_TABLE_DAY_STEP } from '../shading/scene-records';
import { shadedFractionFromCosines } from '../shading/shaded-fraction-1d';
import type { PlaneComponents } from '../shading/sky-hours';
import { skyViewBlockedFraction } from '../shading/sky-view';
import type { ArraySurroundings, PvArray } from './types';

/** The plane-of-array irradiance after each step, summed by month (0-11). [W/m² · records] */
export interface ShadingStageSums {
  nominal: Float64Array;
  afterHorizon: Float64Array;
  afterNearShading: Float64Array;
  afterRows: Float64Array;
  afterElectrical: Float64Array;
}

/** The energy after each shading step, by month. [kWh] */
export type ShadingStageEnergy = Record<keyof ShadingStageSums, number[]>;

/** Row-to-row shading of an array laid in rows, summed over the records. */
export interface ArrayShadingResult {
  /** Ground coverage ratio, collector width / pitch [-]. */
  groundCoverageRatio: number;
  /** Passias' average masking angle [°]. */
  maskingAngle: number;
  /** Shaded plane-of-array irradiation: beam and sky diffuse after shading, ground unchanged [kWh/m²]. */
  poa: MonthlyAnnual;
  /** Beam irradiation shaded by the rows in front [kWh/m²]. */
  beamLoss: number;
  /** Sky diffuse irradiation masked by the rows in front [kWh/m²]. */
  skyDiffuseLoss: number;
}

/** What the rows alone took, for the row-shading report. [W/m² · records] */
export interface RowLossSums {
  beamLoss: number;
  skyDiffuseLoss: number;
}

/** Shades an array's records. */
export interface ArrayShader {
  /**
   * Shades record k's parts in place: afterwards they hold what reaches the cells (beam for the
   * incidence-angle model, circumsolar and uniform sky, ground). Adds to the sums.
   */
  shade(k: number, month: number, sunUp: number, parts: PlaneComponents): void;
  stages: ShadingStageSums;
  /** With rows: what they took. */
  rows?: RowLossSums;
  /** With rows: their constants. */
  rowShading?: RowShading;
  /** With obstacles: the scene's year (per panel, for a shade map). */
  scene?: SceneShadingResult;
}

/** The scene's year with its hourly losses, or undefined when nothing of it can shade. */
function sceneYear(
  basis: TranspositionBasis,
  surroundings: ArraySurroundings | undefined,
): (SceneShadingResult & { hourly: SceneHourlyLoss }) | undefined {
  const scene = surroundings?.scene;
  if (!scene || scene.panels.length === 0 || scene.obstacles.length === 0) return undefined;
  const year = sceneShading(
    basis,
    { ...scene, ...(surroundings.horizon && { horizon: surroundings.horizon }) },
    { dayStep: SUN_PATH_TABLE_DAY_STEP, hourly: true },
  );
  return year as SceneShadingResult & { hourly: SceneHourlyLoss };
}

const mean = (values: Float64Array) => values.reduce((sum, x) => sum + x, 0) / Math.max(values.length, 1);

/**
 * The shader of an array, or undefined when nothing shades it (no rows, no surroundings).
 * @param basis the site-year's transposition terms
 * @param array the array, with its rows and surroundings
 * @param plane the array's plane
 */
export function arrayShader(
  basis: TranspositionBasis,
  array: PvArray,
  plane: PlaneGeometry,
): ArrayShader | undefined {
  const { surroundings } = array;
  const rows = array.rows ? rowShading(array.rows, array.surfaceTilt) : undefined;
  const horizon = surroundings?.horizon;
  const scene = sceneYear(basis, surroundings);
  if (!rows && !horizon && !scene) return undefined;
  const visible = horizon ? sunAboveHorizon(basis, horizon) : undefined;
  const horizonShare = horizon ? skyViewBlockedFraction(horizon, plane.surfaceTilt, plane.surfaceAzimuth) : 0;
  const skyShare = scene ? mean(scene.panels.skyViewBlockedFraction) : horizonShare;
  const rowBlocks = rows ? surroundings?.rowBlocks : undefined;
  const rowSkyKept = rows ? 1 - rows.skyDiffuseLoss : 1;
  const month12 = () => new Float64Array(12);
  const stages: ShadingStageSums = {
    nominal: month12(),
    afterHorizon: month12(),
    afterNearShading: month12(),
    afterRows: month12(),
    afterElectrical: month12(),
  };
  const rowLoss: RowLossSums = { beamLoss: 0, skyDiffuseLoss: 0 };
  return {
    stages,
    ...(rows && { rows: rowLoss, rowShading: rows }),
    ...(scene && { scene }),
    shade(k, month, sunUp, parts) {
      const { ground } = parts;
      stages.nominal[month]! += parts.beam + parts.circumsolar + parts.uniformSky + ground;
      const seen = !visible || visible[k] === 1;
      const beam = seen ? parts.beam : 0;
      const circumsolar = seen ? parts.circumsolar : 0;
      const uniformSky = parts.uniformSky * (1 - horizonShare);
      stages.afterHorizon[month]! += beam + circumsolar + uniformSky + ground;
      // The obstacles' mean loss of this record's beam and circumsolar parts, as a fraction.
      const direct = beam + circumsolar;
      const nearLinear = scene && direct > 0 ? Math.min(scene.hourly.linear[k]! / direct, 1) : 0;
      const nearElectrical = scene && direct > 0 ? Math.min(scene.hourly.electrical[k]! / direct, 1) : 0;
      const sky = parts.uniformSky * (1 - skyShare);
      stages.afterNearShading[month]! += direct * (1 - nearLinear) + sky + ground;
      const rowShaded = rows ? shadedFractionFromCosines(rows.pitchOverWidth, sunUp, parts.front) : 0;
      const rowBeamKept = rowBlocks ? rowElectricalBeamFactor(rowShaded, rowBlocks) : 1 - rowShaded;
      const diffuseLinear = (circumsolar * (1 - nearLinear) + sky) * rowSkyKept;
      stages.afterRows[month]! += beam * (1 - nearLinear) * (1 - rowShaded) + diffuseLinear + ground;
      parts.beam = beam * (1 - nearElectrical) * rowBeamKept;
      parts.circumsolar = circumsolar * (1 - nearElectrical) * rowSkyKept;
      parts.uniformSky = sky * rowSkyKept;
      stages.afterElectrical[month]! += parts.beam + parts.circumsolar + parts.uniformSky + ground;
      if (rows) {
        rowLoss.beamLoss += beam * (1 - nearLinear) * rowShaded;
        rowLoss.skyDiffuseLoss += (circumsolar * (1 - nearLinear) + sky) * rows.skyDiffuseLoss;
      }
    },
  };
}

/** The shading steps' energy by month and over the year, with surroundings. [kWh] */
export function shadingStages(sums: ShadingStageSums, toKwh: number) {
  const kwh = (monthly: Float64Array) => Array.from(monthly, (value) => value * toKwh);
  const byMonth: ShadingStageEnergy = {
    nominal: kwh(sums.nominal),
    afterHorizon: kwh(sums.afterHorizon),
    afterNearShading: kwh(sums.afterNearShading),
    afterRows: kwh(sums.afterRows),
    afterElectrical: kwh(sums.afterElectrical),
  };
  const annual = (step: keyof ShadingStageSums) => byMonth[step].reduce((sum, value) => sum + value, 0);
  return {
    afterHorizon: annual('afterHorizon'),
    afterNearShading: annual('afterNearShading'),
    afterShading: annual('afterRows'),
    afterElectrical: annual('afterElectrical'),
    shadingByMonth: byMonth,
  };
}

/** The rows' part of a shader's shading, as the row-shading report gives it. */
export function rowShadingResult(shader: ArrayShader, toKwh: number): ArrayShadingResult {
  const rows = shader.rowShading!;
  const monthly = Array.from(shader.stages.afterRows, (value) => value * toKwh);
  return {
    groundCoverageRatio: rows.groundCoverageRatio,
    maskingAngle: rows.maskingAngle,
    poa: { annual: monthly.reduce((sum, value) => sum + value, 0), monthly },
    beamLoss: shader.rows!.beamLoss * toKwh,
    skyDiffuseLoss: shader.rows!.skyDiffuseLoss * toKwh,
  };
}
