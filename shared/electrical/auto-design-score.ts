/**
 * How good a design state is, as the balanced split compares them: all-access pairs that can be
 * balanced, panels placed, the AC/rated ratios' spread over what is allowed, string lengths per
 * inverter and per array, strings.
 */
import { acRatedPowerRatio } from './ac-checks';
import { pairsCanBalance } from './auto-design-balance';
import { type DesignState, panelPowerW, stringOptions } from './auto-design-state';
import { panelsWithinPowerLimit } from './inverter-power-limit';
import { lengthsFor } from './mppt-string-options';

/**
 * How far over the tightest spread the panels allow a design may go and still count as balanced,
 * so that the length rules decide between such designs. [%]
 */
export const BALANCE_TOLERANCE_PERCENT = 5;

/** The figures a design is compared by, the first that differs deciding. */
export interface DesignScore {
  /** All-access inverters whose rows no arrangement balances (strings would be taken back). */
  unbalanceablePairs: number;
  placedPanels: number;
  /**
   * Σ over inverters of (distinct string lengths − 1)²: 0 when each has one length; squared so
   * that two inverters of two lengths (2) come before one of three (4).
   */
  extraLengthsPerInverter: number;
  /** Σ over arrays of (distinct string lengths − 1). */
  extraLengthsPerArray: number;
  strings: number;
  /** Highest minus lowest AC/rated ratio of the inverters counted in the spread. [%] */
  spreadPercent: number;
}

/**
 * The inverters counted in the ratio spread: those on which some array takes a string at all
 * (an MPPT of theirs accepts its panel, and its shortest string is within the power limit).
 */
export function countedInSpread(state: DesignState): boolean[] {
  return state.units.map((unit) =>
    state.arrays.some((array) => {
      if (array.array.panelcount === 0) return false;
      const room = panelsWithinPowerLimit(unit.limits, 0, panelPowerW(state, array.index));
      return unit.owner.some((_, mppt) => {
        const shortest = lengthsFor(stringOptions(state, array.index, unit.index, mppt), 1)?.min;
        return shortest !== undefined && shortest <= room;
      });
    }),
  );
}

/** Each unit's AC/rated ratio from the strings placed on it. [%] */
export function unitRatiosPercent(state: DesignState): number[] {
  return state.units.map((unit) =>
    acRatedPowerRatio(unit.placedPowerW, unit.limits.ratedAcPowerW, unit.limits.europeanEfficiencyPercent),
  );
}

/** The score of the state as it stands (placed power must be current). */
export function designScore(state: DesignState, counted: readonly boolean[]): DesignScore {
  const unitLengths = state.units.map(() => new Set<number>());
  let placedPanels = 0;
  let strings = 0;
  let extraLengthsPerArray = 0;
  for (const array of state.arrays) {
    const lengths = new Set<number>();
    for (const slot of array.slots) {
      if (slot.strings === 0) continue;
      lengths.add(slot.length);
      unitLengths[slot.unit]!.add(slot.length);
      strings += slot.strings;
      placedPanels += slot.strings * slot.length;
    }
    extraLengthsPerArray += Math.max(0, lengths.size - 1);
  }
  const ratios = unitRatiosPercent(state).filter((_, index) => counted[index]);
  const spreadPercent = ratios.length > 0 ? Math.max(...ratios) - Math.min(...ratios) : 0;
  return {
    unbalanceablePairs: state.units.filter((unit) => unit.allAccess && !pairsCanBalance(state, unit)).length,
    placedPanels,
    extraLengthsPerInverter: unitLengths.reduce(
      (sum, lengths) => sum + Math.max(0, lengths.size - 1) ** 2,
      0,
    ),
    extraLengthsPerArray,
    strings,
    spreadPercent,
  };
}

/**
 * Whether score `a` is better than `b`: fewer unbalanceable pairs, more panels, a smaller spread
 * over `spreadLimitPercent` (spreads within it are equal), then fewer extra lengths per inverter,
 * per array, fewer strings, a smaller spread.
 */
export function isBetter(a: DesignScore, b: DesignScore, spreadLimitPercent: number): boolean {
  const excess = (score: DesignScore) => Math.max(0, score.spreadPercent - spreadLimitPercent);
  // Pairs [of a, of b] of figures where lower is better; ratios within 1e-9 % count as equal.
  const order: [number, number][] = [
    [a.unbalanceablePairs, b.unbalanceablePairs],
    [-a.placedPanels, -b.placedPanels],
    [excess(a), excess(b)],
    [a.extraLengthsPerInverter, b.extraLengthsPerInverter],
    [a.extraLengthsPerArray, b.extraLengthsPerArray],
    [a.strings, b.strings],
    [a.spreadPercent, b.spreadPercent],
  ];
  for (const [ofA, ofB] of order) {
    if (Math.abs(ofA - ofB) > 1e-9) return ofA < ofB;
  }
  return false;
}
