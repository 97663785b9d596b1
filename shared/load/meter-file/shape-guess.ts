/**
 * The typical load shape closest to a customer's readings [LOAD-2], to extend a partial year
 * by when the user names none: the one whose hours by day type, over the same dates, correlate
 * best with the customer's mean hours by day type (Pearson's r over 3 × 24 values).
 */
import { TYPICAL_SHAPES } from '../typical-shapes/catalogue';
import { TYPICAL_SHAPE_IDS, type TypicalShapeId } from '../typical-shapes/ids';
import { dayTypeOfWeekday, type TypicalShape } from '../typical-shapes/shape';
import { STEP_FILLED, STEP_READ, type YearGrid } from './grid';
import type { SeriesDays } from './series-days';

/** Mean by day type and hour (72 values, day type major) of a per-day-and-hour source. */
function byDayTypeAndHour(lastDay: number, days: SeriesDays, value: (day: number, hour: number) => number) {
  const sum = new Float64Array(72);
  const count = new Float64Array(72);
  for (let d = 0; d <= lastDay; d++) {
    const type = dayTypeOfWeekday(days.weekday[d]!);
    for (let h = 0; h < 24; h++) {
      const x = value(d, h);
      if (Number.isNaN(x)) continue;
      sum[type * 24 + h] += x;
      count[type * 24 + h]++;
    }
  }
  return sum.map((x, i) => (count[i]! > 0 ? x / count[i]! : Number.NaN));
}

function hourlyMeanKw(grid: YearGrid, day: number, hour: number): number {
  const perHour = grid.stepsPerDay / 24;
  let sum = 0;
  for (let k = 0; k < perHour; k++) {
    const i = day * grid.stepsPerDay + hour * perHour + k;
    if (grid.status[i] !== STEP_READ && grid.status[i] !== STEP_FILLED) return Number.NaN;
    sum += grid.kw[i]!;
  }
  return sum / perHour;
}

function correlation(a: Float64Array, b: Float64Array): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < a.length; i++) {
    if (Number.isNaN(a[i]!) || Number.isNaN(b[i]!)) continue;
    n++;
    sa += a[i]!;
    sb += b[i]!;
  }
  const ma = sa / n;
  const mb = sb / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    if (Number.isNaN(a[i]!) || Number.isNaN(b[i]!)) continue;
    cov += (a[i]! - ma) * (b[i]! - mb);
    va += (a[i]! - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  }
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
}

/** The shape id closest to the days read. */
export function closestShape(grid: YearGrid, days: SeriesDays): TypicalShapeId {
  const read = byDayTypeAndHour(grid.lastReadDay, days, (d, h) => hourlyMeanKw(grid, d, h));
  const ofShape = (shape: TypicalShape) =>
    byDayTypeAndHour(grid.lastReadDay, days, (d, h) => {
      return shape.months[days.month[d]!]![dayTypeOfWeekday(days.weekday[d]!)]![h]!;
    });
  let best: TypicalShapeId = 'residential';
  let bestR = Number.NEGATIVE_INFINITY;
  for (const id of TYPICAL_SHAPE_IDS) {
    const r = correlation(read, ofShape(TYPICAL_SHAPES[id]));
    if (r > bestR) [best, bestR] = [id, r];
  }
  return best;
}
