/**
 * Ohmic cable losses of the DC strings and the AC line, with the formulas of [STR-5] and [STR-7].
 * Resistivity is in Ω·mm²/m, the unit cable tables use: copper is 0.0175 Ω·mm²/m
 * (= 1.75 × 10⁻⁸ Ω·m), so ρ × length [m] / area [mm²] is in Ω with no conversion.
 */

import { rounded } from '../numbers/rounding';
import { AC_POWER_FACTOR, SINGLE_PHASE_VOLTAGE_V, THREE_PHASE_VOLTAGE_FACTOR_V } from './constants';
import type { MainsVoltageType } from './types';

/** A cable run: material, one-way length and cross-section. */
export interface CableRun {
  /** Resistivity; copper 0.0175, aluminium about 0.0283. [Ω·mm²/m] */
  resistivityOhmMm2PerM: number;
  /** One-way length. [m] */
  lengthM: number;
  /** Conductor cross-section. [mm²] */
  areaMm2: number;
}

/**
 * Resistance of one conductor of a cable run. [Ω]
 *
 * @remarks
 * R = ρ × L / A. A run with no length has no resistance; a run with a length and no
 * cross-section (area not filled in yet) has infinite resistance, so its loss check fails.
 */
export function conductorResistanceOhm(run: CableRun): number {
  if (run.lengthM <= 0) return 0;
  if (run.areaMm2 <= 0) return Number.POSITIVE_INFINITY;
  return (run.resistivityOhmMm2PerM * run.lengthM) / run.areaMm2;
}

/**
 * Ohmic loss of the DC cable of one MPPT at the maximum power point. [W]
 *
 * @remarks
 * I = I_mp × strings; P_loss = I² × R × 2 (the current goes out on the positive conductor and
 * back on the negative one, each of one-way length L), rounded to 2 decimals [STR-5].
 *
 * @param mppCurrentA - The panel's MPP current. [A]
 * @param numberOfStrings - Strings in parallel on the MPPT.
 * @param run - The DC cable.
 * @example
 * // 13.11 A × 1 string on 30 m of 4 mm² copper: R = 0.0175 × 30 / 4 = 0.13125 Ω
 * dcCableLossW(13.11, 1, { resistivityOhmMm2PerM: 0.0175, lengthM: 30, areaMm2: 4 }); // 45.12
 */
export function dcCableLossW(mppCurrentA: number, numberOfStrings: number, run: CableRun): number {
  const currentA = mppCurrentA * numberOfStrings;
  if (currentA === 0) return 0;
  return rounded(currentA * currentA * conductorResistanceOhm(run) * 2, 'cableLossW');
}

/**
 * Line current of an inverter's AC output. [A]
 *
 * @remarks
 * Active power is P = U × I × cos φ on a single-phase line and P = √3 × U_LL × I × cos φ on a
 * balanced three-phase line. With the assumptions of [STR-7] (220 V single phase; 380 V line to line,
 * √3 × 380 ≈ 1.732 × 380 = 658.16 V; cos φ = 0.97):
 * - single phase: I = P / (220 × 0.97)
 * - three phase: I = P / (658.16 × 0.97)
 *
 * Reference: J. D. Glover, T. J. Overbye and M. S. Sarma, Power System Analysis and Design,
 * 6th ed. Boston, MA, USA: Cengage, 2017, ch. 2 (single- and balanced three-phase power).
 *
 * @param powerW - AC power carried. [W]
 * @param mainsvoltype - The inverter's mains connection.
 */
export function acLineCurrentA(powerW: number, mainsvoltype: MainsVoltageType): number {
  const voltageV = mainsvoltype === 'Three-Phase' ? THREE_PHASE_VOLTAGE_FACTOR_V : SINGLE_PHASE_VOLTAGE_V;
  return powerW / (voltageV * AC_POWER_FACTOR);
}

/**
 * Ohmic loss of an inverter's AC cable. [W]
 *
 * @remarks
 * P_loss = k × I² × R with I from `acLineCurrentA` and k the conductors carrying the current:
 * k = 2 single phase (line and neutral), k = 3 balanced three phase (three lines; the neutral
 * carries none). Rounded to 2 decimals like the DC loss.
 *
 * @param powerW - AC power carried. [W]
 * @param mainsvoltype - The inverter's mains connection.
 * @param run - The AC cable.
 */
export function acCableLossW(powerW: number, mainsvoltype: MainsVoltageType, run: CableRun): number {
  const currentA = acLineCurrentA(powerW, mainsvoltype);
  if (currentA === 0) return 0;
  const conductors = mainsvoltype === 'Three-Phase' ? 3 : 2;
  return rounded(conductors * currentA * currentA * conductorResistanceOhm(run), 'cableLossW');
}

/**
 * Loss as a share of the power it is taken from: (DC + AC loss) / peak power × 100 for the line
 * loss of an inverter, DC loss / string power × 100 for one MPPT. 0 when there is no power. [%]
 *
 * @param lossW - Loss. [W]
 * @param peakPowerW - The peak power the loss is compared with. [W]
 */
export function lossPercent(lossW: number, peakPowerW: number): number {
  if (peakPowerW <= 0) return lossW > 0 ? Number.POSITIVE_INFINITY : 0;
  return (lossW / peakPowerW) * 100;
}
