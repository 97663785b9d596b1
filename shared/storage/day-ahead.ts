/**
 * The day-ahead plan of the time-of-use and peak-shaving strategies [TAR-11]: each day, knowing
 * that day's and the next day's PV, load and prices (the simulation knows its year, as HOMER's
 * 48-hour look-ahead does), the battery's least-cost use over those two days is planned on
 * blocks of steps alike in price, and the first day is carried out step by step under the
 * contract (step.ts). The next day is planned again from the energy actually stored.
 */
import type { StepTariff } from '../tariff/steps';
import type { StorageFlows } from './flows';
import {
  createPathNetwork,
  type PathNetwork,
  resetPathNetwork,
  SINK_SLOTS,
  SOURCE_SLOTS,
  solvePathNetwork,
} from './path-flow';
import { type StepBounds, type StepRequest, settleStep } from './step';

/** Days planned ahead each day (today and tomorrow). */
export const PLAN_HORIZON_DAYS = 2;

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

/** What the plans need to know of the year. */
export interface DayAheadContext {
  /** [kW] */
  pvKw: ArrayLike<number>;
  /** [kW] */
  loadKw: ArrayLike<number>;
  prices: StepTariff;
  bounds: StepBounds;
  stepsPerDay: number;
  /** Whether the battery may charge from the grid. */
  gridCharging: boolean;
  /** Highest import while charging from the grid, by month (import limit, demand target). [kW] */
  chargeCapKw: ArrayLike<number>;
  /** Import the battery must keep under, by month (Infinity: none). [kW] */
  shaveTargetKw: ArrayLike<number>;
  /**
   * Energy that must be stored at the start of each step for the shaving still to come (from
   * peak-shaving.ts), read at each plan's end; default the reserve. [kWh]
   */
  floorKwh?: ArrayLike<number>;
}

/** Per-step capacities of the window, by slot. [kW] */
interface StepCaps {
  overLimit: Float64Array;
  exportable: Float64Array;
  grid: Float64Array;
  required: Float64Array;
  normal: Float64Array;
  /** Block of each window step. */
  block: Int32Array;
  /** Surplus (1) and above the shaving target (2) of each window step. */
  kind: Uint8Array;
}

/** Buffers reused from day to day. */
export interface DayAheadScratch {
  net: PathNetwork;
  caps: StepCaps;
  blockStart: Int32Array;
  solver: { sources: Int32Array; sinks: Int32Array };
  request: StepRequest;
}

/** Buffers for windows of up to `PLAN_HORIZON_DAYS` days of `stepsPerDay` steps. */
export function createDayAheadScratch(stepsPerDay: number): DayAheadScratch {
  const steps = stepsPerDay * PLAN_HORIZON_DAYS;
  return {
    net: createPathNetwork(steps),
    caps: {
      overLimit: new Float64Array(steps),
      exportable: new Float64Array(steps),
      grid: new Float64Array(steps),
      required: new Float64Array(steps),
      normal: new Float64Array(steps),
      block: new Int32Array(steps),
      kind: new Uint8Array(steps),
    },
    blockStart: new Int32Array(steps + 1),
    solver: { sources: new Int32Array(steps), sinks: new Int32Array(steps) },
    request: { pvChargeKw: 0, gridChargeKw: 0, dischargeKw: 0 },
  };
}

/** Fills each window step's capacities and groups the steps into blocks; returns the block count. */
function buildBlocks(ctx: DayAheadContext, from: number, to: number, scratch: DayAheadScratch): number {
  const { battery: b, exportLimitKw } = ctx.bounds;
  const { caps, blockStart } = scratch;
  const { importPrice, exportPrice, month } = ctx.prices;
  let blocks = 0;
  for (let t = from; t < to; t++) {
    const w = t - from;
    const pv = Math.max(ctx.pvKw[t]!, 0);
    const load = ctx.loadKw[t]!;
    const surplus = Math.max(pv - load, 0);
    const deficit = Math.max(load - pv, 0);
    const m = month[t]!;
    const overLimit = Math.min(Math.max(surplus - exportLimitKw, 0), b.maxChargeKw);
    caps.overLimit[w] = overLimit;
    caps.exportable[w] = Math.min(surplus, b.maxChargeKw) - overLimit;
    const excess = Math.max(deficit - ctx.shaveTargetKw[m]!, 0);
    caps.required[w] = Math.min(excess, b.maxDischargeKw);
    caps.normal[w] = Math.min(deficit, b.maxDischargeKw) - caps.required[w]!;
    const gridRoom = ctx.gridCharging && excess === 0 ? ctx.chargeCapKw[m]! - deficit : 0;
    caps.grid[w] = Math.max(0, Math.min(b.maxChargeKw - Math.min(surplus, b.maxChargeKw), gridRoom));
    // A block is a run of steps alike in everything its plan reads.
    const kind = (surplus > 0 ? 1 : 0) + (excess > 0 ? 2 : 0);
    if (
      w === 0 ||
      importPrice[t] !== importPrice[t - 1] ||
      exportPrice[t] !== exportPrice[t - 1] ||
      m !== month[t - 1] ||
      kind !== caps.kind[w - 1]
    ) {
      blockStart[blocks++] = w;
    }
    caps.kind[w] = kind;
    caps.block[w] = blocks - 1;
  }
  blockStart[blocks] = to - from;
  return blocks;
}

/** Sum of `values` over window steps [from, to). */
function sum(values: Float64Array, from: number, to: number): number {
  let s = 0;
  for (let w = from; w < to; w++) s += values[w]!;
  return s;
}

/** Sets each block's sources and sinks (stored energy [kWh], costs and values per stored kWh). */
function fillNetwork(
  ctx: DayAheadContext,
  from: number,
  blocks: number,
  socKwh: number,
  scratch: DayAheadScratch,
): void {
  const { battery: b, dt } = ctx.bounds;
  const { net, caps, blockStart } = scratch;
  resetPathNetwork(net, blocks, b.capacityKwh - b.reserveKwh);
  const inFactor = b.eta * dt;
  const outFactor = dt / b.eta;
  for (let k = 0; k < blocks; k++) {
    const s = blockStart[k]!;
    const e = blockStart[k + 1]!;
    const p = ctx.prices.importPrice[from + s]!;
    const x = ctx.prices.exportPrice[from + s]!;
    const src = k * SOURCE_SLOTS;
    const snk = k * SINK_SLOTS;
    net.sourceCost[src + STORED] = STORED_COST;
    net.sourceCost[src + PV_OVER_LIMIT] = 0;
    net.sourceCap[src + PV_OVER_LIMIT] = sum(caps.overLimit, s, e) * inFactor;
    net.sourceCost[src + PV_EXPORTABLE] = x / b.eta;
    net.sourceCap[src + PV_EXPORTABLE] = sum(caps.exportable, s, e) * inFactor;
    net.sourceCost[src + GRID] = p / b.eta;
    net.sourceCap[src + GRID] = sum(caps.grid, s, e) * inFactor;
    net.sinkValue[snk + REQUIRED] = REQUIRED_VALUE;
    net.sinkCap[snk + REQUIRED] = sum(caps.required, s, e) * outFactor;
    net.sinkValue[snk + NORMAL] = p * b.eta;
    net.sinkCap[snk + NORMAL] = sum(caps.normal, s, e) * outFactor;
    net.sinkValue[snk + TERMINAL] = 0;
    net.sinkValue[snk + KEPT] = REQUIRED_VALUE;
  }
  net.sourceCap[STORED] = Math.max(socKwh - b.reserveKwh, 0);
  const last = (blocks - 1) * SINK_SLOTS;
  net.sinkCap[last + TERMINAL] = Number.POSITIVE_INFINITY;
  const end = from + blockStart[blocks]!;
  const floor = ctx.floorKwh && end < ctx.floorKwh.length ? ctx.floorKwh[end]! : b.reserveKwh;
  net.sinkCap[last + KEPT] = Math.max(floor - b.reserveKwh, 0);
}

/** Share of a slot's capacity its plan uses, 0-1. */
function used(flow: Float64Array, cap: Float64Array, k: number): number {
  return cap[k]! > 0 ? Math.min(flow[k]! / cap[k]!, 1) : 0;
}

/** Carries out window steps [0, until) by the solved plan; returns the stored energy after. */
function carryOut(
  ctx: DayAheadContext,
  flows: StorageFlows,
  from: number,
  until: number,
  socKwh: number,
  scratch: DayAheadScratch,
): number {
  const { net, caps, request } = scratch;
  let soc = socKwh;
  for (let w = 0; w < until; w++) {
    const k = caps.block[w]!;
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
      used(net.sourceFlow, net.sourceCap, src + PV_OVER_LIMIT) * caps.overLimit[w]! +
      used(net.sourceFlow, net.sourceCap, src + PV_EXPORTABLE) * caps.exportable[w]!;
    request.gridChargeKw = Math.max(0, Math.min(gridShare, 1)) * caps.grid[w]!;
    request.dischargeKw =
      used(net.sinkFlow, net.sinkCap, snk + REQUIRED) * caps.required[w]! +
      Math.max(0, Math.min(normalShare, 1)) * caps.normal[w]!;
    const t = from + w;
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
  let soc = socKwh;
  for (let day = fromDay; day < toDay; day++) {
    const from = day * ctx.stepsPerDay;
    const to = Math.min(from + PLAN_HORIZON_DAYS * ctx.stepsPerDay, steps);
    const until = Math.min(ctx.stepsPerDay, steps - from);
    const blocks = buildBlocks(ctx, from, to, scratch);
    fillNetwork(ctx, from, blocks, soc, scratch);
    solvePathNetwork(scratch.net, scratch.solver);
    soc = carryOut(ctx, flows, from, until, soc, scratch);
  }
  return soc;
}
