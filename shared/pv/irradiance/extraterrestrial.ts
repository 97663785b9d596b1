/**
 * Extraterrestrial irradiance: the sun's irradiance at the top of the atmosphere on a plane
 * normal to the beam, varying with the Earth-sun distance over the year.
 */

/** Solar constant used by pvlib and by the reference numbers. [W/m²] */
export const SOLAR_CONSTANT = 1366.1;

/**
 * Extraterrestrial normal irradiance by Spencer's Fourier series of (R0/R)².
 * @remarks E0 = 1.00011 + 0.034221 cos B + 0.00128 sin B + 0.000719 cos 2B + 0.000077 sin 2B,
 * B = 2π(n − 1)/365 with n the day of the year; dniExtra = solarConstant · E0.
 * Source: J. W. Spencer, "Fourier series representation of the position of the sun",
 * Search, vol. 2, no. 5, p. 172, 1971; as pvlib `irradiance.get_extra_radiation`
 * (method 'spencer').
 * @param dayOfYear day of the year n, 1..366 (in the weather file's time base)
 * @param solarConstant [W/m²]
 * @returns extraterrestrial normal irradiance [W/m²]
 */
export function extraterrestrialSpencer(dayOfYear: number, solarConstant: number = SOLAR_CONSTANT): number {
  const b = (2 * Math.PI * (dayOfYear - 1)) / 365;
  const distanceFactor =
    1.000_11 +
    0.034_221 * Math.cos(b) +
    0.001_28 * Math.sin(b) +
    0.000_719 * Math.cos(2 * b) +
    0.000_077 * Math.sin(2 * b);
  return solarConstant * distanceFactor;
}
