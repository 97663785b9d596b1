/**
 * The product's one rounding: every figure it stores or answers is rounded here, half away from
 * zero on the decimal value, to the decimals its rule below gives.
 *
 * `Math.round(x * 100) / 100` rounds the binary neighbour of x, not x: 1.005 is stored as
 * 1.00499999999999989…, so it gives 1.00 where a person (and a spreadsheet) expects 1.01. Here
 * the value is first read as its 15-significant-digit decimal (what a double holds reliably, so
 * the noise of arithmetic such as 0.1 + 0.2 is gone) and the decimal point is moved in that text,
 * never by a binary multiplication.
 */

/**
 * Decimals kept, by kind of figure: the rules, written once. Ids in brackets are the rules of
 * docs/requirements.md; the others are the product's decisions.
 */
export const DECIMALS = {
  /** Capacity derived from the inverters' strings, and an array's peak power. [kW] [PRJ-7] [FIN-5] */
  capacityKw: 2,
  /** A capacity as entered, converted to kW. [kW] [PRJ-7] */
  enteredCapacityKw: 3,
  /**
   * Sums: the capacity's terms and running sum, a load's monthly total [WIZ-3], battery
   * capacities, string power, the DC capacity simulated (whole watts in kW). [FIN-5]
   */
  sum: 3,
  /** A panel's area, length × width. [m²] [CAT-1] */
  panelAreaM2: 2,
  /** A cable's ohmic loss. [W] [STR-5] [FIN-5] */
  cableLossW: 2,
  /** A cable's design current and current-carrying capacity as saved. [A] [STR-9] */
  cableCurrentA: 2,
  /** Money: currency conversions [WIZ-12] and the investment pages' amounts. [FIN-5] */
  money: 3,
  /** Amounts of a project's quote and bill of materials, to the cent. [currency] */
  quoteMoney: 2,
  /** A cable's length in the bill of materials. [m] */
  cableLengthM: 1,
  /** Levelized cost of energy. [currency/kWh] */
  moneyPerKwh: 4,
  /** Energy, irradiation and yield answered by the engine and the storage year. [kWh], [kWh/m²], [kWh/kWp] */
  energy: 2,
  /** Mean powers of a load's summary and its preview charts (a household's 0.35 kW keeps 3 digits). [kW] */
  loadKw: 3,
  /** Shares answered: shading, irradiance and heat loss, self-use, check ratios, rate of return. [%] */
  percent: 2,
  /** The string design's cable losses as shares of the power they carry, as the engine takes them. [%] */
  lineLossPercent: 3,
  /** A step of the system loss waterfall. [%] */
  lossStepPercent: 4,
  /** Performance ratio. [-] */
  performanceRatio: 4,
  /** A panel's annual irradiation over the unshaded best, on a shade map (a tenth of a percent). [-] */
  shadeShare: 3,
  /** A far horizon's point: azimuth and elevation, as PVGIS gives them. [°] */
  horizonAngle: 2,
  /** A datasheet's temperature coefficient converted to %/°C (PVsyst import). [%/°C] */
  temperatureCoefficient: 4,
  /** A datasheet value converted by a power of ten, kW → W or m → mm (PVsyst import), rid of binary noise. */
  convertedUnit: 3,
  /** A datasheet total shared among the MPPTs (PVsyst import). [A], [W] */
  perMpptValue: 2,
  /** A payback time with its fraction of a year. [years] */
  years: 2,
  /** Best angles: the optimum is flat (0.5 % over ±6° of tilt), more would be false precision. [°] */
  angle: 1,
  /** The site's temperatures the base-info step takes. [°C] [WIZ-2] */
  siteTemperature: 1,
  /** A weather file's mean temperature, as its list shows it. [°C] */
  summaryTemperature: 2,
  /** Avoided CO2 equivalent and CO2. [kg] [FIN-3] */
  emissionKg: 2,
  /** Avoided CH4 and N2O. [kg] [FIN-3] */
  traceGasKg: 3,
  /** Afforestation equal to the avoided CO2 equivalent. [ha] [FIN-3] */
  afforestationHa: 4,
} as const;

/** A kind of figure of {@link DECIMALS}. */
export type RoundingRule = keyof typeof DECIMALS;

/** Largest |decimals| accepted; beyond it a double has no digits left to round. */
const MAX_DECIMALS = 100;

/** Significant digits a double holds reliably: its decimal value for rounding. */
const DECIMAL_DIGITS = 15;

/**
 * Moves the decimal point of `value` by `places` (positive: to the right) without binary
 * arithmetic: parsing "<mantissa>e<exponent>" rounds that exact decimal once.
 */
function shiftDecimalPoint(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to a number of decimal places, half away from zero, on the value's decimal form (its
 * first 15 significant digits), so 1.005 → 1.01, 2.675 → 2.68, 0.1 + 0.2 → 0.3 and −2.5 → −3.
 *
 * @param value - Number to round; NaN and ±Infinity are returned unchanged.
 * @param decimals - Decimal places, an integer; negative values round to tens, hundreds, …
 * @returns The rounded number (never −0).
 * @throws RangeError when `decimals` is not an integer within ±100.
 *
 * @remarks
 * r = sign(x) · round_half_up(|x|₁₅ · 10^d) · 10^−d, with |x|₁₅ the magnitude to 15 significant
 * digits and both powers of ten applied to the decimal text (see `shiftDecimalPoint`).
 *
 * @example
 * roundHalfUp(1.005, 2); // 1.01
 * roundHalfUp(1234.5678, -2); // 1200
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || Math.abs(decimals) > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer within ±${MAX_DECIMALS}, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const magnitude = Number(Math.abs(value).toPrecision(DECIMAL_DIGITS));
  const rounded = shiftDecimalPoint(Math.round(shiftDecimalPoint(magnitude, decimals)), -decimals);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/**
 * A figure rounded by its rule.
 *
 * @example
 * rounded(1.2345, 'capacityKw'); // 1.23
 * rounded(0.0625, 'money'); // 0.063
 */
export function rounded(value: number, rule: RoundingRule): number {
  return roundHalfUp(value, DECIMALS[rule]);
}

/**
 * Sums numbers and rounds the total once, by `rule` (default 'sum': 3 decimals [FIN-5]).
 * Rounding once at the end avoids the drift of rounding every partial sum.
 *
 * @example
 * roundedSum([0.1, 0.2]); // 0.3
 */
export function roundedSum(values: Iterable<number>, rule: RoundingRule = 'sum'): number {
  let total = 0;
  for (const value of values) total += value;
  return rounded(total, rule);
}
