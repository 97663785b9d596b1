/**
 * The rule for leaving the system settings step [WIZ-9].
 */
import { checkMpptBalance, type MpptBalance, needsAllAccess, stringsPerMpptOf } from './balance';
import type { CableSizeAdvice } from './cable-sizing';
import { type ArrayAllocation, arrayAllocations, type DcRowLocation } from './completeness';
import { checkInverterUnit, type InverterUnitCheck, pvArraysById } from './inverter-checks';
import type { InverterGroup, PvArrayForChecks, SiteTemperatures } from './types';

/** What the exit rule reads: the project's arrays, inverters and site temperatures. */
export interface SystemSettingsInput {
  pvArrays: readonly PvArrayForChecks[];
  inverterGroups: readonly InverterGroup[];
  /** The site's lowest and highest ambient temperatures (`proMinTemperature`, `proMaxTemperature`). */
  site: SiteTemperatures;
}

/** An overheating cable's figures: its design current, its capacity and the suggested size. */
export interface OverheatingCable {
  /** [A] */
  designCurrentA: number;
  /** [A] */
  capacityA: number;
  advice: CableSizeAdvice;
}

/** A reason the step cannot be left. */
export type ExitBlocker =
  | ({ kind: 'array-not-fully-connected' } & ArrayAllocation)
  | { kind: 'unbalanced-mppt-pairs'; groupIndex: number; unitIndex: number; balance: MpptBalance }
  /** A DC cable carrying more than its capacity [STR-9]. */
  | ({ kind: 'dc-cable-overheats' } & DcRowLocation & OverheatingCable)
  /** An AC cable carrying more than its capacity [STR-9]. */
  | ({ kind: 'ac-cable-overheats'; groupIndex: number; unitIndex: number } & OverheatingCable);

/** A point the confirm dialog ('continue?') lists. */
export type ExitWarning =
  | ({ kind: 'unconnected-mppt' } & DcRowLocation)
  | ({ kind: 'mppt-without-string-design' } & DcRowLocation)
  | ({ kind: 'mppt-check-failed'; result: 'warning' | 'error' } & DcRowLocation)
  | ({ kind: 'array-excess-panels' } & ArrayAllocation);

/** What happens when the user leaves the step. */
export type SystemSettingsExit =
  | { kind: 'blocked'; blockers: ExitBlocker[] }
  /** Ask 'continue?'; on accept, set each listed array's `panelcount` to include the excess. */
  | { kind: 'confirm'; warnings: ExitWarning[]; panelCountUpdates: { arrayId: string; panelcount: number }[] }
  | { kind: 'proceed' };

/**
 * Decides whether the system settings step can be left.
 *
 * @remarks
 * Blocked when any array's panels are not all connected, when an inverter needing all access
 * fails the balance rule (`checkMpptBalance`, whose advice the blocker carries), or when a DC or
 * AC cable carries more than its capacity (an overheating cable is a fire risk: it is no open
 * point to accept, [STR-9]; its figures and suggested size go with the blocker). Otherwise the
 * user confirms a list of unconnected MPPTs (no row, no array, or an array since removed), MPPTs
 * without string design (0 strings or 0 panels per string), MPPTs whose checks failed (warning or
 * error), and arrays with excess panels; with nothing to list the step is left directly.
 *
 * @throws InvalidInverterModelError when a model's per-MPPT texts are malformed.
 */
export function systemSettingsExit(input: SystemSettingsInput): SystemSettingsExit {
  const allocations = arrayAllocations(input.pvArrays, input.inverterGroups);
  const blockers: ExitBlocker[] = allocations
    .filter((allocation) => allocation.connectedPanels < allocation.panelcount)
    .map((allocation) => ({ kind: 'array-not-fully-connected', ...allocation }));
  input.inverterGroups.forEach((group, groupIndex) => {
    group.inverters.forEach((unit, unitIndex) => {
      if (!needsAllAccess(unit.info)) return;
      const balance = checkMpptBalance(stringsPerMpptOf(unit));
      if (!balance.balanced) blockers.push({ kind: 'unbalanced-mppt-pairs', groupIndex, unitIndex, balance });
    });
  });
  const checks = unitChecks(input);
  blockers.push(...checks.flatMap(overheatingCables));
  if (blockers.length > 0) return { kind: 'blocked', blockers };

  const warnings = checks.flatMap(mpptWarnings);
  const excess = allocations.filter((allocation) => allocation.connectedPanels > allocation.panelcount);
  for (const allocation of excess) warnings.push({ kind: 'array-excess-panels', ...allocation });
  if (warnings.length === 0) return { kind: 'proceed' };
  return {
    kind: 'confirm',
    warnings,
    panelCountUpdates: excess.map((allocation) => ({
      arrayId: allocation.arrayId,
      panelcount: allocation.connectedPanels,
    })),
  };
}

/** One unit's checks and where the unit sits. */
interface LocatedUnitCheck {
  groupIndex: number;
  unitIndex: number;
  check: InverterUnitCheck;
}

function unitChecks(input: SystemSettingsInput): LocatedUnitCheck[] {
  const arrays = pvArraysById(input.pvArrays);
  return input.inverterGroups.flatMap((group, groupIndex) =>
    group.inverters.map((unit, unitIndex) => ({
      groupIndex,
      unitIndex,
      check: checkInverterUnit(unit, arrays, input.site),
    })),
  );
}

function overheatingCables({ groupIndex, unitIndex, check }: LocatedUnitCheck): ExitBlocker[] {
  const blockers: ExitBlocker[] = [];
  for (const row of check.rows) {
    if (row.state !== 'checked' || row.check.checks.cableAmpacity !== 'error') continue;
    blockers.push({
      kind: 'dc-cable-overheats',
      groupIndex,
      unitIndex,
      mpptNo: row.mpptNo,
      designCurrentA: row.check.dcDesignCurrentA,
      capacityA: row.check.dcCableCapacityA,
      advice: row.check.dcCableAdvice,
    });
  }
  const ac = check.ac;
  if (ac?.checks.cableAmpacity === 'error') {
    blockers.push({
      kind: 'ac-cable-overheats',
      groupIndex,
      unitIndex,
      designCurrentA: ac.acDesignCurrentA,
      capacityA: ac.acCableCapacityA,
      advice: ac.acCableAdvice,
    });
  }
  return blockers;
}

function mpptWarnings({ groupIndex, unitIndex, check }: LocatedUnitCheck): ExitWarning[] {
  const warnings: ExitWarning[] = [];
  for (const row of check.rows) {
    const location = { groupIndex, unitIndex, mpptNo: row.mpptNo };
    if (row.state === 'unconnected') warnings.push({ kind: 'unconnected-mppt', ...location });
    else if (row.state === 'no-string-design')
      warnings.push({ kind: 'mppt-without-string-design', ...location });
    else if (row.check.result !== 'success') {
      warnings.push({ kind: 'mppt-check-failed', result: row.check.result, ...location });
    }
  }
  return warnings;
}
