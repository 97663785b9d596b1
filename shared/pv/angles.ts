/**
 * Angle units and the small trigonometric helpers every physics module uses.
 *
 * `Degrees` and `Radians` are soft brands: a plain number is accepted where either is
 * expected, but a value typed as one unit is rejected where the other is expected, so a
 * radian value cannot be passed silently into a degree parameter.
 */

declare const angleUnit: unique symbol;

/** An angle in degrees. [°] */
export type Degrees = number & { readonly [angleUnit]?: 'degrees' };
/** An angle in radians. [rad] */
export type Radians = number & { readonly [angleUnit]?: 'radians' };

/** Multiply degrees by this to get radians. */
export const DEG_TO_RAD = Math.PI / 180;
/** Multiply radians by this to get degrees. */
export const RAD_TO_DEG = 180 / Math.PI;

/** Degrees to radians. */
export function toRadians(angle: Degrees): Radians {
  return angle * DEG_TO_RAD;
}

/** Radians to degrees. */
export function toDegrees(angle: Radians): Degrees {
  return angle * RAD_TO_DEG;
}

/** Cosine of an angle in degrees. */
export function cosd(angle: Degrees): number {
  return Math.cos(angle * DEG_TO_RAD);
}

/** Sine of an angle in degrees. */
export function sind(angle: Degrees): number {
  return Math.sin(angle * DEG_TO_RAD);
}

/** Tangent of an angle in degrees. */
export function tand(angle: Degrees): number {
  return Math.tan(angle * DEG_TO_RAD);
}

/**
 * Wraps an angle into [0, 360), e.g. an azimuth measured clockwise from north.
 * @param angle any angle [°]
 * @returns the same direction in [0, 360) [°]
 */
export function wrap360(angle: Degrees): Degrees {
  const wrapped = angle % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

/**
 * {@link wrap360} for an angle known to lie within (−720, 720), e.g. a sum of three angles each
 * within one turn: one or two comparisons instead of a floating-point remainder, which is a
 * library call. The same value (bit for bit, but for −360 giving 0 where wrap360 gives −0): within
 * that range the remainder only adds or subtracts 360 (exactly, by Sterbenz's lemma, for
 * |angle| ≥ 360).
 * @param angle an angle in (−720, 720) [°]
 * @returns the same direction in [0, 360) [°]
 */
export function wrap360Near(angle: Degrees): Degrees {
  if (angle < 0) return angle < -360 ? angle + 360 + 360 : angle + 360;
  return angle >= 360 ? angle - 360 : angle;
}

/**
 * Smallest angle between two directions, e.g. to compare azimuths across north.
 * @returns the unsigned difference in [0, 180] [°]
 */
export function angularDistance(a: Degrees, b: Degrees): Degrees {
  const d = wrap360(a - b);
  return d > 180 ? 360 - d : d;
}
