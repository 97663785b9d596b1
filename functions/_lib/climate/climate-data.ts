/**
 * One resolved climate: where it came from, and the engine's climate year (shared/pv/engine/
 * climate.ts): its hourly year, the sun positions and transposition terms of that year (computed
 * once, then reused by every call in the container), and the small derived products most calls
 * need. The derived products are stored with the cached climate, so a cold container answers the
 * location and horizontal-radiation calls without decoding the hourly year.
 */
import type { ClimateSourceId } from '@pvd/shared/api/climate';
import { ClimateYear } from '@pvd/shared/pv/engine/climate';
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
 * A climate ready for the engine (`ClimateYear`: everything computed on first use and kept),
 * with where it came from.
 *
 * @example
 * const climate = new ClimateData(origin, () => weather);
 * simulateArrayYear(setup, climate.weather(), climate.sun());
 */
export class ClimateData extends ClimateYear {
  /**
   * @param origin where the climate came from
   * @param loadWeather builds the hourly year (decodes a stored series, or turns monthly means into hours)
   * @param derived the stored derived products, when known
   */
  constructor(
    readonly origin: ClimateOrigin,
    loadWeather: () => HourlyWeather,
    derived?: ClimateDerived,
  ) {
    super(loadWeather, derived);
  }
}
