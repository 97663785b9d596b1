/** The draft's coordinates (numbers, or the text being typed) as numbers, when both are valid. */

/** [°] a value of the draft (number or typed text) as a number, or null when it is not one within ±limit. */
export function coordinateValue(value: unknown, limit: number): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** The site when longitude and latitude are both valid numbers. [°] */
export function siteOf(location: { proLongitude?: unknown; proLatitude?: unknown }) {
  const longitude = coordinateValue(location.proLongitude, 180);
  const latitude = coordinateValue(location.proLatitude, 90);
  return longitude === null || latitude === null ? null : { longitude, latitude };
}

/** Coordinates rounded for storing and for keys: 6 decimals (about 0.1 m). [°] */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
