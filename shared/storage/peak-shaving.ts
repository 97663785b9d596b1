/**
 * Peak shaving [TAR-11]: each month the battery keeps the grid import under a target,
 * charges only below it, and does time-of-use with what is left (the day-ahead plan with the
 * load above the target as a sink it must serve first). The target is the caller's, else chosen
 * each month: the lowest the battery can hold, or (with a demand charge) a higher one where that month's bill is lower.
 */
import { billOfSteps } from '../tariff/bill';
import { dispatchDayAhead } from './day-ahead';
import { createDayAheadScratch, type DayAheadContext, type DayAheadScratch } from './day-blocks';
import { createFlows, type StorageFlows } from './flows';
import { monthlyNetPeaksKw, type PlannedYearInput } from './time-of-use';

/** Bisection steps of the lowest target: the month's peak / 2^14, under 0.01 % of it. */
const BISECTIONS = 14;
/** Shares of the way from the lowest target to the month's own peak tried in turn, with a demand charge. */
const TARGET_SHARES = [0, 0.1, 0.25];
/**
 * Without a demand charge the bill never pays for a lower peak (shaving only holds energy back
 * from time-of-use), so the month's bill cannot choose: the lowest target is kept, as the
 * installer chose the strategy to lower the peak (a contract capacity, a transformer) [TAR-11].
 */
const NO_DEMAND_SHARES = [0];

/** Whether the battery can keep steps [from, to) under `targetKw`, charging whenever below it. */
function holds(input: PlannedYearInput, targetKw: number, from: number, to: number, socKwh: number): boolean {
  const { battery: b, dt, importLimitKw } = input.bounds;
  const chargeCap = Math.min(targetKw, importLimitKw);
  let soc = socKwh;
  for (let t = from; t < to; t++) {
    const net = input.loadKw[t]! - Math.max(input.pvKw[t]!, 0);
    if (net > targetKw) {
      const need = net - targetKw;
      const available = ((soc - b.reserveKwh) * b.eta) / dt;
      if (need > b.maxDischargeKw + 1e-9 || need > available + 1e-9) return false;
      soc -= (dt * need) / b.eta;
    } else {
      const surplus = Math.max(-net, 0);
      const grid = input.gridCharging ? Math.max(chargeCap - Math.max(net, 0), 0) : 0;
      const charge = Math.min(surplus + grid, b.maxChargeKw, (b.capacityKwh - soc) / (b.eta * dt));
      soc += dt * charge * b.eta;
    }
  }
  return true;
}

/** The lowest import target the battery can hold over steps [from, to). [kW] */
export function lowestTargetKw(
  input: PlannedYearInput,
  from: number,
  to: number,
  socKwh: number,
  peakKw: number,
): number {
  let lo = 0;
  let hi = Math.max(peakKw, 0);
  if (holds(input, lo, from, to, socKwh)) return lo;
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (lo + hi) / 2;
    if (holds(input, mid, from, to, socKwh)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Peak-shaving options. */
export interface PeakShavingOptions {
  /** Import target of each month, or one for all; default chosen per month (see the file's note). [kW] */
  targetKw?: number | readonly number[];
}

/**
 * Writes into `floor`, for steps [from, to), the energy that must be stored at each step's start
 * to keep the import under `targetKw` until `to` and leave `needAtEndKwh` there: walking back, a
 * step above the target adds what it must discharge, a step below takes off what it can charge.
 */
function fillFloor(
  input: PlannedYearInput,
  targetKw: number,
  from: number,
  to: number,
  needAtEndKwh: number,
  floor: Float64Array,
): void {
  const { battery: b, dt, importLimitKw } = input.bounds;
  const chargeCap = Math.min(targetKw, importLimitKw);
  let need = needAtEndKwh;
  for (let t = to - 1; t >= from; t--) {
    const net = input.loadKw[t]! - Math.max(input.pvKw[t]!, 0);
    if (net > targetKw) need += (dt * Math.min(net - targetKw, b.maxDischargeKw)) / b.eta;
    else {
      const grid = input.gridCharging ? Math.max(chargeCap - Math.max(net, 0), 0) : 0;
      need -= dt * Math.min(Math.max(-net, 0) + grid, b.maxChargeKw) * b.eta;
    }
    need = Math.min(Math.max(need, b.reserveKwh), b.capacityKwh);
    floor[t] = need;
  }
}

/**
 * The shaving floor of the whole year at each month's lowest target from a full battery (what
 * the battery could best hold): each month ends keeping what the next one's surges need.
 */
function fillYearFloor(
  input: PlannedYearInput,
  starts: readonly number[],
  peaks: Float64Array,
  floor: Float64Array,
): void {
  const steps = input.pvKw.length;
  const spd = input.stepsPerDay;
  floor.fill(input.bounds.battery.reserveKwh, 0, steps + 1);
  for (let k = starts.length - 2; k >= 0; k--) {
    const from = starts[k]! * spd;
    const to = Math.min(starts[k + 1]! * spd, steps);
    const peak = peaks[input.prices.month[from]!]!;
    const target = lowestTargetKw(input, from, to, input.bounds.battery.capacityKwh, peak);
    fillFloor(input, target, from, to, floor[to]!, floor);
  }
}

/** Buffers of a peak-shaving run, reused from run to run (e.g. the years of a life or a bench). */
export interface PeakShavingScratch {
  dayAhead: DayAheadScratch;
  /** Flows of the targets tried and not kept. */
  trial: StorageFlows;
  floors: Floors;
}

/** Buffers for runs of `steps` steps of `stepsPerDay` a day. */
export function createPeakShavingScratch(stepsPerDay: number, steps: number): PeakShavingScratch {
  return {
    dayAhead: createDayAheadScratch(stepsPerDay, steps),
    trial: createFlows(steps),
    floors: { year: new Float64Array(steps + 1), trial: new Float64Array(steps + 1) },
  };
}

/** The day-ahead context of one month's target; its floor is the year's with this month's own. */
function contextFor(
  input: PlannedYearInput,
  targetKw: number,
  span: MonthSpan,
  floors: Floors,
): DayAheadContext {
  const cap = Math.min(targetKw, input.bounds.importLimitKw);
  fillFloor(input, targetKw, span.from, span.to, floors.year[span.to]!, floors.trial);
  return {
    ...input,
    chargeCapKw: new Float64Array(12).fill(cap),
    shaveTargetKw: new Float64Array(12).fill(targetKw),
    floorKwh: floors.trial,
  };
}

/** The year's floor and the one a month's trial target writes its own month into. */
interface Floors {
  year: Float64Array;
  trial: Float64Array;
}

/** Copies steps [from, to) of `source` into `target`. */
function copyFlows(source: StorageFlows, target: StorageFlows, from: number, to: number): void {
  for (const key of Object.keys(source) as (keyof StorageFlows)[])
    target[key].set(source[key].subarray(from, to), from);
}

/**
 * First day of each month and the day after the last (a day belongs to the month of its first
 * step, so a series starting at midnight has calendar months).
 */
function monthStartDays(month: Uint8Array, stepsPerDay: number): number[] {
  const days = Math.ceil(month.length / stepsPerDay);
  const starts = [0];
  for (let d = 1; d < days; d++) if (month[d * stepsPerDay] !== month[(d - 1) * stepsPerDay]) starts.push(d);
  starts.push(days);
  return starts;
}

/** The month's bill of steps [from, to) of `flows` (energy, demand and export; fixed charges alike). */
function monthCost(input: PlannedYearInput, flows: StorageFlows, from: number, to: number): number {
  const prices = input.prices;
  const slice = {
    ...prices,
    period: prices.period.subarray(from, to),
    month: prices.month.subarray(from, to),
    importPrice: prices.importPrice.subarray(from, to),
    exportPrice: prices.exportPrice.subarray(from, to),
  };
  const imported = new Float64Array(to - from);
  for (let t = from; t < to; t++) imported[t - from] = flows.gridToLoad[t]! + flows.gridToBattery[t]!;
  return billOfSteps(slice, imported, flows.pvToGrid.subarray(from, to)).total;
}

/**
 * Dispatches the year by peak shaving.
 *
 * @returns The stored energy at the end of the year and each month's target. [kWh], [kW]
 *
 * @remarks
 * Without a target given, each month tries the lowest target the battery can hold from the
 * energy it starts the month with (bisection on a rule that charges whenever below the target),
 * then a tenth and a quarter of the way up to the month's own peak while the month's bill keeps
 * falling, and keeps the target of least bill: a lower target saves demand charges but holds
 * back energy from time-of-use. Without a demand charge the lowest target is kept (the bill
 * would always keep the peak; see NO_DEMAND_SHARES).
 * The energy the coming shaving needs (the floor) is kept at the end of every plan: the year's
 * floor at each month's lowest target from a full battery, the month's own at its trial target.
 * The months run in order, each from the energy the one before left.
 */
export function dispatchPeakShaving(
  input: PlannedYearInput,
  flows: StorageFlows,
  socKwh: number,
  options: PeakShavingOptions = {},
  buffers: PeakShavingScratch = createPeakShavingScratch(input.stepsPerDay, input.pvKw.length),
): { socKwh: number; targetsKw: number[] } {
  const spd = input.stepsPerDay;
  const steps = input.pvKw.length;
  if (buffers.trial.socKwh.length < steps)
    throw new RangeError('peak-shaving buffers are shorter than the year');
  const { dayAhead: scratch, trial, floors } = buffers;
  const starts = monthStartDays(input.prices.month, spd);
  const peaks = monthlyNetPeaksKw(input.pvKw, input.loadKw, input.prices.month);
  fillYearFloor(input, starts, peaks, floors.year);
  floors.trial.set(floors.year);
  const targetsKw: number[] = [];
  let soc = socKwh;
  for (let k = 0; k + 1 < starts.length; k++) {
    const fromDay = starts[k]!;
    const toDay = starts[k + 1]!;
    const span: MonthSpan = {
      fromDay,
      toDay,
      from: fromDay * spd,
      to: Math.min(toDay * spd, steps),
      soc,
      peak: 0,
    };
    const m = input.prices.month[span.from]!;
    span.peak = peaks[m]!;
    const given = options.targetKw;
    if (given !== undefined) {
      const target = typeof given === 'number' ? given : given[m]!;
      targetsKw.push(target);
      soc = dispatchDayAhead(contextFor(input, target, span, floors), flows, soc, fromDay, toDay, scratch);
      continue;
    }
    const best = bestTarget(input, flows, trial, scratch, span, floors);
    targetsKw.push(best.targetKw);
    soc = best.socKwh;
  }
  return { socKwh: soc, targetsKw };
}

interface MonthSpan {
  from: number;
  to: number;
  fromDay: number;
  toDay: number;
  soc: number;
  peak: number;
}

/**
 * The month's target of least bill: the lowest, then higher ones while the bill falls. The
 * month's flows of the target kept are left in `flows`; `trial` takes the others.
 */
function bestTarget(
  input: PlannedYearInput,
  flows: StorageFlows,
  trial: StorageFlows,
  scratch: DayAheadScratch,
  span: MonthSpan,
  floors: Floors,
): { targetKw: number; socKwh: number } {
  const demand = input.prices.demandChargePerKwMonth > 0;
  const lowest = lowestTargetKw(input, span.from, span.to, span.soc, span.peak);
  const shares = demand ? TARGET_SHARES : NO_DEMAND_SHARES;
  let best = { targetKw: lowest, socKwh: span.soc, cost: Number.POSITIVE_INFINITY };
  for (const [i, share] of shares.entries()) {
    const target = lowest + share * (span.peak - lowest);
    const into = i === 0 ? flows : trial;
    const soc = dispatchDayAhead(
      contextFor(input, target, span, floors),
      into,
      span.soc,
      span.fromDay,
      span.toDay,
      scratch,
    );
    const cost = monthCost(input, into, span.from, span.to);
    // The bill falls, then rises, as the target rises from the lowest: stop at the first rise.
    if (cost >= best.cost - 1e-9) break;
    best = { targetKw: target, socKwh: soc, cost };
    if (into === trial) copyFlows(trial, flows, span.from, span.to);
  }
  return best;
}
