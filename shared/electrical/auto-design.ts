/**
 * Automatic string design: for chosen PV arrays and inverter units, the strings per MPPT that
 * pass every check, using every panel where possible.
 */
import { allotMppts, bestFreeMppt, giveMppt, giveSpareMppts } from './auto-design-allot';
import { balanceAllAccessUnits } from './auto-design-balance';
import { evenOutInverters } from './auto-design-even';
import { designResult } from './auto-design-result';
import { clearPlacement, recountPlacedPower, splitArray } from './auto-design-split';
import { type ArrayState, type DesignState, initialState } from './auto-design-state';
import type { AutoDesign, AutoDesignInput, ProposedInverter } from './auto-design-types';
import type { CableRun } from './cable-loss';
import { mpptNoFromIndex } from './inverter-limits';
import type { DcEntry } from './types';

/**
 * Proposes the string design of the chosen arrays on the chosen inverter units.
 *
 * @remarks
 * What every proposed row passes. For panel count per string n and strings in parallel s on
 * MPPT m: the six checks [STR-1]-[STR-5] and [STR-9], each a success (V_mp,STC·n within the MPP range;
 * I_mp·s ≤ I_dc,max; V_oc(T_min)·n ≤ V_dc,max; P_max·n·s ≤ P_MPPT; DC cable loss < 1 %); the
 * advisories (V_mp(T_hot)·n ≥ V_MPPT,min, I_sc(T_hot)·s within the short-circuit limit); s within
 * the MPPT's string limit. Per inverter: Σ string power ≤ its max DC power and an AC/rated ratio
 * ≤ 150 % (the ratio's 70 % floor is reached where the panels allow, else noted); for an
 * all-access inverter, MPPT pair sums differing by at most 1. The tables behind the design are
 * found by running those checks (`mpptStringOptions`), so no proposal can fail one.
 *
 * A panel that no MPPT of the chosen inverters takes cleanly (a 13.67 A string on a 13 A MPPT, a
 * cable that loses 1 % at every length) is not left out: its tables become what the manual check
 * accepts, one string per MPPT with the fewest warnings (`mpptStringOptionsWithWarnings`), each
 * proposed row lists its warnings, and the array is marked `acceptedWithWarnings`. Errors (MPP
 * range, cold open-circuit voltage) are never proposed; when nothing is left, the reasons say why.
 *
 * Strings in parallel on one MPPT always have one length (a row is one MPPT: strings of
 * different lengths in parallel would mismatch). Between the inverters and the lengths, the
 * design follows these rules, the first that differs deciding (`isBetter`):
 * 1. Every panel placed that can be (the split's count is kept).
 * 2. Balance: the spread between the highest and the lowest AC/rated ratio of the inverters that
 *    can take a string is at most the tightest spread the layouts reach (found to 0.5 points)
 *    plus BALANCE_TOLERANCE_PERCENT (5 points); over that, a smaller spread wins. So no inverter
 *    sits far above the others while another has room, and every inverter is within a few
 *    points of the others where the panel counts allow (251 Hi-MO 5m on five SUN-20K-SG-HV:
 *    100.7-107.0 %, the tightest being 2.1 points).
 * 3. Lengths per inverter: the fewest Σ (distinct lengths − 1)², one length per inverter where
 *    the panels allow, and two inverters with two lengths each before one with three.
 * 4. Lengths per array: the fewest Σ (distinct lengths − 1).
 * 5. The fewest strings (so the longest), then the smaller spread.
 *
 * The method, in five steps:
 * 1. String-length window and parallel bound (`mpptStringOptions`, `stringLengthWindow`): per
 *    panel and MPPT, n from ⌈V_MPPT,min / V_mp(T_hot)⌉ to min(⌊V_dc,max / V_oc(T_min)⌋,
 *    ⌊V_MPPT,max / V_mp,STC⌋), the usual design practice of IEC 62548 and the DGS guide, T_hot the
 *    site maximum plus NOCT heating in full sun; and s_max(n), the most strings the current, the
 *    short-circuit current, the MPPT power, the cable loss and the string limit allow.
 * 2. Allotment (`allotMppts`, `giveSpareMppts`): an MPPT carries one array. The array with the
 *    most panels still without room takes a free MPPT on the inverter filled least for its rated
 *    power, until every array has room or none is left for it; MPPTs still free go to arrays on
 *    their inverter, to spread strings.
 * 3. First split (`splitArray`): each array, in input order, gets the fewest strings (so the
 *    longest) whose lengths can hold all its panels on its MPPTs within the inverters' power
 *    limits, equal on one MPPT. An array left short then takes one more free MPPT at a time while
 *    that places more panels. This fixes how many panels each array places.
 * 4. Balanced split (`evenOutInverters`): each array in turn, the others held, is laid out
 *    again on its MPPTs and the free ones. Per inverter its layouts are strings of one length or
 *    of two (`layoutTable`); a band search (`cheapestInBand`, a knapsack over the panel total per
 *    band of ratios) finds the tightest band a layout per inverter fits, then within the allowed
 *    spread the layouts with the fewest extra lengths per inverter and strings, over all layouts,
 *    one length n, or lengths n and n − 1 for the array. The best by the rules above, or the
 *    split as it stood, is kept; rounds repeat while an array changes (at most 3). Where an
 *    inverter is left with three lengths, the arrays on such inverters are laid out afresh
 *    together, kept if better.
 * 5. Pair balance (`balanceAllAccessUnits`): rows of an all-access inverter are placed so its
 *    pairs balance, moving or, last, taking back a string where placing is not enough (step 4
 *    proposes only layouts whose pairs balance by placing).
 *
 * The rules are met by a local search, not an exhaustive one: an array's layout is improved
 * with the others held, so a better design that needs two arrays changed at once can be missed
 * (say one inverter keeping three lengths).
 *
 * What is not placed is explained as kinds with numbers: panels left per array and why, empty
 * MPPTs and inverters and why, and a ratio under 70 %. Deterministic (inputs in order, ties to
 * the first); a 100 kW project takes a few milliseconds.
 *
 * References: IEC 62548-1:2023, "Photovoltaic (PV) arrays – Part 1: Design requirements";
 * Deutsche Gesellschaft für Sonnenenergie (DGS), Planning and Installing Photovoltaic Systems,
 * 3rd ed. London, UK: Earthscan/Routledge, 2013 (inverter sizing and string design).
 *
 * @throws InvalidInverterModelError when a model's per-MPPT texts are malformed.
 * @example
 * // 12 LONGi LR5-72HPH-540M panels on a SUN-5K-G (MPP 80-500 V, 550 V, 13 A, 3 300 W per MPPT)
 * autoDesign({
 *   pvArrays: [{ id: 'roof', panelcount: 12, panel: longi540 }],
 *   inverters: [{ info: sun5kG }],
 *   site: { minTemperatureC: -25, maxTemperatureC: 30 },
 *   dcCable: { resistivityOhmMm2PerM: 0.0175, lengthM: 10, areaMm2: 4 },
 * }).inverters[0].rows;
 * // MPPT1 and MPPT2 each 1 string × 6 panels (3 240 W, the most an MPPT takes); ratio 133 %
 */
export function autoDesign(input: AutoDesignInput): AutoDesign {
  const state = initialState(input);
  allotMppts(state);
  giveSpareMppts(state);
  for (const array of state.arrays) splitArray(state, array);
  placeLeftoversOnFreeMppts(state);
  evenOutInverters(state);
  balanceAllAccessUnits(state);
  return designResult(state);
}

/**
 * Step 3's second half: MPPTs given but left without strings are freed, then each array with
 * panels left takes one more free MPPT at a time and is split again, while that places more.
 */
function placeLeftoversOnFreeMppts(state: DesignState): void {
  releaseUnusedSlots(state);
  for (const unit of state.units) unit.plannedPowerW = unit.placedPowerW;
  for (const array of state.arrays) {
    while (array.placed < array.array.panelcount && tryOneMoreMppt(state, array)) {
      // Each pass places more panels; the loop ends when no free MPPT helps.
    }
  }
}

function tryOneMoreMppt(state: DesignState, array: ArrayState): boolean {
  const candidate = bestFreeMppt(state, array.index);
  if (!candidate) return false;
  const placedBefore = array.placed;
  clearPlacement(state, array);
  giveMppt(state, array, candidate, 0);
  splitArray(state, array);
  if (array.placed > placedBefore) {
    for (const unit of state.units) unit.plannedPowerW = unit.placedPowerW;
    return true;
  }
  clearPlacement(state, array);
  array.slots.pop();
  state.units[candidate.unit]!.owner[candidate.mppt] = null;
  splitArray(state, array);
  return false;
}

function releaseUnusedSlots(state: DesignState): void {
  for (const array of state.arrays) {
    for (const slot of array.slots) if (slot.strings === 0) state.units[slot.unit]!.owner[slot.mppt] = null;
    array.slots = array.slots.filter((slot) => slot.strings > 0);
  }
  recountPlacedPower(state);
}

/**
 * A proposed inverter as the DC entries the project stores: one per MPPT, MPPT1 first; an empty
 * MPPT names no array and carries no strings. Every entry gets the given cable.
 *
 * @param inverter - One inverter of `autoDesign`'s result.
 * @param mpptCount - The inverter model's MPPT count.
 * @param cable - The DC cable to write into every entry.
 */
export function proposedDcEntries(inverter: ProposedInverter, mpptCount: number, cable: CableRun): DcEntry[] {
  const rows = new Map(inverter.rows.map((row) => [row.mpptIndex, row]));
  return Array.from({ length: mpptCount }, (_, mppt) => {
    const row = rows.get(mppt);
    return {
      mpptNo: mpptNoFromIndex(mppt),
      pvArrayId: row?.pvArrayId ?? null,
      numberOfStrings: row?.numberOfStrings ?? 0,
      numberOfComponentsPerString: row?.numberOfComponentsPerString ?? 0,
      cableMaterialResistivity: cable.resistivityOhmMm2PerM,
      cableMaterialLength: cable.lengthM,
      cableMaterialArea: cable.areaMm2,
    };
  });
}
