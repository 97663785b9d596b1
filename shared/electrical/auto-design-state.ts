/**
 * The working state of the automatic string design: each inverter unit with the MPPTs given to
 * arrays and the power placed on it, each array with its MPPTs (slots) and what was placed, and
 * the cached tables of what each MPPT accepts of each panel.
 */
import type { AutoDesignInput } from './auto-design-types';
import { needsAllAccess } from './balance';
import { type InverterLimits, readInverterLimits } from './inverter-limits';
import {
  type MpptStringOptions,
  mpptStringOptions,
  mpptStringOptionsWithWarnings,
} from './mppt-string-options';
import type { InverterModel, PvArrayForChecks } from './types';

/** One inverter unit during the design. */
export interface UnitState {
  /** Index in `AutoDesignInput.inverters`. */
  index: number;
  limits: InverterLimits;
  /** Whether the pair-balance rule applies (`isneedallaccess` '1'). */
  allAccess: boolean;
  /** Each MPPT's `mpptLimitsKey`: MPPTs of one kind accept the same rows. */
  kinds: string[];
  /** Index of the array each MPPT is given to, or null. */
  owner: (number | null)[];
  /** String power the allotment expects on the unit. [W] */
  plannedPowerW: number;
  /** String power of the strings placed on the unit. [W] */
  placedPowerW: number;
}

/** One MPPT given to an array, and the strings put on it (0 strings: given but unused). */
export interface Slot {
  unit: number;
  mppt: number;
  options: MpptStringOptions;
  /** Panels the allotment expected here (0 for an MPPT given only to spread strings). */
  expectedPanels: number;
  strings: number;
  /** Panels per string (0 while unused). */
  length: number;
}

/** What stopped an array's split short of its panel count. */
export interface SplitOutcome {
  /** Panels the split placed (before any string is taken back for balance). */
  placed: number;
  /** More strings would have been shorter than the shortest allowed. */
  stringsTooShort: boolean;
  /** At some number of strings the MPPTs had room for every panel, yet no exact split was found. */
  hadRoom: boolean;
  /** An inverter's power limit, not its MPPTs, bounded the best split. */
  powerLimited: boolean;
}

/** One PV array during the design. */
export interface ArrayState {
  index: number;
  array: PvArrayForChecks;
  /** Panels the allotment has not yet found MPPT room for. */
  demand: number;
  slots: Slot[];
  /** The allotment found no free MPPT for some of the demand. */
  outOfMppts: boolean;
  placed: number;
  outcome: SplitOutcome | null;
  /** Strings were taken back to balance an all-access inverter. */
  trimmedForBalance: boolean;
  /**
   * No MPPT of any chosen unit takes one string of the array without a warning, so its tables
   * are the manual check's (`mpptStringOptionsWithWarnings`): one string, fewest warnings.
   */
  withWarnings: boolean;
}

export interface DesignState {
  input: AutoDesignInput;
  units: UnitState[];
  arrays: ArrayState[];
  /** Per array, the tables of each MPPT kind (built on first use). */
  optionsCache: Map<string, MpptStringOptions>[];
}

/** The state before any MPPT is given. */
export function initialState(input: AutoDesignInput): DesignState {
  const limitsByModel = new Map<InverterModel, InverterLimits>();
  const units = input.inverters.map((unit, index): UnitState => {
    let limits = limitsByModel.get(unit.info);
    if (!limits) {
      limits = readInverterLimits(unit.info);
      limitsByModel.set(unit.info, limits);
    }
    return {
      index,
      limits,
      kinds: Array.from({ length: limits.mpptCount }, (_, mppt) => mpptLimitsKey(limits, mppt)),
      allAccess: needsAllAccess(unit.info),
      owner: new Array<number | null>(limits.mpptCount).fill(null),
      plannedPowerW: 0,
      placedPowerW: 0,
    };
  });
  const arrays = input.pvArrays.map(
    (array: PvArrayForChecks, index): ArrayState => ({
      index,
      array,
      demand: array.panelcount,
      slots: [],
      outOfMppts: false,
      placed: 0,
      outcome: null,
      trimmedForBalance: false,
      withWarnings: false,
    }),
  );
  const state = { input, units, arrays, optionsCache: arrays.map(() => new Map()) };
  for (const array of arrays) {
    if (units.length === 0 || array.array.panelcount === 0) continue;
    const fitsCleanly = units.some((unit) =>
      unit.owner.some((_, mppt) => stringOptions(state, array.index, unit.index, mppt).maxStrings > 0),
    );
    if (!fitsCleanly) {
      array.withWarnings = true;
      state.optionsCache[array.index]!.clear();
    }
  }
  return state;
}

/** The values of one MPPT's limits that the row checks read, as a key: equal keys, equal tables. */
export function mpptLimitsKey(limits: InverterLimits, mppt: number): string {
  return [
    limits.maxDcVoltageV[mppt],
    limits.maxDcCurrentA[mppt],
    limits.maxStringsPerMppt[mppt],
    limits.maxMpptPowerW[mppt],
    limits.maxShortCircuitCurrentA?.[mppt] ?? '-',
    limits.mppVoltageMinV,
    limits.mppVoltageMaxV,
    limits.highPowerThreePhase,
  ].join('|');
}

/** What MPPT `mppt` of unit `unit` accepts of array `arrayIndex`'s panel (computed once per kind). */
export function stringOptions(
  state: DesignState,
  arrayIndex: number,
  unit: number,
  mppt: number,
): MpptStringOptions {
  const { limits, kinds } = state.units[unit]!;
  const cache = state.optionsCache[arrayIndex]!;
  let options = cache.get(kinds[mppt]!);
  if (!options) {
    const { input } = state;
    const tables = state.arrays[arrayIndex]!.withWarnings ? mpptStringOptionsWithWarnings : mpptStringOptions;
    options = tables({
      limits,
      mpptIndex: mppt,
      panel: input.pvArrays[arrayIndex]!.panel,
      site: input.site,
      dcCable: input.dcCable,
    });
    cache.set(kinds[mppt]!, options);
  }
  return options;
}

/** Strings on each MPPT of a unit (0 where none), from the arrays' slots. */
export function stringsPerMppt(state: DesignState, unit: number): number[] {
  const strings = new Array<number>(state.units[unit]!.limits.mpptCount).fill(0);
  for (const array of state.arrays) {
    for (const slot of array.slots) if (slot.unit === unit) strings[slot.mppt]! += slot.strings;
  }
  return strings;
}

/** One array's panel peak power. [W] */
export function panelPowerW(state: DesignState, arrayIndex: number): number {
  return state.input.pvArrays[arrayIndex]!.panel.peakpower;
}
