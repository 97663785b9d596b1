/**
 * One array's hourly chain up to its DC terminals: plane-of-array irradiance, incidence-angle
 * modifier on the beam, cell temperature, PVWatts DC power, and the array-level flat losses.
 */
import { type IamModel, iamFromCos } from '../iam';
import {
  type PlaneGeometry,
  planeGeometry,
  type TranspositionBasis,
} from '../irradiance/transposition-basis';
import { keptFraction, type SystemLosses } from '../losses/system-losses';
import { REFERENCE_CELL_TEMPERATURE } from '../power/pvwatts-dc';
import { resolveTempCoefficientPmax } from '../power/wafer-material';
import {
  type CellTemperatureModel,
  cellTemperature,
  DEFAULT_TEMPERATURE_MODEL,
  resolveTemperatureModel,
} from '../temperature';
import type { HourlyWeather } from '../weather/types';
import { sumByMonth } from './monthly-sums';
import type { MonthlyAnnual, PvArray } from './types';

/** Energy after each modelled step, for the loss breakdown. [kWh] */
export interface ArrayStageEnergy {
  /** Σ P_dc0 · E_poa / 1000. */
  nominal: number;
  /** After the IAM model: Σ P_dc0 · E_eff / 1000. */
  afterIam: number;
  /** After the temperature model (PVWatts DC before flat losses). */
  afterTemperature: number;
}

/** Hourly and summed results of one array. */
export interface ArrayDcResult {
  /** Plane-of-array irradiance [W/m²], every record. */
  poaGlobal: Float64Array;
  /** Cell temperature [°C] (NaN where there is no irradiance). */
  tempCell: Float64Array;
  /** DC power at the array terminals, after the array-level flat losses [W]. */
  dcPower: Float64Array;
  /** Plane-of-array irradiation [kWh/m²]. */
  poa: MonthlyAnnual;
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
  const hour: HourIrradiance = { front: 0, direct: 0, diffuse: 0 };
  const stages = { nominal: 0, afterIam: 0, afterTemperature: 0 };
  for (let k = 0; k < basis.count; k++) {
    const i = basis.recordIndex[k]!;
    planeIrradiance(basis, k, models.plane, hour);
    const poa = hour.direct + hour.diffuse;
    const effective = hour.direct * iamFromCos(models.iamModel, hour.front) + hour.diffuse;
    const cell = cellTemperature(models.temperature, poa, weather.tempAir[i]!, weather.windSpeed[i]!);
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
    dcEnergy: sumByMonth(dcPower, basis.recordIndex, basis.month, basis.intervalHours),
    stages: {
      nominal: stages.nominal * toKwh,
      afterIam: stages.afterIam * toKwh,
      afterTemperature: stages.afterTemperature * toKwh,
    },
    flatFactor: models.flatFactor,
  };
}

/** One hour's beam and diffuse irradiance in a plane, and the beam's incidence cosine. */
interface HourIrradiance {
  /** max(cos θ, 0) [-] */
  front: number;
  /** [W/m²] */
  direct: number;
  /** Sky plus ground [W/m²]. */
  diffuse: number;
}

/** Fills `out` for kept record `k` of the basis (see transposition-basis.ts). */
function planeIrradiance(
  basis: TranspositionBasis,
  k: number,
  plane: PlaneGeometry,
  out: HourIrradiance,
): void {
  const cosAoi =
    basis.sunUp[k]! * plane.cosTilt +
    basis.sunEast[k]! * plane.normalEast +
    basis.sunNorth[k]! * plane.normalNorth;
  const front = Math.min(Math.max(cosAoi, 0), 1);
  let sky =
    basis.skyIsotropic[k]! * (1 + plane.cosTilt) +
    basis.skyCircumsolar[k]! * front +
    basis.skyHorizon[k]! * plane.sinTilt;
  if (basis.clipSky && sky < 0) sky = 0;
  out.front = front;
  out.direct = basis.dni[k]! * front;
  out.diffuse = sky + basis.ground[k]! * (1 - plane.cosTilt);
}
