/**
 * The inverter step's rules on the draft's groups [WIZ-7]: adding a model
 * already in the list adds to its count, editing a group into another group's model merges them,
 * the count adds or removes units, the last group cannot be deleted, the battery count stays
 * within the battery's min..max. Pure: every function answers new groups and never mutates.
 */
import { PROJECT_MAX_INVERTERS } from '@pvd/shared/constants/limits';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

export type GroupInput = NonNullable<ProjectInputBody['inverter']>[number];
export type UnitInput = GroupInput['inverters'][number];

/** The battery of a storage group: the battery option's id, its source and modules per inverter. */
export interface BatteryChoice {
  batterytype: string;
  batterysource: 'system' | 'common';
  batterynumber: number;
}

/** What the chooser answers: a model and, for storage, its battery. */
export interface ModelChoice {
  inverterid: string;
  battery: BatteryChoice | null;
}

/** A unit without string design (the system settings step fills its DC rows and AC cable). */
export function emptyUnit(): UnitInput {
  return { DC: [], AC: null };
}

/** Units for `count` inverters: the first ones kept, new ones empty. */
function resized(units: readonly UnitInput[], count: number): UnitInput[] {
  const kept = units.slice(0, count);
  while (kept.length < count) kept.push(emptyUnit());
  return kept;
}

function withBattery(group: GroupInput, battery: BatteryChoice | null): GroupInput {
  if (!battery) return group;
  return { ...group, ...battery };
}

/** A count within 1..the project maximum, whole. */
export function clampInverterCount(count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(PROJECT_MAX_INVERTERS, Math.max(1, Math.round(count)));
}

/**
 * The battery count kept within the battery's limits (clamped to the model's min and
 * max [WIZ-7]); at least 1, as a storage inverter needs a battery.
 *
 * @example
 * clampBatteryCount(9, 2, 6); // 6
 */
export function clampBatteryCount(count: number, min: number, max: number): number {
  const low = Math.max(1, min);
  const high = Math.max(low, max);
  if (!Number.isFinite(count)) return low;
  return Math.min(high, Math.max(low, Math.round(count)));
}

/**
 * Adds one inverter of a model: a model already in the list gets one more unit (and the chosen
 * battery, if any); a new model becomes a group of one.
 */
export function addModel(groups: readonly GroupInput[], choice: ModelChoice): GroupInput[] {
  const index = groups.findIndex((group) => group.inverterid === choice.inverterid);
  if (index >= 0) {
    const group = groups[index]!;
    const count = clampInverterCount(group.invertercount + 1);
    const next = { ...group, invertercount: count, inverters: resized(group.inverters, count) };
    return groups.map((g, i) => (i === index ? withBattery(next, choice.battery) : g));
  }
  const added: GroupInput = { inverterid: choice.inverterid, invertercount: 1, inverters: [emptyUnit()] };
  return [...groups, withBattery(added, choice.battery)];
}

/**
 * Changes the model (and battery) of group `index`. Into a model another group already has, the
 * two merge: that group takes this one's units and count. Into another new model, the units
 * start again empty (the old model's MPPTs do not fit); the same model keeps its string design.
 */
export function editGroup(groups: readonly GroupInput[], index: number, choice: ModelChoice): GroupInput[] {
  const current = groups[index];
  if (!current) return [...groups];
  const other = groups.findIndex((group, i) => i !== index && group.inverterid === choice.inverterid);
  if (other >= 0) {
    const target = groups[other]!;
    const count = clampInverterCount(target.invertercount + current.invertercount);
    const merged = {
      ...target,
      invertercount: count,
      inverters: resized([...target.inverters, ...current.inverters.map(() => emptyUnit())], count),
    };
    return groups
      .map((g, i) => (i === other ? withBattery(merged, choice.battery) : g))
      .filter((_, i) => i !== index);
  }
  const sameModel = current.inverterid === choice.inverterid;
  const next: GroupInput = sameModel
    ? { ...current }
    : {
        inverterid: choice.inverterid,
        invertercount: current.invertercount,
        inverters: current.inverters.map(() => emptyUnit()),
      };
  return groups.map((g, i) => (i === index ? withBattery(next, choice.battery) : g));
}

/** Sets a group's count: units added empty, or the last ones removed. */
export function setInverterCount(groups: readonly GroupInput[], index: number, count: number): GroupInput[] {
  const clamped = clampInverterCount(count);
  return groups.map((group, i) =>
    i === index ? { ...group, invertercount: clamped, inverters: resized(group.inverters, clamped) } : group,
  );
}

/** Whether group `index` may be deleted: not the last one [WIZ-7]. */
export function mayDeleteGroup(groups: readonly GroupInput[]): boolean {
  return groups.length > 1;
}

/** Deletes a group, except the last one (answered unchanged). */
export function deleteGroup(groups: readonly GroupInput[], index: number): GroupInput[] {
  if (!mayDeleteGroup(groups)) return [...groups];
  return groups.filter((_, i) => i !== index);
}

/** Sets a group's battery count, clamped to the battery's limits. */
export function setBatteryCount(
  groups: readonly GroupInput[],
  index: number,
  count: number,
  limits: { min: number; max: number },
): GroupInput[] {
  const batterynumber = clampBatteryCount(count, limits.min, limits.max);
  return groups.map((group, i) => (i === index ? { ...group, batterynumber } : group));
}
