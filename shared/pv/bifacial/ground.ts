/**
 * The ground under the rows in the infinite-sheds model [BIF-1]: the share the rows leave in
 * sunlight, and the light it reflects, taken as uniform over a pitch (Mikofski et al. 2019,
 * below; the rows see the pitch's mean).
 *
 * Source: M. Mikofski, R. Darawali, M. Hamer, A. Neubert and J. Newmiller, "Bifacial
 * Performance Modeling in Large Arrays", IEEE 46th PVSC, 2019, pp. 1282-1287,
 * doi:10.1109/PVSC40753.2019.8980572, eq. 4 (the sunlit ground) and eq. 9 (its radiosity).
 */

/** tan 85°: beyond a projected zenith of 85° the model counts the ground as all in shade. */
const TAN_85 = Math.tan((85 * Math.PI) / 180);

/**
 * Tangent of the sun's zenith projected onto the rows' cross-section, tan φ = cos(γs − γ)·tan z:
 * positive when the sun is on the side the front faces look to.
 * @param sunUp cos z, the up component of the sun's unit vector [-]
 * @param sunTowardFacing the horizontal component of the sun's unit vector along the facing
 * azimuth γ, sin z·cos(γs − γ) [-]
 * @returns tan φ [-]
 */
export function projectedZenithTangent(sunUp: number, sunTowardFacing: number): number {
  return sunTowardFacing / sunUp;
}

/**
 * Share of the ground of a pitch in sunlight [BIF-1].
 * @remarks Each row's shadow on the ground is ℓ·|cos β + sin β tan φ| wide and the shadows of an
 * unlimited field repeat every pitch: f = 1 − min(GCR·|cos β + sin β tan φ|, 1); 0 when the
 * projected zenith passes 85° (the shadows then cover the ground; Mikofski et al. eq. 4).
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @param cosTilt cos β of the front face [-]
 * @param sinTilt sin β of the front face [-]
 * @param tanProjectedZenith tan φ ({@link projectedZenithTangent}) [-]
 * @returns sunlit fraction of the ground, 0 to 1 [-]
 */
export function sunlitGroundFraction(
  groundCoverageRatio: number,
  cosTilt: number,
  sinTilt: number,
  tanProjectedZenith: number,
): number {
  if (!(Math.abs(tanProjectedZenith) <= TAN_85)) return 0;
  const shadow = groundCoverageRatio * Math.abs(cosTilt + sinTilt * tanProjectedZenith);
  return shadow >= 1 ? 0 : 1 - shadow;
}

/**
 * Irradiance the ground reflects, as a mean over a pitch [BIF-1].
 * @remarks E_ground = ρ·(f_sunlit·(GHI − DHI_sky) + F̄_ground→sky·DHI_sky): the beam (with, for
 * Hay-Davies, the circumsolar part the model counts with it) on the sunlit share, the isotropic
 * sky through the rows' gaps (Mikofski et al. eq. 9).
 * @param albedo ground reflectance ρ [-]
 * @param ghi global horizontal irradiance [W/m²]
 * @param skyDhi the isotropic part of the diffuse horizontal irradiance [W/m²]
 * @param sunlit sunlit share of the ground ({@link sunlitGroundFraction}) [-]
 * @param groundSkyView the ground's mean sky view factor [-]
 * @returns reflected irradiance leaving the ground [W/m²]
 */
export function groundReflected(
  albedo: number,
  ghi: number,
  skyDhi: number,
  sunlit: number,
  groundSkyView: number,
): number {
  return albedo * (sunlit * (ghi - skyDhi) + groundSkyView * skyDhi);
}
