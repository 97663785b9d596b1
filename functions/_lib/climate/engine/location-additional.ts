/**
 * queryLocationAdditional: the temperatures and best angles the base-info step stores with a
 * project (ProMaxTemperature, ProMinTemperature, ProAvgTemperature, ProBestTilt, ProBestAzimuth).
 */
import type { ClimateData } from '../climate-data';
import { roundTo } from './monthly';
import { bestOverall } from './orientation';

/** The answer without its source. [°C], [°] */
export interface LocationAdditional {
  MaxTemperature: number;
  MinTemperature: number;
  AvgTemperature: number;
  BestTilt: number;
  BestAzimuth: number;
}

/** The project's temperature range (001 §5 and §9: sliders −50 to 80 °C). [°C] */
const TEMPERATURE_RANGE = [-50, 80] as const;

function clampTemperature(value: number): number {
  return roundTo(Math.min(TEMPERATURE_RANGE[1], Math.max(TEMPERATURE_RANGE[0], value)), 1);
}

/**
 * Temperatures and best angles of a climate.
 * @remarks Max and min are the extremes of the hourly air temperature over the year, not means
 * of daily extremes: the string checks need the coldest hour (open-circuit voltage) and the
 * hottest (MPP voltage), which is how the spec uses the ambient range. For a TMY they are real
 * hours of typical months; for monthly sources they come from the synthetic days (monthly mean
 * daily maximum and minimum where the source gives them), so they are milder than record
 * extremes. Avg is the mean of all hours. The best angles maximise annual plane-of-array
 * irradiation (Perez, albedo 0.2).
 */
export function locationAdditional(climate: ClimateData): LocationAdditional {
  const derived = climate.derived();
  const best = bestOverall(climate);
  return {
    MaxTemperature: clampTemperature(derived.tempMax),
    MinTemperature: clampTemperature(derived.tempMin),
    AvgTemperature: clampTemperature(derived.tempMean),
    BestTilt: best.BestTilt,
    BestAzimuth: best.BestAzimuth,
  };
}
