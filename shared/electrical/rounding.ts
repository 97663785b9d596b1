/**
 * Rounds to a number of decimals, half away from zero, on the value's 15-significant-digit
 * decimal form, so binary noise does not flip a half: 1.005 → 1.01 and 0.615 → 0.62 (plain
 * `Math.round(x * 100) / 100` gives 1 and 0.61). The decimal shift is done on the exponent of
 * the number's text, never by multiplying, for the same reason.
 *
 * @param value - The number to round; non-finite values are returned unchanged.
 * @param decimals - Decimal places kept (0 or more).
 * @example
 * roundToDecimals(2.675, 2); // 2.68
 */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(Number(value.toPrecision(15)));
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/** `value × 10^places`, computed on the decimal text so it is exact. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
