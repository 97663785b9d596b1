/**
 * Project completeness, computed on save through a check call [PRJ-3],
 * and the panel allocation it and the system settings exit rule share.
 */
import type { DcEntry, PvArrayForChecks } from './types';

/** What the allocation reads of an array: its id and panel count. */
type ArrayCount = Pick<PvArrayForChecks, 'id' | 'panelcount'>;

/** What the allocation reads of a DC row: its wiring, not its cable (the editor's unsaved rows have none). */
export type DcWiring = Pick<
  DcEntry,
  'mpptNo' | 'pvArrayId' | 'numberOfStrings' | 'numberOfComponentsPerString'
>;

/** What the allocation reads of an inverter group: each unit's DC rows. */
interface GroupRows {
  inverters: readonly { DC: readonly DcWiring[] }[];
}

/** How many of an array's panels the string design connects. */
export interface ArrayAllocation {
  arrayId: string;
  /** Panels in the array. */
  panelcount: number;
  /** Σ strings × panels per string over every DC row wired to the array. */
  connectedPanels: number;
}

/** Where a DC row sits: group, unit inside the group, MPPT. */
export interface DcRowLocation {
  groupIndex: number;
  unitIndex: number;
  mpptNo: string;
}

/** A DC row whose strings name a PV array that is not in the project any more. */
export interface OrphanDcRow extends DcRowLocation {
  pvArrayId: string;
}

/**
 * Panels connected per array, over all inverter units (arrays in project order).
 *
 * @remarks connected = Σ numberOfStrings × numberOfComponentsPerString over the rows naming it.
 */
export function arrayAllocations(
  pvArrays: readonly ArrayCount[],
  inverterGroups: readonly GroupRows[],
): ArrayAllocation[] {
  const connected = new Map<string, number>(pvArrays.map((array) => [array.id, 0]));
  forEachDcRow(inverterGroups, (entry) => {
    const current = entry.pvArrayId ? connected.get(entry.pvArrayId) : undefined;
    if (current === undefined) return;
    connected.set(entry.pvArrayId!, current + entry.numberOfStrings * entry.numberOfComponentsPerString);
  });
  return pvArrays.map((array) => ({
    arrayId: array.id,
    panelcount: array.panelcount,
    connectedPanels: connected.get(array.id) ?? 0,
  }));
}

/** DC rows with strings that name an array no longer in `pvArrays`. */
export function orphanDcRows(
  pvArrays: readonly ArrayCount[],
  inverterGroups: readonly GroupRows[],
): OrphanDcRow[] {
  const ids = new Set(pvArrays.map((array) => array.id));
  const orphans: OrphanDcRow[] = [];
  forEachDcRow(inverterGroups, (entry, location) => {
    if (entry.pvArrayId && !ids.has(entry.pvArrayId) && entry.numberOfStrings > 0) {
      orphans.push({ ...location, pvArrayId: entry.pvArrayId });
    }
  });
  return orphans;
}

function forEachDcRow(
  inverterGroups: readonly GroupRows[],
  visit: (entry: DcWiring, location: DcRowLocation) => void,
): void {
  inverterGroups.forEach((group, groupIndex) => {
    group.inverters.forEach((unit, unitIndex) => {
      for (const entry of unit.DC) visit(entry, { groupIndex, unitIndex, mpptNo: entry.mpptNo });
    });
  });
}

/** Why a project is not complete. */
export type CompletenessReason =
  | { kind: 'no-inverter' }
  | { kind: 'no-pv-array' }
  | ({ kind: 'array-not-fully-connected' } & ArrayAllocation)
  | ({ kind: 'string-refers-to-removed-array' } & OrphanDcRow);

/** Result of the completeness check. */
export interface ProjectCompleteness {
  /** The project's `isComplete`. */
  complete: boolean;
  /** Every reason it is not complete (empty when complete). */
  reasons: CompletenessReason[];
  /** Arrays with more panels allocated than they hold: flagged, never blocking. */
  excessPanels: ArrayAllocation[];
}

/**
 * Computes `isComplete` [PRJ-3]: false if there is no inverter or no PV array; false if any
 * array has panels not connected to strings or any string refers to a removed array; otherwise
 * true. Arrays with panels allocated beyond their count are reported but do not block.
 *
 * @example
 * checkProjectCompleteness({ pvArrays: [], inverterGroups: [] }).reasons;
 * // [{ kind: 'no-inverter' }, { kind: 'no-pv-array' }]
 */
export function checkProjectCompleteness(project: {
  pvArrays: readonly ArrayCount[];
  inverterGroups: readonly GroupRows[];
}): ProjectCompleteness {
  const { pvArrays, inverterGroups } = project;
  const reasons: CompletenessReason[] = [];
  if (!inverterGroups.some((group) => group.inverters.length > 0)) reasons.push({ kind: 'no-inverter' });
  if (pvArrays.length === 0) reasons.push({ kind: 'no-pv-array' });
  const allocations = arrayAllocations(pvArrays, inverterGroups);
  for (const allocation of allocations) {
    if (allocation.connectedPanels < allocation.panelcount) {
      reasons.push({ kind: 'array-not-fully-connected', ...allocation });
    }
  }
  for (const orphan of orphanDcRows(pvArrays, inverterGroups)) {
    reasons.push({ kind: 'string-refers-to-removed-array', ...orphan });
  }
  return {
    complete: reasons.length === 0,
    reasons,
    excessPanels: allocations.filter((allocation) => allocation.connectedPanels > allocation.panelcount),
  };
}
