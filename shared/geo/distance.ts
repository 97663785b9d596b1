/**
 * Distances on the Earth: how far a weather file's site is from a project (the climate source's
 * notice and the weather-file preview [ENG-6]).
 */

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
