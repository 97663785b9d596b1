/**
 * Limits and constants of the string and AC checks, as [STR-1] to [STR-8] state them.
 */

/** Temperature at which datasheet values are given (STC). [°C] */
export const REFERENCE_TEMPERATURE_C = 25;

/** A DC cable loss rate at or above this fails check 5 (warning). [%] */
export const DC_LINE_LOSS_LIMIT_PERCENT = 1;

/** An AC line loss at or above this fails the AC check (warning). [%] */
export const AC_LINE_LOSS_LIMIT_PERCENT = 3;

/** A three-phase inverter rated at or above this turns a current warning into an error. [W] */
export const HIGH_POWER_THREE_PHASE_W = 80_000;

/** Normal range of the AC/rated power ratio, and the maximum of the bar that shows it. [%] */
export const RATED_POWER_RATIO = { normalMin: 70, normalMax: 150, scaleMax: 200 } as const;

/** Line-to-neutral voltage assumed for single-phase AC current. [V] */
export const SINGLE_PHASE_VOLTAGE_V = 220;

/** √3 × 380 V line-to-line (1.732 × 380, rounded as [STR-7]), assumed for three-phase AC current. [V] */
export const THREE_PHASE_VOLTAGE_FACTOR_V = 658.16;

/** Factor in the AC current formula (read as the power factor cos φ). [-] */
export const AC_POWER_FACTOR = 0.97;
