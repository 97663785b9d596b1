/**
 * Isotropic sky: diffuse radiance uniform over the sky dome.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import type { SkyDiffuseTerms } from './sky-terms';

/**
 * Terms of the isotropic model (see sky-terms.ts): A = DHI/2, C = H = 0.
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @param out receives the terms (returned)
 */
export function isotropicTerms(dhi: number, out: SkyDiffuseTerms): SkyDiffuseTerms {
  out.isotropic = dhi * 0.5;
  out.circumsolar = 0;
  out.horizon = 0;
  return out;
}

/**
 * Sky diffuse irradiance on a tilted plane under an isotropic sky.
 * @remarks E_sky = DHI · (1 + cos β) / 2.
 * Source: H. C. Hottel and B. B. Woertz, "The performance of flat-plate solar-heat
 * collectors", Trans. ASME, vol. 64, pp. 91–104, 1942; see N. R. Kamphuis et al.,
 * "Perspectives on the origin, derivation, meaning, and significance of the isotropic sky
 * model", Solar Energy, vol. 201, pp. 8–12, 2020, doi:10.1016/j.solener.2020.02.067.
 * @param surfaceTilt plane tilt from horizontal [°]
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @returns poaSkyDiffuse [W/m²]
 */
export function isotropic(surfaceTilt: Degrees, dhi: number): number {
  return dhi * (1 + Math.cos(surfaceTilt * DEG_TO_RAD)) * 0.5;
}
