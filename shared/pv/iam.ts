/**
 * Incidence-angle modifiers: the fraction of beam irradiance that enters the module through
 * its glass at a given angle of incidence, relative to normal incidence.
 *
 * Each model has a function of the angle (pvlib style) and a function of its cosine for the
 * hourly loop, which has cos θ already.
 */
import { DEG_TO_RAD, type Degrees } from './angles';

/** Names of the incidence-angle models. */
export const IAM_MODELS = ['physical', 'ashrae', 'none'] as const;
/** An incidence-angle model ('none': IAM = 1 while the sun is in front of the plane). */
export type IamModel = (typeof IAM_MODELS)[number];

/** Parameters of the physical model (pvlib defaults). */
export interface PhysicalIamParameters {
  /** Refractive index of the glass [-]; 1.526. */
  refractiveIndex: number;
  /** Glazing extinction coefficient K [1/m]; 4. */
  extinctionCoefficient: number;
  /** Glazing thickness L [m]; 0.002. */
  glassThickness: number;
}

/** De Soto's values for glass: n = 1.526, K = 4 m⁻¹, L = 2 mm. */
export const DEFAULT_PHYSICAL_IAM: PhysicalIamParameters = {
  refractiveIndex: 1.526,
  extinctionCoefficient: 4,
  glassThickness: 0.002,
};

/** ASHRAE b0 used unless told otherwise. [-] */
export const DEFAULT_ASHRAE_B = 0.05;

/**
 * Physical IAM from cos θ (see {@link iamPhysical}).
 * @param cosAoi cosine of the angle of incidence [-]
 * @returns IAM [-], 0 with the sun at or behind the plane
 */
export function iamPhysicalFromCos(
  cosAoi: number,
  parameters: PhysicalIamParameters = DEFAULT_PHYSICAL_IAM,
): number {
  const n = parameters.refractiveIndex;
  const absorption = parameters.extinctionCoefficient * parameters.glassThickness;
  const cosIncidence = Math.max(0, cosAoi);
  const sinRefracted = Math.sqrt(1 - cosIncidence * cosIncidence) / n;
  const cosRefracted = Math.sqrt(1 - sinRefracted * sinRefracted);
  // Fresnel reflectance of s- and p-polarised light at the air-glass interface.
  const s = (cosIncidence - n * cosRefracted) / (cosIncidence + n * cosRefracted);
  const p = (cosRefracted - n * cosIncidence) / (cosRefracted + n * cosIncidence);
  const tauNormal =
    parameters === DEFAULT_PHYSICAL_IAM ? DEFAULT_NORMAL_TRANSMITTANCE : normalTransmittance(parameters);
  return (((2 - s * s - p * p) / 2) * Math.exp(-absorption / cosRefracted)) / tauNormal;
}

/** τ(0) = (1 − ((1 − n)/(1 + n))²) · exp(−K L): the transmittance at normal incidence [-]. */
function normalTransmittance(parameters: PhysicalIamParameters): number {
  const n = parameters.refractiveIndex;
  const reflectance = (1 - n) / (1 + n);
  return (
    (1 - reflectance * reflectance) * Math.exp(-parameters.extinctionCoefficient * parameters.glassThickness)
  );
}

/** τ(0) of the default glass, once: the IAM runs for every record of a year. */
const DEFAULT_NORMAL_TRANSMITTANCE = normalTransmittance(DEFAULT_PHYSICAL_IAM);

/**
 * Physical incidence-angle modifier: Fresnel reflection at the glass (both polarisations)
 * and Bouguer absorption in it, relative to normal incidence.
 * @remarks θr = asin(sin θ / n); τ(θ) = (1 − (ρs + ρp)/2) · exp(−K L / cos θr), with
 * ρs = ((cos θ − n cos θr)/(cos θ + n cos θr))², ρp = ((cos θr − n cos θ)/(cos θr + n cos θ))²;
 * IAM = τ(θ)/τ(0). 0 for θ ≥ 90°. As pvlib `iam.physical` without anti-reflective coating.
 * Source: W. De Soto, S. A. Klein and W. A. Beckman, "Improvement and validation of a model
 * for photovoltaic array performance", Solar Energy, vol. 80, no. 1, pp. 78–88, 2006,
 * doi:10.1016/j.solener.2005.06.010, Section 3.
 * @param aoi angle of incidence [°]
 * @returns IAM [-]
 */
export function iamPhysical(aoi: Degrees, parameters: PhysicalIamParameters = DEFAULT_PHYSICAL_IAM): number {
  if (Number.isNaN(aoi)) return Number.NaN;
  return iamPhysicalFromCos(Math.cos(Math.abs(aoi) * DEG_TO_RAD), parameters);
}

/**
 * ASHRAE IAM from cos θ (see {@link iamAshrae}).
 * @param cosAoi cosine of the angle of incidence [-]
 */
export function iamAshraeFromCos(cosAoi: number, b: number = DEFAULT_ASHRAE_B): number {
  if (!(cosAoi > 0)) return 0;
  return Math.max(0, 1 - b * (1 / cosAoi - 1));
}

/**
 * ASHRAE incidence-angle modifier.
 * @remarks IAM = 1 − b0 (1/cos θ − 1), bounded at 0, and 0 for |θ| ≥ 90°.
 * Source: ASHRAE Standard 93-77; A. F. Souka and H. H. Safwat, "Determination of the optimum
 * orientations for the double-exposure, flat-plate collector and its reflectors", Solar
 * Energy, vol. 10, no. 4, pp. 170–174, 1966, doi:10.1016/0038-092X(66)90004-1.
 * @param aoi angle of incidence [°]
 * @param b b0 [-]; 0.05
 * @returns IAM [-]
 */
export function iamAshrae(aoi: Degrees, b: number = DEFAULT_ASHRAE_B): number {
  if (Number.isNaN(aoi)) return Number.NaN;
  if (Math.abs(aoi) >= 90) return 0;
  return iamAshraeFromCos(Math.cos(aoi * DEG_TO_RAD), b);
}

/**
 * IAM of the named model from cos θ (dispatcher for the hourly loop).
 * @throws Error for an unknown model name
 */
export function iamFromCos(model: IamModel, cosAoi: number): number {
  switch (model) {
    case 'physical':
      return iamPhysicalFromCos(cosAoi);
    case 'ashrae':
      return iamAshraeFromCos(cosAoi);
    case 'none':
      return cosAoi > 0 ? 1 : 0;
    default:
      throw new Error(`invalid incidence angle model ${String(model)}`);
  }
}
