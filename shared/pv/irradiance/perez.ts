/**
 * Perez (1990) anisotropic sky: isotropic background, circumsolar disc and horizon band,
 * with brightening coefficients F1, F2 fitted per sky clearness bin.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import { aoiProjection } from './aoi';
import { emptySkyTerms, type SkyDiffuseTerms, skyDiffuseFromTerms } from './sky-terms';

/** κ of the clearness ε for a zenith in radians. */
const KAPPA = 1.041;
/** Lower bound of cos z in the circumsolar term: cos 85°. */
const COS_85 = Math.cos(85 * DEG_TO_RAD);
/** Upper bounds of the clearness bins 1..7 (bin 8 is open-ended). */
const CLEARNESS_BIN_EDGES = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2] as const;

/**
 * 'allsitescomposite1990' coefficients, per clearness bin 1..8:
 * (f11, f12, f13, f21, f22, f23), F1 = f11 + f12·Δ + f13·z, F2 = f21 + f22·Δ + f23·z.
 * Source: R. Perez et al. 1990 (below), Table 6.
 */
const ALL_SITES_COMPOSITE_1990 = [
  [-0.008, 0.588, -0.062, -0.06, 0.072, -0.022],
  [0.13, 0.683, -0.151, -0.019, 0.066, -0.029],
  [0.33, 0.487, -0.221, 0.055, -0.064, -0.026],
  [0.568, 0.187, -0.295, 0.109, -0.152, -0.014],
  [0.873, -0.392, -0.362, 0.226, -0.462, 0.001],
  [1.132, -1.237, -0.412, 0.288, -0.823, 0.056],
  [1.06, -1.6, -0.359, 0.264, -1.127, 0.131],
  [0.678, -0.327, -0.25, 0.156, -1.377, 0.251],
] as const;

/**
 * Sky clearness bin (0-based, 0..7) of a clearness ε, or −1 when ε is not a number or
 * negative (pvlib gives NaN there, which the reference counts as 0).
 * @param clearness sky clearness ε [-]
 */
export function perezClearnessBin(clearness: number): number {
  if (!(clearness >= 0)) return -1;
  let bin = 0;
  while (bin < CLEARNESS_BIN_EDGES.length && clearness >= CLEARNESS_BIN_EDGES[bin]!) bin++;
  return bin;
}

/**
 * Terms of the Perez model (see sky-terms.ts): A = DHI·(1 − F1)/2, C = DHI·F1/max(cos z,
 * cos 85°), H = DHI·F2, with F1 bounded at zero. All zero when the sun is below the horizon
 * (air mass NaN) or the clearness is undefined (DHI = 0 with DNI = 0).
 * @remarks ε = ((DHI + DNI)/DHI + κz³)/(1 + κz³), κ = 1.041, z in radians;
 * Δ = DHI · AM / dniExtra (relative air mass).
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @param dni direct normal irradiance [W/m²]
 * @param dniExtra extraterrestrial normal irradiance [W/m²]
 * @param solarZenith apparent solar zenith [°]
 * @param airmassRelative relative air mass, NaN at night [-]
 * @param out receives the terms (returned)
 * @param cosSolarZenith cos z when the caller has it (the up component of the sun's unit
 * vector), to save a cosine per hour; default from `solarZenith` [-]
 */
export function perezTerms(
  dhi: number,
  dni: number,
  dniExtra: number,
  solarZenith: Degrees,
  airmassRelative: number,
  out: SkyDiffuseTerms,
  cosSolarZenith?: number,
): SkyDiffuseTerms {
  const z = solarZenith * DEG_TO_RAD;
  const kz3 = KAPPA * z * z * z;
  const bin = perezClearnessBin(((dhi + dni) / dhi + kz3) / (1 + kz3));
  if (bin < 0 || Number.isNaN(airmassRelative)) {
    out.isotropic = 0;
    out.circumsolar = 0;
    out.horizon = 0;
    return out;
  }
  const brightness = (dhi * airmassRelative) / dniExtra;
  const c = ALL_SITES_COMPOSITE_1990[bin]!;
  const f1 = Math.max(c[0] + c[1] * brightness + c[2] * z, 0);
  const f2 = c[3] + c[4] * brightness + c[5] * z;
  out.isotropic = dhi * 0.5 * (1 - f1);
  out.circumsolar = (dhi * f1) / Math.max(cosSolarZenith ?? Math.cos(z), COS_85);
  out.horizon = dhi * f2;
  return out;
}

/**
 * Sky diffuse irradiance on a tilted plane by the Perez 1990 model ('allsitescomposite1990').
 * @remarks E_sky = max(DHI · ((1 − F1)(1 + cos β)/2 + F1 · max(cos θ, 0)/max(cos z, cos 85°)
 * + F2 · sin β), 0); 0 with the sun below the horizon, as pvlib `perez`.
 * Source: R. Perez, P. Ineichen, R. Seals, J. Michalsky and R. Stewart, "Modeling daylight
 * availability and irradiance components from direct and global irradiance", Solar Energy,
 * vol. 44, no. 5, pp. 271–289, 1990, doi:10.1016/0038-092X(90)90055-H.
 * @param surfaceTilt plane tilt [°]
 * @param surfaceAzimuth plane azimuth clockwise from north [°]
 * @param dhi diffuse horizontal irradiance [W/m²]
 * @param dni direct normal irradiance [W/m²]
 * @param dniExtra extraterrestrial normal irradiance [W/m²]
 * @param solarZenith apparent solar zenith [°]
 * @param solarAzimuth solar azimuth [°]
 * @param airmassRelative relative air mass [-]
 * @returns poaSkyDiffuse [W/m²]
 */
export function perez(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  dhi: number,
  dni: number,
  dniExtra: number,
  solarZenith: Degrees,
  solarAzimuth: Degrees,
  airmassRelative: number,
): number {
  const terms = perezTerms(dhi, dni, dniExtra, solarZenith, airmassRelative, emptySkyTerms());
  const tilt = surfaceTilt * DEG_TO_RAD;
  const cosAoi = aoiProjection(surfaceTilt, surfaceAzimuth, solarZenith, solarAzimuth);
  return skyDiffuseFromTerms(terms, Math.cos(tilt), Math.sin(tilt), cosAoi, true);
}
