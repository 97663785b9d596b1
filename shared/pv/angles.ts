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

/** Odd coefficients of sin x on [−π/4, π/4], x³ first (fdlibm's k_sin.c minimax fit, error < 2⁻⁵⁸). */
const SIN_1 = -0.16666666666666632;
const SIN_2 = 0.00833333333332249;
const SIN_3 = -0.0001984126982985795;
const SIN_4 = 2.7557313707070068e-6;
const SIN_5 = -2.5050760253406863e-8;
const SIN_6 = 1.58969099521155e-10;
/** Even coefficients of cos x on [−π/4, π/4], x⁴ first (fdlibm's k_cos.c, error < 2⁻⁵⁸). */
const COS_1 = 0.0416666666666666;
const COS_2 = -0.001388888888887411;
const COS_3 = 2.480158728947673e-5;
const COS_4 = -2.7557314351390663e-7;
const COS_5 = 2.087572321298175e-9;
const COS_6 = -1.1359647557788195e-11;

/**
 * Sine and cosine of one angle in degrees, written to `out` as [sin, cos].
 * @remarks The angle is reduced by whole quarter turns in degrees, which is exact (the
 * remainder of a subtraction of nearby multiples of 90), then both functions come from the
 * polynomial kernels of fdlibm (Sun Microsystems, 1993; the library behind JavaScript's own
 * Math.sin and Math.cos) on [−45°, 45°], sharing that reduction. Within 2 ulp of
 * Math.sin(angle·π/180) and Math.cos(angle·π/180) (tested), in about a third of their time for
 * angles of a whole turn, whose reduction in radians is the costly part of the library calls.
 * @param angle [°], |angle| < 1e9
 * @param out receives sin and cos [-]
 */
export function sinCosDegrees(angle: Degrees, out: Float64Array): void {
  const quarter = Math.round(angle / 90);
  const x = (angle - quarter * 90) * DEG_TO_RAD;
  const sine = sinReduced(x);
  const cosine = cosReduced(x);
  switch (quarter & 3) {
    case 0:
      out[0] = sine;
      out[1] = cosine;
      break;
    case 1:
      out[0] = cosine;
      out[1] = -sine;
      break;
    case 2:
      out[0] = -sine;
      out[1] = -cosine;
      break;
    default:
      out[0] = -cosine;
      out[1] = sine;
  }
}

/** sin x for |x| ≤ π/4 (fdlibm's kernel, see {@link sinCosDegrees}). [rad] → [-] */
export function sinReduced(x: Radians): number {
  const z = x * x;
  return x + z * x * (SIN_1 + z * (SIN_2 + z * (SIN_3 + z * (SIN_4 + z * (SIN_5 + z * SIN_6)))));
}

/** cos x for |x| ≤ π/4 (fdlibm's kernel, see {@link sinCosDegrees}). [rad] → [-] */
export function cosReduced(x: Radians): number {
  const z = x * x;
  return 1 - (0.5 * z - z * z * (COS_1 + z * (COS_2 + z * (COS_3 + z * (COS_4 + z * (COS_5 + z * COS_6))))));
}
