/**
 * The offline climate of a place: the clear-sky estimate with the place's typical clear-sky index,
 * from what the bundled map knows of it (shared/pv/climate/clear-sky-index.ts says how it is
 * calibrated and by how much it may be off).
 */
import { estimateClimateFromClearSky } from '@pvd/shared/pv/climate/clear-sky-estimate';
import { typicalClearSkyIndex } from '@pvd/shared/pv/climate/clear-sky-index';
import type { MonthlyClimate } from '@pvd/shared/pv/weather/types';
import { siteGeography } from './geography/site-geography';

/**
 * The estimated monthly climate of a place.
 * @param latitude [°] north positive
 * @param longitude [°] east positive
 * @returns monthly means (source 'clear-sky-estimate') and the index used [-]
 * @example
 * offlineClimate(30.27, 120.15).clearSkyIndex; // Hangzhou, on the coast: 0.54
 */
export function offlineClimate(
  latitude: number,
  longitude: number,
): { climate: MonthlyClimate; clearSkyIndex: number } {
  // The low ends of the map's classes (nearer the sea, lower) err towards clouds.
  const { elevationM, coastKm } = siteGeography(latitude, longitude);
  const clearSkyIndex = typicalClearSkyIndex({ latitude, coastKm: coastKm.low, elevationM: elevationM.low });
  // Time zone: the solar zone, so each synthetic day is one solar day.
  const { climate } = estimateClimateFromClearSky(
    { latitude, longitude, elevation: elevationM.low, timezone: Math.round(longitude / 15) },
    { clearSkyIndex },
  );
  return { climate, clearSkyIndex };
}
