/**
 * Row-to-row beam shading in one dimension: the fraction of a row's width (along its slope) in
 * the shadow of the row in front, for long parallel rows, as pvlib.shading.shaded_fraction1d.
 */
import { cosd, type Degrees, RAD_TO_DEG, sind } from '../angles';

/**
 * The sun's zenith projected onto the plane perpendicular to a row axis (the plane in which the
 * rows' cross-section is drawn), as pvlib.shading.projected_solar_zenith_angle.
 * @remarks With the sun vector s = (sin z sin φ, sin z cos φ, cos z) (east, north, up) and the
 * axis frame of Anderson and Mikofski (y along the axis at azimuth γa tilted by βa, x horizontal
 * and 90° clockwise of y, z up): s′x = sx cos γa − sy sin γa,
 * s′z = sx sin γa sin βa + sy sin βa cos γa + sz cos βa, and θ = atan2(s′x, s′z). Positive when
 * the sun is on the +x side (for a south-facing fixed row, axis azimuth 90°: the south side).
 * Source: K. Anderson and M. Mikofski, "Slope-Aware Backtracking for Single-Axis Trackers",
 * NREL/TP-5K00-76626, 2020, eqs. 4-5, doi:10.2172/1660126.
 * @param solarZenith solar (apparent) zenith [°]
 * @param solarAzimuth solar azimuth clockwise from north [°]
 * @param axisTilt tilt of the row axis from horizontal [°]
 * @param axisAzimuth azimuth of the row axis clockwise from north [°]
 * @returns projected solar zenith [°], in (−180, 180]
 */
export function projectedSolarZenithAngle(
  solarZenith: Degrees,
  solarAzimuth: Degrees,
  axisTilt: Degrees,
  axisAzimuth: Degrees,
): Degrees {
  const sinZenith = sind(solarZenith);
  const sx = sinZenith * sind(solarAzimuth);
  const sy = sinZenith * cosd(solarAzimuth);
  const sz = cosd(solarZenith);
  const cosAxis = cosd(axisAzimuth);
  const sinAxis = sind(axisAzimuth);
  const sinTilt = sind(axisTilt);
  const xPrime = sx * cosAxis - sy * sinAxis;
  const zPrime = sx * sinAxis * sinTilt + sy * sinTilt * cosAxis + sz * cosd(axisTilt);
  return Math.atan2(xPrime, zPrime) * RAD_TO_DEG;
}

/** Two rows in cross-section, in pvlib's terms (Anderson and Jensen 2024, Fig. 3). */
export interface RowPair {
  /** Azimuth of the row axis clockwise from north; a south-facing fixed row has 90 [°]. */
  axisAzimuth: Degrees;
  /** Right-handed rotation θ₂ of the row receiving the shade about the axis [°]. */
  shadedRowRotation: Degrees;
  /** Rotation θ₁ of the row casting the shade; default the shaded row's [°]. */
  shadingRowRotation?: Degrees;
  /** Collector width ℓ along the slope (any length unit, the same as `pitch`). */
  collectorWidth: number;
  /** Axis-to-axis spacing p of the rows (the unit of `collectorWidth`). */
  pitch: number;
  /** Tilt of the row axis from horizontal; default 0 [°]. */
  axisTilt?: Degrees;
  /** Distance z₀ from the rotation axis to the collector surface; default 0 (unit of `pitch`). */
  surfaceToAxisOffset?: number;
  /** Slope βc of the plane through the row axes, right-handed about the axis; default 0 [°]. */
  crossAxisSlope?: Degrees;
}

/**
 * Shaded fraction of the collector width of a row shaded by its neighbour, as
 * pvlib.shading.shaded_fraction1d (pvlib 0.11).
 * @remarks With θs the projected solar zenith ({@link projectedSolarZenithAngle}), eq. 12 of
 * Anderson and Jensen:
 * f = clip(½ + ½|cos(θ₁ − θs)|/|cos(θ₂ − θs)|
 * + sgn(θs)·(z₀/ℓ)·(sin(θ₂ − θs) − sin(θ₁ − θs))/|cos(θ₂ − θs)|
 * − (p/ℓ)·cos(θs − βc)/(|cos(θ₂ − θs)|·cos βc), 0, 1).
 * Like pvlib, it assumes the roles of the shaded and the shading row do not change, and it does
 * not look at which face the sun lights: with the sun behind the shaded row's face the value is
 * the shadow on a face that receives no beam ({@link rowShadedFraction} gives 0 there).
 * Source: K. S. Anderson and A. R. Jensen, "Shaded fraction and backtracking in single-axis
 * trackers on rolling terrain", J. Renewable Sustainable Energy, vol. 16, no. 2, 023504, 2024,
 * doi:10.1063/5.0202220.
 * @param solarZenith solar (apparent) zenith [°]
 * @param solarAzimuth solar azimuth clockwise from north [°]
 * @param rows the two rows' geometry
 * @returns shaded fraction of the collector width, 0 (no shade) to 1 (all shaded) [-]
 *
 * @example
 * ```ts
 * // pvlib's docstring: a fixed south-facing row, 2 m wide, pitch 3 m, tilt 30°, in the morning
 * shadedFraction1d(80, 135, { axisAzimuth: 90, shadedRowRotation: 30, collectorWidth: 2,
 *   pitch: 3, surfaceToAxisOffset: 0.05 }); // 0.47755694708090535
 * ```
 */
export function shadedFraction1d(solarZenith: Degrees, solarAzimuth: Degrees, rows: RowPair): number {
  const axisTilt = rows.axisTilt ?? 0;
  const offset = rows.surfaceToAxisOffset ?? 0;
  const crossAxisSlope = rows.crossAxisSlope ?? 0;
  const shaded = rows.shadedRowRotation;
  const shading = rows.shadingRowRotation ?? shaded;
  const projected = projectedSolarZenithAngle(solarZenith, solarAzimuth, axisTilt, rows.axisAzimuth);
  const cosShaded = Math.abs(cosd(shaded - projected));
  const width = rows.collectorWidth;
  const fraction =
    0.5 +
    Math.abs(cosd(shading - projected)) / cosShaded / 2 +
    (Math.sign(projected) * offset * (sind(shaded - projected) - sind(shading - projected))) /
      (width * cosShaded) -
    ((rows.pitch / width) * cosd(projected - crossAxisSlope)) / (cosShaded * cosd(crossAxisSlope));
  return Math.min(Math.max(fraction, 0), 1);
}

/**
 * Shaded fraction of the front face of a middle row in an unlimited field of identical fixed
 * rows on level ground, from the sun's elevation and incidence cosines: the engine's hourly form.
 * @remarks For identical rows (θ₁ = θ₂ = β, no offset, level ground) eq. 12 of Anderson and
 * Jensen reduces to f = 1 − (p/ℓ)·cos θs/|cos(β − θs)|. Writing the sun's cross-section
 * components as s′x = r sin θs and s′z = r cos θs gives cos θs = cos z / r and
 * cos(β − θs) = cos θ / r, θ the angle of incidence on the row, so
 * f = clip(1 − (p/ℓ)·cos z / cos θ, 0, 1), no trigonometry per hour. When cos θ ≤ 0 the sun is
 * behind the face, which receives no beam: 0.
 * @param pitchOverWidth pitch over collector width, p/ℓ (1/GCR) [-]
 * @param sunUp cosine of the solar zenith, cos z [-]
 * @param cosAoi cosine of the angle of incidence on the row's face, cos θ [-]
 * @returns shaded fraction of the front face [-]
 */
export function shadedFractionFromCosines(pitchOverWidth: number, sunUp: number, cosAoi: number): number {
  if (!(cosAoi > 0)) return 0;
  const fraction = 1 - (pitchOverWidth * sunUp) / cosAoi;
  return fraction <= 0 ? 0 : fraction >= 1 ? 1 : fraction;
}

/**
 * Shaded fraction of the front face of a middle row in an unlimited field of identical fixed-tilt
 * rows on level ground: pvlib.shading.shaded_fraction1d with axis azimuth = surface azimuth − 90°,
 * both rotations = tilt and no offset, except that it is 0 when the sun is behind the face.
 * @param solarZenith solar (apparent) zenith [°]
 * @param solarAzimuth solar azimuth clockwise from north [°]
 * @param surfaceTilt row tilt from horizontal [°]
 * @param surfaceAzimuth azimuth the rows face, clockwise from north [°]
 * @param collectorWidthM collector width along the slope [m]
 * @param pitchM row pitch (axis to axis, horizontal) [m]
 * @returns shaded fraction of the collector width [-]
 *
 * @example
 * ```ts
 * // Winter-solstice noon at 46.5° N: sun due south at 20° elevation; rows 2 m wide at 30°, pitch 4 m
 * rowShadedFraction(70, 180, 30, 180, 2, 4); // 1 − 2·sin 20°/sin 50° = 0.10705…
 * ```
 */
export function rowShadedFraction(
  solarZenith: Degrees,
  solarAzimuth: Degrees,
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  collectorWidthM: number,
  pitchM: number,
): number {
  const sinZenith = sind(solarZenith);
  const sunUp = cosd(solarZenith);
  const towardFacing =
    sinZenith * (sind(solarAzimuth) * sind(surfaceAzimuth) + cosd(solarAzimuth) * cosd(surfaceAzimuth));
  const cosAoi = sunUp * cosd(surfaceTilt) + sind(surfaceTilt) * towardFacing;
  return shadedFractionFromCosines(pitchM / collectorWidthM, sunUp, cosAoi);
}
