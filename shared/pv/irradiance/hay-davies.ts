/**
 * Hay-Davies sky: isotropic background plus a circumsolar part weighted by the anisotropy
 * index DNI/dniExtra.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import { aoiProjection } from './aoi';
import { emptySkyTerms, type SkyDiffuseTerms, skyDiffuseFromTerms } from './sky-terms';

/** Lower bound of cos z in the beam ratio R_b, against division by ~0 (pvlib GH 432). */
const MIN_COS_ZENITH = 0.017_45;

/**
 * Terms of the Hay-Davies model (see sky-terms.ts).
 * @remarks With AI = DNI/dniExtra: A = max(DHI·(1 − AI), 0)/2, C = max(DHI·AI, 0)/max(cos z,
 * 0.01745), H = 0.
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @param dni direct normal irradiance [W/m²]
 * @param dniExtra extraterrestrial normal irradiance [W/m²]
 * @param cosZenith cosine of the apparent solar zenith [-]
 * @param out receives the terms (returned)
 */
export function haydaviesTerms(
  dhi: number,
  dni: number,
  dniExtra: number,
  cosZenith: number,
  out: SkyDiffuseTerms,
): SkyDiffuseTerms {
  const anisotropy = dni / dniExtra;
  out.isotropic = Math.max(dhi * (1 - anisotropy), 0) * 0.5;
  out.circumsolar = Math.max(dhi * anisotropy, 0) / Math.max(cosZenith, MIN_COS_ZENITH);
  out.horizon = 0;
  return out;
}

/**
 * Sky diffuse irradiance on a tilted plane by Hay and Davies (1980).
 * @remarks E_sky = DHI · (AI · R_b + (1 − AI) · (1 + cos β)/2), AI = DNI/dniExtra,
 * R_b = max(cos θ, 0)/max(cos z, 0.01745); each part bounded at zero, as pvlib `haydavies`.
 * Source: J. E. Hay and J. A. Davies, "Calculation of the solar radiation incident on an
 * inclined surface", in Proc. First Canadian Solar Radiation Data Workshop, J. E. Hay and
 * T. K. Won, Eds., Ministry of Supply and Services Canada, 1980, p. 59; P. G. Loutzenhiser et
 * al., Solar Energy, vol. 81, pp. 254–267, 2007, doi:10.1016/j.solener.2006.03.009.
 * @param surfaceTilt plane tilt [°]
 * @param surfaceAzimuth plane azimuth clockwise from north [°]
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @param dni direct normal irradiance [W/m²]
 * @param dniExtra extraterrestrial normal irradiance [W/m²]
 * @param solarZenith apparent solar zenith [°]
 * @param solarAzimuth solar azimuth [°]
 * @returns poaSkyDiffuse [W/m²]
 */
export function haydavies(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  dhi: number,
  dni: number,
  dniExtra: number,
  solarZenith: Degrees,
  solarAzimuth: Degrees,
): number {
  const terms = haydaviesTerms(dhi, dni, dniExtra, Math.cos(solarZenith * DEG_TO_RAD), emptySkyTerms());
  const tilt = surfaceTilt * DEG_TO_RAD;
  const cosAoi = aoiProjection(surfaceTilt, surfaceAzimuth, solarZenith, solarAzimuth);
  return skyDiffuseFromTerms(terms, Math.cos(tilt), Math.sin(tilt), cosAoi, false);
}
