/**
 * China's map datums and WGS-84: GCJ-02, the offset datum that maps published in China must use
 * (Gaode/AMap, Tencent, Google's China tiles), and Baidu's BD-09, a further offset of GCJ-02.
 * A project whose coordinates came from a Baidu map is turned into WGS-84 with `bd09ToWgs84`
 * before the engine, which computes in WGS-84 only, uses them.
 *
 * Neither datum is published officially. The formulas are those every open-source converter
 * shares: GCJ-02 as reconstructed by the eviltransform project and BD-09 as Baidu's own
 * JavaScript API applies it.
 *
 * References:
 * - Wikipedia, "Restrictions on geographic data in China", section "GCJ-02" (the datum, its
 *   offsets of 100-700 m, and the openly reconstructed algorithm).
 * - googollee/eviltransform (GitHub), transform.js: the GCJ-02 series and the bounding box of China.
 * - wandergis/coordtransform and hujiulong/gcoord (npm): the same GCJ-02 series and the BD-09
 *   formulas, with the published coordinate pairs the tests compare against.
 */
import type { Degrees } from '../pv/angles';

/** A point on the Earth. */
export interface GeoPoint {
  /** East positive. [°] */
  longitude: Degrees;
  /** North positive. [°] */
  latitude: Degrees;
}

/** Semi-major axis of the Krasovsky 1940 ellipsoid, on which GCJ-02 turns its offset into degrees. [m] */
const KRASOVSKY_SEMI_MAJOR_AXIS_M = 6_378_245;
/** First eccentricity squared of the Krasovsky 1940 ellipsoid. [-] */
const KRASOVSKY_ECCENTRICITY_SQUARED = 0.006693421622965943;

/** The frequency of BD-09's small wiggles: π × 3000 / 180. [1/°] */
const BD09_WAVE = (Math.PI * 3000) / 180;
/** BD-09's constant shift from GCJ-02. [°] */
const BD09_SHIFT_LONGITUDE = 0.0065;
const BD09_SHIFT_LATITUDE = 0.006;

/** The bounding box of China inside which GCJ-02 is applied (eviltransform's). [°] */
export const CHINA_BOUNDING_BOX = {
  minLongitude: 72.004,
  maxLongitude: 137.8347,
  minLatitude: 0.8293,
  maxLatitude: 55.8271,
} as const;

/** The iterative inverses stop when the forward transform is this close to its target. [°] */
const INVERSE_TOLERANCE_DEG = 1e-12;
/** Iterations of an inverse at most (it needs 3-5: each one shrinks the error ~10³-fold). */
const INVERSE_MAX_ITERATIONS = 30;

/**
 * Whether a point lies outside China's bounding box, where GCJ-02 leaves coordinates as they are.
 * The box is a rectangle, so it also holds parts of neighbouring countries, as in every converter.
 */
export function isOutsideChina(point: GeoPoint): boolean {
  const box = CHINA_BOUNDING_BOX;
  return (
    point.longitude < box.minLongitude ||
    point.longitude > box.maxLongitude ||
    point.latitude < box.minLatitude ||
    point.latitude > box.maxLatitude
  );
}

/** GCJ-02's northward offset at (x, y) = (longitude − 105°, latitude − 35°), before scaling. [m] */
function northOffsetM(x: number, y: number): number {
  let offset = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  offset += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  offset += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  offset += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return offset;
}

/** GCJ-02's eastward offset at (x, y) = (longitude − 105°, latitude − 35°), before scaling. [m] */
function eastOffsetM(x: number, y: number): number {
  let offset = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  offset += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  offset += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  offset += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return offset;
}

/**
 * WGS-84 to GCJ-02; a point outside China is returned unchanged.
 *
 * @remarks
 * The offset series (metres) is turned into degrees with the Krasovsky ellipsoid's radii of
 * curvature at the latitude φ: north by M = a(1 − e²) / (1 − e² sin²φ)^{3/2}, east by
 * N cos φ = a cos φ / √(1 − e² sin²φ); Δ° = Δm × 180 / (R π).
 *
 * @example
 * wgs84ToGcj02({ longitude: 116.404, latitude: 39.915 });
 * // { longitude: 116.41024449916938, latitude: 39.91640428150164 } (coordtransform's example)
 */
export function wgs84ToGcj02(point: GeoPoint): GeoPoint {
  if (isOutsideChina(point)) return { ...point };
  const x = point.longitude - 105;
  const y = point.latitude - 35;
  const phi = (point.latitude * Math.PI) / 180;
  const w = 1 - KRASOVSKY_ECCENTRICITY_SQUARED * Math.sin(phi) ** 2;
  const meridianRadiusM =
    (KRASOVSKY_SEMI_MAJOR_AXIS_M * (1 - KRASOVSKY_ECCENTRICITY_SQUARED)) / (w * Math.sqrt(w));
  const parallelRadiusM = (KRASOVSKY_SEMI_MAJOR_AXIS_M / Math.sqrt(w)) * Math.cos(phi);
  return {
    longitude: point.longitude + (eastOffsetM(x, y) * 180) / (parallelRadiusM * Math.PI),
    latitude: point.latitude + (northOffsetM(x, y) * 180) / (meridianRadiusM * Math.PI),
  };
}

/**
 * GCJ-02 to WGS-84 by iterating the forward transform; a point outside China is returned unchanged.
 *
 * @remarks
 * The common one-step inverse, w = g − (F(g) − g), is off by the change of the offset over the
 * offset's own length: up to 4.6·10⁻⁵° (5 m) over China's box, a few centimetres in Beijing.
 * Here w₀ = g, w_{k+1} = w_k − (F(w_k) − g) until |F(w_k) − g| < 1e-12° on both axes: the offset
 * changes by ~10⁻³ of a step, so each iteration gains about three digits, far below the 10⁻⁶°
 * (0.1 m) aimed at.
 */
export function gcj02ToWgs84(point: GeoPoint): GeoPoint {
  if (isOutsideChina(point)) return { ...point };
  return invertByIteration(point, point, wgs84ToGcj02);
}

/**
 * GCJ-02 to BD-09 (Baidu's offset, applied everywhere).
 *
 * @remarks
 * In polar form about the origin: r' = r + 2·10⁻⁵ sin(φ k), θ' = θ + 3·10⁻⁶ cos(λ k), k = π·3000/180,
 * then a shift of (+0.0065°, +0.006°).
 *
 * @example
 * gcj02ToBd09({ longitude: 116.404, latitude: 39.915 });
 * // { longitude: 116.41036949371029, latitude: 39.92133699351021 } (coordtransform's example)
 */
export function gcj02ToBd09(point: GeoPoint): GeoPoint {
  const { longitude: x, latitude: y } = point;
  const radius = Math.sqrt(x * x + y * y) + 0.00002 * Math.sin(y * BD09_WAVE);
  const angle = Math.atan2(y, x) + 0.000003 * Math.cos(x * BD09_WAVE);
  return {
    longitude: radius * Math.cos(angle) + BD09_SHIFT_LONGITUDE,
    latitude: radius * Math.sin(angle) + BD09_SHIFT_LATITUDE,
  };
}

/**
 * BD-09 to GCJ-02, the inverse of `gcj02ToBd09` to 1e-12°.
 *
 * @remarks
 * The closed form the converters publish takes the shift off and the wiggles off at the shifted
 * point, not at the GCJ-02 point they were made at: it is off by up to ~2·10⁻⁶° (0.2 m), enough to
 * break a 10⁻⁶° round trip. It is the first guess here, refined like `gcj02ToWgs84`:
 * g_{k+1} = g_k − (gcj02ToBd09(g_k) − b) until the forward transform reproduces b to 1e-12°.
 */
export function bd09ToGcj02(point: GeoPoint): GeoPoint {
  return invertByIteration(closedFormBd09ToGcj02(point), point, gcj02ToBd09);
}

/** The converters' one-step BD-09 → GCJ-02 (the first guess of `bd09ToGcj02`). */
function closedFormBd09ToGcj02(point: GeoPoint): GeoPoint {
  const x = point.longitude - BD09_SHIFT_LONGITUDE;
  const y = point.latitude - BD09_SHIFT_LATITUDE;
  const radius = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * BD09_WAVE);
  const angle = Math.atan2(y, x) - 0.000003 * Math.cos(x * BD09_WAVE);
  return { longitude: radius * Math.cos(angle), latitude: radius * Math.sin(angle) };
}

/**
 * Solves forward(p) = target for p by fixed-point iteration from `guess`: p ← p − (forward(p) −
 * target), which converges because both datums' offsets change slowly (their derivative is ≪ 1).
 */
function invertByIteration(
  guess: GeoPoint,
  target: GeoPoint,
  forward: (point: GeoPoint) => GeoPoint,
): GeoPoint {
  let { longitude, latitude } = guess;
  for (let iteration = 0; iteration < INVERSE_MAX_ITERATIONS; iteration++) {
    const image = forward({ longitude, latitude });
    const errorLongitude = image.longitude - target.longitude;
    const errorLatitude = image.latitude - target.latitude;
    if (Math.abs(errorLongitude) < INVERSE_TOLERANCE_DEG && Math.abs(errorLatitude) < INVERSE_TOLERANCE_DEG)
      break;
    longitude -= errorLongitude;
    latitude -= errorLatitude;
  }
  return { longitude, latitude };
}

/**
 * BD-09 to WGS-84: what a project drawn on a Baidu map needs before the engine uses it.
 *
 * @example
 * bd09ToWgs84({ longitude: 123, latitude: 45 }); // { longitude: 122.98762258, latitude: 44.99171457 }
 */
export function bd09ToWgs84(point: GeoPoint): GeoPoint {
  return gcj02ToWgs84(bd09ToGcj02(point));
}

/** WGS-84 to BD-09, to show a WGS-84 point on a Baidu map. */
export function wgs84ToBd09(point: GeoPoint): GeoPoint {
  return gcj02ToBd09(wgs84ToGcj02(point));
}
