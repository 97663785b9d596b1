/**
 * queryLocationAdditional: the temperatures and best angles the base-info step stores with a
 * project (ProMaxTemperature, ProMinTemperature, ProAvgTemperature, ProBestTilt, ProBestAzimuth).
 */
import { answerFigure } from '@pvd/shared/pv/engine/monthly';
import { bestOverall } from '@pvd/shared/pv/engine/orientation';
import type { ClimateData } from './climate-data';
import { designLowOf } from './design-low';

/** The answer without its source. [°C], [°] */
export interface LocationAdditional {
  MaxTemperature: number;
  MinTemperature: number;
  AvgTemperature: number;
  BestTilt: number;
  BestAzimuth: number;
}

/** The project's temperature range [WIZ-2]. [°C] */
const TEMPERATURE_RANGE = [-50, 80] as const;

function clampTemperature(value: number): number {
  return answerFigure(
    Math.min(TEMPERATURE_RANGE[1], Math.max(TEMPERATURE_RANGE[0], value)),
    'siteTemperature',
  );
}

/**
 * Temperatures and best angles of a climate.
 * @remarks Min is the site's design low (design-low.ts): the lowest temperature a string must
 * stand (open-circuit voltage), below the coldest hour of a typical year and, where it is
 * estimated, erring cold. Max is the hottest hour of the year (MPP voltage): real hours of typical
 * months for a TMY; for monthly sources the synthetic days' (monthly mean daily maximum where the
 * source gives it). Avg is the annual mean [ENG-7]: the mean of all hours, day and night alike,
 * not weighted by irradiance. The best angles maximise annual plane-of-array
 * irradiation (Perez, albedo 0.2).
 */
export function locationAdditional(climate: ClimateData): LocationAdditional {
  const derived = climate.derived();
  const best = bestOverall(climate);
  return {
    MaxTemperature: clampTemperature(derived.tempMax),
    MinTemperature: clampTemperature(designLowOf(climate.origin, derived.tempMin)),
    AvgTemperature: clampTemperature(derived.tempMean),
    BestTilt: best.BestTilt,
    BestAzimuth: best.BestAzimuth,
  };
}
