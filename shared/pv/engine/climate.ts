/**
 * The climate year as the engine reads it: the hourly weather, its sun positions and Perez
 * transposition terms, and the small products most answers need. Where a climate comes from and
 * how it is fetched and cached is the caller's (functions/_lib/climate); the engine sees only this.
 */
import { type TranspositionBasis, transpositionBasisFor } from '../irradiance/transposition-basis';
import { bestOrientation } from '../orientation/best-orientation';
import { summarizeWeather } from '../simulation/weather-summary';
import { computeSunPositions, knownSunPositions, type SunPositions } from '../solar-position/sun-positions';
import { irradiatedRecords } from '../weather/irradiated-records';
import type { HourlyWeather } from '../weather/types';

/** Products of a climate year that most answers need, cheap to store beside it. */
export interface ClimateProducts {
  /** Global horizontal irradiation Jan..Dec. [kWh/m²] */
  ghiMonthly: number[];
  /** [kWh/m²] */
  ghiAnnual: number;
  /** Lowest, mean and highest hourly air temperature. [°C] */
  tempMin: number;
  tempMean: number;
  tempMax: number;
  /** Orientation with the most annual plane-of-array irradiation (Perez, albedo 0.2). [°], [kWh/m²] */
  best: { surfaceTilt: number; surfaceAzimuth: number; poaAnnual: number };
}

/** A climate year ready for the engine; each part computed once, on first use. */
export interface EngineClimate {
  /** The hourly year. */
  weather(): HourlyWeather;
  /** Sun positions of the hourly year, at least at its irradiated records ({@link climateSunPositions}). */
  sun(): SunPositions;
  /** Perez transposition terms (albedo 0.2) of the year, shared with the simulations. */
  basis(): TranspositionBasis;
  /** Monthly GHI, temperatures and best orientation. */
  derived(): ClimateProducts;
}

/**
 * The sun positions the engine reads for a weather year. Everything the engine computes from
 * positions goes through the transposition terms, which keep only the records with irradiance
 * (`irradiatedRecords`), so only those are computed (about half a year's records: the others
 * hold NaN positions). When the whole year's positions are already known (a year synthesised
 * from monthly means computed them), those are taken instead: same numbers, no work.
 * @param weather the hourly year: site, instants [ms UTC], air temperature [°C] and irradiance
 */
export function climateSunPositions(weather: HourlyWeather): SunPositions {
  return knownSunPositions(weather) ?? computeSunPositions(weather, { records: irradiatedRecords(weather) });
}

/**
 * The products of a year: sums and temperature extremes by `summarizeWeather`, the optimum by
 * the engine's grid-then-golden-section search on the year's Perez terms.
 */
export function deriveClimateProducts(weather: HourlyWeather, sun: SunPositions): ClimateProducts {
  const summary = summarizeWeather(weather, sun);
  const best = bestOrientation(transpositionBasisFor(weather, sun));
  return {
    ghiMonthly: summary.ghi.monthly,
    ghiAnnual: summary.ghi.annual,
    tempMin: summary.tempMin,
    tempMean: summary.tempMean,
    tempMax: summary.tempMax,
    best: { surfaceTilt: best.surfaceTilt, surfaceAzimuth: best.surfaceAzimuth, poaAnnual: best.poaAnnual },
  };
}

/**
 * A climate year whose parts are computed on first use and kept: the sun positions of its
 * irradiated records ({@link climateSunPositions}), the transposition terms and the products
 * (given when stored with the climate, so answering from them never decodes the hourly year).
 *
 * @example
 * const climate = new ClimateYear(() => weather);
 * simulateGeneration(climate, { arrays: [{ surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 }] });
 */
export class ClimateYear implements EngineClimate {
  private cachedWeather: HourlyWeather | undefined;
  private cachedSun: SunPositions | undefined;
  private cachedDerived: ClimateProducts | undefined;

  /**
   * @param loadWeather builds the hourly year (decodes a stored series, or turns monthly means into hours)
   * @param derived the stored products, when known
   */
  constructor(
    private readonly loadWeather: () => HourlyWeather,
    derived?: ClimateProducts,
  ) {
    this.cachedDerived = derived;
  }

  weather(): HourlyWeather {
    this.cachedWeather ??= this.loadWeather();
    return this.cachedWeather;
  }

  sun(): SunPositions {
    this.cachedSun ??= climateSunPositions(this.weather());
    return this.cachedSun;
  }

  basis(): TranspositionBasis {
    return transpositionBasisFor(this.weather(), this.sun());
  }

  derived(): ClimateProducts {
    this.cachedDerived ??= deriveClimateProducts(this.weather(), this.sun());
    return this.cachedDerived;
  }

  /** True when the hourly year has been built (for tests and the bench). */
  get isLoaded(): boolean {
    return this.cachedWeather !== undefined;
  }
}
