/**
 * The balanced split, the step of the automatic string design after the split (`splitArray`):
 * each array's placed panels are laid out again so that the inverters' AC/rated ratios come close
 * together and each inverter, then each array, has as few string lengths as the panels allow
 * (the rules of `isBetter`).
 */
import { cheapestInBand } from './auto-design-band';
import { type LayoutCache, layoutWiring } from './auto-design-layouts';
import {
  familyLengths,
  familyOptions,
  type LengthFamily,
  type PortionChoices,
  type PortionOption,
  portionChoices,
  portionRanges,
} from './auto-design-options';
import { portionsOf } from './auto-design-portion';
import {
  BALANCE_TOLERANCE_PERCENT,
  countedInSpread,
  type DesignScore,
  designScore,
  isBetter,
  unitRatiosPercent,
} from './auto-design-score';
import { recountPlacedPower } from './auto-design-split';
import { type ArrayState, type DesignState, stringOptions } from './auto-design-state';

/** Rounds over the arrays; a round that improves nothing ends the step earlier. */
const MAX_ROUNDS = 3;
/** Resolution of the tightest band search. [%] */
const BAND_RESOLUTION_PERCENT = 0.5;
/** The widest band tried (beyond any ratio the checks allow). [%] */
const MAX_BAND_PERCENT = 256;

/**
 * Lays every array out again while that improves the design (`isBetter`), array by array in
 * input order, the others' strings held, for at most MAX_ROUNDS rounds; an array is tried again
 * only when another one changed since its last try.
 */
export function evenOutInverters(state: DesignState): void {
  const counted = countedInSpread(state);
  improveByArrays(state, state.arrays, counted);
  layOutTogetherAgain(state, counted);
}

/**
 * Lays the given arrays out again, one at a time in input order, while that improves the design,
 * for at most MAX_ROUNDS rounds; an array is tried again only when another one changed since.
 */
function improveByArrays(
  state: DesignState,
  arrays: readonly ArrayState[],
  counted: readonly boolean[],
): void {
  const triedAt = new Map<ArrayState, number>();
  let changes = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    for (const array of arrays) {
      if (array.placed === 0 || triedAt.get(array) === changes) continue;
      if (layOutAgain(state, array, counted)) changes++;
      triedAt.set(array, changes);
    }
  }
}

/**
 * When an inverter is left with three or more string lengths, the arrays on such inverters are
 * laid out afresh together: all taken off, laid out one by one (the most panels first) and once
 * more each; kept when every panel is placed again, with no larger spread, and the design is
 * better (`isBetter`).
 */
function layOutTogetherAgain(state: DesignState, counted: readonly boolean[]): void {
  const crowded = state.units.filter((unit) => lengthsOn(state, unit.index) >= 3).map((unit) => unit.index);
  const arrays = state.arrays
    .filter((array) => array.slots.some((slot) => slot.strings > 0 && crowded.includes(slot.unit)))
    .sort((a, b) => b.placed - a.placed || a.index - b.index);
  if (arrays.length < 2) return;
  const saved = snapshot(state);
  const before = designScore(state, counted);
  for (const array of arrays)
    setWiring(
      state,
      array,
      array.slots.map(() => [0, 0]),
    );
  for (const array of arrays) layOutAgain(state, array, counted);
  improveByArrays(state, arrays, counted);
  const after = designScore(state, counted);
  if (after.placedPanels < before.placedPanels || !isBetter(after, before, before.spreadPercent)) {
    restore(state, saved);
  }
}

function lengthsOn(state: DesignState, unit: number): number {
  const lengths = new Set<number>();
  for (const array of state.arrays)
    for (const slot of array.slots) if (slot.unit === unit && slot.strings > 0) lengths.add(slot.length);
  return lengths.size;
}

interface Snapshot {
  slots: ArrayState['slots'][];
  owners: (number | null)[][];
}

function snapshot(state: DesignState): Snapshot {
  return {
    slots: state.arrays.map((array) => array.slots.map((slot) => ({ ...slot }))),
    owners: state.units.map((unit) => [...unit.owner]),
  };
}

function restore(state: DesignState, saved: Snapshot): void {
  state.arrays.forEach((array, index) => {
    array.slots = saved.slots[index]!.map((slot) => ({ ...slot }));
  });
  state.units.forEach((unit, index) => {
    unit.owner = [...saved.owners[index]!];
  });
  recountPlacedPower(state);
}

type Wiring = [strings: number, length: number][];

interface Candidate {
  wiring: Wiring;
  score: DesignScore;
}

/**
 * Lays one array's placed panels out again on its MPPTs and the free ones that take its panel.
 *
 * @remarks
 * The tightest band that a layout per inverter fits, the panels adding up, is found on every
 * layout (`tightestBand`); the spread allowed is that plus BALANCE_TOLERANCE_PERCENT. Within
 * it the cheapest choice (fewest extra lengths per inverter, then strings) over every layout is
 * taken; where it gives the array more than one length, so are those of one length n for each
 * n, and where more than two, those of lengths n and n − 1. The best-scoring of these and the
 * layout as it stood is kept; MPPTs left without strings are freed.
 */
function layOutAgain(state: DesignState, array: ArrayState, counted: readonly boolean[]): boolean {
  borrowFreeMppts(state, array);
  const before: Candidate = { wiring: wiringOf(array), score: designScore(state, counted) };
  setWiring(
    state,
    array,
    before.wiring.map(() => [0, 0]),
  );
  const portions = portionsOf(state, array);
  const ranges = portionRanges(state, array, portions, array.placed);
  const tables: LayoutCache = new Map();
  const choices = portions.map((portion, index) =>
    portionChoices(state, array, portion, ranges[index]!, tables),
  );
  const inPortions = new Set(choices.map((choice) => choice.portion.unit));
  const fixed = unitRatiosPercent(state).filter((_, unit) => counted[unit] && !inPortions.has(unit));
  const all = choices.map((choice) => familyOptions(choice, { kind: 'all' }));
  const tightest = tightestBand(array.placed, all, fixed);
  let best = before;
  if (tightest !== null) {
    const placedBefore = before.wiring.reduce((sum, [strings, length]) => sum + strings * length, 0);
    const reached = placedBefore === array.placed ? Math.min(tightest, before.score.spreadPercent) : tightest;
    const limit = reached + BALANCE_TOLERANCE_PERCENT;
    const tryFamily = (family: LengthFamily) => {
      const options = family.kind === 'all' ? all : choices.map((choice) => familyOptions(choice, family));
      const choice = cheapestInBand(options, fixed, array.placed, limit);
      if (!choice) return;
      setWiring(state, array, wiringFor(array, choices, options, choice.options));
      const score = designScore(state, counted);
      if (isBetter(score, best.score, limit)) best = { wiring: wiringOf(array), score };
    };
    tryFamily({ kind: 'all' });
    // The families below can only lower the array's own count of lengths.
    const ownLengths = () =>
      new Set(best.wiring.filter(([strings]) => strings > 0).map(([, length]) => length)).size;
    const lengths = familyLengths(choices);
    if (ownLengths() > 1) {
      for (const length of lengths) if (array.placed % length === 0) tryFamily({ kind: 'one', length });
    }
    if (ownLengths() > 2) for (const length of lengths) tryFamily({ kind: 'adjacent', length });
  }
  setWiring(state, array, best.wiring);
  releaseEmptySlots(state, array);
  return best !== before;
}

/**
 * The width of the tightest band, to BAND_RESOLUTION_PERCENT, that holds one option per inverter
 * with the panels adding up to the target; null when none does. [%]
 */
function tightestBand(
  target: number,
  options: readonly PortionOption[][],
  fixed: readonly number[],
): number | null {
  const fits = (width: number) => cheapestInBand(options, fixed, target, width, true) !== null;
  let low = 0;
  let high = BAND_RESOLUTION_PERCENT;
  while (!fits(high)) {
    if (high >= MAX_BAND_PERCENT) return null;
    low = high;
    high *= 2;
  }
  while (high - low > BAND_RESOLUTION_PERCENT) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

function wiringFor(
  array: ArrayState,
  choices: readonly PortionChoices[],
  options: readonly PortionOption[][],
  picked: readonly number[],
): Wiring {
  const wiring: Wiring = array.slots.map(() => [0, 0]);
  choices.forEach((choice, index) => {
    const layout = options[index]![picked[index]!]!.layout;
    if (!layout) return;
    for (const wired of layoutWiring(choice.portion, layout))
      wiring[wired.slot] = [wired.strings, wired.length];
  });
  return wiring;
}

function wiringOf(array: ArrayState): Wiring {
  return array.slots.map((slot) => [slot.strings, slot.length]);
}

function setWiring(state: DesignState, array: ArrayState, wiring: Wiring): void {
  array.slots.forEach((slot, index) => {
    [slot.strings, slot.length] = wiring[index]!;
  });
  recountPlacedPower(state);
}

/** Gives the array every free MPPT that takes a string of its panel, as an unused slot. */
function borrowFreeMppts(state: DesignState, array: ArrayState): void {
  for (const unit of state.units) {
    unit.owner.forEach((owner, mppt) => {
      if (owner !== null) return;
      const options = stringOptions(state, array.index, unit.index, mppt);
      if (options.maxStrings === 0) return;
      unit.owner[mppt] = array.index;
      array.slots.push({ unit: unit.index, mppt, options, expectedPanels: 0, strings: 0, length: 0 });
    });
  }
}

/** Frees the MPPTs of the array's slots that carry no strings. */
function releaseEmptySlots(state: DesignState, array: ArrayState): void {
  for (const slot of array.slots) if (slot.strings === 0) state.units[slot.unit]!.owner[slot.mppt] = null;
  array.slots = array.slots.filter((slot) => slot.strings > 0);
}
