import {
  createPathNetwork,
  resetPathNetwork,
  SINK_SLOTS,
  SOURCE_SLOTS,
  solvePathNetwork,
} from '@pvd/shared/storage/path-flow';
import { describe, expect, it } from 'vitest';

function network(nodes: number, carry: number) {
  const net = createPathNetwork(nodes);
  resetPathNetwork(net, nodes, carry);
  const scratch = { sources: new Int32Array(nodes), sinks: new Int32Array(nodes) };
  const source = (node: number, cost: number, cap: number) => {
    net.sourceCost[node * SOURCE_SLOTS] = cost;
    net.sourceCap[node * SOURCE_SLOTS] = cap;
  };
  const sink = (node: number, value: number, cap: number) => {
    net.sinkValue[node * SINK_SLOTS] = value;
    net.sinkCap[node * SINK_SLOTS] = cap;
  };
  return { net, scratch, source, sink };
}

describe('the day plan as a min-cost flow on a path [TAR-11]', () => {
  it('charges in the valley for the morning peak and at midday for the afternoon peak (two cycles)', () => {
    // Valley (0.3), morning peak (1.4), midday flat (1.0), afternoon peak (1.4); the battery holds 100.
    // Served dearest-first from the cheapest source, the afternoon would take the valley's energy
    // and the morning would get nothing; the optimum serves both peaks: cost 100·(0.3 − 1.4) +
    // 100·(1.0 − 1.4) = −150.
    const { net, scratch, source, sink } = network(4, 100);
    source(0, 0.3, 1000);
    sink(1, 1.4, 100);
    source(2, 1.0, 1000);
    sink(3, 1.4, 100);
    // Offer the afternoon peak first: the path network reroutes on its own.
    solvePathNetwork(net, scratch);
    expect(net.sourceFlow[0]).toBeCloseTo(100, 9);
    expect(net.sinkFlow[SINK_SLOTS]).toBeCloseTo(100, 9);
    expect(net.sourceFlow[2 * SOURCE_SLOTS]).toBeCloseTo(100, 9);
    expect(net.sinkFlow[3 * SINK_SLOTS]).toBeCloseTo(100, 9);
    expect([...net.carry.subarray(0, 3)]).toEqual([100, 0, 100]);
  });

  it('does nothing where no source is cheaper than a later sink', () => {
    const { net, scratch, source, sink } = network(3, 50);
    sink(0, 2, 10);
    source(1, 1, 10);
    source(2, 5, 10);
    expect(solvePathNetwork(net, scratch)).toBe(0);
  });

  it('takes the cheaper of two sources when the battery can carry only one', () => {
    // Sink at node 2 (value 1); sources at 0 (0.5) and 1 (0.2); the battery carries 10.
    const { net, scratch, source, sink } = network(3, 10);
    source(0, 0.5, 10);
    source(1, 0.2, 10);
    sink(2, 1, 15);
    solvePathNetwork(net, scratch);
    // The arc from node 1 to node 2 carries 10 at most: 10 from node 1 (cheaper), node 0's share
    // then has no way through.
    expect(net.sourceFlow[SOURCE_SLOTS]).toBeCloseTo(10, 9);
    expect(net.sourceFlow[0]).toBeCloseTo(0, 9);
  });
});
