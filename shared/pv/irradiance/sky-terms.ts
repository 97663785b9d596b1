/**
 * The common form of the sky-diffuse transposition models used here.
 *
 * Isotropic, Hay-Davies and Perez all give the sky diffuse irradiance on a plane of tilt β
 * and beam incidence cosine cos θ as
 *   E_sky = A·(1 + cos β) + C·max(cos θ, 0) + H·sin β
 * where A, C and H depend on the sky and the sun only, not on the plane. Writing each model
 * as its (A, C, H) lets one set of per-hour terms serve every orientation: the simulation and
 * the orientation search evaluate planes with a few multiplications per hour.
 */

/** Per-hour terms of a sky-diffuse model. [W/m²] */
export interface SkyDiffuseTerms {
  /** Coefficient of (1 + cos β): isotropic background. [W/m²] */
  isotropic: number;
  /** Coefficient of max(cos θ, 0): circumsolar brightening. [W/m²] */
  circumsolar: number;
  /** Coefficient of sin β: horizon brightening (may be negative). [W/m²] */
  horizon: number;
}

/** A zeroed terms object to reuse across calls. */
export function emptySkyTerms(): SkyDiffuseTerms {
  return { isotropic: 0, circumsolar: 0, horizon: 0 };
}

/**
 * Sky diffuse irradiance on a plane from the model terms.
 * @param terms the hour's terms
 * @param cosTilt cos β [-]
 * @param sinTilt sin β [-]
 * @param cosAoi cos θ [-]
 * @param clipAtZero whether the model bounds the total at zero (Perez does)
 * @returns poaSkyDiffuse [W/m²]
 */
export function skyDiffuseFromTerms(
  terms: SkyDiffuseTerms,
  cosTilt: number,
  sinTilt: number,
  cosAoi: number,
  clipAtZero: boolean,
): number {
  const sky =
    terms.isotropic * (1 + cosTilt) + terms.circumsolar * Math.max(cosAoi, 0) + terms.horizon * sinTilt;
  return clipAtZero ? Math.max(sky, 0) : sky;
}
