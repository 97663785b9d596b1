/**
 * What the balanced split chooses from on each inverter an array holds MPPTs on: the layouts of
 * its portion there (`layoutTable`), sorted into families of string lengths, each turned
 * into band options (panels, the inverter's ratio with them, a cost) for `cheapestInBand`.
 */
import { acRatedPowerRatio } from './ac-checks';
import { rowsCanBalance } from './auto-design-balance';
import type { BandOption } from './auto-design-band';
import {
  type Layout,
  type LayoutCache,
  layoutTable,
  layoutWiring,
  portionMaxPanels,
} from './auto-design-layouts';
import type { Portion } from './auto-design-portion';
import { type ArrayState, type DesignState, panelPowerW } from './auto-design-state';
import { panelsWithinPowerLimit } from './inverter-power-limit';

/** An option: a layout (null: the portion carries nothing) and its band figures. */
export interface PortionOption extends BandOption {
  layout: Layout | null;
}

/** One portion with what the other arrays leave it: its options by string lengths. */
export interface PortionChoices {
  portion: Portion;
  /**
   * Keyed as `layoutTable` keys them ('n', 'n,n−1', 'distant'): per panel total the cheapest
   * layout that keeps all-access pairs balanceable, sorted by panels.
   */
  byLengths: Map<string, PortionOption[]>;
  /** Carrying nothing, when the panel range allows it. */
  empty: PortionOption | null;
}

/** Which layouts a family allows: all, one length n, or lengths n and n − 1. */
export type LengthFamily =
  | { kind: 'all' }
  | { kind: 'one'; length: number }
  | { kind: 'adjacent'; length: number };

/** Cost weight of one extra string length on an inverter, against one string. */
const EXTRA_LENGTH_COST = 1000;

/**
 * For each portion, the panels it may carry for the array's total to be reachable: at most what
 * its MPPTs hold within the power limit the other arrays leave, at least what the other portions
 * cannot hold. The array's own strings must be off the state.
 */
export function portionRanges(
  state: DesignState,
  array: ArrayState,
  portions: readonly Portion[],
  target: number,
): [number, number][] {
  const power = panelPowerW(state, array.index);
  const most = portions.map((portion) => {
    const unit = state.units[portion.unit]!;
    const room = panelsWithinPowerLimit(unit.limits, unit.placedPowerW, power);
    return Math.min(room, portionMaxPanels(portion), target);
  });
  const total = most.reduce((sum, panels) => sum + panels, 0);
  return most.map((panels) => [Math.max(0, target - (total - panels)), panels]);
}

/**
 * The portion's choices within a panel range, with the other arrays' strings as they stand
 * (the array's own strings must be off the state). A layout costs the square of the extra
 * lengths it leaves on the inverter (the other arrays' lengths counted) × EXTRA_LENGTH_COST, plus
 * its strings, as `designScore` counts them.
 */
export function portionChoices(
  state: DesignState,
  array: ArrayState,
  portion: Portion,
  [minPanels, maxPanels]: [number, number],
  cache: LayoutCache,
): PortionChoices {
  const unit = state.units[portion.unit]!;
  const otherRows = state.arrays
    .filter((other) => other !== array)
    .flatMap((other) => other.slots.filter((slot) => slot.unit === unit.index && slot.strings > 0));
  const otherLengths = new Set(otherRows.map((slot) => slot.length));
  const ratio = (panels: number) =>
    acRatedPowerRatio(
      unit.placedPowerW + panels * panelPowerW(state, array.index),
      unit.limits.ratedAcPowerW,
      unit.limits.europeanEfficiencyPercent,
    );
  const balances = (layout: Layout) =>
    !unit.allAccess ||
    rowsCanBalance(unit, [
      ...otherRows,
      ...layoutWiring(portion, layout).map((wired) => ({
        mppt: array.slots[wired.slot]!.mppt,
        strings: wired.strings,
      })),
    ]);
  const cost = (layout: Layout) =>
    EXTRA_LENGTH_COST *
      (otherLengths.size + layout.lengths.filter((n) => !otherLengths.has(n)).length - 1) ** 2 +
    layout.strings.reduce((sum, count) => sum + count, 0);
  const byLengths = new Map<string, PortionOption[]>();
  for (const [key, layouts] of layoutTable(portion, Math.max(1, minPanels), maxPanels, cache)) {
    const options: PortionOption[] = [];
    for (const layout of layouts) {
      if (options.at(-1)?.panels === layout.panels || !balances(layout)) continue;
      options.push({ panels: layout.panels, ratioPercent: ratio(layout.panels), cost: cost(layout), layout });
    }
    if (options.length > 0) byLengths.set(key, options);
  }
  const empty =
    minPanels > 0
      ? null
      : {
          panels: 0,
          ratioPercent: ratio(0),
          cost: EXTRA_LENGTH_COST * Math.max(0, otherLengths.size - 1) ** 2,
          layout: null,
        };
  return { portion, byLengths, empty };
}

/** The lengths some portion takes in strings of one length, longest first. */
export function familyLengths(choices: readonly PortionChoices[]): number[] {
  const lengths = new Set<number>();
  for (const choice of choices) {
    for (const key of choice.byLengths.keys()) if (/^\d+$/.test(key)) lengths.add(Number(key));
  }
  return [...lengths].sort((a, b) => b - a);
}

/** A portion's band options within a family: carrying nothing, and per panel total the cheapest. */
export function familyOptions(choices: PortionChoices, family: LengthFamily): PortionOption[] {
  const byPanels: PortionOption[] = [];
  if (choices.empty) byPanels[0] = choices.empty;
  for (const key of familyKeys(choices, family)) {
    for (const option of choices.byLengths.get(key) ?? []) {
      const known = byPanels[option.panels];
      if (!known || option.cost < known.cost) byPanels[option.panels] = option;
    }
  }
  return byPanels.filter((option) => option !== undefined);
}

function familyKeys(choices: PortionChoices, family: LengthFamily): string[] {
  if (family.kind === 'all') return [...choices.byLengths.keys()];
  const n = family.length;
  return family.kind === 'one' ? [`${n}`] : [`${n}`, `${n - 1}`, `${n},${n - 1}`];
}
