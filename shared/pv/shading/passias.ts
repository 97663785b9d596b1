/**
 * Row-to-row sky-diffuse shading of Passias and Källbäck: the row in front hides the sky below
 * its top edge, the masking angle, from each point of the row behind; averaged over the row's
 * slant height, an isotropic sky loses the fraction 1 − cos²(ψ̄/2).
 *
 * Source: D. Passias and B. Källbäck, "Shading effects in rows of solar cell panels", Solar
 * Cells, vol. 11, no. 3, pp. 281–291, 1984, doi:10.1016/0379-6787(84)90017-6; as
 * pvlib.shading.masking_angle, masking_angle_passias and sky_diffuse_passias.
 */
import { cosd, DEG_TO_RAD, type Degrees, RAD_TO_DEG } from '../angles';

/**
 * Masking angle at one point of a row: the elevation, seen from that point, of the top edge of
 * the row in front, as pvlib.shading.masking_angle.
 * @remarks ψ(z′) = arctan(GCR·(1 − z′)·sin β / (1 − GCR·(1 − z′)·cos β)), eq. 8 of Passias and
 * Källbäck made dimensionless with GCR = ℓ/p.
 * @param surfaceTilt row tilt from horizontal [°]
 * @param groundCoverageRatio collector width over pitch, ℓ/p [-]
 * @param slantHeight the point's height up the slope as a fraction of the width, 0 (lower edge)
 *   to 1 (upper edge) [-]
 * @returns masking angle [°]
 */
export function maskingAngle(
  surfaceTilt: Degrees,
  groundCoverageRatio: number,
  slantHeight: number,
): Degrees {
  const reach = groundCoverageRatio * (1 - slantHeight);
  const tilt = surfaceTilt * DEG_TO_RAD;
  return Math.atan((reach * Math.sin(tilt)) / (1 - reach * Math.cos(tilt))) * RAD_TO_DEG;
}

/**
 * Masking angle averaged over the slant height of a row, as pvlib.shading.masking_angle_passias.
 * @remarks pvlib's closed form of ψ̄ = ∫₀¹ ψ(z′) dz′ (its authors found eq. 9 of the paper to be
 * wrong and integrated eq. 8 symbolically), with X = 1/GCR:
 * ψ̄ = −(X/2) sin β · ln|2X cos β − (X² + 1)| + (X cos β − 1) · arctan((X cos β − 1)/(X sin β))
 * + (1 − X cos β) · arctan(cos β / sin β) + X ln X · sin β  [rad].
 * 0 for a flat row (β = 0) or an empty field (GCR = 0), where the formula is 0/0. Valid while
 * the rows do not overlap in plan (p > ℓ cos β).
 * @param surfaceTilt row tilt from horizontal [°]
 * @param groundCoverageRatio collector width over pitch, ℓ/p [-]
 * @returns average masking angle [°]
 *
 * @example
 * ```ts
 * maskingAnglePassias(20, 0.5); // 7.20980655° (pvlib test_masking_angle_passias)
 * ```
 */
export function maskingAnglePassias(surfaceTilt: Degrees, groundCoverageRatio: number): Degrees {
  if (!(surfaceTilt > 0) || !(groundCoverageRatio > 0)) return 0;
  const tilt = surfaceTilt * DEG_TO_RAD;
  const sinTilt = Math.sin(tilt);
  const cosTilt = Math.cos(tilt);
  const x = 1 / groundCoverageRatio;
  const term1 = (-x * sinTilt * Math.log(Math.abs(2 * x * cosTilt - (x * x + 1)))) / 2;
  const term2 = (x * cosTilt - 1) * Math.atan((x * cosTilt - 1) / (x * sinTilt));
  const term3 = (1 - x * cosTilt) * Math.atan(cosTilt / sinTilt);
  const term4 = x * Math.log(x) * sinTilt;
  const average = term1 + term2 + term3 + term4;
  return Number.isFinite(average) ? average * RAD_TO_DEG : 0;
}

/**
 * Fraction of the isotropic sky diffuse irradiance that a masking angle blocks, as
 * pvlib.shading.sky_diffuse_passias.
 * @remarks loss = 1 − cos²(ψ/2): the sky seen by a tilted plane bounded below at elevation ψ.
 * @param maskingAngleDegrees elevation below which the sky is hidden [°]
 * @returns fraction of sky diffuse lost, 0 to 1 [-]
 *
 * @example
 * ```ts
 * skyDiffusePassias(maskingAnglePassias(20, 0.5)); // 0.00395338 (pvlib test_sky_diffuse_passias)
 * ```
 */
export function skyDiffusePassias(maskingAngleDegrees: Degrees): number {
  const half = cosd(maskingAngleDegrees / 2);
  return 1 - half * half;
}
