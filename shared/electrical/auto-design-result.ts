/**
 * The automatic string design's answer: the rows per inverter, and for what it could not place
 * (panels, MPPTs, inverters) the reasons as kinds with their numbers.
 */
import { acRatedPowerRatio } from './ac-checks';
import {
  type ArrayState,
  type DesignState,
  panelPowerW,
  type Slot,
  stringOptions,
  type UnitState,
} from './auto-design-state';
import type {
  ArrayPlacement,
  AutoDesign,
  EmptyMpptReason,
  InverterNote,
  LeftoverReason,
  ProposedInverter,
  ProposedMpptRow,
  RowWarning,
  StringUnfitReason,
} from './auto-design-types';
import { RATED_POWER_RATIO } from './constants';
import type { InverterLimits } from './inverter-limits';
import { mpptNoFromIndex } from './inverter-limits';
import { panelsWithinPowerLimit } from './inverter-power-limit';
import { lengthsFor } from './mppt-string-options';
import { rowWarnings } from './row-warnings';
import { mpptUnfitReason, stringLengthWindow } from './string-length-window';

/** The result of a finished design state. */
export function designResult(state: DesignState): AutoDesign {
  return {
    inverters: state.units.map((unit) => proposedInverter(state, unit)),
    arrays: state.arrays.map((array) => arrayPlacement(state, array)),
  };
}

function proposedInverter(state: DesignState, unit: UnitState): ProposedInverter {
  const rows: ProposedMpptRow[] = [];
  for (const array of state.arrays) {
    for (const slot of array.slots) {
      if (slot.unit !== unit.index || slot.strings === 0) continue;
      rows.push({
        mpptNo: mpptNoFromIndex(slot.mppt),
        mpptIndex: slot.mppt,
        pvArrayId: array.array.id,
        numberOfStrings: slot.strings,
        numberOfComponentsPerString: slot.length,
        stringPowerW: array.array.panel.peakpower * slot.length * slot.strings,
        warnings: slotWarnings(state, array, slot),
      });
    }
  }
  rows.sort((a, b) => a.mpptIndex - b.mpptIndex);
  const designed = new Set(rows.map((row) => row.mpptIndex));
  const emptyMppts = unit.owner.flatMap((_, mppt) =>
    designed.has(mppt)
      ? []
      : [{ mpptNo: mpptNoFromIndex(mppt), mpptIndex: mppt, reason: emptyMpptReason(state, unit, mppt) }],
  );
  const totalStringPowerW = rows.reduce((sum, row) => sum + row.stringPowerW, 0);
  const { limits } = unit;
  const ratio = acRatedPowerRatio(totalStringPowerW, limits.ratedAcPowerW, limits.europeanEfficiencyPercent);
  const notes: InverterNote[] = [];
  if (rows.length === 0) notes.push({ kind: 'inverter-empty' });
  else if (ratio < RATED_POWER_RATIO.normalMin) {
    notes.push({
      kind: 'rated-power-ratio-below-normal',
      ratioPercent: ratio,
      normalMinPercent: RATED_POWER_RATIO.normalMin,
    });
  }
  return {
    inverterIndex: unit.index,
    rows,
    emptyMppts,
    totalStringPowerW,
    acRatedPowerRatioPercent: ratio,
    notes,
  };
}

function emptyMpptReason(state: DesignState, unit: UnitState, mppt: number): EmptyMpptReason {
  const left = state.arrays.filter((array) => array.placed < array.array.panelcount);
  if (left.length === 0) return 'all-panels-placed';
  const fitting = left.filter((array) => stringOptions(state, array.index, unit.index, mppt).maxStrings > 0);
  if (fitting.length === 0) return 'no-array-fits';
  if (unit.allAccess && fitting.some((array) => array.trimmedForBalance)) return 'mppt-pair-balance';
  const noRoom = fitting.every((array) => {
    const shortest = lengthsFor(stringOptions(state, array.index, unit.index, mppt), 1)!.min;
    return panelsWithinPowerLimit(unit.limits, unit.placedPowerW, panelPowerW(state, array.index)) < shortest;
  });
  return noRoom ? 'inverter-power-limit' : 'panels-left-make-no-string';
}

function arrayPlacement(state: DesignState, array: ArrayState): ArrayPlacement {
  const { panelcount } = array.array;
  return {
    arrayId: array.array.id,
    panelcount,
    placedPanels: array.placed,
    panelsLeft: panelcount - array.placed,
    reasons: array.placed < panelcount ? leftoverReasons(state, array) : [],
    acceptedWithWarnings: array.withWarnings && array.placed > 0,
  };
}

/** What the manual check warns of on a placed slot (none for an array with clean tables). */
function slotWarnings(state: DesignState, array: ArrayState, slot: Slot): RowWarning[] {
  if (!array.withWarnings) return [];
  const context = {
    limits: state.units[slot.unit]!.limits,
    mpptIndex: slot.mppt,
    panel: array.array.panel,
    site: state.input.site,
    dcCable: state.input.dcCable,
  };
  // The tables hold only rows the manual check accepts, so the list is never null here.
  return rowWarnings(context, slot.length, slot.strings) ?? [];
}

/** The string lengths one string may have on the MPPTs that take the array's panel at all. */
function fittingLengths(state: DesignState, array: ArrayState): { shortest: number; longest: number } | null {
  const power = panelPowerW(state, array.index);
  let shortest = Number.POSITIVE_INFINITY;
  let longest = 0;
  for (const unit of state.units) {
    const room = panelsWithinPowerLimit(unit.limits, 0, power);
    for (let mppt = 0; mppt < unit.limits.mpptCount; mppt++) {
      const one = lengthsFor(stringOptions(state, array.index, unit.index, mppt), 1);
      if (one === null || one.min > room) continue;
      shortest = Math.min(shortest, one.min);
      longest = Math.max(longest, Math.min(one.max, room));
    }
  }
  return longest === 0 ? null : { shortest, longest };
}

function leftoverReasons(state: DesignState, array: ArrayState): LeftoverReason[] {
  const lengths = fittingLengths(state, array);
  if (lengths === null) return [{ kind: 'no-mppt-fits', models: unfitByModel(state, array) }];
  const { panelcount } = array.array;
  if (panelcount < lengths.shortest) {
    return [{ kind: 'array-too-small', panelcount, minPanelsPerString: lengths.shortest }];
  }
  const reasons: LeftoverReason[] = [];
  const outcome = array.outcome;
  const splitLeft = panelcount - (outcome?.placed ?? 0);
  if (splitLeft > 0) {
    if (array.slots.length > 0 && outcome && (outcome.hadRoom || outcome.stringsTooShort)) {
      reasons.push({
        kind: 'panels-left-make-no-string',
        minPanelsPerString: lengths.shortest,
        maxPanelsPerString: lengths.longest,
      });
    } else if (othersHoldFittingMppt(state, array)) reasons.push({ kind: 'no-free-mppt' });
    else if (array.slots.length === 0 || outcome?.powerLimited)
      reasons.push({ kind: 'inverter-power-limit' });
    else reasons.push({ kind: 'mppt-limits-reached' });
  }
  if (array.trimmedForBalance) reasons.push({ kind: 'mppt-pair-balance' });
  return reasons;
}

/** Whether another array holds an MPPT that would take this array's panel. */
function othersHoldFittingMppt(state: DesignState, array: ArrayState): boolean {
  return state.arrays.some(
    (other) =>
      other !== array &&
      other.slots.some(
        (slot) => slot.strings > 0 && stringOptions(state, array.index, slot.unit, slot.mppt).maxStrings > 0,
      ),
  );
}

/** For each inverter model, why its MPPTs take no string of the array's panel. */
function unfitByModel(
  state: DesignState,
  array: ArrayState,
): { inverterIndexes: number[]; reason: StringUnfitReason }[] {
  const byModel = new Map<InverterLimits, number[]>();
  for (const unit of state.units) byModel.set(unit.limits, [...(byModel.get(unit.limits) ?? []), unit.index]);
  return [...byModel].map(([limits, inverterIndexes]) => {
    // The MPPT taking the most power is the one most likely to take a string.
    const mppt = limits.maxMpptPowerW.indexOf(Math.max(...limits.maxMpptPowerW));
    const ctx = {
      limits,
      mpptIndex: mppt,
      panel: array.array.panel,
      site: state.input.site,
      dcCable: state.input.dcCable,
    };
    const reason: StringUnfitReason = mpptUnfitReason(ctx) ?? {
      kind: 'inverter-power-too-low',
      shortestStringPowerW: array.array.panel.peakpower * stringLengthWindow(ctx).minPanelsPerString,
      inverterLimitW: Math.min(
        limits.maxDcPowerW,
        (RATED_POWER_RATIO.normalMax / 100) * limits.ratedAcPowerW * (limits.europeanEfficiencyPercent / 100),
      ),
    };
    return { inverterIndexes, reason };
  });
}
