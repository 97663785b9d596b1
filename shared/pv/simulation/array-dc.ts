/**
 * One array's hourly chain up to its DC terminals: plane-of-array irradiance, its shading (far
 * horizon, obstacles, rows in front, their electrical effect: array-shading.ts), incidence-angle
 * modifier on the beam, cell temperature, PVWatts DC power, and the array-level flat losses.
 */
import { type IamModel, iamFromCos } from '../iam';
import { type PlaneGeometry, planeGeometry, type TranspositionBasis } from '../irradiance/transposition-basis';
import { keptFraction, type SystemLosses } from '../losses/system-losses';
import { REFERENCE_CELL_TEMPERATURE } from '../power/pvwatts-dc';
import { resolveTempCoefficientPmax } from '../power/wafer-material';
import type { SceneShadingResult } from '../shading/scene';
import { emptyPlaneComponents, planeComponents } from '../shading/sky-hours';
import {
  type CellTemperatureModel,
  cellTemperature,
  DEFAULT_TEMPERATURE_MODEL,
  resolveTemperatureModel,
} from '../temperature';
import type { HourlyWeather } from '../weather/types';
import { type ArrayShader, arrayShader, type ShadingStageSums } from './array-shading';
import { sumByMonth } from './monthly-sums';
import type { MonthlyAnnual, PvArray } from './types';

/** Energy after each modelled step, for the loss breakdown. [kWh] */
export interface ArrayStageEnergy {
  /** Σ P_dc0 · E_poa / 1000. */
  nominal: number;
  /**
   * After each shading step (array-shading.ts): the far horizon, the obstacles, the rows (both
   * linear), the electrical effect; each absent (= the one before) when nothing shades the array.
   */
  afterHorizon?: number;
  afterNearShading?: number;
  /** After row-to-row shading: Σ P_dc0 · E_poa,shaded / 1000. */
  afterShading?: number;
  afterElectrical?: number;
  /** The same by month, January first, when something shades the array. */
  shadingByMonth?: ShadingStageEnergy;
  /** After the IAM model: Σ P_dc0 · E_eff / 1000. */
  afterIam: number;
  /** After the temperature model (PVWatts DC before flat losses). */
  afterTemperature: number;
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
  /** Row-to-row shading, for an array with rows. */
  shading?: ArrayShadingResult;
  /** With obstacles: their year, per panel (a shade map) and in means. */
  scene?: SceneShadingResult;
  /** DC energy at the array terminals [kWh]. */
  dcEnergy: MonthlyAnnual;
  stages: ArrayStageEnergy;
  /** Product of the array-level flat losses' kept fractions [-]. */
  flatFactor: number;
}

/** Array-level flat losses (everything on the DC side except the cables), in the spec's order. */
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
  };
}

/**
 * Simulates one array over the weather series.
 * @param array plane, capacity [W], temperature coefficient [%/°C], models
 * @param basis transposition terms of the site-year
 * @param weather air temperature [°C] and wind speed [m/s] of the same records
 * @param losses system losses (the array-level ones are applied here)
 */
export function simulateArrayDc(
  array: PvArray,
  basis: TranspositionBasis,
  weather: Pick<HourlyWeather, 'tempAir' | 'windSpeed'>,
  losses: SystemLosses,
): ArrayDcResult {
  const n = basis.length;
  const poaGlobal = new Float64Array(n);
  const tempCell = new Float64Array(n).fill(Number.NaN);
  const dcPower = new Float64Array(n);
  const models = resolveArrayModels(array, losses);
  const capacity = models.capacityPerIrradiance;
  const parts = emptyPlaneComponents();
  const stages = { nominal: 0, afterIam: 0, afterTemperature: 0 };
  const shader = arrayShader(basis, array, models.plane);
  for (let k = 0; k < basis.count; k++) {
    const i = basis.recordIndex[k]!;
    planeComponents(basis, k, models.plane, parts);
    const poa = parts.beam + parts.circumsolar + parts.uniformSky + parts.ground;
    if (shader) shader.shade(k, basis.month[k]!, basis.sunUp[k]!, parts);
    const diffuse = parts.circumsolar + parts.uniformSky + parts.ground;
    const received = parts.beam + diffuse;
    const effective = parts.beam * iamFromCos(models.iamModel, parts.front) + diffuse;
    const cell = cellTemperature(models.temperature, received, weather.tempAir[i]!, weather.windSpeed[i]!);
    const dc = capacity * effective * (1 + models.gamma * (cell - REFERENCE_CELL_TEMPERATURE));
    poaGlobal[i] = poa;
    tempCell[i] = cell;
    dcPower[i] = dc * models.flatFactor;
    stages.nominal += capacity * poa;
    stages.afterIam += capacity * effective;
    stages.afterTemperature += dc;
  }
  const toKwh = basis.intervalHours / 1000;
  return {
    poaGlobal,
    tempCell,
    dcPower,
    poa: sumByMonth(poaGlobal, basis.recordIndex, basis.month, basis.intervalHours),
    ...(shader?.rows && { shading: rowShadingResult(shader, toKwh) }),
    ...(shader?.scene && { scene: shader.scene }),
    dcEnergy: sumByMonth(dcPower, basis.recordIndex, basis.month, basis.intervalHours),
    stages: {
      nominal: stages.nominal * toKwh,
      ...(shader && shadingStages(shader.stages, capacity * toKwh)),
      afterIam: stages.afterIam * toKwh,
      afterTemperature: stages.afterTemperature * toKwh,
    },
    flatFactor: models.flatFactor,
  };
}

/** The shading steps' energy, by month and over the year. [kWh] */
function shadingStages(sums: ShadingStageSums, toKwh: number) {
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

/** The rows' part of the shading, as the row-shading report gives it. */
function rowShadingResult(shader: ArrayShader, toKwh: number): ArrayShadingResult {
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
