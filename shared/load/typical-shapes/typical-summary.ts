/**
 * What a user sees of a load without a meter file [LOAD-3] [LOAD-5]: the year's energy, its
 * highest hour, the month × hour heat map and the typical week of the typical shape scaled to the
 * load step's figures, as a meter file's preview shows them (load-preview.ts), so the step, the
 * live results and the report show either source alike. No shape named: the load step's own
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
  /** 7 days (Monday first) × 24 hours of mean power. [kW] */
  typicalWeekKw: number[][];
}

/** Month (0 = January) and weekday row (0 = Monday) of each day of the typical year (365 days). */
function dayOfYear(day: number): { month: number; weekRow: number } {
  const date = new Date(Date.UTC(DEFAULT_TYPICAL_YEAR, 0, 1 + day));
  return { month: date.getUTCMonth(), weekRow: (date.getUTCDay() + 6) % 7 };
}

/** Mean of sums over counts, rounded as a load's power. [kW] */
function means(sums: number[][], counts: number[]): number[][] {
  return sums.map((row, i) => row.map((sum) => rounded(sum / counts[i]!, 'loadKw')));
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
  const zeros = (rows: number) => Array.from({ length: rows }, () => new Array<number>(24).fill(0));
  const monthSums = zeros(12);
  const weekSums = zeros(7);
  const monthDays = new Array<number>(12).fill(0);
  const weekDays = new Array<number>(7).fill(0);
  let annual = 0;
  let peak = 0;
  for (let day = 0; day < hourly.length / 24; day++) {
    const { month, weekRow } = dayOfYear(day);
    monthDays[month]!++;
    weekDays[weekRow]!++;
    for (let hour = 0; hour < 24; hour++) {
      const value = hourly[day * 24 + hour]!;
      monthSums[month]![hour]! += value;
      weekSums[weekRow]![hour]! += value;
      annual += value;
      peak = Math.max(peak, value);
    }
  }
  return {
    annualKwh: rounded(annual, 'energy'),
    peakKw: rounded(peak, 'loadKw'),
    monthHourKw: means(monthSums, monthDays),
    typicalWeekKw: means(weekSums, weekDays),
  };
}
