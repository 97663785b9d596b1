/**
 * The balance step of the automatic string design: an inverter that needs all access
 * (`isneedallaccess` '1') must carry strings whose MPPT pair sums differ by at most 1
 * ([WIZ-9]; `checkMpptBalance`).
 */

import { recountPlacedPower } from './auto-design-split';
import {
  type ArrayState,
  type DesignState,
  type Slot,
  stringsPerMppt,
  type UnitState,
} from './auto-design-state';
import { checkMpptBalance, MAX_PAIR_SUM_DIFFERENCE, pairSums } from './balance';
import { lengthsFor } from './mppt-string-options';

/** A slot with the array it belongs to. */
interface Held {
  array: ArrayState;
  slot: Slot;
}

/**
 * Balances every all-access inverter's MPPT pairs.
 *
 * @remarks
 * Rows move only between MPPTs with the same limits, where each one passes the same checks.
 * 1. Rows are placed afresh, the most strings first, each on the free MPPT of its kind whose pair
 *    carries the fewest strings (longest-processing-time first).
 * 2. Still unbalanced: one string of a row with two or more in the fullest pair moves to a free
 *    MPPT of its kind in a pair with at least two strings fewer (the same panels, one string
 *    fewer in parallel), and step 1 runs again.
 * 3. No such move: one string of the fullest pair's row with the most strings is taken back
 *    (its panels are left over, `trimmedForBalance`), and step 1 runs again.
 * Each pass moves or removes a string, so it ends; with no strings the pairs are balanced.
 */
export function balanceAllAccessUnits(state: DesignState): void {
  for (const unit of state.units) {
    if (!unit.allAccess) continue;
    for (;;) {
      arrangeRows(state, unit);
      const strings = stringsPerMppt(state, unit.index);
      if (checkMpptBalance(strings).balanced) break;
      if (!moveOneString(state, unit, strings)) trimOneString(state, unit, strings);
    }
  }
  recountPlacedPower(state);
}

function heldOn(state: DesignState, unit: UnitState): Held[] {
  const held: Held[] = [];
  for (const array of state.arrays) {
    for (const slot of array.slots) if (slot.unit === unit.index) held.push({ array, slot });
  }
  return held;
}

/** Step 1: every row on the unit placed again, the most strings first, on the emptiest pair. */
function arrangeRows(state: DesignState, unit: UnitState): void {
  const kindOf = (mppt: number) => unit.kinds[mppt]!;
  const held = heldOn(state, unit);
  const active = held.filter(({ slot }) => slot.strings > 0);
  const placed = arrangement(
    unit,
    active.map(({ slot }) => slot),
  );
  const free = new Set(unit.owner.map((_, mppt) => mppt));
  const owner = new Array<number | null>(unit.owner.length).fill(null);
  active.forEach(({ array, slot }, index) => {
    const mppt = placed.mppts[index]!;
    free.delete(mppt);
    slot.mppt = mppt;
    owner[mppt] = array.index;
  });
  for (const { array, slot } of held.filter(({ slot }) => slot.strings === 0)) {
    const mppt = [...free]
      .filter((candidate) => kindOf(candidate) === kindOf(slot.mppt))
      .sort((a, b) => a - b)[0]!;
    free.delete(mppt);
    slot.mppt = mppt;
    owner[mppt] = array.index;
  }
  unit.owner = owner;
}

/**
 * Where step 1 puts rows with strings (longest-processing-time first): the most strings first
 * (then the lower MPPT), each on the free MPPT of its own kind whose pair carries the fewest
 * strings (the lower MPPT on a tie).
 *
 * @returns Per row its MPPT, and the strings per MPPT that result.
 */
function arrangement(
  unit: UnitState,
  rows: readonly { mppt: number; strings: number }[],
): { mppts: number[]; strings: number[] } {
  const order = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.strings - a.row.strings || a.row.mppt - b.row.mppt);
  const taken = new Array<boolean>(unit.owner.length).fill(false);
  const strings = new Array<number>(unit.owner.length).fill(0);
  const mppts = new Array<number>(rows.length);
  for (const { row, index } of order) {
    const kind = unit.kinds[row.mppt]!;
    let chosen = -1;
    for (let mppt = 0; mppt < unit.owner.length; mppt++) {
      if (taken[mppt] || unit.kinds[mppt] !== kind) continue;
      if (chosen < 0 || pairLoad(strings, mppt) < pairLoad(strings, chosen)) chosen = mppt;
    }
    taken[chosen] = true;
    mppts[index] = chosen;
    strings[chosen] = row.strings;
  }
  return { mppts, strings };
}

/**
 * Whether rows with these strings (on MPPTs of these kinds) can be placed on the unit so that
 * its pairs balance by step 1 alone, with no string moved or taken back.
 */
export function rowsCanBalance(unit: UnitState, rows: readonly { mppt: number; strings: number }[]): boolean {
  const active = rows.filter((row) => row.strings > 0);
  const sums = pairSums(arrangement(unit, active).strings);
  return Math.max(...sums) - Math.min(...sums) <= MAX_PAIR_SUM_DIFFERENCE;
}

/** Whether the unit's rows as they stand can be balanced by step 1 alone. */
export function pairsCanBalance(state: DesignState, unit: UnitState): boolean {
  return rowsCanBalance(
    unit,
    heldOn(state, unit).map(({ slot }) => slot),
  );
}

/** Strings on the pair an MPPT belongs to. */
function pairLoad(strings: readonly number[], mppt: number): number {
  const first = mppt - (mppt % 2);
  return strings[first]! + (strings[first + 1] ?? 0);
}

/** Step 2: one string from the fullest pair to a free MPPT of its kind in a pair ≥ 2 lower. */
function moveOneString(state: DesignState, unit: UnitState, strings: readonly number[]): boolean {
  const sums = pairSums(strings);
  const fullest = Math.max(...sums);
  const held = heldOn(state, unit);
  const movable = held
    .filter(({ slot }) => slot.strings >= 2 && pairLoad(strings, slot.mppt) === fullest)
    .sort((a, b) => b.slot.strings - a.slot.strings || a.slot.mppt - b.slot.mppt);
  for (const { array, slot } of movable) {
    if (!allows(slot, slot.strings - 1, slot.length) || !allows(slot, 1, slot.length)) continue;
    const kind = unit.kinds[slot.mppt]!;
    const target = held
      .filter(({ slot: other }) => other.strings === 0 && unit.kinds[other.mppt] === kind)
      .map(({ slot: other }) => other.mppt)
      .concat(unit.owner.flatMap((owner, mppt) => (owner === null ? [mppt] : [])))
      .filter((mppt) => unit.kinds[mppt] === kind && pairLoad(strings, mppt) <= fullest - 2)
      .sort((a, b) => pairLoad(strings, a) - pairLoad(strings, b) || a - b)[0];
    if (target === undefined) continue;
    releaseEmptySlotAt(state, unit, target);
    slot.strings -= 1;
    array.slots.push({ ...slot, mppt: target, expectedPanels: 0, strings: 1 });
    unit.owner[target] = array.index;
    return true;
  }
  return false;
}

/** Step 3: one string of the fullest pair's row with the most strings is taken back. */
function trimOneString(state: DesignState, unit: UnitState, strings: readonly number[]): void {
  const fullest = Math.max(...pairSums(strings));
  const { array, slot } = heldOn(state, unit)
    .filter(({ slot }) => slot.strings > 0 && pairLoad(strings, slot.mppt) === fullest)
    .sort((a, b) => b.slot.strings - a.slot.strings || b.slot.mppt - a.slot.mppt)[0]!;
  const taken = allows(slot, slot.strings - 1, slot.length) ? 1 : slot.strings;
  slot.strings -= taken;
  array.placed -= taken * slot.length;
  if (slot.strings === 0) slot.length = 0;
  array.trimmedForBalance = true;
}

/** Whether a slot's table allows `count` strings of `length` (0 strings always). */
function allows(slot: Slot, count: number, length: number): boolean {
  if (count === 0) return true;
  const range = lengthsFor(slot.options, count);
  return range !== null && length >= range.min && length <= range.max;
}

/** Frees an MPPT held by an unused slot (of any array), so a moved string can take it. */
function releaseEmptySlotAt(state: DesignState, unit: UnitState, mppt: number): void {
  for (const array of state.arrays) {
    const index = array.slots.findIndex((slot) => slot.unit === unit.index && slot.mppt === mppt);
    if (index >= 0) array.slots.splice(index, 1);
  }
  unit.owner[mppt] = null;
}
