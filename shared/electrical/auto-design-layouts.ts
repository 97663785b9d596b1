/**
 * The ways one array's panels can be wired on the MPPTs it holds on one inverter (a portion,
 * `portionsOf`): strings of one length, or of two lengths on different MPPTs. Every layout
 * stays within the MPPTs' tables, so each row it makes passes the checks the tables were built
 * from; strings in parallel on one MPPT always have one length.
 */
import { capacity, type Portion, type PortionKind } from './auto-design-portion';

/**
 * One way to wire a portion: `strings[i]` strings of `lengths[i]` panels, the longer length
 * first; with two lengths, `firstLengthSlots[k]` MPPTs of kind k carry the first, the rest the second.
 */
export interface Layout {
  panels: number;
  lengths: number[];
  strings: number[];
  firstLengthSlots: number[];
}

/** Strings and length per slot of the array's slots in a portion. */
export interface SlotWiring {
  slot: number;
  strings: number;
  length: number;
}

/** Layout tables of one array's portions by make-up and panel range (portions alike share one). */
export type LayoutCache = Map<string, Map<string, Layout[]>>;

/**
 * A portion's layouts holding `minPanels` to `maxPanels` panels, keyed by their lengths: 'n'
 * (one length), 'n,n−1' (two adjacent) and 'distant' (two further apart), each list sorted by
 * panels, then strings. 'distant' holds, for a panel total that no layout of one length makes,
 * the one with the fewest strings, where that beats the adjacent lengths.
 */
export function layoutTable(
  portion: Portion,
  minPanels: number,
  maxPanels: number,
  cache: LayoutCache,
): Map<string, Layout[]> {
  const cacheKey = [
    minPanels,
    maxPanels,
    ...portion.kinds.map((kind) => `${kind.key}×${kind.slots.length}`),
  ].join('#');
  const known = cache.get(cacheKey);
  if (known) return known;
  const table = new Map<string, Layout[]>();
  cache.set(cacheKey, table);
  const oneLength = new Set<number>();
  const fewestAdjacent = new Map<number, number>();
  for (const layout of nearLayouts(portion, minPanels, maxPanels)) {
    const key = layout.lengths.join(',');
    const list = table.get(key);
    if (list) list.push(layout);
    else table.set(key, [layout]);
    const strings = stringCount(layout);
    if (layout.lengths.length === 1) oneLength.add(layout.panels);
    else fewestAdjacent.set(layout.panels, Math.min(strings, fewestAdjacent.get(layout.panels) ?? Infinity));
  }
  const beats = (panels: number, strings: number) =>
    !oneLength.has(panels) && strings < (fewestAdjacent.get(panels) ?? Infinity);
  table.set('distant', distantPairLayouts(portion, minPanels, maxPanels, beats));
  for (const layouts of table.values())
    layouts.sort((a, b) => a.panels - b.panels || stringCount(a) - stringCount(b));
  return table;
}

function stringCount(layout: Layout): number {
  return layout.strings.reduce((sum, count) => sum + count, 0);
}

/** The most panels the portion's MPPTs hold, each at its largest row. */
export function portionMaxPanels(portion: Portion): number {
  return portion.kinds.reduce(
    (sum, kind) => sum + kind.slots.length * Math.max(0, ...kind.mostStrings.map((most, n) => most * n)),
    0,
  );
}

/**
 * Every layout of one length or two adjacent ones holding `minPanels` to `maxPanels` panels: one
 * length n with 1 to capacity(n) strings, and lengths n, n − 1 with L and R strings on MPPTs
 * split between them (the split whose MPPTs carry the fewest strings each).
 */
function nearLayouts(portion: Portion, minPanels: number, maxPanels: number): Layout[] {
  const layouts: Layout[] = [];
  const all = portion.kinds.map((kind) => kind.slots.length);
  for (let n = portion.shortest; n <= portion.longest; n++) {
    const single = capacity(portion, n);
    for (let s = Math.max(1, Math.ceil(minPanels / n)); s <= single && s * n <= maxPanels; s++) {
      layouts.push({ panels: s * n, lengths: [n], strings: [s], firstLengthSlots: all });
    }
    if (n - 1 < portion.shortest) continue;
    const shorter = capacity(portion, n - 1);
    for (let long = 1; long <= single && long * n + (n - 1) <= maxPanels; long++) {
      const fewest = Math.max(1, Math.ceil((minPanels - long * n) / (n - 1)));
      for (let short = fewest; short <= shorter && long * n + short * (n - 1) <= maxPanels; short++) {
        const split = twoLengthSplit(portion, [n, n - 1], long, short);
        if (split === null) continue;
        const panels = long * n + short * (n - 1);
        layouts.push({ panels, lengths: [n, n - 1], strings: [long, short], firstLengthSlots: split });
      }
    }
  }
  return layouts;
}

/**
 * For each panel total from `minPanels` to `maxPanels`, the layout of two lengths at least two
 * panels apart with the fewest strings (the closest lengths, then the longest, on a tie): what a
 * portion needs when MPPTs of one kind take a long single string or shorter strings in parallel.
 */
function distantPairLayouts(
  portion: Portion,
  minPanels: number,
  maxPanels: number,
  wanted: (panels: number, strings: number) => boolean,
): Layout[] {
  const best = new Map<number, Layout>();
  const fewest = (layout: Layout | undefined) =>
    layout ? layout.strings[0]! + layout.strings[1]! : Infinity;
  for (let gap = 2; gap <= portion.longest - portion.shortest; gap++) {
    for (let n = portion.longest; n - gap >= portion.shortest; n--) {
      const lengths = [n, n - gap];
      const [longCap, shortCap] = lengths.map((length) => capacity(portion, length));
      for (let long = 1; long <= longCap! && long * n < maxPanels; long++) {
        for (let short = 1; short <= shortCap!; short++) {
          const panels = long * n + short * (n - gap);
          if (panels > maxPanels) break;
          if (
            panels < minPanels ||
            fewest(best.get(panels)) <= long + short ||
            !wanted(panels, long + short)
          ) {
            continue;
          }
          const split = twoLengthSplit(portion, lengths, long, short);
          if (split !== null)
            best.set(panels, { panels, lengths, strings: [long, short], firstLengthSlots: split });
        }
      }
    }
  }
  return [...best.values()];
}

/**
 * How many MPPTs of each kind carry the first length so that `long` strings of it and `short`
 * of the second fit, the fewest strings per MPPT first (first split on a tie); null when none fits.
 */
function twoLengthSplit(portion: Portion, lengths: number[], long: number, short: number): number[] | null {
  if (portion.kinds.length === 1) return oneKindSplit(portion.kinds[0]!, lengths, long, short);
  let best: number[] | null = null;
  let bestLoad = Number.POSITIVE_INFINITY;
  const split = portion.kinds.map(() => 0);
  const visit = (kind: number): void => {
    if (kind === portion.kinds.length) {
      const load = splitLoad(portion, split, lengths, long, short);
      if (load < bestLoad) {
        best = [...split];
        bestLoad = load;
      }
      return;
    }
    for (let count = 0; count <= portion.kinds[kind]!.slots.length; count++) {
      split[kind] = count;
      visit(kind + 1);
    }
  };
  visit(0);
  return best;
}

/** `twoLengthSplit` for MPPTs of one kind, without visiting every split. */
function oneKindSplit(kind: PortionKind, lengths: number[], long: number, short: number): number[] | null {
  const [longMost, shortMost] = lengths.map((length) => kind.mostStrings[length] ?? 0) as [number, number];
  if (longMost === 0 || shortMost === 0) return null;
  const count = kind.slots.length;
  let best: number[] | null = null;
  let bestLoad = Number.POSITIVE_INFINITY;
  for (let taking = Math.ceil(long / longMost); count - taking >= Math.ceil(short / shortMost); taking++) {
    const load = Math.max(Math.ceil(long / taking), Math.ceil(short / (count - taking)));
    if (load < bestLoad) {
      best = [taking];
      bestLoad = load;
    }
  }
  return best;
}

/** The most strings on one MPPT under a split, or infinity when the split does not hold them. */
function splitLoad(
  portion: Portion,
  split: readonly number[],
  lengths: number[],
  long: number,
  short: number,
) {
  const [first, second] = lengths as [number, number];
  let longRoom = 0;
  let shortRoom = 0;
  let longSlots = 0;
  let shortSlots = 0;
  portion.kinds.forEach((kind, index) => {
    const taking = split[index]!;
    const rest = kind.slots.length - taking;
    longRoom += taking * (kind.mostStrings[first] ?? 0);
    shortRoom += rest * (kind.mostStrings[second] ?? 0);
    if (kind.mostStrings[first]) longSlots += taking;
    if (kind.mostStrings[second]) shortSlots += rest;
  });
  if (longRoom < long || shortRoom < short) return Number.POSITIVE_INFINITY;
  return Math.max(Math.ceil(long / longSlots), Math.ceil(short / shortSlots));
}

/**
 * The strings per slot of a layout: each length's strings dealt one at a time to the MPPT of its
 * group with the fewest strings that takes one more (the first on a tie), so strings spread.
 */
export function layoutWiring(portion: Portion, layout: Layout): SlotWiring[] {
  const groups: { slots: number[]; most: number[] }[] = layout.lengths.map(() => ({ slots: [], most: [] }));
  portion.kinds.forEach((kind, index) => {
    kind.slots.forEach((slot, position) => {
      const group = position < layout.firstLengthSlots[index]! ? 0 : 1;
      const length = layout.lengths[group];
      if (length === undefined) return;
      groups[group]!.slots.push(slot);
      groups[group]!.most.push(kind.mostStrings[length] ?? 0);
    });
  });
  const wiring: SlotWiring[] = [];
  groups.forEach((group, index) => {
    const strings = group.slots.map(() => 0);
    for (let dealt = 0; dealt < layout.strings[index]!; dealt++) {
      let chosen = -1;
      strings.forEach((count, slot) => {
        if (count < group.most[slot]! && (chosen < 0 || count < strings[chosen]!)) chosen = slot;
      });
      strings[chosen]! += 1;
    }
    group.slots.forEach((slot, position) => {
      wiring.push({
        slot,
        strings: strings[position]!,
        length: strings[position]! > 0 ? layout.lengths[index]! : 0,
      });
    });
  });
  return wiring;
}
