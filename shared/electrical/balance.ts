/**
 * The balance rule of inverters that need all access (`isneedallaccess` '1', independent-module
 * models): leaving system settings needs MPPT pair sums differing by at most 1; the advice is
 * 16-way for an 8-MPPT inverter, otherwise 12-way [WIZ-9].
 */
import { mpptIndexFromNo } from './inverter-limits';
import type { InverterUnit } from './types';

/** The balance of one inverter's strings over its MPPT pairs, with a suggested distribution. */
export interface MpptBalance {
  /** True when no two pair sums differ by more than 1. */
  balanced: boolean;
  /** Strings per MPPT as wired (index 0 = MPPT1). */
  stringsPerMppt: number[];
  /** Strings per pair: MPPT1+MPPT2, MPPT3+MPPT4, … (an odd last MPPT forms a group alone). */
  pairSums: number[];
  /** Largest minus smallest pair sum. */
  spread: number;
  /** String inputs the advice spreads over: 16 for 8 MPPTs, else 12. */
  adviceWays: 12 | 16;
  /** Suggested strings per MPPT for the same total, or null when the total exceeds the ways. */
  advice: number[] | null;
}

/** Largest allowed difference between two pair sums. */
export const MAX_PAIR_SUM_DIFFERENCE = 1;

/** Whether an inverter model is subject to the balance rule. */
export function needsAllAccess(model: { isneedallaccess: '1' | '0' }): boolean {
  return model.isneedallaccess === '1';
}

/** Strings per pair of MPPTs: (1,2), (3,4), …; an odd last MPPT is a group of its own. */
export function pairSums(stringsPerMppt: readonly number[]): number[] {
  const sums: number[] = [];
  for (let i = 0; i < stringsPerMppt.length; i += 2) {
    sums.push(stringsPerMppt[i]! + (stringsPerMppt[i + 1] ?? 0));
  }
  return sums;
}

/**
 * Checks the balance rule on one inverter's strings per MPPT.
 *
 * @remarks
 * MPPTs are summed in pairs (MPPT1+MPPT2, MPPT3+MPPT4, …); the rule fails when
 * max(pair sums) − min(pair sums) > 1. An MPPT with no strings counts 0, so leaving a pair
 * empty fails, which is what "needs all access" asks.
 *
 * @example
 * checkMpptBalance([2, 2, 2, 2, 2, 2, 1, 1]).balanced; // false: sums 4, 4, 4, 2
 * checkMpptBalance([2, 1, 2, 1, 1, 2, 2, 2]).balanced; // true: sums 3, 3, 3, 4
 */
export function checkMpptBalance(stringsPerMppt: readonly number[]): MpptBalance {
  const sums = pairSums(stringsPerMppt);
  const spread = sums.length === 0 ? 0 : Math.max(...sums) - Math.min(...sums);
  const total = stringsPerMppt.reduce((sum, strings) => sum + strings, 0);
  return {
    balanced: spread <= MAX_PAIR_SUM_DIFFERENCE,
    stringsPerMppt: [...stringsPerMppt],
    pairSums: sums,
    spread,
    adviceWays: adviceWays(stringsPerMppt.length),
    advice: balancedStringAdvice(total, stringsPerMppt.length),
  };
}

/** String inputs ("ways") of the advice: 16 for an 8-MPPT inverter, otherwise 12 [WIZ-9]. */
export function adviceWays(mpptCount: number): 12 | 16 {
  return mpptCount === 8 ? 16 : 12;
}

/**
 * The "12-way / 16-way advice": a suggested number of strings per MPPT that wires a given total
 * number of strings so that the balance rule passes.
 *
 * @remarks
 * [WIZ-9] names the advice without defining it; it is read here as the wiring table
 * for the inverter's 12 string inputs (16 when it has 8 MPPTs). Strings are dealt one at a time to
 * the pair with the fewest strings (lowest pair first on a tie), and inside that pair to the MPPT
 * with fewer (first MPPT on a tie). Pair sums then never differ by more than 1, and MPPTs inside
 * a pair by at most 1.
 *
 * @param totalStrings - Strings to wire (a whole number ≥ 0).
 * @param mpptCount - The inverter's MPPT count.
 * @returns Strings per MPPT (index 0 = MPPT1), or null when `totalStrings` exceeds the ways.
 * @example
 * balancedStringAdvice(10, 8); // [2, 1, 2, 1, 1, 1, 1, 1]: pair sums 3, 3, 2, 2
 */
export function balancedStringAdvice(totalStrings: number, mpptCount: number): number[] | null {
  if (mpptCount < 1 || totalStrings > adviceWays(mpptCount)) return null;
  const strings = new Array<number>(mpptCount).fill(0);
  const pairCount = Math.ceil(mpptCount / 2);
  for (let dealt = 0; dealt < totalStrings; dealt++) {
    let pair = 0;
    for (let p = 1; p < pairCount; p++) {
      if (pairSum(strings, p) < pairSum(strings, pair)) pair = p;
    }
    const first = 2 * pair;
    const second = first + 1;
    const target = second < mpptCount && strings[second]! < strings[first]! ? second : first;
    strings[target] += 1;
  }
  return strings;
}

function pairSum(strings: readonly number[], pair: number): number {
  return strings[2 * pair]! + (strings[2 * pair + 1] ?? 0);
}

/**
 * Strings per MPPT of one inverter unit, from its DC rows (MPPTs without a row, or whose row
 * names no PV array, carry 0).
 */
export function stringsPerMpptOf(unit: InverterUnit): number[] {
  const strings = new Array<number>(Math.max(unit.info.mpptcount, 0)).fill(0);
  for (const entry of unit.DC) {
    const index = mpptIndexFromNo(entry.mpptNo);
    if (index === null || index >= strings.length || !entry.pvArrayId) continue;
    strings[index] = entry.numberOfStrings;
  }
  return strings;
}
