/**
 * One resolved climate: where it came from, its hourly year, the sun positions and transposition
 * terms of that year (computed once, then reused by every call in the container), and the small
 * derived products most calls need (monthly GHI, temperatures, best orientation). The derived
 * products are stored with the cached climate, so a cold container answers the location and
 * horizontal-radiation calls without decoding the hourly year.
 */
import type { ClimateSourceId } from '@pvd/shared/api/climate';
import {
  type TranspositionBasis,
  transpositionBasisFor,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { bestOrientation } from '@pvd/shared/pv/orientation/best-orientation';
import { summarizeWeather } from '@pvd/shared/pv/simulation/weather-summary';
import { computeSunPositions, type SunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import type { ClimateDerived } from '../db/entities/climate-derived';

/** Where a climate came from. */
export interface ClimateOrigin {
  id: ClimateSourceId;
  /** Location the data are for: the rounded request location, or the weather file's site. [°] */
  latitude: number;
  /** [°] */
  longitude: number;
  weatherFileId?: string;
  fileName?: string;
  /** The weather file's source label (HourlyWeather.source: 'tmy3', 'epw-pvgis', ...). */
  weatherSource?: string;
}

/**
 * Derived products of a year: sums and temperature extremes by `summarizeWeather`, the optimum
 * by the engine's grid-then-golden-section search on the cached Perez terms.
 */
export function deriveClimateProducts(weather: HourlyWeather, sun: SunPositions): ClimateDerived {
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
 * A climate ready for the engine. Everything is computed on first use and kept.
 *
 * @example
 * const climate = new ClimateData(origin, () => weather);
 * simulateArrayYear(setup, climate.weather(), climate.sun());
 */
export class ClimateData {
  private cachedWeather: HourlyWeather | undefined;
  private cachedSun: SunPositions | undefined;
  private cachedDerived: ClimateDerived | undefined;

  /**
   * @param origin where the climate came from
   * @param loadWeather builds the hourly year (decodes a stored series, or turns monthly means into hours)
   * @param derived the stored derived products, when known
   */
  constructor(
    readonly origin: ClimateOrigin,
    private readonly loadWeather: () => HourlyWeather,
    derived?: ClimateDerived,
  ) {
    this.cachedDerived = derived;
  }

  /** The hourly year. */
  weather(): HourlyWeather {
    this.cachedWeather ??= this.loadWeather();
    return this.cachedWeather;
  }

  /** Sun positions of the hourly year (NREL SPA, about 5 ms, once). */
  sun(): SunPositions {
    this.cachedSun ??= computeSunPositions(this.weather());
    return this.cachedSun;
  }

  /** Perez transposition terms (albedo 0.2) of the year, shared with the simulations. */
  basis(): TranspositionBasis {
    return transpositionBasisFor(this.weather(), this.sun());
  }

  /** Monthly GHI, temperatures and best orientation. */
  derived(): ClimateDerived {
    this.cachedDerived ??= deriveClimateProducts(this.weather(), this.sun());
    return this.cachedDerived;
  }

  /** True when the hourly year has been built (for tests and the bench). */
  get isLoaded(): boolean {
    return this.cachedWeather !== undefined;
  }
}
