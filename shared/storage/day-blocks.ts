/**
 * The blocks the day-ahead plans work on [TAR-11]: what each step can give to and take from the
 * battery (PV over the export limit, exportable PV, grid energy, the load above the peak-shaving
 * target and the rest of it), and runs of steps alike in price, month and kind, with the sums
 * of those amounts. Built once per run over all the days it plans.
 */
import type { StepTariff } from '../tariff/steps';
import { createPathNetwork, type PathNetwork } from './path-flow';
import type { StepBounds, StepRequest } from './step';

/** Days planned ahead each day (today and tomorrow). */
export const PLAN_HORIZON_DAYS = 2;

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

/** Per-step capacities of the steps a run plans over, by slot. [kW] */
export interface StepCaps {
  overLimit: Float64Array;
  exportable: Float64Array;
  grid: Float64Array;
  required: Float64Array;
  normal: Float64Array;
  /** Block of each step. */
  block: Int32Array;
  /** Surplus (1) and above the shaving target (2) of each step. */
  kind: Uint8Array;
}

/** Sums of each block's step capacities, by slot. [kW × steps] */
export const SLOT_SUMS = 5;

/** Buffers reused from day to day and run to run; they grow with the steps they are given. */
export interface DayAheadScratch {
  net: PathNetwork;
  caps: StepCaps;
  /** First step of each block, and the end. */
  blockStart: Int32Array;
  /** `SLOT_SUMS` sums per block: over-limit PV, exportable PV, grid, required, normal. */
  blockSums: Float64Array;
  /** First block of each day of the run, and the end. */
  dayFirstBlock: Int32Array;
  solver: { sources: Int32Array; sinks: Int32Array };
  request: StepRequest;
}

function stepCaps(steps: number): StepCaps {
  return {
    overLimit: new Float64Array(steps),
    exportable: new Float64Array(steps),
    grid: new Float64Array(steps),
    required: new Float64Array(steps),
    normal: new Float64Array(steps),
    block: new Int32Array(steps),
    kind: new Uint8Array(steps),
  };
}

/** Buffers for plans of days of `stepsPerDay` steps (a year's by default). */
export function createDayAheadScratch(stepsPerDay: number, steps = 365 * stepsPerDay): DayAheadScratch {
  const window = stepsPerDay * PLAN_HORIZON_DAYS;
  return {
    net: createPathNetwork(window),
    caps: stepCaps(steps),
    blockStart: new Int32Array(steps + 1),
    blockSums: new Float64Array(steps * SLOT_SUMS),
    dayFirstBlock: new Int32Array(Math.ceil(steps / stepsPerDay) + 2),
    solver: { sources: new Int32Array(window), sinks: new Int32Array(window) },
    request: { pvChargeKw: 0, gridChargeKw: 0, dischargeKw: 0 },
  };
}

/** The scratch, grown to hold `steps` steps. */
export function ensureRoom(scratch: DayAheadScratch, stepsPerDay: number, steps: number): DayAheadScratch {
  if (scratch.caps.block.length >= steps) return scratch;
  const grown = createDayAheadScratch(stepsPerDay, steps);
  Object.assign(scratch, grown);
  return scratch;
}

/** Each step's capacities by slot [kW], from its PV, load, prices and the month's caps. */
function fillStepCaps(ctx: DayAheadContext, t: number, caps: StepCaps): void {
  const { battery: b, exportLimitKw } = ctx.bounds;
  const pv = Math.max(ctx.pvKw[t]!, 0);
  const load = ctx.loadKw[t]!;
  const surplus = Math.max(pv - load, 0);
  const deficit = Math.max(load - pv, 0);
  const m = ctx.prices.month[t]!;
  const overLimit = Math.min(Math.max(surplus - exportLimitKw, 0), b.maxChargeKw);
  caps.overLimit[t] = overLimit;
  caps.exportable[t] = Math.min(surplus, b.maxChargeKw) - overLimit;
  const excess = Math.max(deficit - ctx.shaveTargetKw[m]!, 0);
  caps.required[t] = Math.min(excess, b.maxDischargeKw);
  caps.normal[t] = Math.min(deficit, b.maxDischargeKw) - caps.required[t]!;
  const gridRoom = ctx.gridCharging && excess === 0 ? ctx.chargeCapKw[m]! - deficit : 0;
  caps.grid[t] = Math.max(0, Math.min(b.maxChargeKw - Math.min(surplus, b.maxChargeKw), gridRoom));
  caps.kind[t] = (surplus > 0 ? 1 : 0) + (excess > 0 ? 2 : 0);
}

/**
 * Fills the capacities of steps [from, to) and groups them into blocks: runs of steps alike in
 * everything a plan reads, cut at every day's start so that each day's plan takes whole blocks.
 */
export function buildBlocks(ctx: DayAheadContext, from: number, to: number, scratch: DayAheadScratch): void {
  const { caps, blockStart, blockSums, dayFirstBlock } = scratch;
  const { importPrice, exportPrice, month } = ctx.prices;
  const spd = ctx.stepsPerDay;
  let blocks = 0;
  for (let t = from; t < to; t++) {
    fillStepCaps(ctx, t, caps);
    const dayStart = (t - from) % spd === 0;
    if (
      dayStart ||
      importPrice[t] !== importPrice[t - 1] ||
      exportPrice[t] !== exportPrice[t - 1] ||
      month[t] !== month[t - 1] ||
      caps.kind[t] !== caps.kind[t - 1]
    ) {
      if (dayStart) dayFirstBlock[(t - from) / spd] = blocks;
      blockStart[blocks] = t;
      blockSums.fill(0, blocks * SLOT_SUMS, (blocks + 1) * SLOT_SUMS);
      blocks++;
    }
    const k = (blocks - 1) * SLOT_SUMS;
    caps.block[t] = blocks - 1;
    blockSums[k]! += caps.overLimit[t]!;
    blockSums[k + 1]! += caps.exportable[t]!;
    blockSums[k + 2]! += caps.grid[t]!;
    blockSums[k + 3]! += caps.required[t]!;
    blockSums[k + 4]! += caps.normal[t]!;
  }
  blockStart[blocks] = to;
  dayFirstBlock[Math.ceil((to - from) / spd)] = blocks;
}
