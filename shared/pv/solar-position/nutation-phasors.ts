/**
 * NREL SPA nutation in longitude and obliquity (eqs. 20-23) with ten trigonometric calls
 * instead of 126: each of the 63 rows' angle is an integer combination Σⱼ Yⱼ·Xⱼ of the five
 * fundamental arguments, so its cosine and sine are the real and imaginary parts of the
 * product Πⱼ (cos Xⱼ + i sin Xⱼ)^Yⱼ (angle addition). The five phasors are computed once, their
 * powers −2..3 by complex multiplication, and each row multiplies the powers it uses.
 *
 * The arguments are cubic in time, not linear, so a day-to-day recurrence would not be exact;
 * this is exact at any instant, to a few roundings (about 1e-15 of Δψ and Δε).
 *
 * Source: I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
 * Applications", NREL/TP-560-34302, revised 2008, doi:10.2172/15003974 (Table A4.3).
 */
import { DEG_TO_RAD } from '../angles';
import { NUTATION_ARGUMENT_MULTIPLIERS, NUTATION_COEFFICIENTS } from './spa-terms';

const ROWS = 63;
/** Powers −2..3 of each argument's phasor: the multipliers Yⱼ of the table. */
const LOWEST_POWER = -2;
const POWERS = 6;

/**
 * Per row, the places in the power table (see {@link fillPowers}) of the factors with Yⱼ ≠ 0,
 * and where each row's list ends.
 */
const FACTORS: number[] = [];
const ROW_ENDS = new Int32Array(ROWS);
for (let row = 0; row < ROWS; row++) {
  for (let j = 0; j < 5; j++) {
    const y = NUTATION_ARGUMENT_MULTIPLIERS[row * 5 + j]!;
    if (y !== 0) FACTORS.push(2 * (j * POWERS + y - LOWEST_POWER));
  }
  ROW_ENDS[row] = FACTORS.length;
}
const FACTOR_INDEX = Int32Array.from(FACTORS);

/** Scratch power table: (cos, sin) of m·Xⱼ at 2·(j·6 + m + 2), for m = −2..3. */
const powers = new Float64Array(2 * 5 * POWERS);

/** Fills {@link powers} from the five arguments [°]. */
function fillPowers(x: readonly number[]): void {
  for (let j = 0; j < 5; j++) {
    const angle = x[j]! * DEG_TO_RAD;
    const c1 = Math.cos(angle);
    const s1 = Math.sin(angle);
    const c2 = c1 * c1 - s1 * s1;
    const s2 = 2 * s1 * c1;
    // m = −2, −1 are the conjugates of m = 2, 1; m = 0 is never used (Yⱼ = 0 is skipped).
    const at = 2 * j * POWERS;
    powers[at] = c2;
    powers[at + 1] = -s2;
    powers[at + 2] = c1;
    powers[at + 3] = -s1;
    powers[at + 6] = c1;
    powers[at + 7] = s1;
    powers[at + 8] = c2;
    powers[at + 9] = s2;
    powers[at + 10] = c2 * c1 - s2 * s1;
    powers[at + 11] = s2 * c1 + c2 * s1;
  }
}

/**
 * Nutation in longitude Δψ and in obliquity Δε by products of the arguments' phasors; the same
 * sums as {@link nutation} in spa-geocentric.ts.
 * @param jce Julian ephemeris century
 * @param x the arguments X0..X4 [°]
 * @returns [Δψ, Δε] [°]
 */
export function nutationByPhasors(jce: number, x: readonly number[]): [number, number] {
  fillPowers(x);
  let deltaPsi = 0;
  let deltaEpsilon = 0;
  let factor = 0;
  for (let row = 0; row < ROWS; row++) {
    let cosine = 1;
    let sine = 0;
    for (const end = ROW_ENDS[row]!; factor < end; factor++) {
      const at = FACTOR_INDEX[factor]!;
      const c = powers[at]!;
      const s = powers[at + 1]!;
      const nextCosine = cosine * c - sine * s;
      sine = sine * c + cosine * s;
      cosine = nextCosine;
    }
    const k = row * 4;
    deltaPsi += (NUTATION_COEFFICIENTS[k]! + NUTATION_COEFFICIENTS[k + 1]! * jce) * sine;
    deltaEpsilon += (NUTATION_COEFFICIENTS[k + 2]! + NUTATION_COEFFICIENTS[k + 3]! * jce) * cosine;
  }
  return [deltaPsi / 36_000_000, deltaEpsilon / 36_000_000];
}
