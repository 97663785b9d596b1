/**
 * Storage cases of the tests and the bench [TAR-12]: synthetic, deterministic years of a PV
 * system and a commercial or industrial load at any interval, with the tariffs and grid limits
 * the strategies are measured on (a Guangdong-like factory with two daily peaks, a Zhejiang
 * five-tier case, a two-part tariff with a demand charge, Shandong's midday deep valley, with and
 * without grid charging, zero export).
 */
import {
  type IntervalSeries,
  type StepMinutes,
  stepCalendar,
  stepsPerYear,
} from '@pvd/shared/load/interval-series';
import type { StorageBattery } from '@pvd/shared/storage/battery';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import type { Tariff } from '@pvd/shared/tariff/schema';

/** The first step of every case: 1 January 2025, a Wednesday. */
export const CASE_START = '2025-01-01T00:00';

/** A deterministic generator of numbers in [0, 1) (a 32-bit linear congruential one). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Weekday load shape of a two-shift factory, by hour: two peaks around a lunch dip. [share of peak] */
const FACTORY_WEEKDAY = [
  0.22, 0.2, 0.2, 0.2, 0.2, 0.22, 0.3, 0.5, 0.85, 0.95, 1, 1, 0.6, 0.75, 0.95, 1, 1, 0.95, 0.8, 0.6, 0.45,
  0.35, 0.28, 0.24,
];

/** Options of a case's load. */
export interface LoadOptions {
  /** Weekday peak. [kW] */
  peakKw: number;
  /** Weekend share of the weekday shape. [-] */
  weekendShare?: number;
  /** Short surges (a press, a compressor) on some days: their size. [kW] */
  surgeKw?: number;
  seed?: number;
}

/** A factory's load at `stepMinutes`, interpolated between the hours, with noise and surges. [kW] */
export function factoryLoad(stepMinutes: StepMinutes, options: LoadOptions): IntervalSeries {
  const steps = stepsPerYear(stepMinutes);
  const calendar = stepCalendar({ firstIntervalStart: CASE_START, stepMinutes }, steps);
  const rand = random(options.seed ?? 7);
  const kw = new Float64Array(steps);
  const perDay = (24 * 60) / stepMinutes;
  let dayLevel = 1;
  let surgeStep = -1;
  for (let t = 0; t < steps; t++) {
    if (t % perDay === 0) {
      dayLevel = 0.85 + 0.3 * rand();
      surgeStep = options.surgeKw && rand() < 0.3 ? t + Math.floor((0.35 + 0.4 * rand()) * perDay) : -1;
    }
    const hours = ((t % perDay) * stepMinutes) / 60;
    const h = Math.floor(hours);
    const shape = FACTORY_WEEKDAY[h]! + (FACTORY_WEEKDAY[(h + 1) % 24]! - FACTORY_WEEKDAY[h]!) * (hours - h);
    const weekend = calendar.weekday[t] === 0 || calendar.weekday[t] === 6;
    const level = weekend ? (options.weekendShare ?? 0.35) : 1;
    let value = options.peakKw * shape * level * dayLevel * (0.93 + 0.14 * rand());
    if (surgeStep >= 0 && t >= surgeStep && t < surgeStep + Math.max(1, 30 / stepMinutes))
      value += options.surgeKw!;
    kw[t] = value;
  }
  return { firstIntervalStart: CASE_START, stepMinutes, kw };
}

/** PV of `peakKw` at `stepMinutes`: half-sine days (6-18 h in winter to 5-19 h in summer), daily and passing clouds. [kW] */
export function pvYear(stepMinutes: StepMinutes, peakKw: number, seed = 11): IntervalSeries {
  const steps = stepsPerYear(stepMinutes);
  const rand = random(seed);
  const kw = new Float64Array(steps);
  const perDay = (24 * 60) / stepMinutes;
  let clearness = 1;
  for (let t = 0; t < steps; t++) {
    const day = Math.floor(t / perDay);
    if (t % perDay === 0) clearness = 0.25 + 0.75 * rand();
    const summer = Math.cos((2 * Math.PI * (day - 172)) / 365);
    const halfLength = 6 + summer;
    const hours = ((t % perDay) * stepMinutes + stepMinutes / 2) / 60;
    const x = (hours - (12 - halfLength)) / (2 * halfLength);
    if (x <= 0 || x >= 1) continue;
    const cloud = clearness > 0.8 ? 1 : 1 - (1 - clearness) * rand();
    kw[t] = peakKw * (0.78 + 0.22 * summer) * Math.sin(Math.PI * x) * clearness * cloud;
  }
  return { firstIntervalStart: CASE_START, stepMinutes, kw };
}

/** One case: a year, a tariff, a battery, grid limits and whether grid charging is allowed. */
export interface StorageCase {
  name: string;
  pv: IntervalSeries;
  load: IntervalSeries;
  tariff: Tariff;
  battery: StorageBattery;
  gridCharging: boolean;
  exportLimitKw?: number;
  /** Whether the tariff has a demand charge (peak-shaving case). */
  demand: boolean;
}

const BATTERY: StorageBattery = {
  usableCapacityKwh: 1000,
  maxChargeKw: 500,
  maxDischargeKw: 500,
  roundTripEfficiency: 0.88,
  reserveKwh: 100,
};

/** The cases at `stepMinutes`. */
export function storageCases(stepMinutes: StepMinutes): StorageCase[] {
  const factory = factoryLoad(stepMinutes, { peakKw: 800 });
  const surging = factoryLoad(stepMinutes, { peakKw: 800, surgeKw: 350, seed: 5 });
  const pv = pvYear(stepMinutes, 500);
  const bigPv = pvYear(stepMinutes, 900);
  const presets = TARIFF_PRESETS;
  return [
    {
      name: 'Guangdong factory, grid charging',
      pv,
      load: factory,
      tariff: presets['guangdong-prd-general-ic'],
      battery: BATTERY,
      gridCharging: true,
      demand: false,
    },
    {
      name: 'Guangdong factory, PV charging only',
      pv,
      load: factory,
      tariff: presets['guangdong-prd-general-ic'],
      battery: BATTERY,
      gridCharging: false,
      demand: false,
    },
    {
      name: 'Guangdong factory, zero export, 900 kWp',
      pv: bigPv,
      load: factory,
      tariff: presets['guangdong-prd-general-ic'],
      battery: BATTERY,
      gridCharging: true,
      exportLimitKw: 0,
      demand: false,
    },
    {
      name: 'Zhejiang five tiers, grid charging',
      pv,
      load: factory,
      tariff: presets['zhejiang-ic'],
      battery: BATTERY,
      gridCharging: true,
      demand: false,
    },
    {
      name: 'Shandong midday deep valley, grid charging',
      pv,
      load: factory,
      tariff: presets['shandong-ic-deep-valley'],
      battery: BATTERY,
      gridCharging: true,
      demand: false,
    },
    {
      name: 'two-part tariff with surges, grid charging',
      pv,
      load: surging,
      tariff: presets['two-part-template'],
      battery: BATTERY,
      gridCharging: true,
      demand: true,
    },
    {
      name: 'two-part tariff with surges, PV charging only',
      pv,
      load: surging,
      tariff: presets['two-part-template'],
      battery: BATTERY,
      gridCharging: false,
      demand: true,
    },
  ];
}
