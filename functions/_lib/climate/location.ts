/**
 * Locations as the climate cache sees them: rounded to 0.01° (about 1.1 km north-south), so that
 * nearby requests share one cached climate; climate data do not change within that distance.
 */

/** Decimals kept of latitude and longitude. */
export const LOCATION_DECIMALS = 2;

/** A location rounded for the cache, and its key. */
export interface RoundedLocation {
  /** [°] */
  latitude: number;
  /** [°] */
  longitude: number;
  /** `39.91_116.41`: part of the cache keys. */
  key: string;
}

function round(value: number): number {
  const factor = 10 ** LOCATION_DECIMALS;
  // `+ 0` turns -0 into 0, so -0.001 and 0.001 share the key "0.00".
  return Math.round(value * factor) / factor + 0;
}

/**
 * Rounds a location to 0.01°.
 * @param latitude north positive [°]
 * @param longitude east positive [°]
 * @example
 * roundLocation(39.9142, 116.4074); // { latitude: 39.91, longitude: 116.41, key: '39.91_116.41' }
 */
export function roundLocation(latitude: number, longitude: number): RoundedLocation {
  const lat = round(latitude);
  const lon = round(longitude);
  return {
    latitude: lat,
    longitude: lon,
    key: `${lat.toFixed(LOCATION_DECIMALS)}_${lon.toFixed(LOCATION_DECIMALS)}`,
  };
}
