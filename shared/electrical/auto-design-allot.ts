/**
 * Allotment, the first step of the automatic string design: which MPPTs each array gets.
 * An MPPT carries one array (a DC entry names one `pvArrayId`), so MPPTs are the resource the
 * arrays share; how many panels each one then carries is the split's business.
 */
import {
  type ArrayState,
  type DesignState,
  panelPowerW,
  type Slot,
  stringOptions,
  type UnitState,
} from './auto-design-state';
import { panelsWithinPowerLimit } from './inverter-power-limit';
import { lengthsFor, type MpptStringOptions } from './mppt-string-options';

/** A free MPPT an array can take, with what it accepts of the array's panel. */
export interface Candidate {
  unit: number;
  mppt: number;
  options: MpptStringOptions;
  /** Panels the MPPT and the inverter's remaining planned power allow. */
  capacity: number;
}

/**
 * Gives MPPTs to arrays until each array's panels have room or no MPPT is left for it.
 *
 * @remarks
 * Repeatedly, the array with the most panels still without room (first in input order on a tie)
 * takes one free MPPT that accepts its panel: on the inverter whose planned string power is the
 * lowest share of its rated AC power (so inverters fill evenly), the MPPT there that carries the
 * most of its panels, then (on an all-access inverter) the one whose pair carries the fewest rows,
 * spreading rows over the pairs it must balance, then the lowest. The MPPT's room, its largest row
 * capped by the inverter's remaining power (max DC power, 150 % ratio), counts against the
 * array's panels and, as expected power, against the inverter.
 */
export function allotMppts(state: DesignState): void {
  for (;;) {
    const array = neediestArray(state);
    if (!array) return;
    const candidate = bestFreeMppt(state, array.index);
    if (!candidate) {
      array.outOfMppts = true;
      continue;
    }
    const expected = Math.min(candidate.capacity, array.demand);
    array.demand -= expected;
    giveMppt(state, array, candidate, expected);
  }
}

/**
 * Gives each MPPT still free to an array already on its inverter, so strings can spread over
 * more MPPTs: fewer strings in parallel, less current and cable loss, pairs easier to balance.
 * The taker is the array carrying the most expected panels per MPPT there (first on a tie).
 */
export function giveSpareMppts(state: DesignState): void {
  for (const unit of state.units) {
    const unwanted = new Set<number>();
    for (;;) {
      const mppt = freeMpptsBySpread(unit).find((free) => !unwanted.has(free));
      if (mppt === undefined) break;
      const taker = spareTaker(state, unit, mppt);
      if (!taker) {
        unwanted.add(mppt);
        continue;
      }
      const options = stringOptions(state, taker.index, unit.index, mppt);
      giveMppt(state, taker, { unit: unit.index, mppt, options, capacity: 0 }, 0);
    }
  }
}

function spareTaker(state: DesignState, unit: UnitState, mppt: number): ArrayState | undefined {
  let best: ArrayState | undefined;
  let bestLoad = -1;
  for (const array of state.arrays) {
    const slots = array.slots.filter((slot) => slot.unit === unit.index);
    if (slots.length === 0 || stringOptions(state, array.index, unit.index, mppt).maxStrings === 0) continue;
    const load = slots.reduce((sum, slot) => sum + slot.expectedPanels, 0) / slots.length;
    if (load > bestLoad) {
      best = array;
      bestLoad = load;
    }
  }
  return best;
}

/** The array with the most panels still without room, not yet out of MPPTs. */
function neediestArray(state: DesignState): ArrayState | undefined {
  let neediest: ArrayState | undefined;
  for (const array of state.arrays) {
    if (array.demand > 0 && !array.outOfMppts && (!neediest || array.demand > neediest.demand)) {
      neediest = array;
    }
  }
  return neediest;
}

/** The free MPPT an array takes next, or undefined when none accepts its panel. */
export function bestFreeMppt(state: DesignState, arrayIndex: number): Candidate | undefined {
  const power = panelPowerW(state, arrayIndex);
  const units = state.units
    .filter((unit) => unit.owner.includes(null))
    .sort((a, b) => fillRatio(a) - fillRatio(b) || a.index - b.index);
  for (const unit of units) {
    const room = panelsWithinPowerLimit(unit.limits, unit.plannedPowerW, power);
    let best: Candidate | undefined;
    let bestPairLoad = 0;
    for (let mppt = 0; mppt < unit.owner.length; mppt++) {
      if (unit.owner[mppt] !== null) continue;
      const options = stringOptions(state, arrayIndex, unit.index, mppt);
      const shortest = lengthsFor(options, 1)?.min;
      if (shortest === undefined || shortest > room) continue;
      const capacity = Math.min(options.maxPanels, room);
      const load = pairLoad(unit, mppt);
      if (!best || capacity > best.capacity || (capacity === best.capacity && load < bestPairLoad)) {
        best = { unit: unit.index, mppt, options, capacity };
        bestPairLoad = load;
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** Planned string power over rated AC power: how full the allotment has made an inverter. */
function fillRatio(unit: UnitState): number {
  const rated = unit.limits.ratedAcPowerW;
  return rated > 0 ? unit.plannedPowerW / rated : Number.POSITIVE_INFINITY;
}

/**
 * MPPTs given on the pair an MPPT belongs to (MPPT1+MPPT2, MPPT3+MPPT4, …), which an all-access
 * inverter must balance; 0 on other inverters, where MPPTs are simply taken in order.
 */
function pairLoad(unit: UnitState, mppt: number): number {
  if (!unit.allAccess) return 0;
  const first = mppt - (mppt % 2);
  const taken = (index: number) => (index < unit.owner.length && unit.owner[index] !== null ? 1 : 0);
  return taken(first) + taken(first + 1);
}

/**
 * A unit's free MPPTs in the order they are given: on an all-access inverter those whose pair
 * carries the fewest given MPPTs first (MPPT1, MPPT3, … before MPPT2, MPPT4, …), else MPPT1 first.
 */
function freeMpptsBySpread(unit: UnitState): number[] {
  const free: number[] = [];
  unit.owner.forEach((owner, mppt) => {
    if (owner === null) free.push(mppt);
  });
  return free.sort((a, b) => pairLoad(unit, a) - pairLoad(unit, b) || a - b);
}

/** Gives an MPPT to an array: a new slot, its owner set, its expected power planned on the unit. */
export function giveMppt(
  state: DesignState,
  array: ArrayState,
  candidate: Candidate,
  expected: number,
): void {
  const unit = state.units[candidate.unit]!;
  unit.owner[candidate.mppt] = array.index;
  unit.plannedPowerW += expected * panelPowerW(state, array.index);
  const slot: Slot = {
    unit: candidate.unit,
    mppt: candidate.mppt,
    options: candidate.options,
    expectedPanels: expected,
    strings: 0,
    length: 0,
  };
  array.slots.push(slot);
}
