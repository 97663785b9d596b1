/**
 * What a user sees of a load without a meter file [LOAD-3] [LOAD-5]: the year's energy, its
 * highest hour and the month × hour heat map of the typical shape scaled to the load step's
 * figures, the same three a meter file's preview shows (load-preview.ts), so the step, the live
 * results and the report show either source alike. No shape named: the load step's own
 * average day (`hourlyLoadProfile`), as a project saved before the shapes were added keeps.
 */
import { rounded } from '../../numbers/rounding';
import { hourlyLoadProfile, type LoadInput } from '../../pv/storage/load-profile';
import { TYPICAL_SHAPES } from './catalogue';
import type { TypicalShapeId } from './ids';
import { DEFAULT_TYPICAL_YEAR, typicalHourlyKwh } from './typical-load';

export interface TypicalLoadSummary {
  /** [kWh] */
  annualKwh: number;
  /** Highest hour's mean power. [kW] */
  peakKw: number;
  /** 12 months × 24 hours of mean power. [kW] */
  monthHourKw: number[][];
}

/** Month (0 = January) of each hour of the typical year (365 days: no 29 February). */
function monthOfHour(hour: number): number {
  return new Date(Date.UTC(DEFAULT_TYPICAL_YEAR, 0, 1 + Math.floor(hour / 24))).getUTCMonth();
}

/**
 * The hourly energy of the year, the summary's source. [kWh] (1 h steps: also [kW])
 *
 * @throws RangeError for a ratio outside 0-100 % or a negative consumption (as the engine).
 */
export function typicalYearKwh(input: LoadInput, shape: TypicalShapeId | undefined): Float64Array {
  return shape ? typicalHourlyKwh(TYPICAL_SHAPES[shape], input) : hourlyLoadProfile(input);
}

/**
 * The summary of `input` spread by `shape` (none: the load step's average day).
 *
 * @throws RangeError as {@link typicalYearKwh}.
 * @example
 * typicalLoadSummary({ daytimeLoadPowerRatio: 60, annualConsumptionKwh: 120_000 }, 'office').annualKwh; // 120000
 */
export function typicalLoadSummary(input: LoadInput, shape: TypicalShapeId | undefined): TypicalLoadSummary {
  const hourly = typicalYearKwh(input, shape);
  const sums = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
  const counts = new Array<number>(12).fill(0);
  let annual = 0;
  let peak = 0;
  for (let hour = 0; hour < hourly.length; hour++) {
    const value = hourly[hour]!;
    const month = monthOfHour(hour);
    sums[month]![hour % 24]! += value;
    if (hour % 24 === 0) counts[month]!++;
    annual += value;
    peak = Math.max(peak, value);
  }
  return {
    annualKwh: rounded(annual, 'energy'),
    peakKw: rounded(peak, 'loadKw'),
    monthHourKw: sums.map((row, month) => row.map((sum) => rounded(sum / counts[month]!, 'loadKw'))),
  };
}
