/**
 * The band search behind the balanced split: share a number of panels over inverters so that
 * every inverter's AC/rated ratio lies in one band of a given width, at the lowest cost.
 */

/** One way an inverter can take some of the panels. */
export interface BandOption {
  panels: number;
  /** The inverter's AC/rated ratio with these panels on it. [%] */
  ratioPercent: number;
  /** Lower is better; costs add up over the inverters. */
  cost: number;
}

/** An answer: one option index per inverter, their total cost, and the ratios' spread. */
export interface BandChoice {
  options: number[];
  cost: number;
  spreadPercent: number;
}

/**
 * The cheapest choice of one option per inverter whose panels add up to `target` and whose
 * ratios, with the fixed ratios of the inverters that take none of these panels, all lie in
 * [ρ, ρ + width) for some ρ; null when no band of that width holds such a choice.
 *
 * @remarks
 * ρ runs over every ratio an option or a fixed inverter has (the band's lowest member is one of
 * them). For each ρ each inverter keeps the options inside the band (a run of its options, which
 * are sorted by panels and so by ratio) and a knapsack over the panel total, inverter by
 * inverter, finds the cheapest choice hitting the target: O(target × options) per band, visiting
 * only the sums that can still reach it. Bands whose option runs cannot add up to the target, or
 * whose cheapest options already cost as much as the best choice found, are skipped before the
 * knapsack. Ties keep the lower band.
 *
 * @param inverters - Per inverter, its options sorted by panels (ascending).
 * @param fixedRatiosPercent - Ratios of the inverters counted in the spread that take no panels here. [%]
 * @param target - Panels to share.
 * @param widthPercent - The band's width. [%]
 * @param anyWill - Answer the first choice found instead of the cheapest (to test a width).
 */
export function cheapestInBand(
  inverters: readonly (readonly BandOption[])[],
  fixedRatiosPercent: readonly number[],
  target: number,
  widthPercent: number,
  anyWill = false,
): BandChoice | null {
  const fixedLow = Math.min(...fixedRatiosPercent);
  const fixedHigh = Math.max(...fixedRatiosPercent);
  const ratios = inverters.map((options) => options.map((option) => option.ratioPercent));
  const lows = bandLows(ratios, fixedRatiosPercent, fixedLow, fixedHigh - widthPercent);
  const runs = inverters.map((): [number, number] => [0, 0]);
  // The least and the most panels a band holds grow with its low end, so the bands that can add
  // up to the target are one run of `lows`: those from the first reaching it to the last not past it.
  const reach = (low: number, end: 'least' | 'most') => {
    let panels = 0;
    for (let inverter = 0; inverter < inverters.length; inverter++) {
      const options = inverters[inverter]!;
      const index =
        end === 'least'
          ? firstAtLeast(ratios[inverter]!, low)
          : firstAtLeast(ratios[inverter]!, low + widthPercent) - 1;
      if (index < 0 || index >= options.length) return end === 'least' ? Number.POSITIVE_INFINITY : -1;
      panels += options[index]!.panels;
    }
    return panels;
  };
  const first = firstIndex(lows, (low) => reach(low, 'most') >= target);
  const last = firstIndex(lows, (low) => reach(low, 'least') > target);
  let best: BandChoice | null = null;
  let buffers: KnapsackBuffers | null = null;
  const previous = new Int32Array(2 * inverters.length).fill(-1);
  for (let index = first; index < last; index++) {
    const low = lows[index]!;
    if (!bandRuns(ratios, low, low + widthPercent, runs)) continue;
    if (sameRuns(runs, previous)) continue;
    // No choice in this band costs less than every inverter's cheapest option in it.
    if (best && !anyWill && leastCost(inverters, runs) >= best.cost) continue;
    buffers ??= knapsackBuffers(inverters.length, target);
    const choice = knapsack(inverters, runs, target, buffers);
    if (choice === null) continue;
    if (anyWill) return { options: choice.options, cost: choice.cost, spreadPercent: Number.NaN };
    const spreadPercent = spreadOf(inverters, choice, fixedRatiosPercent);
    if (
      !best ||
      choice.cost < best.cost ||
      (choice.cost === best.cost && spreadPercent < best.spreadPercent)
    ) {
      best = { options: choice.options, cost: choice.cost, spreadPercent };
    }
  }
  return best;
}

/** Whether the runs are those of the previous band; if not, they become the previous. */
function sameRuns(runs: readonly [number, number][], previous: Int32Array): boolean {
  let same = true;
  runs.forEach(([from, to], inverter) => {
    if (previous[2 * inverter] !== from || previous[2 * inverter + 1] !== to) same = false;
    previous[2 * inverter] = from;
    previous[2 * inverter + 1] = to;
  });
  return same;
}

function leastCost(inverters: readonly (readonly BandOption[])[], runs: readonly [number, number][]): number {
  let total = 0;
  runs.forEach(([from, to], inverter) => {
    let least = Number.POSITIVE_INFINITY;
    for (let option = from; option < to; option++)
      least = Math.min(least, inverters[inverter]![option]!.cost);
    total += least;
  });
  return total;
}

/** The distinct ratios in (lowest, highest], ascending: where a band may start. */
function bandLows(
  ratios: readonly number[][],
  fixed: readonly number[],
  highest: number,
  lowest: number,
): number[] {
  const all: number[] = [];
  for (const list of [...ratios, fixed]) {
    for (const ratio of list) if (ratio <= highest && ratio > lowest) all.push(ratio);
  }
  all.sort((a, b) => a - b);
  return all.filter((ratio, index) => index === 0 || ratio !== all[index - 1]);
}

/** Each inverter's options in [low, high) as index ranges into `runs`; false when one has none. */
function bandRuns(ratios: readonly number[][], low: number, high: number, runs: [number, number][]): boolean {
  for (let inverter = 0; inverter < ratios.length; inverter++) {
    const from = firstAtLeast(ratios[inverter]!, low);
    const to = firstAtLeast(ratios[inverter]!, high);
    if (from >= to) return false;
    runs[inverter]![0] = from;
    runs[inverter]![1] = to;
  }
  return true;
}

/** The first index of an ascending list whose value passes a test that, once passed, stays passed. */
function firstIndex(values: ArrayLike<number>, passes: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (passes(values[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The first index whose value is at least `value`, in an ascending list (its length when none). */
function firstAtLeast(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

interface KnapsackBuffers {
  costs: Float64Array[];
  picks: Int32Array[];
}

/**
 * Work space for the knapsacks: a cost and a pick row per inverter and the start, kept between
 * searches and grown when one needs more (allocating typed rows per search cost more than the
 * knapsacks themselves). Every row is reset before it is read, so no search sees another's figures.
 */
const workspace: KnapsackBuffers = { costs: [], picks: [] };

function knapsackBuffers(inverters: number, target: number): KnapsackBuffers {
  const fits = (row: Float64Array | Int32Array | undefined) => row !== undefined && row.length > target;
  for (let index = 0; index <= inverters; index++) {
    if (!fits(workspace.costs[index])) workspace.costs[index] = new Float64Array(2 * target + 2);
    if (index < inverters && !fits(workspace.picks[index]))
      workspace.picks[index] = new Int32Array(2 * target + 2);
  }
  return workspace;
}

/**
 * Cheapest options (one per inverter, within its run) adding up to exactly `target` panels. Only
 * the sums that the runs before an inverter can reach, and the runs after it can complete, are
 * visited.
 */
function knapsack(
  inverters: readonly (readonly BandOption[])[],
  runs: readonly [number, number][],
  target: number,
  { costs, picks }: KnapsackBuffers,
): { options: number[]; cost: number } | null {
  const least = runs.map(([from], index) => inverters[index]![from]!.panels);
  const most = runs.map(([, to], index) => inverters[index]![to - 1]!.panels);
  let leastAfter = least.reduce((sum, panels) => sum + panels, 0);
  let mostAfter = most.reduce((sum, panels) => sum + panels, 0);
  let leastBefore = 0;
  let mostBefore = 0;
  costs[0]![0] = 0;
  for (let index = 0; index < inverters.length; index++) {
    const options = inverters[index]!;
    const [from, to] = runs[index]!;
    const previous = costs[index]!;
    const next = costs[index + 1]!;
    const pick = picks[index]!;
    const lowest = Math.max(leastBefore, target - mostAfter);
    const highest = Math.min(mostBefore, target - leastAfter);
    next.fill(Number.POSITIVE_INFINITY, leastBefore + least[index]!, mostBefore + most[index]! + 1);
    for (let sum = lowest; sum <= highest; sum++) {
      const base = previous[sum]!;
      if (base === Number.POSITIVE_INFINITY) continue;
      for (let option = from; option < to; option++) {
        const total = sum + options[option]!.panels;
        if (total > target) break;
        const cost = base + options[option]!.cost;
        if (cost < next[total]!) {
          next[total] = cost;
          pick[total] = option;
        }
      }
    }
    leastBefore += least[index]!;
    mostBefore += most[index]!;
    leastAfter -= least[index]!;
    mostAfter -= most[index]!;
  }
  const cost = mostBefore >= target && leastBefore <= target ? costs[inverters.length]![target]! : Infinity;
  if (cost === Number.POSITIVE_INFINITY) return null;
  const chosen = new Array<number>(inverters.length);
  let sum = target;
  for (let index = inverters.length - 1; index >= 0; index--) {
    const option = picks[index]![sum]!;
    chosen[index] = option;
    sum -= inverters[index]![option]!.panels;
  }
  return { options: chosen, cost };
}

function spreadOf(
  inverters: readonly (readonly BandOption[])[],
  choice: { options: readonly number[] },
  fixedRatiosPercent: readonly number[],
): number {
  const ratios = [
    ...choice.options.map((option, index) => inverters[index]![option]!.ratioPercent),
    ...fixedRatiosPercent,
  ];
  return Math.max(...ratios) - Math.min(...ratios);
}
