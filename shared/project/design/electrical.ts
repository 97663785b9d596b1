/**
 * The project seen by the electrical checks (shared/electrical): completeness [PRJ-3], capacity
 * from the inverters [PRJ-7] and every MPPT's check results [STR-6], one set of pure functions
 * for the handlers and the editor.
 */
import { projectCapacityFromInverters } from '../../electrical/capacity';
import {
  checkProjectCompleteness,
  type DcWiring,
  type ProjectCompleteness,
} from '../../electrical/completeness';
import { checkInverterUnit, type InverterUnitCheck, pvArraysById } from '../../electrical/inverter-checks';
import { type SystemSettingsExit, systemSettingsExit } from '../../electrical/system-settings-exit';
import type {
  AcEntry,
  DcEntry,
  InverterGroup,
  PvArrayForChecks,
  SiteTemperatures,
} from '../../electrical/types';
import type { InverterSnapshot, PanelSnapshot } from '../record/snapshots';

/** The parts of an array the checks read. */
export interface ArrayForChecks {
  id: string;
  panelcount: number;
  panel: PanelSnapshot;
}

/** The parts of an inverter group the checks read (any DC/AC entry carrying its cable copy). */
export interface GroupForChecks {
  modelname?: string;
  invertercount: number;
  info: InverterSnapshot;
  inverters: readonly { DC: readonly DcEntry[]; AC?: AcEntry | null }[];
}

/** The site temperatures the checks read, from the base info's location. */
export function siteTemperaturesOf(location: {
  proMinTemperature: number;
  proMaxTemperature: number;
}): SiteTemperatures {
  return { minTemperatureC: location.proMinTemperature, maxTemperatureC: location.proMaxTemperature };
}

/** The project's arrays and groups, as shared/electrical reads them. */
export interface ProjectForChecks {
  pvArray: readonly ArrayForChecks[];
  inverter: readonly GroupForChecks[];
}

function arraysForChecks(project: ProjectForChecks): PvArrayForChecks[] {
  return project.pvArray.map((array) => ({ id: array.id, panelcount: array.panelcount, panel: array.panel }));
}

/** The groups with their model's copy in every unit (the checks read `unit.info`). */
function groupsForChecks(project: ProjectForChecks): InverterGroup[] {
  return project.inverter.map((group) => ({
    modelname: group.modelname,
    invertercount: group.invertercount,
    inverters: group.inverters.map((unit) => ({ info: group.info, DC: unit.DC, AC: unit.AC ?? undefined })),
  }));
}

/**
 * `isComplete` and why not [PRJ-3]: no inverter, no PV array, an array whose panels are not all
 * wired, a string naming a removed array. Arrays wired beyond their count are flagged only.
 *
 * @example
 * projectCompleteness({ pvArray: [], inverter: [] }).reasons; // [{ kind: 'no-inverter' }, { kind: 'no-pv-array' }]
 */
export function projectCompleteness(project: {
  pvArray: readonly { id: string; panelcount: number }[];
  inverter: readonly { inverters: readonly { DC: readonly DcWiring[] }[] }[];
}): ProjectCompleteness {
  return checkProjectCompleteness({ pvArrays: project.pvArray, inverterGroups: project.inverter });
}

/**
 * Capacity from the inverters' string design: Σ panel peak power × strings × panels per string
 * / 1000, 2 decimals [PRJ-7]. 0 when no string carries panels. [kW]
 */
export function capacityFromInverters(project: ProjectForChecks): number {
  return projectCapacityFromInverters(arraysForChecks(project), groupsForChecks(project));
}

/**
 * The checks of every unit: `[group][unit]`, each MPPT row and the AC checks [STR-6] [STR-7]
 * [STR-9], at the site's lowest (open-circuit voltage) and highest (cables) temperatures.
 */
export function inverterChecks(project: ProjectForChecks, site: SiteTemperatures): InverterUnitCheck[][] {
  const arrays = pvArraysById(arraysForChecks(project));
  return groupsForChecks(project).map((group) =>
    group.inverters.map((unit) => checkInverterUnit(unit, arrays, site)),
  );
}

/**
 * Whether the system settings step may be left [WIZ-9]: blocked, confirmed with warnings, or
 * left at once (see `systemSettingsExit`).
 */
export function systemSettingsExitOf(project: ProjectForChecks, site: SiteTemperatures): SystemSettingsExit {
  return systemSettingsExit({
    pvArrays: arraysForChecks(project),
    inverterGroups: groupsForChecks(project),
    site,
  });
}
