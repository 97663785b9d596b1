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

const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance between two points on a sphere of the mean Earth radius.
 * @remarks d = 2R·asin(√(sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2))), R = 6371.0088 km (IUGG mean
 * radius). Source: R. W. Sinnott, "Virtues of the haversine", Sky and Telescope, vol. 68, no. 2,
 * p. 159, 1984. Within 0.5 % of the ellipsoidal distance: enough to tell a far weather file.
 * @returns [km]
 */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
