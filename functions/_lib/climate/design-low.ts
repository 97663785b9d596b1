/**
 * The design low of a resolved climate (the project's minimum temperature, which sets the
 * open-circuit voltage check and the automatic string design), by the rule that fits where the
 * climate came from (shared/pv/climate/design-temperature.ts says why each errs cold).
 */
import {
  designLowFromLowestHour,
  designLowFromMonthlyMinimum,
  designLowWithoutData,
} from '@pvd/shared/pv/climate/design-temperature';
import type { ClimateOrigin } from './climate-data';
import { siteGeography } from './geography/site-geography';

/**
 * The design low of a climate.
 * @param origin where the climate came from (its id, site and, for a weather file, its source label)
 * @param tempMin the coldest hour of its hourly year (for monthly sources, of the synthetic days:
 *   the coldest month's mean daily minimum) [°C]
 * @returns [°C]
 * @example
 * designLowOf({ id: 'clear-sky-estimate', latitude: 30.27, longitude: 120.15 }, 9.3); // −7.5
 */
export function designLowOf(origin: ClimateOrigin, tempMin: number): number {
  switch (origin.id) {
    case 'pvgis-tmy':
      return designLowFromLowestHour(tempMin, 'pvgis-tmy-json');
    case 'weather-file':
      return designLowFromLowestHour(tempMin, origin.weatherSource ?? '');
    case 'nasa-power':
      return designLowFromMonthlyMinimum(tempMin);
    case 'clear-sky-estimate':
      // Offline nothing is known of the winters: the cold envelope, at the cell's highest elevation.
      return designLowWithoutData(
        origin.latitude,
        siteGeography(origin.latitude, origin.longitude).elevationM.high,
      );
  }
}
