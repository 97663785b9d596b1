/**
 * One simulation of one array, summarised as the command line prints it: site, weather,
 * plane-of-array irradiation, row-to-row shading (when the array has rows), energy and, on
 * request, the optimum orientation. The CLI
 * (scripts/simulate.ts) and the validation suite both call this, so they test one code path.
 */
import type { Degrees } from '../angles';
import type { IamModel } from '../iam';
import type { Albedo } from '../irradiance/albedo';
import type { TranspositionModel } from '../irradiance/sky-diffuse';
import type { SystemLosses } from '../losses/system-losses';
import { optimumOrientation } from '../orientation/best-orientation';
import type { InverterModel } from '../power/inverter';
import type { RowGeometry } from '../shading/row-shading';
import type { SunPositions } from '../solar-position/sun-positions';
import type { TemperatureModel } from '../temperature';
import type { SingleAxisTracker } from '../tracking/single-axis';
import type { HourlyWeather } from '../weather/types';
import { type ArraySetup, type ArrayYearResult, simulateArrayYear } from './array-year';
import { type BifacialReport, bifacialReport } from './run-report-bifacial';
import {
  type HorizonReport,
  type SceneReport,
  type SurroundingsOptions,
  type SurroundingsReport,
  surroundingsReport,
} from './run-report-surroundings';
import type { BifacialPanels } from './types';
import { summarizeWeather, type WeatherSummary } from './weather-summary';

/** What to simulate; the surroundings (far horizon, bypass-diode blocks of the rows, a scene) are reported beside the year. */
export interface RunReportOptions extends SurroundingsOptions {
  surfaceTilt: Degrees;
  surfaceAzimuth: Degrees;
  transposition: TranspositionModel;
  /** One value or 12 monthly values [BIF-3] [-]. */
  albedo: Albedo;
  /** Array DC capacity [W]. */
  dcCapacity: number;
  /** [%/°C] */
  tempCoefficientPmax: number;
  temperatureModel: TemperatureModel;
  iamModel: IamModel;
  inverter: InverterModel;
  losses: SystemLosses;
  /** Also search the best orientation (Perez or the chosen model, same albedo). */
  optimum: boolean;
  /** Rows of the array: row-to-row shading; absent, none. */
  rows?: RowGeometry;
  /** A single-axis tracker in place of the fixed plane [TRK-1]; absent, the fixed plane. */
  tracker?: SingleAxisTracker;
  /** Bifacial panels in the rows, by the infinite-sheds model [BIF-4]; absent, monofacial. */
  bifacial?: BifacialPanels;
}

/** The printed summary. Irradiation in kWh/m², energy in kWh, temperatures in °C. */
export interface RunReport {
  site: { latitude: number; longitude: number; elevation: number; timezone: number };
  weather: {
    source: string;
    ghiAnnual: number;
    dhiAnnual: number;
    dniAnnual: number;
    tempMin: number;
    tempMean: number;
    tempMax: number;
  };
  poa: { annual: number; monthly: number[] };
  /**
   * With rows: the shaded plane-of-array irradiation and what the rows took [kWh/m²]; with the
   * rows' blocks too, the same with Martínez's electrical effect on the beam.
   */
  shading?: {
    poaAnnual: number;
    poaMonthly: number[];
    beamLossAnnual: number;
    diffuseLossAnnual: number;
    electricalPoaAnnual?: number;
    electricalPoaMonthly?: number[];
  };
  /** With bifacial rows: their front, rear and global irradiation [kWh/m²] [BIF-5]. */
  bifacial?: BifacialReport;
  /** With a far horizon: the array's plane under it [kWh/m²]. */
  horizon?: HorizonReport;
  /** With a scene: its panels' near shading. */
  scene?: SceneReport;
  energy: { dcAnnual: number; acAnnual: number; acMonthly: number[]; dcMonthly: number[] };
  optimum?: { tilt: number; azimuth: number; poaAnnual: number };
}

/**
 * The array-year setup the report simulates (everything but the optimum search): also what the
 * bench times against pvlib's ModelChain year.
 */
export function arraySetupOf(options: RunReportOptions): ArraySetup {
  return {
    array: {
      surfaceTilt: options.surfaceTilt,
      surfaceAzimuth: options.surfaceAzimuth,
      dcCapacity: options.dcCapacity,
      tempCoefficientPmax: options.tempCoefficientPmax,
      temperatureModel: options.temperatureModel,
      iamModel: options.iamModel,
      ...(options.rows && { rows: options.rows }),
      ...(options.tracker && { tracker: options.tracker }),
      ...(options.bifacial && { bifacial: options.bifacial }),
    },
    inverter: options.inverter,
    losses: options.losses,
    transposition: options.transposition,
    albedo: options.albedo,
  };
}

/**
 * Runs one array-year and summarises it.
 * @param weather hourly weather
 * @param sun its sun positions
 * @param options array, inverter, losses and models
 */
export function runReport(weather: HourlyWeather, sun: SunPositions, options: RunReportOptions): RunReport {
  const year = simulateArrayYear(arraySetupOf(options), weather, sun);
  const surroundings = surroundingsReport(
    weather,
    sun,
    { ...options, model: options.transposition },
    options,
  );
  const report = assembleReport(weather, summarizeWeather(weather, sun), year, surroundings);
  if (options.bifacial && year.poaFront && year.poaRear)
    report.bifacial = bifacialReport(year.poaFront, year.poaRear, options.bifacial);
  if (options.optimum) {
    const best = optimumOrientation(weather, sun, { model: options.transposition, albedo: options.albedo });
    report.optimum = { tilt: best.surfaceTilt, azimuth: best.surfaceAzimuth, poaAnnual: best.poaAnnual };
  }
  return report;
}

function assembleReport(
  weather: HourlyWeather,
  summary: WeatherSummary,
  year: ArrayYearResult,
  surroundings: SurroundingsReport,
): RunReport {
  return {
    site: {
      latitude: weather.site.latitude,
      longitude: weather.site.longitude,
      elevation: weather.site.elevation,
      timezone: weather.site.timezone,
    },
    weather: {
      source: weather.source,
      ghiAnnual: summary.ghi.annual,
      dhiAnnual: summary.dhi.annual,
      dniAnnual: summary.dni.annual,
      tempMin: summary.tempMin,
      tempMean: summary.tempMean,
      tempMax: summary.tempMax,
    },
    poa: { annual: year.poa.annual, monthly: year.poa.monthly },
    ...(year.shading && {
      shading: {
        poaAnnual: year.shading.poa.annual,
        poaMonthly: year.shading.poa.monthly,
        beamLossAnnual: year.shading.beamLoss,
        diffuseLossAnnual: year.shading.skyDiffuseLoss,
        ...surroundings.rowElectrical,
      },
    }),
    ...(surroundings.horizon && { horizon: surroundings.horizon }),
    ...(surroundings.scene && { scene: surroundings.scene }),
    energy: {
      dcAnnual: year.dcEnergy.annual,
      acAnnual: year.acEnergy.annual,
      acMonthly: year.acEnergy.monthly,
      dcMonthly: year.dcEnergy.monthly,
    },
  };
}
