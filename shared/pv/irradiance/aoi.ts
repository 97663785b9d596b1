/**
 * Angle of incidence of the beam on a tilted plane, and the beam component in the plane.
 */
import { DEG_TO_RAD, type Degrees, RAD_TO_DEG } from '../angles';

/**
 * Cosine of the angle of incidence: dot product of the sun vector and the plane's normal.
 * @remarks cos θ = cos β cos z + sin β sin z cos(φs − φ), clipped to [−1, 1] (pvlib GH 1185).
 * Negative when the sun is behind the plane.
 * Source: J. A. Duffie and W. A. Beckman, Solar Engineering of Thermal Processes, 4th ed.,
 * Wiley, 2013, eq. 1.6.3, doi:10.1002/9781118671603.
 * @param surfaceTilt plane tilt from horizontal [°]
 * @param surfaceAzimuth plane azimuth clockwise from north [°]
 * @param solarZenith (apparent) solar zenith [°]
 * @param solarAzimuth solar azimuth clockwise from north [°]
 * @returns cos(aoi) [-]
 */
export function aoiProjection(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  solarZenith: Degrees,
  solarAzimuth: Degrees,
): number {
  const tilt = surfaceTilt * DEG_TO_RAD;
  const zenith = solarZenith * DEG_TO_RAD;
  const projection =
    Math.cos(tilt) * Math.cos(zenith) +
    Math.sin(tilt) * Math.sin(zenith) * Math.cos((solarAzimuth - surfaceAzimuth) * DEG_TO_RAD);
  return Math.min(1, Math.max(-1, projection));
}

/**
 * Angle of incidence between the sun and the plane's normal.
 * @remarks aoi = acos(cos θ) with cos θ from {@link aoiProjection}; above 90° the sun is
 * behind the plane.
 * @returns aoi [°], 0..180
 */
export function aoi(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  solarZenith: Degrees,
  solarAzimuth: Degrees,
): Degrees {
  return Math.acos(aoiProjection(surfaceTilt, surfaceAzimuth, solarZenith, solarAzimuth)) * RAD_TO_DEG;
}

/**
 * Beam irradiance in the plane of array.
 * @remarks E_b = max(DNI · cos θ, 0): nothing when the sun is behind the plane.
 * @param dni direct normal irradiance [W/m²]
 * @returns poaDirect [W/m²]
 */
export function beamComponent(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  solarZenith: Degrees,
  solarAzimuth: Degrees,
  dni: number,
): number {
  return Math.max(dni * aoiProjection(surfaceTilt, surfaceAzimuth, solarZenith, solarAzimuth), 0);
}
