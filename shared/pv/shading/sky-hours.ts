/**
 * The hourly inputs every shading model here reads: for each record with irradiance, the unit
 * vector to the apparent sun and the sky model's terms, so that a plane's beam, circumsolar,
 * isotropic + horizon-band and ground-reflected parts can be told apart (the far horizon and the
 * obstacles hide them differently). A {@link TranspositionBasis} is one; a caller with its own
 * arrays fills the same fields.
 */
import { RAD_TO_DEG } from '../angles';
import type { PlaneGeometry, TranspositionBasis } from '../irradiance/transposition-basis';

/**
 * Per record with irradiance (index k < count): its index in the weather series `recordIndex`
 * (of `length` records), sun vector `sunEast`, `sunNorth`, `sunUp` [-],
 * `dni` [W/m²], the sky terms A = `skyIsotropic`, C = `skyCircumsolar`, H = `skyHorizon`
 * [W/m²] of E_sky = A(1 + cos β) + C·max(cos θ, 0) + H sin β (sky-terms.ts), the ground term
 * GHI·ρ/2 = `ground` [W/m²], `month` (0-11); `intervalHours` [h] turns W/m² into Wh/m².
 */
export type SkyHours = Pick<
  TranspositionBasis,
  | 'count'
  | 'length'
  | 'recordIndex'
  | 'intervalHours'
  | 'month'
  | 'sunEast'
  | 'sunNorth'
  | 'sunUp'
  | 'dni'
  | 'skyIsotropic'
  | 'skyCircumsolar'
  | 'skyHorizon'
  | 'ground'
  | 'clipSky'
>;

/** The sun's unit vectors of the records. [-] */
export type SunVectors = Pick<SkyHours, 'count' | 'sunEast' | 'sunNorth' | 'sunUp'>;

/** One record's irradiance in a plane, split as the shading models need it. [W/m²] */
export interface PlaneComponents {
  /** max(cos θ, 0), θ the angle of incidence [-]. */
  front: number;
  /** Beam: DNI·max(cos θ, 0), pvlib's poa_direct. */
  beam: number;
  /** Perez's circumsolar part C·max(cos θ, 0) (0 for the isotropic model). */
  circumsolar: number;
  /** Isotropic and horizon-band parts A(1 + cos β) + H sin β: the uniform sky an obstruction hides by its view share. */
  uniformSky: number;
  /** Ground-reflected: GHI·ρ(1 − cos β)/2. */
  ground: number;
}

/** A zeroed {@link PlaneComponents} to reuse across records. */
export function emptyPlaneComponents(): PlaneComponents {
  return { front: 0, beam: 0, circumsolar: 0, uniformSky: 0, ground: 0 };
}

/**
 * Fills `out` with record k's irradiance in a plane.
 * @remarks As pvlib.irradiance.perez with return_components: when the model bounds the sky
 * diffuse at zero and the sum of its parts is negative, every part is 0, so the parts always add
 * up to the plane's sky diffuse (transposition-basis.ts).
 * @param hours the hourly inputs
 * @param k record index, 0 ≤ k < hours.count
 * @param plane the plane's orientation
 * @param out receives the parts (returned)
 */
export function planeComponents(
  hours: SkyHours,
  k: number,
  plane: PlaneGeometry,
  out: PlaneComponents,
): PlaneComponents {
  const cosAoi =
    hours.sunUp[k]! * plane.cosTilt +
    hours.sunEast[k]! * plane.normalEast +
    hours.sunNorth[k]! * plane.normalNorth;
  const front = Math.min(Math.max(cosAoi, 0), 1);
  let circumsolar = hours.skyCircumsolar[k]! * front;
  let uniformSky = hours.skyIsotropic[k]! * (1 + plane.cosTilt) + hours.skyHorizon[k]! * plane.sinTilt;
  if (hours.clipSky && circumsolar + uniformSky < 0) {
    circumsolar = 0;
    uniformSky = 0;
  }
  out.front = front;
  out.beam = hours.dni[k]! * front;
  out.circumsolar = circumsolar;
  out.uniformSky = uniformSky;
  out.ground = hours.ground[k]! * (1 - plane.cosTilt);
  return out;
}

/**
 * The sun's apparent elevation of record k, from its unit vector. [°]
 */
export function sunElevation(hours: SunVectors, k: number): number {
  return Math.asin(Math.min(Math.max(hours.sunUp[k]!, -1), 1)) * RAD_TO_DEG;
}

/**
 * The sun's azimuth of record k, clockwise from north, in [0, 360). [°]
 */
export function sunAzimuth(hours: SunVectors, k: number): number {
  const azimuth = Math.atan2(hours.sunEast[k]!, hours.sunNorth[k]!) * RAD_TO_DEG;
  return azimuth < 0 ? azimuth + 360 : azimuth;
}
