/**
 * The inverters an array's split spreads over: the room each leaves for the array, the bounds of
 * the strings dealt to its MPPTs, and the AC/rated ratio floor the split aims for.
 */
import { acRatedPowerRatio } from './ac-checks';
import { type ArrayState, type DesignState, panelPowerW, type Slot } from './auto-design-state';
import { RATED_POWER_RATIO } from './constants';
import type { InverterLimits } from './inverter-limits';
import { panelsWithinPowerLimit } from './inverter-power-limit';
import { lengthsFor } from './mppt-string-options';

/** The array's MPPTs on one inverter: the panels the inverter still takes, and their bounds. */
export interface Group {
  /** Panels the inverter's power limit leaves for this array. */
  room: number;
  /** Σ strings × shortest and × longest allowed length over the group's slots. */
  lower: number;
  upper: number;
  /** Power already placed on the inverter by other arrays. [W] */
  placedPowerW: number;
  limits: InverterLimits;
  /** Whether another array has MPPTs here, so this split alone does not decide its AC ratio. */
  shared: boolean;
}

/** Strings per slot, and the panels per string chosen for them. */
export interface Split {
  strings: number[];
  lengths: number[];
  placed: number;
}

/** The array's slots grouped by inverter, with the room each inverter leaves for the array. */
export function inverterGroups(state: DesignState, array: ArrayState): Map<number, Group> {
  const power = panelPowerW(state, array.index);
  const groups = new Map<number, Group>();
  for (const slot of array.slots) {
    const unit = state.units[slot.unit]!;
    if (groups.has(slot.unit)) continue;
    groups.set(slot.unit, {
      room: panelsWithinPowerLimit(unit.limits, unit.placedPowerW, power),
      lower: 0,
      upper: 0,
      placedPowerW: unit.placedPowerW,
      limits: unit.limits,
      shared: state.arrays.some(
        (other) => other !== array && other.slots.some((held) => held.unit === slot.unit),
      ),
    });
  }
  return groups;
}

/** Panels a slot holds at least and at most with `count` strings; null when it takes fewer. */
export function contribution(slot: Slot, count: number): { lower: number; upper: number } | null {
  if (count === 0) return { lower: 0, upper: 0 };
  const range = lengthsFor(slot.options, count);
  return range === null ? null : { lower: count * range.min, upper: count * range.max };
}

export function bounds(groups: ReadonlyMap<number, Group>): { lower: number; upper: number } {
  let lower = 0;
  let upper = 0;
  for (const group of groups.values()) {
    lower += group.lower;
    upper += Math.min(group.room, group.upper);
  }
  return { lower, upper };
}

/** The groups' bounds for another distribution of strings (rooms kept). */
export function groupsFor(
  slots: readonly Slot[],
  strings: readonly number[],
  template: ReadonlyMap<number, Group>,
): Map<number, Group> {
  const groups = new Map<number, Group>();
  for (const [unit, group] of template) groups.set(unit, { ...group, lower: 0, upper: 0 });
  slots.forEach((slot, index) => {
    const group = groups.get(slot.unit)!;
    const bound = contribution(slot, strings[index]!)!;
    group.lower += bound.lower;
    group.upper += bound.upper;
  });
  return groups;
}

/**
 * Whether a split brings every inverter it alone decides to the AC/rated ratio's 70 % floor
 * [WIZ-8], which the design keeps "where possible" before it prefers fewer strings.
 */
export function meetsRatioFloor(
  slots: readonly Slot[],
  split: Split,
  groups: ReadonlyMap<number, Group>,
  power: number,
): boolean {
  const used = new Map<number, number>();
  slots.forEach((slot, index) => {
    used.set(slot.unit, (used.get(slot.unit) ?? 0) + split.strings[index]! * split.lengths[index]!);
  });
  return [...groups].every(
    ([unit, group]) =>
      group.shared ||
      ratioOf(group, group.placedPowerW + used.get(unit)! * power) >= RATED_POWER_RATIO.normalMin,
  );
}

/** Whether all the array's power could bring its unshared inverters to the 70 % floor at all. */
export function ratioFloorReachable(groups: ReadonlyMap<number, Group>, arrayPowerW: number): boolean {
  let placedW = 0;
  let floorW = 0;
  for (const group of groups.values()) {
    if (group.shared) continue;
    placedW += group.placedPowerW;
    const { ratedAcPowerW, europeanEfficiencyPercent } = group.limits;
    floorW += (RATED_POWER_RATIO.normalMin / 100) * ratedAcPowerW * (europeanEfficiencyPercent / 100);
  }
  return floorW > 0 && placedW + arrayPowerW >= floorW;
}

function ratioOf(group: Group, powerW: number): number {
  return acRatedPowerRatio(powerW, group.limits.ratedAcPowerW, group.limits.europeanEfficiencyPercent);
}
