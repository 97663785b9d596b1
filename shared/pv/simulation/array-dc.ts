/**
 * One array's hourly chain up to its DC terminals: plane-of-array irradiance (in the array's fixed
 * plane, or a tracker's plane of each record: array-plane.ts), row-to-row shading
 * (arrays laid in rows), incidence-angle modifier on the beam, cell temperature, PVWatts DC
 * power, and the array-level flat losses.
 *
 * An array with surroundings (a far horizon, obstacles, the rows' electrical effect) is shaded by
 * its shader (array-shading.ts), rows included; an array without (no rows, or rows of panels
 * with module-level electronics and nothing else around) takes the linear row-shading step below.
 */
import type { ShedsBasis } from '../bifacial/sheds-year';
import { type IamModel, iamFromCos } from '../iam';
import {
  type PlaneGeometry,
  planeGeometry,
  type TranspositionBasis,
} from '../irradiance/transposition-basis';
import { keptFraction, type SystemLosses } from '../losses/system-losses';
import { type MonthlyAnnual, toMonthlyAnnual } from '../monthly-sums';
import { REFERENCE_CELL_TEMPERATURE } from '../power/pvwatts-dc';
import { resolveTempCoefficientPmax } from '../power/wafer-material';
import { type RowShading, rowShading } from '../shading/row-shading';
import type { SceneShadingResult } from '../shading/scene';
import { shadedFractionFromCosines } from '../shading/shaded-fraction-1d';
import { emptyPlaneComponents, planeComponents } from '../shading/sky-hours';
import {
  type CellTemperatureModel,
  cellTemperature,
  DEFAULT_TEMPERATURE_MODEL,
  resolveTemperatureModel,
} from '../temperature';
import { trackedOrientationByRecord } from '../tracking/tracked-plane';
import type { HourlyWeather } from '../weather/types';
import { addRear, bifacialStep, emptyRearSums } from './array-bifacial';
import { recordPlanes } from './array-plane';
import {
  type ArrayShader,
  type ArrayShadingResult,
  arrayShader,
  rowShadingResult,
  type ShadingStageEnergy,
  shadingStages,
} from './array-shading';
import type { PvArray } from './types';

/** Energy after each modelled step, for the loss breakdown. [kWh] */
export interface ArrayStageEnergy {
  /** Σ P_dc0 · E_poa / 1000. */
  nominal: number;
  /** With surroundings: after the far horizon, then after the obstacles (both linear). */
  afterHorizon?: number;
  afterNearShading?: number;
  /** After row-to-row shading: Σ P_dc0 · E_poa,shaded / 1000; absent (= nominal) without rows. */
  afterShading?: number;
  /** With surroundings: after the electrical effect of the obstacles' and the rows' shade. */
  afterElectrical?: number;
  /** With surroundings: the energy after each shading step by month, January first. */
  shadingByMonth?: ShadingStageEnergy;
  /** Bifacial: the rear's weighted irradiation, Σ P_dc0 · w · E_rear / 1000 [BIF-5]. */
  rearGain?: number;
  /** After the IAM model: Σ P_dc0 · E_eff / 1000 (the rear's included). */
  afterIam: number;
  /** After the temperature model (PVWatts DC before flat losses). */
  afterTemperature: number;
}

/** Hourly and summed results of one array. */
export interface ArrayDcResult {
  /** Plane-of-array irradiance before row shading [W/m²], every record. */
  poaGlobal: Float64Array;
  /** Cell temperature [°C] (NaN where there is no irradiance). */
  tempCell: Float64Array;
  /** DC power at the array terminals, after the array-level flat losses [W]. */
  dcPower: Float64Array;
  /** Plane-of-array irradiation before row shading [kWh/m²]. */
  poa: MonthlyAnnual;
  /** Bifacial: the rear's irradiation, unweighted, by the infinite-sheds model [kWh/m²] [BIF-5]. */
  poaRear?: MonthlyAnnual;
  /** Bifacial: the front's irradiation by the infinite-sheds model [kWh/m²] [BIF-5]. */
  poaFront?: MonthlyAnnual;
  /** Row-to-row shading, for an array with rows. */
  shading?: ArrayShadingResult;
  /** With obstacles: their year per panel (a shade map) and in means. */
  scene?: SceneShadingResult;
  /** DC energy at the array terminals [kWh]. */
  dcEnergy: MonthlyAnnual;
  stages: ArrayStageEnergy;
  /** Product of the array-level flat losses' kept fractions [-]. */
  flatFactor: number;
}

/** Array-level flat losses (the DC side's but the cables), in the loss step's order [WIZ-10]. */
export function arrayFlatFactor(losses: SystemLosses): number {
  return (
    keptFraction(losses.incidenceAngle) *
    keptFraction(losses.soiling) *
    keptFraction(losses.thermal) *
    keptFraction(losses.lightInducedDegradation) *
    keptFraction(losses.moduleQuality) *
    keptFraction(losses.mismatch)
  );
}

/** The array's models and constants, resolved once before the hourly loop. */
interface ArrayModels {
  iamModel: IamModel;
  temperature: CellTemperatureModel;
  /** γ [1/°C]; 0 when the thermal loss is the user's percentage. */
  gamma: number;
  plane: PlaneGeometry;
  flatFactor: number;
  /** P_dc0 / 1000 W/m² [W per W/m²]. */
  capacityPerIrradiance: number;
  /** Row shading constants; undefined without rows. */
  shading: RowShading | undefined;
}

function resolveArrayModels(array: PvArray, losses: SystemLosses): ArrayModels {
  const modelled = losses.angleAndThermalFrom !== 'percentages';
  return {
    iamModel: modelled ? (array.iamModel ?? 'physical') : 'none',
    temperature: resolveTemperatureModel(array.temperatureModel ?? DEFAULT_TEMPERATURE_MODEL),
    gamma: modelled ? resolveTempCoefficientPmax(array.tempCoefficientPmax, array.waferMaterial) / 100 : 0,
    plane: planeGeometry(array.surfaceTilt, array.surfaceAzimuth),
    flatFactor: arrayFlatFactor(losses),
    capacityPerIrradiance: array.dcCapacity / 1000,
    shading: array.rows ? rowShading(array.rows, array.surfaceTilt) : undefined,
  };
}

/**
 * Simulates one array over the weather series.
 * @param array plane, capacity [W], temperature coefficient [%/°C], models
 * @param basis transposition terms of the site-year
 * @param weather air temperature [°C] and wind speed [m/s] of the same records
 * @param losses system losses (the array-level ones are applied here)
 * @param shedsBasis a bifacial array's isotropic or Hay-Davies sky; default `basis` [BIF-1]
 */
export function simulateArrayDc(
  array: PvArray,
  basis: TranspositionBasis,
  weather: Pick<HourlyWeather, 'tempAir' | 'windSpeed'>,
  losses: SystemLosses,
  shedsBasis: ShedsBasis = basis,
): ArrayDcResult {
  const n = basis.length;
  const poaGlobal = new Float64Array(n);
  const tempCell = new Float64Array(n).fill(Number.NaN);
  const dcPower = new Float64Array(n);
  const models = resolveArrayModels(array, losses);
  const capacity = models.capacityPerIrradiance;
  const hour: HourIrradiance = { front: 0, direct: 0, sky: 0, diffuse: 0 };
  const stages = { nominal: 0, afterShading: 0, afterIam: 0, afterTemperature: 0 };
  // The plane of each record: the fixed plane, or a tracker's [TRK-4].
  const planes = recordPlanes(array, basis, models.plane, models.shading);
  // A bifacial tracker's rows turn with it: the sheds model takes its orientation of each record [TRK-6].
  const tracked =
    array.bifacial && planes.tracked ? trackedOrientationByRecord(basis, planes.tracked) : undefined;
  const bifacial = bifacialStep(array, shedsBasis, basis.albedo, tracked);
  const rear = bifacial ? emptyRearSums() : undefined;
  const shader = array.surroundings ? arrayShader(basis, array, models.plane) : undefined;
  const shading = shader || bifacial ? undefined : planes.rowShading;
  const shaded = shading ? emptyShadingSums() : undefined;
  // Sums by month as the records are computed (as `sumByMonth` sums: non-finite hours count 0).
  const poaMonthly = new Float64Array(12);
  const dcMonthly = new Float64Array(12);
  for (let k = 0; k < basis.count; k++) {
    const i = basis.recordIndex[k]!;
    planeIrradiance(basis, k, planes.planeAt(k), hour);
    const poa = hour.direct + hour.diffuse;
    if (shading) shadeHour(shading, planes.rowSunHeight(k), basis.month[k]!, hour, shaded!);
    else if (shader) shadeBySurroundings(shader, k, basis, hour);
    else if (bifacial) addRear(bifacial, k, models.iamModel, hour, rear!);
    const front = hour.direct + hour.diffuse;
    const received = bifacial ? front + bifacial.rearReceived : front;
    let effective = hour.direct * iamFromCos(models.iamModel, hour.front) + hour.diffuse;
    if (bifacial) effective += bifacial.rearEffective;
    const cell = cellTemperature(models.temperature, received, weather.tempAir[i]!, weather.windSpeed[i]!);
    const dc = capacity * effective * (1 + models.gamma * (cell - REFERENCE_CELL_TEMPERATURE));
    const dcAfterFlat = dc * models.flatFactor;
    poaGlobal[i] = poa;
    tempCell[i] = cell;
    dcPower[i] = dcAfterFlat;
    const m = basis.month[k]!;
    if (Number.isFinite(poa)) poaMonthly[m] = poaMonthly[m]! + poa;
    if (Number.isFinite(dcAfterFlat)) dcMonthly[m] = dcMonthly[m]! + dcAfterFlat;
    stages.nominal += capacity * poa;
    stages.afterShading += capacity * front;
    stages.afterIam += capacity * effective;
    stages.afterTemperature += dc;
  }
  const toKwh = basis.intervalHours / 1000;
  return {
    poaGlobal,
    tempCell,
    dcPower,
    poa: toMonthlyAnnual(poaMonthly, toKwh),
    ...(shading && { shading: summariseShading(shading, shaded!, toKwh) }),
    ...(shader?.rowShading && { shading: rowShadingResult(shader, toKwh) }),
    ...(shader?.scene && { scene: shader.scene }),
    ...(rear && { poaFront: toMonthlyAnnual(rear.front, toKwh), poaRear: toMonthlyAnnual(rear.back, toKwh) }),
    dcEnergy: toMonthlyAnnual(dcMonthly, toKwh),
    stages: {
      nominal: stages.nominal * toKwh,
      ...((shading || bifacial) && { afterShading: stages.afterShading * toKwh }),
      ...(rear && { rearGain: rear.weighted * capacity * toKwh }),
      ...(shader && shadingStages(shader.stages, capacity * toKwh)),
      afterIam: stages.afterIam * toKwh,
      afterTemperature: stages.afterTemperature * toKwh,
    },
    flatFactor: models.flatFactor,
  };
}

/** Running sums of the shading of one array [W/m² · records]. */
interface ShadingSums {
  /** Shaded plane-of-array irradiance by month (0-11). */
  monthly: Float64Array;
  beamLoss: number;
  skyDiffuseLoss: number;
}

function emptyShadingSums(): ShadingSums {
  return { monthly: new Float64Array(12), beamLoss: 0, skyDiffuseLoss: 0 };
}

/**
 * Shades one hour in place: beam × (1 − shaded fraction of a middle row), sky diffuse × (1 −
 * Passias' masking loss), ground-reflected unchanged; adds to the sums. `sunHeight` is cos z for
 * fixed rows, the sun's height across a tracker's rows for trackers (array-plane.ts).
 */
function shadeHour(
  shading: RowShading,
  sunHeight: number,
  month: number,
  hour: HourIrradiance,
  sums: ShadingSums,
) {
  const beamLoss = hour.direct * shadedFractionFromCosines(shading.pitchOverWidth, sunHeight, hour.front);
  const skyLoss = hour.sky * shading.skyDiffuseLoss;
  hour.direct -= beamLoss;
  hour.sky -= skyLoss;
  hour.diffuse -= skyLoss;
  sums.beamLoss += beamLoss;
  sums.skyDiffuseLoss += skyLoss;
  sums.monthly[month] = sums.monthly[month]! + hour.direct + hour.diffuse;
}

function summariseShading(shading: RowShading, sums: ShadingSums, toKwh: number): ArrayShadingResult {
  const monthly = Array.from(sums.monthly, (value) => value * toKwh);
  return {
    groundCoverageRatio: shading.groundCoverageRatio,
    maskingAngle: shading.maskingAngle,
    poa: { annual: monthly.reduce((sum, value) => sum + value, 0), monthly },
    beamLoss: sums.beamLoss * toKwh,
    skyDiffuseLoss: sums.skyDiffuseLoss * toKwh,
  };
}

/** One hour's beam and diffuse irradiance in a plane, and the beam's incidence cosine. */
interface HourIrradiance {
  /** max(cos θ, 0) [-] */
  front: number;
  /** [W/m²] */
  direct: number;
  /** Sky diffuse [W/m²]. */
  sky: number;
  /** Sky plus ground [W/m²]. */
  diffuse: number;
}

const parts = emptyPlaneComponents();

/** Shades record k by the array's surroundings in place (`parts` holds its components). */
function shadeBySurroundings(
  shader: ArrayShader,
  k: number,
  basis: TranspositionBasis,
  hour: HourIrradiance,
) {
  shader.shade(k, basis.month[k]!, basis.sunUp[k]!, parts);
  hour.direct = parts.beam;
  hour.sky = parts.circumsolar + parts.uniformSky;
  hour.diffuse = hour.sky + parts.ground;
}

/** Fills `out` for kept record `k` of the basis (see transposition-basis.ts and sky-hours.ts). */
function planeIrradiance(
  basis: TranspositionBasis,
  k: number,
  plane: PlaneGeometry,
  out: HourIrradiance,
): void {
  planeComponents(basis, k, plane, parts);
  out.front = parts.front;
  out.direct = parts.beam;
  out.sky = parts.circumsolar + parts.uniformSky;
  out.diffuse = out.sky + parts.ground;
}
