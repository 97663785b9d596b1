/**
 * Irradiance reflected by the ground onto a tilted plane.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';

/** Ground reflectance used unless the user sets one (grass, pvlib's SURFACE_ALBEDOS). [-] */
export const DEFAULT_ALBEDO = 0.2;

/**
 * Ground-reflected irradiance in the plane of array, for an isotropically reflecting ground.
 * @remarks E_ground = GHI · ρ · (1 − cos β) / 2.
 * Source: P. G. Loutzenhiser et al., "Empirical validation of models to compute solar
 * irradiance on inclined surfaces for building energy simulation", Solar Energy, vol. 81,
 * pp. 254–267, 2007, doi:10.1016/j.solener.2006.03.009 (last term of eqs. 3-12).
 * @param surfaceTilt plane tilt from horizontal [°]
 * @param ghi global horizontal irradiance [W/m²]
 * @param albedo ground reflectance ρ [-]
 * @returns poaGroundDiffuse [W/m²]
 */
export function groundDiffuse(surfaceTilt: Degrees, ghi: number, albedo: number = DEFAULT_ALBEDO): number {
  return ghi * albedo * (1 - Math.cos(surfaceTilt * DEG_TO_RAD)) * 0.5;
}
