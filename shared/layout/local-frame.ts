/**
 * The project's local metric frame: metres east and north of an origin (the project's
 * coordinates) on the WGS84 ellipsoid. The panel fill works in this frame, so a satellite map
 * and a plan view give the same layout.
 */
import type { LatLng, Point } from './types';

/** WGS84 semi-major axis. [m] */
const WGS84_A = 6_378_137;
/** WGS84 flattening. */
const WGS84_F = 1 / 298.257223563;
/** First eccentricity squared, e² = f(2 − f). */
const WGS84_E2 = WGS84_F * (2 - WGS84_F);
/** Semi-minor axis b = a(1 − f). [m] */
const WGS84_B = WGS84_A * (1 - WGS84_F);
/** Second eccentricity squared, e'² = e² / (1 − e²). */
const WGS84_EP2 = WGS84_E2 / (1 - WGS84_E2);
const DEG = Math.PI / 180;

/** A local east-north-up frame, with its rotation precomputed. */
export interface LocalFrame {
  origin: LatLng;
  /** Ellipsoidal height of the origin; map points are taken at this height. [m] */
  originHeightM: number;
  sinLat: number;
  cosLat: number;
  sinLng: number;
  cosLng: number;
  /** The origin in Earth-centred Earth-fixed coordinates. [m] */
  x0: number;
  y0: number;
  z0: number;
  /** Gaussian mean radius of curvature at the origin, √(M N). [m] */
  radiusM: number;
}

/** East, north, up offsets from a frame's origin. [m] */
export interface Enu {
  east: number;
  north: number;
  up: number;
}

/**
 * Creates the local frame of a project.
 *
 * @remarks
 * A local tangent plane (east-north-up) on the WGS84 ellipsoid: geodetic → ECEF →
 * rotation by the origin's latitude and longitude. The rotation is exact, so east/north are
 * true horizontal distances in the tangent plane; over a few hundred metres they differ from
 * distances along the ground by micrometres (d³ / 3R²), far below drawing precision.
 *
 * References: National Imagery and Mapping Agency, "Department of Defense World Geodetic System
 * 1984," NIMA TR8350.2, 3rd ed., 2000 (ellipsoid constants); J. Sanz Subirana, J. M. Juan
 * Zornoza and M. Hernández-Pajares, "Transformations between ECEF and ENU coordinates," ESA
 * Navipedia, 2011.
 *
 * @param origin - The project's coordinates (`proLatitude`, `proLongitude`). [°]
 * @param originHeightM - Ellipsoidal height of the origin; 0 when unknown. [m]
 */
export function createLocalFrame(origin: LatLng, originHeightM = 0): LocalFrame {
  const lat = origin.lat * DEG;
  const lng = origin.lng * DEG;
  const sinLat = Math.sin(lat);
  const cosLat = Math.cos(lat);
  const [x0, y0, z0] = geodeticToEcef(lat, lng, originHeightM);
  const w2 = 1 - WGS84_E2 * sinLat * sinLat;
  const primeVertical = WGS84_A / Math.sqrt(w2);
  const meridian = (WGS84_A * (1 - WGS84_E2)) / (w2 * Math.sqrt(w2));
  return {
    origin: { lat: origin.lat, lng: origin.lng },
    originHeightM,
    sinLat,
    cosLat,
    sinLng: Math.sin(lng),
    cosLng: Math.cos(lng),
    x0,
    y0,
    z0,
    radiusM: Math.sqrt(meridian * primeVertical),
  };
}

/** Geodetic latitude, longitude [rad] and height [m] to ECEF [m]. */
function geodeticToEcef(lat: number, lng: number, heightM: number): [number, number, number] {
  const sinLat = Math.sin(lat);
  const cosLat = Math.cos(lat);
  const primeVertical = WGS84_A / Math.sqrt(1 - WGS84_E2 * sinLat * sinLat);
  return [
    (primeVertical + heightM) * cosLat * Math.cos(lng),
    (primeVertical + heightM) * cosLat * Math.sin(lng),
    (primeVertical * (1 - WGS84_E2) + heightM) * sinLat,
  ];
}

/**
 * East, north, up of a geodetic point in the frame. [m]
 *
 * @param latitude - Geodetic latitude. [°]
 * @param longitude - Longitude, east positive. [°]
 * @param heightM - Ellipsoidal height. [m]
 */
export function geodeticToEnu(frame: LocalFrame, latitude: number, longitude: number, heightM: number): Enu {
  const [x, y, z] = geodeticToEcef(latitude * DEG, longitude * DEG, heightM);
  const dx = x - frame.x0;
  const dy = y - frame.y0;
  const dz = z - frame.z0;
  const t = frame.cosLng * dx + frame.sinLng * dy;
  return {
    east: -frame.sinLng * dx + frame.cosLng * dy,
    north: -frame.sinLat * t + frame.cosLat * dz,
    up: frame.cosLat * t + frame.sinLat * dz,
  };
}

/**
 * Geodetic latitude, longitude [°] and height [m] of an east-north-up offset in the frame.
 *
 * @remarks
 * ENU → ECEF by the transposed rotation, then ECEF → geodetic with Bowring's formula iterated
 * twice (sub-millimetre everywhere near the surface). Reference: B. R. Bowring, "Transformation
 * from spatial to geographical coordinates," Survey Review, vol. 23, no. 181, pp. 323–327, 1976,
 * doi:10.1179/sre.1976.23.181.323.
 */
export function enuToGeodetic(
  frame: LocalFrame,
  enu: Enu,
): { latitude: number; longitude: number; heightM: number } {
  const out = new Float64Array(3);
  enuToGeodeticInto(frame, [enu.east, enu.north, enu.up], out, 0, true);
  return { latitude: out[0]!, longitude: out[1]!, heightM: out[2]! };
}

/**
 * `enuToGeodetic` writing into a buffer: latitude and longitude [°] at `out[offset]` and
 * `out[offset + 1]`, and the height [m] at `out[offset + 2]` when `withHeight`.
 */
function enuToGeodeticInto(
  frame: LocalFrame,
  enu: readonly [east: number, north: number, up: number],
  out: Float64Array,
  offset: number,
  withHeight: boolean,
): void {
  const [east, north, up] = enu;
  const t = -frame.sinLat * north + frame.cosLat * up;
  const x = frame.x0 + frame.cosLng * t - frame.sinLng * east;
  const y = frame.y0 + frame.sinLng * t + frame.cosLng * east;
  const z = frame.z0 + frame.cosLat * north + frame.sinLat * up;
  const p = Math.hypot(x, y);
  let lat = Math.atan2(z, p * (1 - WGS84_E2));
  for (let i = 0; i < 2; i++) {
    const beta = Math.atan2(WGS84_B * Math.sin(lat), WGS84_A * Math.cos(lat));
    const sinBeta = Math.sin(beta);
    const cosBeta = Math.cos(beta);
    lat = Math.atan2(
      z + WGS84_EP2 * WGS84_B * sinBeta * sinBeta * sinBeta,
      p - WGS84_E2 * WGS84_A * cosBeta * cosBeta * cosBeta,
    );
  }
  const sinLat = Math.sin(lat);
  out[offset] = lat / DEG;
  out[offset + 1] = Math.atan2(y, x) / DEG;
  if (withHeight) {
    out[offset + 2] = p * Math.cos(lat) + z * sinLat - WGS84_A * Math.sqrt(1 - WGS84_E2 * sinLat * sinLat);
  }
}

/**
 * A map point in the local frame: metres east (x) and north (y) of the origin, the point taken
 * at the origin's height.
 */
export function latLngToLocal(frame: LocalFrame, point: LatLng): Point {
  const enu = geodeticToEnu(frame, point.lat, point.lng, frame.originHeightM);
  return { x: enu.east, y: enu.north };
}

/**
 * A local point on the map. The point is put back on the curved surface (up = −d² / 2R, R the
 * Gaussian radius at the origin) before converting, so a map point survives the round trip to
 * well under a millimetre over kilometres.
 */
export function localToLatLng(frame: LocalFrame, point: Point): LatLng {
  const out = new Float64Array(2);
  localToLatLngInto(frame, point.x, point.y, out, 0);
  return { lat: out[0]!, lng: out[1]! };
}

function localToLatLngInto(frame: LocalFrame, x: number, y: number, out: Float64Array, offset: number): void {
  const up = -(x * x + y * y) / (2 * frame.radiusM);
  enuToGeodeticInto(frame, [x, y, up], out, offset, false);
}

/**
 * Many local points on the map at once, e.g. every panel corner of a layout.
 *
 * @param xy - Interleaved x, y pairs. [m]
 * @returns Interleaved lat, lng pairs. [°]
 */
export function localToLatLngArray(frame: LocalFrame, xy: Float64Array): Float64Array {
  const out = new Float64Array(xy.length);
  for (let i = 0; i < xy.length; i += 2) localToLatLngInto(frame, xy[i]!, xy[i + 1]!, out, i);
  return out;
}
