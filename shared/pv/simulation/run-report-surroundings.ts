/**
 * The shading from the surroundings as the command line reports it beside the array's year
 * (run-report.ts): the far horizon on the array's plane, the electrical effect of row-to-row
 * shading, and a scene of panels and obstacles. Each uses the transposition terms of the same
 * weather, sun, model and albedo as the plane-of-array irradiation, so the sums are comparable.
 */
import type { Degrees } from '../angles';
import {
  planeGeometry,
  type TranspositionBasis,
  type TranspositionOptions,
  transpositionBasisFor,
} from '../irradiance/transposition-basis';
import type { HorizonProfile } from '../shading/horizon';
import { horizonShading } from '../shading/horizon-shading';
import { type RowBlocks, rowElectricalPoa } from '../shading/row-electrical';
import { type RowGeometry, rowShading } from '../shading/row-shading';
import { type ShadingScene, sceneShading } from '../shading/scene';
import type { SunPositions } from '../solar-position/sun-positions';
import type { HourlyWeather } from '../weather/types';

/** What to report about the surroundings. */
export interface SurroundingsOptions {
  /** The far horizon: its shading of the array's plane. */
  horizon?: HorizonProfile;
  /** With rows: the bypass-diode blocks of a collector, for the electrical effect. */
  rowBlocks?: RowBlocks;
  /** Panels and obstacles: their near shading. */
  scene?: ShadingScene;
}

/** The far horizon on the array's plane [kWh/m²]. */
export interface HorizonReport {
  poaAnnual: number;
  poaMonthly: number[];
  beamLossAnnual: number;
  diffuseLossAnnual: number;
  /** Share of the plane's uniform-sky view the horizon hides [-]. */
  skyViewBlockedFraction: number;
}

/** A scene's near shading: per panel [kWh/m², h], the panels' mean [kWh/m²] and the losses [%]. */
export interface SceneReport {
  panels: { id: string; poaAnnual: number; beamShadedHours: number }[];
  poaAnnualMean: number;
  linearLossPercent: number;
  electricalLossPercent: number;
}

/** The surroundings' figures the report adds. */
export interface SurroundingsReport {
  rowElectrical?: { electricalPoaAnnual: number; electricalPoaMonthly: number[] };
  horizon?: HorizonReport;
  scene?: SceneReport;
}

/** The array and the models the surroundings are computed with. */
export interface SurroundingsArray extends TranspositionOptions {
  surfaceTilt: Degrees;
  surfaceAzimuth: Degrees;
  rows?: RowGeometry;
}

/**
 * The surroundings' figures for an array.
 * @param weather hourly weather
 * @param sun its sun positions
 * @param array the array's plane, rows and transposition model
 * @param options what to report
 */
export function surroundingsReport(
  weather: HourlyWeather,
  sun: SunPositions,
  array: SurroundingsArray,
  options: SurroundingsOptions,
): SurroundingsReport {
  if (!options.horizon && !options.scene && !(options.rowBlocks && array.rows)) return {};
  const basis: TranspositionBasis = transpositionBasisFor(weather, sun, {
    model: array.model,
    albedo: array.albedo,
  });
  const plane = planeGeometry(array.surfaceTilt, array.surfaceAzimuth);
  const report: SurroundingsReport = {};
  if (options.rowBlocks && array.rows) {
    const electrical = rowElectricalPoa(
      basis,
      plane,
      rowShading(array.rows, array.surfaceTilt),
      options.rowBlocks,
    );
    report.rowElectrical = {
      electricalPoaAnnual: electrical.annual,
      electricalPoaMonthly: electrical.monthly,
    };
  }
  if (options.horizon) {
    const year = horizonShading(basis, plane, options.horizon);
    report.horizon = {
      poaAnnual: year.poa.annual,
      poaMonthly: year.poa.monthly,
      beamLossAnnual: year.beamLoss,
      diffuseLossAnnual: year.diffuseLoss,
      skyViewBlockedFraction: year.skyViewBlockedFraction,
    };
  }
  if (options.scene) {
    // Under the same far horizon, when there is one.
    const horizon = options.scene.horizon ?? options.horizon;
    const year = sceneShading(basis, { ...options.scene, ...(horizon && { horizon }) });
    report.scene = {
      panels: options.scene.panels.map((panel, i) => ({
        id: panel.id,
        poaAnnual: year.panels.poaAnnual[i]!,
        beamShadedHours: year.panels.beamShadedHours[i]!,
      })),
      poaAnnualMean: year.poaAnnualMean,
      linearLossPercent: year.linearLossPercent,
      electricalLossPercent: year.electricalLossPercent,
    };
  }
  return report;
}
