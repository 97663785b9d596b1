/**
 * The words of a painted schedule for screen readers and for a check by eye: for each period,
 * the months that share the same hours and those hours as ranges (a month × hour grid of colours
 * says nothing to a screen reader).
 */

/** Hours `start` up to `end` (exclusive): 10-12 is 10:00 to 12:00. */
export interface HourRange {
  start: number;
  end: number;
}

/** Months `firstMonth` to `lastMonth` (0-11, both included) holding the period in `hours`. */
export interface MonthSpan {
  firstMonth: number;
  lastMonth: number;
  hours: HourRange[];
}

export interface PeriodSummary {
  period: string;
  spans: MonthSpan[];
}

/** The runs of one month's hours that are `period`. */
function hourRanges(hours: readonly string[], period: string): HourRange[] {
  const ranges: HourRange[] = [];
  hours.forEach((name, hour) => {
    if (name !== period) return;
    const last = ranges.at(-1);
    if (last && last.end === hour) last.end = hour + 1;
    else ranges.push({ start: hour, end: hour + 1 });
  });
  return ranges;
}

const sameRanges = (a: readonly HourRange[], b: readonly HourRange[]) =>
  a.length === b.length && a.every((range, i) => range.start === b[i]?.start && range.end === b[i]?.end);

/**
 * Each period's month spans, in the periods' order; a period no hour uses has no spans.
 *
 * @example
 * summarizeSchedule(Array(12).fill([...Array(8).fill('valley'), ...Array(16).fill('flat')]), ['flat', 'valley'])
 * // [{ period: 'flat', spans: [{ firstMonth: 0, lastMonth: 11, hours: [{ start: 8, end: 24 }] }] }, …]
 */
export function summarizeSchedule(schedule: readonly (readonly string[])[], periods: readonly string[]) {
  return periods.map((period): PeriodSummary => {
    const spans: MonthSpan[] = [];
    schedule.forEach((hours, month) => {
      const ranges = hourRanges(hours, period);
      if (ranges.length === 0) return;
      const last = spans.at(-1);
      if (last && last.lastMonth === month - 1 && sameRanges(last.hours, ranges)) last.lastMonth = month;
      else spans.push({ firstMonth: month, lastMonth: month, hours: ranges });
    });
    return { period, spans };
  });
}
