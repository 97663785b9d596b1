/**
 * Whether an annual consumption is plausible for the system it goes with: a warning, never a
 * refusal (a factory may well put a small roof system beside a large load), for the figure that
 * is most likely a slip (an extra zero or three, Wh typed as kWh, a missing digit).
 */

/**
 * A conservative first-year yield per installed kWp: about what a south-facing system makes in a
 * cloudy climate (central Europe, Sichuan), so the comparison errs towards accepting. [kWh/kWp]
 */
export const TYPICAL_YIELD_KWH_PER_KWP = 1000;

/** How many times the typical yield, above or below it, a consumption may be before it is questioned. */
export const PLAUSIBLE_FACTOR = 50;

export interface LoadWarning {
  kind: 'high' | 'low';
  /** What the system makes in a typical year. [kWh] */
  typicalYieldKwh: number;
}

/**
 * The warning for an annual consumption against the system's capacity, or null when it is
 * plausible or either is unknown.
 *
 * @remarks
 * With Y = capacity × 1000 kWh/kWp, a consumption L is questioned when L > 50 Y (the system would
 * cover under 2 % of it) or 0 < L < Y / 50 (it would make more than 50 times the need).
 *
 * @param annualKwh - The annual consumption (or the months' total). [kWh]
 * @param capacityKw - The installed capacity. [kW]
 * @example
 * loadWarning(1e9, 6.23); // { kind: 'high', typicalYieldKwh: 6230 }
 * loadWarning(5460, 6.23); // null
 */
export function loadWarning(annualKwh: number, capacityKw: number): LoadWarning | null {
  if (!(annualKwh > 0) || !(capacityKw > 0) || !Number.isFinite(annualKwh)) return null;
  const typicalYieldKwh = capacityKw * TYPICAL_YIELD_KWH_PER_KWP;
  if (annualKwh > PLAUSIBLE_FACTOR * typicalYieldKwh) return { kind: 'high', typicalYieldKwh };
  if (annualKwh < typicalYieldKwh / PLAUSIBLE_FACTOR) return { kind: 'low', typicalYieldKwh };
  return null;
}
