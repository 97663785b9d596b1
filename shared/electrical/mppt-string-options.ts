/**
 * What one MPPT input accepts of one panel type: for each number of parallel strings, the
 * string lengths with which the row passes every check (or, for a panel no MPPT takes cleanly,
 * passes with the fewest warnings). The automatic string design builds only from these tables,
 * and they are found by running the checks themselves, so a proposed row can never fail one
 * without saying so.
 */
import { type MpptRowContext, rowWarnings } from './row-warnings';
import { openCircuitVoltageAt } from './temperature';

/** Longest string the project schema stores (PROJECT_LIMITS.panelsPerString). */
const MAX_PANELS_PER_STRING = 200;
/** Most strings the project schema stores on one MPPT (PROJECT_LIMITS.stringsPerMppt). */
const MAX_STRINGS_PER_MPPT = 100;

/** Shortest and longest string, both allowed, and every length between. */
export interface LengthRange {
  min: number;
  max: number;
}

/** The rows an MPPT accepts of one panel type. */
export interface MpptStringOptions {
  /** Index s − 1: the string lengths allowed with s strings in parallel; null when none. */
  lengthsByStrings: (LengthRange | null)[];
  /** Most strings in parallel (0 when not even one string fits). */
  maxStrings: number;
  /** Most panels one row carries: the largest strings × length allowed. */
  maxPanels: number;
}

/**
 * Whether a row of `strings` × `panelsPerString` passes everything the design promises: the six
 * checks [STR-1]-[STR-5] and [STR-9] (each 'success'; the DC cable laid as `designLaying` says),
 * the hot MPP voltage and short-circuit advisories, and the MPPT's string limit.
 */
export function rowPassesEveryCheck(ctx: MpptRowContext, panelsPerString: number, strings: number): boolean {
  return rowWarnings(ctx, panelsPerString, strings)?.length === 0;
}

/**
 * Whether a string of `panelsPerString` is over a voltage ceiling: the open-circuit voltage at the
 * site minimum over the max DC voltage, or the STC MPP voltage over the MPP maximum. Both grow
 * with the length, so no longer string can pass either.
 */
export function overVoltageCeiling(ctx: MpptRowContext, panelsPerString: number): boolean {
  const { limits, mpptIndex, panel, site } = ctx;
  return (
    openCircuitVoltageAt(panel, site.minTemperatureC) * panelsPerString > limits.maxDcVoltageV[mpptIndex]! ||
    panel.mppvoltage * panelsPerString > limits.mppVoltageMaxV
  );
}

/**
 * The rows one MPPT accepts of one panel type.
 *
 * @remarks
 * For each length n from 1 until a voltage ceiling is passed (`overVoltageCeiling`), the most
 * strings s_max(n) with which `rowPassesEveryCheck` holds, found by adding strings until a check
 * fails: current, short-circuit current, power and cable loss all grow with s. For a given s the
 * allowed lengths form one range, since the voltage floor (hot MPP voltage) and the loss rate
 * (I²R / (s·n·P_max), falling with n) bound n from below and the voltage ceilings and the power
 * (s·n·P_max ≤ P_MPPT) from above; `lengthsByStrings` keeps the first unbroken run all the same,
 * so nothing outside what the checks passed is ever offered.
 */
export function mpptStringOptions(ctx: MpptRowContext): MpptStringOptions {
  const stringLimit = Math.min(
    Math.floor(ctx.limits.maxStringsPerMppt[ctx.mpptIndex]!),
    MAX_STRINGS_PER_MPPT,
  );
  const maxStringsByLength: number[] = [];
  for (let n = 1; n <= MAX_PANELS_PER_STRING && !overVoltageCeiling(ctx, n); n++) {
    let strings = 0;
    while (strings < stringLimit && rowPassesEveryCheck(ctx, n, strings + 1)) strings++;
    maxStringsByLength[n] = strings;
  }
  const lengthsByStrings: (LengthRange | null)[] = [];
  let maxPanels = 0;
  for (let s = 1; s <= stringLimit; s++) {
    const range = firstRunAllowing(maxStringsByLength, s);
    if (range === null) break;
    lengthsByStrings.push(range);
    maxPanels = Math.max(maxPanels, s * range.max);
  }
  return { lengthsByStrings, maxStrings: lengthsByStrings.length, maxPanels };
}

/**
 * The rows an MPPT accepts of one panel type when no row passes every check: one string, of the
 * lengths the manual check accepts (no error) with the fewest warnings.
 *
 * @remarks
 * Used for a panel that no MPPT of the chosen inverters takes cleanly (say a 13.67 A string on a
 * 13 A MPPT), where the manual check warns but accepts. One string only: every warning that can
 * stop a single string (current, short-circuit current, power, cable loss) grows with the strings
 * in parallel. Among the lengths within the voltage ceilings, those with the fewest warnings are
 * kept (the first unbroken run of them), so a length that adds a warning, say a power over the
 * MPPT's, is never offered while one without it exists.
 */
export function mpptStringOptionsWithWarnings(ctx: MpptRowContext): MpptStringOptions {
  const warningsByLength: number[] = [];
  let fewest = Number.POSITIVE_INFINITY;
  for (let n = 1; n <= MAX_PANELS_PER_STRING && !overVoltageCeiling(ctx, n); n++) {
    const warnings = rowWarnings(ctx, n, 1);
    warningsByLength[n] = warnings === null ? Number.POSITIVE_INFINITY : warnings.length;
    fewest = Math.min(fewest, warningsByLength[n]!);
  }
  if (fewest === Number.POSITIVE_INFINITY) return { lengthsByStrings: [], maxStrings: 0, maxPanels: 0 };
  const range = firstRunAllowing(
    warningsByLength.map((count) => (count === fewest ? 1 : 0)),
    1,
  )!;
  return { lengthsByStrings: [range], maxStrings: 1, maxPanels: range.max };
}

/** The first unbroken run of lengths n whose most strings is at least `strings`. */
function firstRunAllowing(maxStringsByLength: readonly number[], strings: number): LengthRange | null {
  let min = 0;
  for (let n = 1; n < maxStringsByLength.length; n++) {
    const allowed = maxStringsByLength[n]! >= strings;
    if (allowed && min === 0) min = n;
    if (!allowed && min !== 0) return { min, max: n - 1 };
  }
  return min === 0 ? null : { min, max: maxStringsByLength.length - 1 };
}

/** The lengths allowed with `strings` in parallel (null when that many do not fit). */
export function lengthsFor(options: MpptStringOptions, strings: number): LengthRange | null {
  return strings >= 1 ? (options.lengthsByStrings[strings - 1] ?? null) : null;
}
