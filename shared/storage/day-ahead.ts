/**
 * The day-ahead plan of the time-of-use and peak-shaving strategies [TAR-11]: each day, knowing
 * that day's and the next day's PV, load and prices (the simulation knows its year, as HOMER's
 * 48-hour look-ahead does), the battery's least-cost use over those two days is planned on
 * blocks of steps alike in price, and the first day is carried out step by step under the
 * contract (step.ts). The next day is planned again from the energy actually stored.
 */
import {
  buildBlocks,
  createDayAheadScratch,
  type DayAheadContext,
  type DayAheadScratch,
  ensureRoom,
  PLAN_HORIZON_DAYS,
  SLOT_SUMS,
} from './day-blocks';
import type { StorageFlows } from './flows';
import { resetPathNetwork, SINK_SLOTS, SOURCE_SLOTS, solvePathNetwork } from './path-flow';
import { settleStep } from './step';

/** Cost that makes the energy already stored a source every plan uses first. [currency/kWh] */
const STORED_COST = -1e9;
/** Value of a discharge the peak-shaving target requires, above any price. [currency/kWh] */
const REQUIRED_VALUE = 1e6;

// Source and sink slots of a block.
const STORED = 0;
const PV_OVER_LIMIT = 1;
const PV_EXPORTABLE = 2;
const GRID = 3;
const REQUIRED = 0;
const NORMAL = 1;
const TERMINAL = 2;
const KEPT = 3;

/**
 * Sets the sources and sinks (stored energy [kWh], costs and values per stored kWh) of blocks
 * [first, end), node k being block first + k.
 */
function fillNetwork(
  ctx: DayAheadContext,
  first: number,
  end: number,
  socKwh: number,
  scratch: DayAheadScratch,
): void {
  const { battery: b, dt } = ctx.bounds;
  const { net, blockStart, blockSums } = scratch;
  const nodes = end - first;
  resetPathNetwork(net, nodes, b.capacityKwh - b.reserveKwh);
  const inFactor = b.eta * dt;
  const outFactor = dt / b.eta;
  for (let k = 0; k < nodes; k++) {
    const t = blockStart[first + k]!;
    const sums = (first + k) * SLOT_SUMS;
    const p = ctx.prices.importPrice[t]!;
    const src = k * SOURCE_SLOTS;
    const snk = k * SINK_SLOTS;
    net.sourceCost[src + STORED] = STORED_COST;
    net.sourceCost[src + PV_OVER_LIMIT] = 0;
    net.sourceCap[src + PV_OVER_LIMIT] = blockSums[sums]! * inFactor;
    net.sourceCost[src + PV_EXPORTABLE] = ctx.prices.exportPrice[t]! / b.eta;
    net.sourceCap[src + PV_EXPORTABLE] = blockSums[sums + 1]! * inFactor;
    net.sourceCost[src + GRID] = p / b.eta;
    net.sourceCap[src + GRID] = blockSums[sums + 2]! * inFactor;
    net.sinkValue[snk + REQUIRED] = REQUIRED_VALUE;
    net.sinkCap[snk + REQUIRED] = blockSums[sums + 3]! * outFactor;
    net.sinkValue[snk + NORMAL] = p * b.eta;
    net.sinkCap[snk + NORMAL] = blockSums[sums + 4]! * outFactor;
    net.sinkValue[snk + TERMINAL] = 0;
    net.sinkValue[snk + KEPT] = REQUIRED_VALUE;
  }
  net.sourceCap[STORED] = Math.max(socKwh - b.reserveKwh, 0);
  const last = (nodes - 1) * SINK_SLOTS;
  net.sinkCap[last + TERMINAL] = Number.POSITIVE_INFINITY;
  const stop = blockStart[end]!;
  const floor = ctx.floorKwh && stop < ctx.floorKwh.length ? ctx.floorKwh[stop]! : b.reserveKwh;
  net.sinkCap[last + KEPT] = Math.max(floor - b.reserveKwh, 0);
}

/** Share of a slot's capacity its plan uses, 0-1. */
function used(flow: Float64Array, cap: Float64Array, k: number): number {
  return cap[k]! > 0 ? Math.min(flow[k]! / cap[k]!, 1) : 0;
}

/**
 * Carries out steps [from, to) by the plan solved for blocks from `first`; returns the stored
 * energy after.
 */
function carryOut(
  ctx: DayAheadContext,
  flows: StorageFlows,
  from: number,
  to: number,
  first: number,
  socKwh: number,
  scratch: DayAheadScratch,
): number {
  const { net, caps, request } = scratch;
  let soc = socKwh;
  for (let t = from; t < to; t++) {
    const k = caps.block[t]! - first;
    const src = k * SOURCE_SLOTS;
    const snk = k * SINK_SLOTS;
    // Grid charging and discharging in one block net out (one price: only losses either way).
    const netted = Math.min(net.sourceFlow[src + GRID]!, net.sinkFlow[snk + NORMAL]!);
    const gridShare =
      net.sourceCap[src + GRID]! > 0
        ? (net.sourceFlow[src + GRID]! - netted) / net.sourceCap[src + GRID]!
        : 0;
    const normalShare =
      net.sinkCap[snk + NORMAL]! > 0
        ? (net.sinkFlow[snk + NORMAL]! - netted) / net.sinkCap[snk + NORMAL]!
        : 0;
    request.pvChargeKw =
      used(net.sourceFlow, net.sourceCap, src + PV_OVER_LIMIT) * caps.overLimit[t]! +
      used(net.sourceFlow, net.sourceCap, src + PV_EXPORTABLE) * caps.exportable[t]!;
    request.gridChargeKw = Math.max(0, Math.min(gridShare, 1)) * caps.grid[t]!;
    request.dischargeKw =
      used(net.sinkFlow, net.sinkCap, snk + REQUIRED) * caps.required[t]! +
      Math.max(0, Math.min(normalShare, 1)) * caps.normal[t]!;
    soc = settleStep(flows, t, ctx.pvKw[t]!, ctx.loadKw[t]!, soc, request, ctx.bounds);
  }
  return soc;
}

/**
 * Plans and carries out days `fromDay` to `toDay` (exclusive), each planned over
 * `PLAN_HORIZON_DAYS` days.
 *
 * @returns The stored energy after the last day. [kWh]
 *
 * @remarks
 * Each block's sources, in stored kWh at a cost per stored kWh (η the one-way efficiency, p the
 * import and x the export price): PV that the export limit would curtail at 0, PV that would be
 * exported at x/η, grid energy (when allowed, up to the month's charging cap) at p/η, and the
 * energy already stored at a cost below any price (it is there; the plan only decides where it
 * goes). Sinks: the load at p·η per stored kWh, its part above the month's peak-shaving target at
 * a value above any price, and what is left at the end: at that same value up to the energy the
 * shaving after the plan needs (`floorKwh`), the rest at 0. Within a block the plan's amounts
 * are shared among its steps in proportion to what each step can take.
 */
export function dispatchDayAhead(
  ctx: DayAheadContext,
  flows: StorageFlows,
  socKwh: number,
  fromDay: number,
  toDay: number,
  scratch: DayAheadScratch = createDayAheadScratch(ctx.stepsPerDay),
): number {
  const steps = ctx.pvKw.length;
  const spd = ctx.stepsPerDay;
  const rangeFrom = fromDay * spd;
  const rangeTo = Math.min((toDay + PLAN_HORIZON_DAYS - 1) * spd, steps);
  if (rangeFrom >= rangeTo) return socKwh;
  ensureRoom(scratch, spd, steps);
  buildBlocks(ctx, rangeFrom, rangeTo, scratch);
  const lastDay = Math.ceil((rangeTo - rangeFrom) / spd);
  let soc = socKwh;
  for (let day = fromDay; day < toDay; day++) {
    const d = day - fromDay;
    const from = day * spd;
    if (from >= steps) break;
    const first = scratch.dayFirstBlock[d]!;
    const end = scratch.dayFirstBlock[Math.min(d + PLAN_HORIZON_DAYS, lastDay)]!;
    fillNetwork(ctx, first, end, soc, scratch);
    solvePathNetwork(scratch.net, scratch.solver);
    soc = carryOut(ctx, flows, from, Math.min(from + spd, steps), first, soc, scratch);
  }
  return soc;
}
