/**
 * A whole system over a year: every array's DC chain, the inverters they feed (several arrays
 * per inverter and several inverters per array allowed), cable losses, unavailability,
 * calibration, and the energy of each year of the equipment life.
 */
import { type TranspositionBasis, transpositionBasisFor } from '../irradiance/transposition-basis';
import { lifetimeEnergy } from '../losses/ageing';
import { DEFAULT_SYSTEM_LOSSES, keptFraction, type SystemLosses } from '../losses/system-losses';
import { addMonthlyAnnual, type MonthlyAnnual, sumByMonth, toMonthlyAnnual } from '../monthly-sums';
import { inverterConversion } from '../power/inverter';
import type { SunPositions } from '../solar-position/sun-positions';
import type { HourlyWeather } from '../weather/types';
import { type ArrayDcResult, simulateArrayDc } from './array-dc';
import { breakdownLosses } from './loss-breakdown';
import type { InverterUnit, LossBreakdown, SystemDesign } from './types';

/** Hourly and summed results of one inverter unit (all `count` units together). */
export interface InverterResult {
  /** DC input after the cable losses [W]. */
  dcPower: Float64Array;
  /** AC output after AC cable, unavailability and calibration [W]. */
  acPower: Float64Array;
  dcEnergy: MonthlyAnnual;
  acEnergy: MonthlyAnnual;
}

/** Results of {@link simulateSystem}. */
export interface SystemYearResult {
  arrays: ArrayDcResult[];
  inverters: InverterResult[];
  /** Total DC into the inverters [W]. */
  dcPower: Float64Array;
  /** Total AC output [W]. */
  acPower: Float64Array;
  /** Capacity-weighted mean plane-of-array irradiation of the arrays [kWh/m²]. */
  poa: MonthlyAnnual;
  dcEnergy: MonthlyAnnual;
  acEnergy: MonthlyAnnual;
  losses: LossBreakdown;
  /** Sum of the arrays' nameplate capacity [W]. */
  dcCapacity: number;
  /** AC energy per installed kWp [kWh/kWp]. */
  specificYield: number;
  /** AC energy over the nominal energy Σ P_dc0·H_poa [-]. */
  performanceRatio: number;
  /** AC energy of each year of the equipment life, ageing applied [kWh]. */
  lifetimeAcEnergy: number[];
}

/**
 * Simulates a system over the weather series.
 * @param design arrays, inverters and their wiring, losses, transposition model, albedo
 * @param weather the hourly weather
 * @param sun sun positions of the same weather ({@link computeSunPositions})
 * @returns hourly DC and AC power [W] and sums [kWh], losses, yield, lifetime energy
 *
 * @example
 * ```ts
 * const result = simulateSystem({
 *   arrays: [{ surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 10_000, tempCoefficientPmax: -0.35 }],
 *   inverters: [{ model: { kind: 'efficiency-curve', ratedAcPower: 8000, maxEfficiency: 0.984,
 *     europeanEfficiency: 0.98 }, inputs: [{ array: 0, dcCapacity: 10_000 }] }],
 * }, weather, sun);
 * result.acEnergy.annual; // kWh
 * ```
 */
export function simulateSystem(
  design: SystemDesign,
  weather: HourlyWeather,
  sun: SunPositions,
): SystemYearResult {
  const losses = design.losses ?? DEFAULT_SYSTEM_LOSSES;
  const basis = transpositionBasisFor(weather, sun, { model: design.transposition, albedo: design.albedo });
  const arrays = design.arrays.map((array) =>
    simulateArrayDc(
      array,
      basis,
      weather,
      losses,
      array.bifacial ? shedsBasisFor(basis, weather, sun) : basis,
    ),
  );
  const calibration = design.calibrationFactor ?? 1;
  const totals = { wiredDc: 0, dcIn: 0, acUnclipped: 0, acRaw: 0, acAfterLine: 0, acAfterAvailability: 0 };
  const inverters = design.inverters.map((unit) => {
    const result = simulateInverter(unit, design, arrays, losses, calibration, basis, totals);
    return summariseInverter(result, basis.intervalHours);
  });
  const { dcPower, acPower, dcEnergy } = systemTotals(inverters, basis);
  const toKwh = basis.intervalHours / 1000;
  const dcCapacity = design.arrays.reduce((sum, array) => sum + array.dcCapacity, 0);
  const acEnergy = addMonthlyAnnual(inverters.map((inverter) => inverter.acEnergy));
  const breakdown = breakdownLosses(arrays, losses, {
    wiredDc: totals.wiredDc * toKwh,
    dcIn: totals.dcIn * toKwh,
    acUnclipped: totals.acUnclipped * toKwh,
    acRaw: totals.acRaw * toKwh,
    acAfterLine: totals.acAfterLine * toKwh,
    acAfterAvailability: totals.acAfterAvailability * toKwh,
    acFinal: acEnergy.annual,
  });
  return {
    arrays,
    inverters,
    dcPower,
    acPower,
    poa: weightedPoa(arrays, design),
    dcEnergy,
    acEnergy,
    losses: breakdown,
    dcCapacity,
    specificYield: dcCapacity > 0 ? acEnergy.annual / (dcCapacity / 1000) : 0,
    performanceRatio: breakdown.nominal > 0 ? acEnergy.annual / breakdown.nominal : 0,
    lifetimeAcEnergy: Array.from(
      lifetimeEnergy(acEnergy.annual, losses.ageingPerYear, undefined, design.ageingMethod),
    ),
  };
}

/**
 * The sky of a bifacial array's infinite-sheds model: the project's, or Hay-Davies for a Perez
 * project (the model takes an isotropic or Hay-Davies sky) [BIF-1].
 */
function shedsBasisFor(
  basis: TranspositionBasis,
  weather: HourlyWeather,
  sun: SunPositions,
): TranspositionBasis {
  if (basis.model !== 'perez') return basis;
  return transpositionBasisFor(weather, sun, { model: 'haydavies', albedo: basis.albedo });
}

/**
 * Hourly DC and AC of all inverters. With one inverter its own series are the totals: no
 * copy (allocating and filling an 8760-hour series costs more than the rest of a small run).
 */
function systemTotals(
  inverters: readonly InverterResult[],
  basis: Pick<TranspositionBasis, 'length' | 'recordIndex' | 'month' | 'intervalHours'>,
): { dcPower: Float64Array; acPower: Float64Array; dcEnergy: MonthlyAnnual } {
  if (inverters.length === 1) {
    const [only] = inverters as [InverterResult];
    return { dcPower: only.dcPower, acPower: only.acPower, dcEnergy: only.dcEnergy };
  }
  const dcPower = new Float64Array(basis.length);
  const acPower = new Float64Array(basis.length);
  for (const inverter of inverters) {
    addInto(dcPower, inverter.dcPower, basis.recordIndex);
    addInto(acPower, inverter.acPower, basis.recordIndex);
  }
  return {
    dcPower,
    acPower,
    dcEnergy: sumByMonth(dcPower, basis.recordIndex, basis.month, basis.intervalHours),
  };
}

/** total[i] += part[i] for the given records. */
function addInto(total: Float64Array, part: Float64Array, recordIndex: Int32Array): void {
  for (const i of recordIndex) total[i] = total[i]! + part[i]!;
}

interface InverterTotals {
  wiredDc: number;
  dcIn: number;
  /** AC the conversion gives before the rating's cap. */
  acUnclipped: number;
  acRaw: number;
  acAfterLine: number;
  acAfterAvailability: number;
}

/** An inverter unit's hourly DC input and AC output, and their sums by month [W·records]. */
interface InverterHours {
  dcPower: Float64Array;
  acPower: Float64Array;
  dcMonthly: Float64Array;
  acMonthly: Float64Array;
}

/**
 * One inverter unit's hourly DC input and AC output, summed by month as they are computed (as
 * `sumByMonth` sums: non-finite hours count as 0); adds its stage sums [W·records] to `totals`.
 */
function simulateInverter(
  unit: InverterUnit,
  design: SystemDesign,
  arrays: readonly ArrayDcResult[],
  losses: SystemLosses,
  calibration: number,
  basis: Pick<TranspositionBasis, 'recordIndex' | 'month'>,
  totals: InverterTotals,
): InverterHours {
  const { recordIndex, month } = basis;
  const dcMonthly = new Float64Array(12);
  const acMonthly = new Float64Array(12);
  const n = arrays[0]?.dcPower.length ?? 0;
  const dcPower = new Float64Array(n);
  const acPower = new Float64Array(n);
  const count = unit.count ?? 1;
  const { convert, acLimit } = inverterConversion(unit.model);
  const acKept = keptFraction(unit.acLineLoss ?? losses.acLine);
  const availability = keptFraction(losses.unavailability);
  const shares = unit.inputs.map((input) => {
    const array = design.arrays[input.array];
    if (!array) throw new Error(`inverter input refers to array ${input.array}, which does not exist`);
    return {
      dc: arrays[input.array]!.dcPower,
      wired: array.dcCapacity > 0 ? input.dcCapacity / array.dcCapacity : 0,
      kept: keptFraction(input.dcLineLoss ?? losses.dcLine),
    };
  });
  // This unit's sums, added to `totals` at the end; one input (the usual case) read without
  // the loop over inputs.
  const sums = { wiredDc: 0, dcIn: 0, acUnclipped: 0, acRaw: 0, acAfterLine: 0, acAfterAvailability: 0 };
  const single = shares.length === 1 ? shares[0] : undefined;
  for (let k = 0; k < recordIndex.length; k++) {
    const i = recordIndex[k]!;
    let wired = 0;
    let dcIn = 0;
    if (single) {
      wired = single.dc[i]! * single.wired;
      dcIn = wired * single.kept;
    } else {
      for (const share of shares) {
        const dc = share.dc[i]! * share.wired;
        wired += dc;
        dcIn += dc * share.kept;
      }
    }
    const unclipped = convert(dcIn / count);
    const acRaw = count * Math.min(unclipped, acLimit);
    const ac = acRaw * acKept * availability * calibration;
    dcPower[i] = dcIn;
    acPower[i] = ac;
    const m = month[k]!;
    if (Number.isFinite(dcIn)) dcMonthly[m] = dcMonthly[m]! + dcIn;
    if (Number.isFinite(ac)) acMonthly[m] = acMonthly[m]! + ac;
    sums.wiredDc += wired;
    sums.dcIn += dcIn;
    sums.acUnclipped += count * unclipped;
    sums.acRaw += acRaw;
    sums.acAfterLine += acRaw * acKept;
    sums.acAfterAvailability += acRaw * acKept * availability;
  }
  totals.wiredDc += sums.wiredDc;
  totals.dcIn += sums.dcIn;
  totals.acUnclipped += sums.acUnclipped;
  totals.acRaw += sums.acRaw;
  totals.acAfterLine += sums.acAfterLine;
  totals.acAfterAvailability += sums.acAfterAvailability;
  return { dcPower, acPower, dcMonthly, acMonthly };
}

function summariseInverter(hours: InverterHours, intervalHours: number): InverterResult {
  return {
    dcPower: hours.dcPower,
    acPower: hours.acPower,
    dcEnergy: toMonthlyAnnual(hours.dcMonthly, intervalHours / 1000),
    acEnergy: toMonthlyAnnual(hours.acMonthly, intervalHours / 1000),
  };
}

/** Plane-of-array irradiation averaged over the arrays, weighted by their capacity. */
function weightedPoa(arrays: readonly ArrayDcResult[], design: SystemDesign): MonthlyAnnual {
  const total = design.arrays.reduce((sum, array) => sum + array.dcCapacity, 0);
  if (arrays.length === 1 || total <= 0)
    return arrays[0]?.poa ?? { annual: 0, monthly: new Array(12).fill(0) };
  return addMonthlyAnnual(
    arrays.map((array, index) => {
      const weight = design.arrays[index]!.dcCapacity / total;
      return { annual: array.poa.annual * weight, monthly: array.poa.monthly.map((value) => value * weight) };
    }),
  );
}
