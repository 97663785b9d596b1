/**
 * Decimal rounding for money, energy sums and displayed figures.
 *
 * `Math.round(x * 100) / 100` rounds the binary neighbour of x, not x: 1.005 is stored as
 * 1.00499999999999989…, so it gives 1.00 where a person (and a spreadsheet) expects 1.01.
 * Here the decimal point is moved in the number's decimal text instead of by a binary
 * multiplication.
 */

/** Largest |decimals| accepted; beyond it a double has no digits left to round. */
const MAX_DECIMALS = 100;

/**
 * Moves the decimal point of `value` by `places` (positive: to the right) without binary
 * arithmetic: `String(x)` is the shortest decimal text that reads back as x (ECMAScript
 * Number::toString), and parsing "<mantissa>e<exponent>" rounds that exact decimal once.
 */
function shiftDecimalPoint(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to a number of decimal places, half away from zero, treating the value as the
 * decimal it prints as (so 1.005 → 1.01, 1.0049 → 1, -2.5 → -3).
 *
 * @param value - Number to round; NaN and ±Infinity are returned unchanged.
 * @param decimals - Decimal places, an integer; negative values round to tens, hundreds, …
 * @returns The rounded number (never -0).
 * @throws RangeError when `decimals` is not an integer within ±100.
 *
 * @remarks
 * Method: r = sign(x) · round_half_up(|x| · 10^d) · 10^-d, where both multiplications by a
 * power of ten are done on the decimal text of the number (see `shiftDecimalPoint`), not in
 * binary floating point. Ties therefore follow the decimal digits the user sees.
 *
 * @example
 * roundTo(1.005, 2); // 1.01
 * roundTo(1234.5678, -2); // 1200
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || Math.abs(decimals) > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer within ±${MAX_DECIMALS}, got ${decimals}`);
  }
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const magnitude = Math.abs(value);
  const rounded = shiftDecimalPoint(Math.round(shiftDecimalPoint(magnitude, decimals)), -decimals);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/**
 * Rounds to 3 decimals: the precision of money amounts after a currency change and of
 * totals (001 §4 and §9: "3 decimals", "sums use 3 decimals").
 *
 * @example
 * roundTo3(0.0625); // 0.063
 */
export function roundTo3(value: number): number {
  return roundTo(value, 3);
}

/**
 * Sums numbers and rounds the total to `decimals` places (default 3). Rounding once at the
 * end avoids the drift of rounding every partial sum, and hides the binary noise of the
 * additions (0.1 + 0.2 → 0.3).
 *
 * @example
 * roundedSum([0.1, 0.2]); // 0.3
 */
export function roundedSum(values: Iterable<number>, decimals = 3): number {
  let total = 0;
  for (const value of values) total += value;
  return roundTo(total, decimals);
}
