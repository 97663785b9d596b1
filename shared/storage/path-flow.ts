/**
 * The least-cost use of a battery over a short horizon, as a min-cost flow on a path [TAR-11]:
 * nodes are runs of steps with one price (blocks), energy enters at a node from a source (PV,
 * the grid, the energy already stored) at a cost, leaves to a sink (the load) for a value, and
 * is carried between nodes by the battery up to its capacity. The day-ahead plans of the
 * time-of-use and peak-shaving strategies solve it; a few dozen nodes solve in microseconds.
 */

/** Sources a node may have. */
export const SOURCE_SLOTS = 4;
/** Sinks a node may have. */
export const SINK_SLOTS = 4;

/**
 * A path network of `nodes` nodes. Amounts are stored energy [kWh]; a source's cost and a
 * sink's value are per stored kWh [currency/kWh].
 */
export interface PathNetwork {
  nodes: number;
  /** Energy the battery may carry from node i to node i + 1 (capacity − reserve). [kWh] */
  carryCapKwh: number;
  /** `SOURCE_SLOTS` per node: cost, capacity, flow. */
  sourceCost: Float64Array;
  sourceCap: Float64Array;
  sourceFlow: Float64Array;
  /** `SINK_SLOTS` per node: value, capacity, flow. */
  sinkValue: Float64Array;
  sinkCap: Float64Array;
  sinkFlow: Float64Array;
  /** Energy carried from node i to i + 1. [kWh] */
  carry: Float64Array;
}

const EPS = 1e-9;

/** An empty network with room for `maxNodes` nodes (reused between plans). */
export function createPathNetwork(maxNodes: number): PathNetwork {
  return {
    nodes: 0,
    carryCapKwh: 0,
    sourceCost: new Float64Array(maxNodes * SOURCE_SLOTS),
    sourceCap: new Float64Array(maxNodes * SOURCE_SLOTS),
    sourceFlow: new Float64Array(maxNodes * SOURCE_SLOTS),
    sinkValue: new Float64Array(maxNodes * SINK_SLOTS),
    sinkCap: new Float64Array(maxNodes * SINK_SLOTS),
    sinkFlow: new Float64Array(maxNodes * SINK_SLOTS),
    carry: new Float64Array(maxNodes),
  };
}

/** Clears the first `nodes` nodes for a new plan. */
export function resetPathNetwork(net: PathNetwork, nodes: number, carryCapKwh: number): void {
  net.nodes = nodes;
  net.carryCapKwh = carryCapKwh;
  net.sourceCap.fill(0, 0, nodes * SOURCE_SLOTS);
  net.sourceFlow.fill(0, 0, nodes * SOURCE_SLOTS);
  net.sinkCap.fill(0, 0, nodes * SINK_SLOTS);
  net.sinkFlow.fill(0, 0, nodes * SINK_SLOTS);
  net.carry.fill(0, 0, nodes);
}

/** The cheapest source slot of node i with room left, or −1. */
function cheapestSource(net: PathNetwork, i: number): number {
  let best = -1;
  for (let k = i * SOURCE_SLOTS; k < (i + 1) * SOURCE_SLOTS; k++) {
    if (
      net.sourceCap[k]! - net.sourceFlow[k]! > EPS &&
      (best < 0 || net.sourceCost[k]! < net.sourceCost[best]!)
    )
      best = k;
  }
  return best;
}

/** The dearest sink slot of node i with room left, or −1. */
function dearestSink(net: PathNetwork, i: number): number {
  let best = -1;
  for (let k = i * SINK_SLOTS; k < (i + 1) * SINK_SLOTS; k++) {
    if (net.sinkCap[k]! - net.sinkFlow[k]! > EPS && (best < 0 || net.sinkValue[k]! > net.sinkValue[best]!))
      best = k;
  }
  return best;
}

/** The best pair of one sweep: source slot, sink slot, cost. */
interface Pair {
  source: number;
  sink: number;
  cost: number;
}

/**
 * Best pair whose source lies before (or at) its sink, the energy carried forward on arcs with room.
 */
function bestForward(net: PathNetwork, sources: Int32Array, sinks: Int32Array, pair: Pair): void {
  let bestSource = -1;
  for (let j = 0; j < net.nodes; j++) {
    const here = sources[j]!;
    if (here >= 0 && (bestSource < 0 || net.sourceCost[here]! < net.sourceCost[bestSource]!))
      bestSource = here;
    const sink = sinks[j]!;
    if (bestSource >= 0 && sink >= 0) {
      const cost = net.sourceCost[bestSource]! - net.sinkValue[sink]!;
      if (cost < pair.cost) {
        pair.cost = cost;
        pair.source = bestSource;
        pair.sink = sink;
      }
    }
    if (net.carryCapKwh - net.carry[j]! <= EPS) bestSource = -1;
  }
}

/**
 * Best pair whose source lies after its sink: energy already carried from before the sink to
 * after it is rerouted to the sink, and the later source takes its place.
 */
function bestBackward(net: PathNetwork, sources: Int32Array, sinks: Int32Array, pair: Pair): void {
  let bestSource = -1;
  for (let j = net.nodes - 1; j >= 0; j--) {
    if (j < net.nodes - 1 && net.carry[j]! <= EPS) bestSource = -1;
    const here = sources[j]!;
    if (here >= 0 && (bestSource < 0 || net.sourceCost[here]! < net.sourceCost[bestSource]!))
      bestSource = here;
    const sink = sinks[j]!;
    if (bestSource >= 0 && sink >= 0) {
      const cost = net.sourceCost[bestSource]! - net.sinkValue[sink]!;
      if (cost < pair.cost) {
        pair.cost = cost;
        pair.source = bestSource;
        pair.sink = sink;
      }
    }
  }
}

/** Sends the most energy the pair's path allows and returns it. [kWh] */
function augment(net: PathNetwork, pair: Pair): number {
  const from = Math.floor(pair.source / SOURCE_SLOTS);
  const to = Math.floor(pair.sink / SINK_SLOTS);
  let amount = Math.min(
    net.sourceCap[pair.source]! - net.sourceFlow[pair.source]!,
    net.sinkCap[pair.sink]! - net.sinkFlow[pair.sink]!,
  );
  if (from < to) for (let a = from; a < to; a++) amount = Math.min(amount, net.carryCapKwh - net.carry[a]!);
  else for (let a = to; a < from; a++) amount = Math.min(amount, net.carry[a]!);
  net.sourceFlow[pair.source]! += amount;
  net.sinkFlow[pair.sink]! += amount;
  if (from < to) for (let a = from; a < to; a++) net.carry[a]! += amount;
  else for (let a = to; a < from; a++) net.carry[a]! -= amount;
  return amount;
}

/**
 * Solves the network: the flows of least total cost (Σ cost·source flow − Σ value·sink flow).
 *
 * @param scratch - Two arrays of at least `net.nodes` entries (reused between plans).
 * @returns The number of augmentations.
 *
 * @remarks
 * Successive shortest paths (R. K. Ahuja, T. L. Magnanti and J. B. Orlin, Network Flows, Prentice
 * Hall, 1993, ch. 9): from zero flow, send energy along the cheapest source-to-sink path of the
 * residual network while that path's cost is negative. On a path a source-to-sink path is a
 * source node i, a sink node j and the arcs between them: forward (i ≤ j) through arcs with room
 * left, or backward (i > j) through arcs that carry energy, which reroutes it. Each augmentation
 * saturates a source, a sink or an arc, and the result is optimal because no negative cycle is
 * ever created.
 */
export function solvePathNetwork(
  net: PathNetwork,
  scratch: { sources: Int32Array; sinks: Int32Array },
): number {
  const { sources, sinks } = scratch;
  const pair: Pair = { source: -1, sink: -1, cost: 0 };
  let augmentations = 0;
  for (let i = 0; i < net.nodes; i++) {
    sources[i] = cheapestSource(net, i);
    sinks[i] = dearestSink(net, i);
  }
  for (let guard = 0; guard < 100 * (net.nodes + 1); guard++) {
    pair.cost = -EPS;
    pair.source = -1;
    bestForward(net, sources, sinks, pair);
    bestBackward(net, sources, sinks, pair);
    if (pair.source < 0) break;
    if (augment(net, pair) <= EPS) break;
    augmentations++;
    // Only the pair's two nodes changed their sources and sinks.
    const from = Math.floor(pair.source / SOURCE_SLOTS);
    const to = Math.floor(pair.sink / SINK_SLOTS);
    sources[from] = cheapestSource(net, from);
    sinks[to] = dearestSink(net, to);
  }
  return augmentations;
}
