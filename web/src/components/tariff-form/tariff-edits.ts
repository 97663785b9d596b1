/**
 * The edits of a tariff's JSON form [TAR-1] the tariff form makes: periods added, renamed and
 * removed (the schedules follow), a block of a schedule painted with a period, the weekend's and
 * the holidays' own schedules switched on or off, the public holidays' dates. Pure: each answers the next tariff and never changes the one given.
 * A number field may hold the text typed while it is no number: the shared schema refuses it
 * under the field, and the text is kept (nothing typed is lost).
 */
import { TARIFF_LIMITS } from '@pvd/shared/constants/limits';
import type { Tariff } from '@pvd/shared/tariff/schema';

export const MONTHS = 12;
export const HOURS = 24;

/** The schedules the form paints: weekdays, Saturdays and Sundays, public holidays [TAR-1]. */
export type ScheduleKind = 'weekday' | 'weekend' | 'holiday';

/** One cell of a schedule: month 0-11, hour 0-23 (local time of the interval's start). */
export interface ScheduleCell {
  month: number;
  hour: number;
}

/** The periods' names in the tariff's order (the order of their colours). */
export function periodNames(tariff: Tariff): string[] {
  return Object.keys(tariff.periods);
}

/**
 * The schedule of `kind`: the weekend's is the weekday one unless the tariff has its own; the
 * holidays' the weekend's unless they have their own (as the bill reads them, shared/tariff/steps.ts).
 */
export function scheduleOf(tariff: Tariff, kind: ScheduleKind): string[][] {
  if (kind === 'holiday') return tariff.holiday ?? scheduleOf(tariff, 'weekend');
  return kind === 'weekend' ? (tariff.weekend ?? tariff.weekday) : tariff.weekday;
}

/** Whether another period may be added (at most 6 [TAR-1]). */
export function mayAddPeriod(tariff: Tariff): boolean {
  return periodNames(tariff).length < TARIFF_LIMITS.periods;
}

/** A name not yet used: `base`, else `base 2`, `base 3`… */
export function unusedPeriodName(tariff: Tariff, base: string): string {
  const names = new Set(periodNames(tariff));
  if (!names.has(base)) return base;
  let index = 2;
  while (names.has(`${base} ${index}`)) index += 1;
  return `${base} ${index}`;
}

/** The tariff with a new period (import price 0) that no hour uses yet. */
export function withPeriodAdded(tariff: Tariff, name: string): Tariff {
  return { ...tariff, periods: { ...tariff.periods, [name]: { import: 0 } } };
}

function mapSchedules(tariff: Tariff, cell: (name: string) => string): Tariff {
  const map = (schedule: string[][] | undefined) => schedule?.map((hours) => hours.map(cell));
  const next: Tariff = { ...tariff, weekday: map(tariff.weekday) ?? [] };
  if (tariff.weekend) next.weekend = map(tariff.weekend);
  if (tariff.holiday) next.holiday = map(tariff.holiday);
  return next;
}

/**
 * The tariff with a period renamed, in its place, and every hour of it renamed too. A name
 * already taken (or empty) is refused: the tariff comes back unchanged.
 */
export function withPeriodRenamed(tariff: Tariff, from: string, to: string): Tariff {
  if (to === from || to.trim() === '' || to in tariff.periods) return tariff;
  const periods = Object.fromEntries(
    Object.entries(tariff.periods).map(([name, prices]) => [name === from ? to : name, prices]),
  );
  return { ...mapSchedules(tariff, (name) => (name === from ? to : name)), periods };
}

/**
 * The tariff without a period; its hours go to the first other period, so the schedules stay
 * whole. The last period stays (a tariff has at least one).
 */
export function withPeriodRemoved(tariff: Tariff, removed: string): Tariff {
  const heir = periodNames(tariff).find((name) => name !== removed);
  if (heir === undefined) return tariff;
  const periods = Object.fromEntries(Object.entries(tariff.periods).filter(([name]) => name !== removed));
  return { ...mapSchedules(tariff, (name) => (name === removed ? heir : name)), periods };
}

/** The tariff with one period's import or export price set (undefined: the export default). */
export function withPeriodPrice(
  tariff: Tariff,
  name: string,
  price: 'import' | 'export',
  value: number | string | undefined,
): Tariff {
  const current = tariff.periods[name] ?? { import: 0 };
  const next = { ...current, [price]: value } as Tariff['periods'][string];
  if (value === undefined) delete next[price as 'export'];
  return { ...tariff, periods: { ...tariff.periods, [name]: next } };
}

/** The months and hours between two cells, both included (a dragged rectangle). */
export function cellsBetween(from: ScheduleCell, to: ScheduleCell): ScheduleCell[] {
  const cells: ScheduleCell[] = [];
  for (let month = Math.min(from.month, to.month); month <= Math.max(from.month, to.month); month += 1) {
    for (let hour = Math.min(from.hour, to.hour); hour <= Math.max(from.hour, to.hour); hour += 1) {
      cells.push({ month, hour });
    }
  }
  return cells;
}

/**
 * The tariff with `cells` of the `kind` schedule set to `period`. Painting the weekend while it
 * follows the weekdays first gives it its own copy, so the weekdays stay as they are.
 */
export function withCellsPainted(
  tariff: Tariff,
  kind: ScheduleKind,
  cells: readonly ScheduleCell[],
  period: string,
): Tariff {
  const schedule = scheduleOf(tariff, kind).map((hours) => [...hours]);
  for (const { month, hour } of cells) {
    const hours = schedule[month];
    if (hours && hour >= 0 && hour < hours.length) hours[hour] = period;
  }
  return { ...tariff, [kind]: schedule };
}

/** The tariff whose weekends have their own schedule (a copy of the weekdays') or follow the weekdays. */
export function withOwnWeekend(tariff: Tariff, own: boolean): Tariff {
  if (own) return { ...tariff, weekend: tariff.weekend ?? tariff.weekday.map((hours) => [...hours]) };
  const { weekend: _dropped, ...rest } = tariff;
  return rest;
}

/** The tariff whose holidays have their own schedule (a copy of the weekends') or follow the weekends. */
export function withOwnHoliday(tariff: Tariff, own: boolean): Tariff {
  if (own) return { ...tariff, holiday: scheduleOf(tariff, 'holiday').map((hours) => [...hours]) };
  const { holiday: _dropped, ...rest } = tariff;
  return rest;
}

/**
 * The holidays' dates as typed: one per line or separated by commas, `YYYY-MM-DD` for one year
 * or `MM-DD` for every year. Kept as typed (trimmed, empty entries dropped): the shared schema
 * names a date it cannot read. None: the field left out.
 */
export function withHolidayDates(tariff: Tariff, text: string): Tariff {
  const dates = text
    .split(/[\n,，]/)
    .map((date) => date.trim())
    .filter((date) => date !== '');
  return withOptional(tariff, 'holidays', dates.length > 0 ? dates : undefined);
}

/** The tariff with a top-level optional field set, or left out when `value` is undefined. */
export function withOptional<K extends keyof Tariff>(
  tariff: Tariff,
  key: K,
  value: Tariff[K] | undefined,
): Tariff {
  const next = { ...tariff, [key]: value };
  if (value === undefined) delete next[key];
  return next;
}
