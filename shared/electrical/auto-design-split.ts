/**
 * The split, the second step of the automatic string design: how one array's panels are shared
 * over the MPPTs it was given, as strings of equal length per MPPT.
 */

import {
  bounds,
  contribution,
  type Group,
  groupsFor,
  inverterGroups,
  meetsRatioFloor,
  ratioFloorReachable,
  type Split,
} from './auto-design-groups';
import {
  type ArrayState,
  type DesignState,
  panelPowerW,
  type Slot,
  type SplitOutcome,
} from './auto-design-state';
import { lengthsFor } from './mppt-string-options';

/**
 * Splits an array's panels over its slots and places the strings (slot `strings` and `length`,
 * the inverters' placed power, the array's `placed` and `outcome`).
 *
 * @remarks
 * Strings are dealt one at a time, each to the slot with the fewest strings that can take one
 * more (then the slot whose inverter is least loaded for its rated power, then the first given):
 * a slot with s strings allows the lengths [n_lo(s), n_hi(s)] of its table, and its inverter's
 * power limit caps the group of slots on it. After each string, the dealt strings can hold
 * between L = Σ s·n_lo and U = Σ_inverters min(room, Σ s·n_hi) panels. The first count of strings
 * whose lengths can be chosen to hold exactly N panels wins: the fewest strings, so the longest;
 * except that where the array alone fills inverters and its panels could bring them to the
 * AC/rated ratio's 70 % floor, the first count that does so wins (e.g. 18 panels on two 5 kW
 * inverters: 4 strings of 4-5, both inverters at 100 %, rather than 3 of 6 leaving one at 67 %).
 * Lengths start at n_lo and rise one panel per string at a time, shortest strings first, so the
 * strings of an array differ as little as they can. Dealing stops when L > N (more strings would
 * be too short) or no slot takes another string; then the count that holds the most panels is
 * used, and the rest are left.
 */
export function splitArray(state: DesignState, array: ArrayState): void {
  const target = array.array.panelcount;
  const power = panelPowerW(state, array.index);
  const groups = inverterGroups(state, array);
  const strings = new Array<number>(array.slots.length).fill(0);
  let best = { estimate: 0, strings: [...strings] };
  const outcome: SplitOutcome = { placed: 0, stringsTooShort: false, hadRoom: false, powerLimited: false };
  const floorReachable = ratioFloorReachable(groups, target * power);
  let firstExact: Split | null = null;
  for (;;) {
    const next = slotForNextString(array.slots, strings, groups, power);
    if (next < 0) break;
    addString(array.slots[next]!, strings, next, groups);
    const { lower, upper } = bounds(groups);
    if (lower > target) {
      outcome.stringsTooShort = true;
      break;
    }
    if (upper >= target) {
      outcome.hadRoom = true;
      const split = chooseLengths(array.slots, strings, groups, target);
      if (split.placed === target) {
        if (!floorReachable || meetsRatioFloor(array.slots, split, groups, power)) {
          place(state, array, split, outcome);
          return;
        }
        firstExact ??= split;
      }
    }
    if (Math.min(upper, target) > best.estimate)
      best = { estimate: Math.min(upper, target), strings: [...strings] };
  }
  if (firstExact) {
    place(state, array, firstExact, outcome);
    return;
  }
  const split = chooseLengths(
    array.slots,
    best.strings,
    groupsFor(array.slots, best.strings, groups),
    best.estimate,
  );
  outcome.powerLimited = [...groupsFor(array.slots, best.strings, groups).values()].some(
    (group) => group.upper > group.room,
  );
  place(state, array, split, outcome);
}

/** The slot that takes the next string, or −1 when none can. */
function slotForNextString(
  slots: readonly Slot[],
  strings: readonly number[],
  groups: ReadonlyMap<number, Group>,
  power: number,
): number {
  let chosen = -1;
  let chosenLoad = 0;
  slots.forEach((slot, index) => {
    const group = groups.get(slot.unit)!;
    const added = contribution(slot, strings[index]! + 1);
    if (added === null) return;
    const current = contribution(slot, strings[index]!)!;
    if (group.lower - current.lower + added.lower > group.room) return;
    const load = (group.placedPowerW + group.lower * power) / group.limits.ratedAcPowerW;
    const better =
      chosen < 0 ||
      strings[index]! < strings[chosen]! ||
      (strings[index] === strings[chosen] && load < chosenLoad);
    if (better) {
      chosen = index;
      chosenLoad = load;
    }
  });
  return chosen;
}

function addString(slot: Slot, strings: number[], index: number, groups: Map<number, Group>): void {
  const group = groups.get(slot.unit)!;
  const before = contribution(slot, strings[index]!)!;
  const after = contribution(slot, strings[index]! + 1)!;
  group.lower += after.lower - before.lower;
  group.upper += after.upper - before.upper;
  strings[index]! += 1;
}

/**
 * Lengths for a distribution of strings holding as close to `target` panels as they can: all at
 * their shortest, then, level by level, each slot at the lowest length rises by one panel per
 * string (first slot first) while panels remain, its range and its inverter's room allow.
 */
function chooseLengths(
  slots: readonly Slot[],
  strings: readonly number[],
  groups: ReadonlyMap<number, Group>,
  target: number,
): Split {
  const lengths = slots.map((slot, index) => lengthsFor(slot.options, strings[index]!)?.min ?? 0);
  const used = new Map<number, number>();
  let remaining = target;
  slots.forEach((slot, index) => {
    const panels = strings[index]! * lengths[index]!;
    used.set(slot.unit, (used.get(slot.unit) ?? 0) + panels);
    remaining -= panels;
  });
  const active = slots.map((_, index) => index).filter((index) => strings[index]! > 0);
  const lowest = Math.min(...active.map((index) => lengths[index]!));
  const highest = Math.max(...active.map((index) => lengthsFor(slots[index]!.options, strings[index]!)!.max));
  for (let level = lowest; level < highest && remaining > 0; level++) {
    for (const index of active) {
      const slot = slots[index]!;
      const count = strings[index]!;
      const room = groups.get(slot.unit)!.room - used.get(slot.unit)!;
      const longest = lengthsFor(slot.options, count)!.max;
      if (lengths[index] !== level || level >= longest || count > remaining || count > room) continue;
      lengths[index]! += 1;
      used.set(slot.unit, used.get(slot.unit)! + count);
      remaining -= count;
    }
  }
  return { strings: [...strings], lengths, placed: target - remaining };
}

function place(state: DesignState, array: ArrayState, split: Split, outcome: SplitOutcome): void {
  const power = panelPowerW(state, array.index);
  array.slots.forEach((slot, index) => {
    slot.strings = split.strings[index]!;
    slot.length = slot.strings > 0 ? split.lengths[index]! : 0;
    state.units[slot.unit]!.placedPowerW += slot.strings * slot.length * power;
  });
  array.placed = split.placed;
  array.outcome = { ...outcome, placed: split.placed };
}

/** Takes an array's strings off its slots (before it is split again). */
export function clearPlacement(state: DesignState, array: ArrayState): void {
  for (const slot of array.slots) {
    slot.strings = 0;
    slot.length = 0;
  }
  array.placed = 0;
  array.outcome = null;
  recountPlacedPower(state);
}

/** Each unit's placed power summed again from the slots (no drift from adding and taking off). */
export function recountPlacedPower(state: DesignState): void {
  for (const unit of state.units) unit.placedPowerW = 0;
  for (const array of state.arrays) {
    const power = panelPowerW(state, array.index);
    for (const slot of array.slots)
      state.units[slot.unit]!.placedPowerW += slot.strings * slot.length * power;
  }
}
