/**
 * A portion: the MPPTs one array holds on one inverter, grouped by kind, with how many strings
 * of each length they take. The layouts (`auto-design-layouts.ts`) are built on it.
 */
import type { ArrayState, DesignState } from './auto-design-state';
import { lengthsFor, type MpptStringOptions } from './mppt-string-options';

/** MPPTs of one kind in a portion: they accept the same rows. */
export interface PortionKind {
  /** The MPPTs' `mpptLimitsKey`. */
  key: string;
  /** Indexes into the array's slots, in slot order. */
  slots: number[];
  /** Index n: the most strings of n panels one MPPT of the kind takes (each count up to it allowed). */
  mostStrings: number[];
}

/** The MPPTs an array holds on one inverter, grouped by kind. */
export interface Portion {
  unit: number;
  kinds: PortionKind[];
  /** Shortest and longest string any of its MPPTs takes. */
  shortest: number;
  longest: number;
  /** Index n: strings of n panels the portion takes at most (every MPPT at its most). */
  capacities: number[];
}

/** The array's portions, one per inverter it holds MPPTs on, in the order the slots name them. */
export function portionsOf(state: DesignState, array: ArrayState): Portion[] {
  const byUnit = new Map<number, Map<string, number[]>>();
  array.slots.forEach((slot, index) => {
    const kinds = byUnit.get(slot.unit) ?? new Map<string, number[]>();
    const kind = state.units[slot.unit]!.kinds[slot.mppt]!;
    kinds.set(kind, [...(kinds.get(kind) ?? []), index]);
    byUnit.set(slot.unit, kinds);
  });
  return [...byUnit].map(([unit, kinds]) => {
    const portionKinds = [...kinds].map(([key, slots]) => ({
      key,
      slots,
      mostStrings: mostStringsByLength(array.slots[slots[0]!]!.options),
    }));
    const lengths = portionKinds.flatMap((kind) =>
      kind.mostStrings.flatMap((most, n) => (most > 0 ? [n] : [])),
    );
    const longest = lengths.length > 0 ? Math.max(...lengths) : 0;
    const capacities = Array.from({ length: longest + 1 }, (_, n) =>
      portionKinds.reduce((sum, kind) => sum + kind.slots.length * (kind.mostStrings[n] ?? 0), 0),
    );
    return {
      unit,
      kinds: portionKinds,
      shortest: lengths.length > 0 ? Math.min(...lengths) : 0,
      longest,
      capacities,
    };
  });
}

/** `mostStringsByLength` per table: tables are built once per design and never change. */
const mostStringsCache = new WeakMap<MpptStringOptions, number[]>();

/**
 * For each length n, the most strings s such that every count from 1 to s allows n: dealing
 * strings one at a time then never meets a count the table refuses.
 */
function mostStringsByLength(options: MpptStringOptions): number[] {
  const known = mostStringsCache.get(options);
  if (known) return known;
  const most: number[] = [];
  mostStringsCache.set(options, most);
  const longest = Math.max(0, ...options.lengthsByStrings.map((range) => range?.max ?? 0));
  for (let n = 0; n <= longest; n++) {
    let strings = 0;
    while (strings < options.maxStrings && allows(options, strings + 1, n)) strings++;
    most[n] = strings;
  }
  return most;
}

function allows(options: MpptStringOptions, strings: number, length: number): boolean {
  const range = lengthsFor(options, strings);
  return range !== null && length >= range.min && length <= range.max;
}

/** Strings of n panels the portion takes at most (every MPPT at its most). */
export function capacity(portion: Portion, length: number): number {
  return portion.capacities[length] ?? 0;
}
