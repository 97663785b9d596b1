/**
 * The simplest system: one array feeding one inverter (or an ideal one) over a year.
 */
import type { Albedo } from '../irradiance/albedo';
import type { TranspositionModel } from '../irradiance/sky-diffuse';
import type { AgeingMethod } from '../losses/ageing';
import type { SystemLosses } from '../losses/system-losses';
import type { MonthlyAnnual } from '../monthly-sums';
import type { InverterModel } from '../power/inverter';
import type { SunPositions } from '../solar-position/sun-positions';
import type { HourlyWeather } from '../weather/types';
import type { ArrayShadingResult } from './array-shading';
import { simulateSystem } from './system';
import type { LossBreakdown, PvArray } from './types';

/** One array and its inverter. */
export interface ArraySetup {
  array: PvArray;
  /** Default: PVWatts inverter, 96 % nominal, rated AC power = the array's DC capacity. */
  inverter?: InverterModel;
  /** Default: the loss step's default losses [WIZ-10]. */
  losses?: SystemLosses;
  /** Default: 'perez'. */
  transposition?: TranspositionModel;
  /** One value or 12 monthly values [BIF-3]; default 0.2. */
  albedo?: Albedo;
  /** Default: 1. */
  calibrationFactor?: number;
  ageingMethod?: AgeingMethod;
}

/** Results of {@link simulateArrayYear}. */
export interface ArrayYearResult {
  /** Plane-of-array irradiance [W/m²]. */
  poaGlobal: Float64Array;
  /** Cell temperature [°C], NaN without irradiance. */
  tempCell: Float64Array;
  /** DC power into the inverter [W]. */
  dcPower: Float64Array;
  /** AC power [W]. */
  acPower: Float64Array;
  /** Plane-of-array irradiation before row shading [kWh/m²]. */
  poa: MonthlyAnnual;
  /** Row-to-row shading, when the array has rows (and is monofacial). */
  shading?: ArrayShadingResult;
  /** Bifacial rows: the infinite-sheds front and the rear, unweighted [kWh/m²] [BIF-5]. */
  poaFront?: MonthlyAnnual;
  poaRear?: MonthlyAnnual;
  /** DC energy into the inverter [kWh]. */
  dcEnergy: MonthlyAnnual;
  /** AC energy [kWh]. */
  acEnergy: MonthlyAnnual;
  losses: LossBreakdown;
  /** [kWh/kWp] */
  specificYield: number;
  /** [-] */
  performanceRatio: number;
  /** AC energy of each year of the equipment life [kWh]. */
  lifetimeAcEnergy: number[];
}

/**
 * Simulates one array with its inverter over the weather series.
 * @param setup the array, inverter, losses and options
 * @param weather hourly weather
 * @param sun sun positions of the same weather
 * @returns hourly POA [W/m²], DC and AC power [W], and monthly/annual sums [kWh/m², kWh]
 *
 * @example
 * ```ts
 * const sun = computeSunPositions(weather);
 * const year = simulateArrayYear({
 *   array: { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 10_000, tempCoefficientPmax: -0.35 },
 *   inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 },
 * }, weather, sun);
 * year.acEnergy.annual; // kWh
 * ```
 */
export function simulateArrayYear(
  setup: ArraySetup,
  weather: HourlyWeather,
  sun: SunPositions,
): ArrayYearResult {
  const inverter: InverterModel = setup.inverter ?? { kind: 'pvwatts', ratedAcPower: setup.array.dcCapacity };
  const result = simulateSystem(
    {
      arrays: [setup.array],
      inverters: [{ model: inverter, inputs: [{ array: 0, dcCapacity: setup.array.dcCapacity }] }],
      losses: setup.losses,
      transposition: setup.transposition,
      albedo: setup.albedo,
      calibrationFactor: setup.calibrationFactor,
      ageingMethod: setup.ageingMethod,
    },
    weather,
    sun,
  );
  const array = result.arrays[0]!;
  return {
    poaGlobal: array.poaGlobal,
    tempCell: array.tempCell,
    dcPower: result.dcPower,
    acPower: result.acPower,
    poa: array.poa,
    ...(array.shading && { shading: array.shading }),
    ...(array.poaFront && { poaFront: array.poaFront }),
    ...(array.poaRear && { poaRear: array.poaRear }),
    dcEnergy: result.dcEnergy,
    acEnergy: result.acEnergy,
    losses: result.losses,
    specificYield: result.specificYield,
    performanceRatio: result.performanceRatio,
    lifetimeAcEnergy: result.lifetimeAcEnergy,
  };
}
