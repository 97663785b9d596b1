/**
 * A typical load shape [LOAD-3]: relative mean power by month, day type and hour, the form every
 * shape of data/ takes. Only ratios matter: the consumption the user gives sets the level.
 */

/** Day types, in the order of a shape's rows. Public holidays are not told apart. */
export const DAY_TYPES = ['weekday', 'saturday', 'sunday'] as const;
export type DayTypeName = (typeof DAY_TYPES)[number];
/** Index into {@link DAY_TYPES}: 0 Monday-Friday, 1 Saturday, 2 Sunday. */
export type DayType = 0 | 1 | 2;

/** Relative mean power of each hour, `months[month][dayType][hour]`: 12 × 3 × 24 values ≥ 0. */
export interface TypicalShape {
  id: string;
  months: readonly (readonly (readonly number[])[])[];
}

/**
 * The day type of a weekday (0 = Sunday … 6 = Saturday, as `Date.getUTCDay` and
 * `stepCalendar` count).
 *
 * @example
 * dayTypeOfWeekday(6); // 1 (Saturday)
 */
export function dayTypeOfWeekday(weekday: number): DayType {
  if (weekday === 0) return 2;
  return weekday === 6 ? 1 : 0;
}

/**
 * A shape with the same day in every month and day type: what the load step computed before
 * shapes had seasons and day types (`hourlyLoadProfile` with its 24-hour shape).
 *
 * @param hourly - Relative power of the 24 hours, 00:00-01:00 first.
 * @example
 * uniformTypicalShape('residential-flat', RESIDENTIAL_HOURLY_LOAD_SHAPE);
 */
export function uniformTypicalShape(id: string, hourly: ArrayLike<number>): TypicalShape {
  const day = Array.from(hourly);
  return { id, months: Array.from({ length: 12 }, () => [day, day, day]) };
}

/**
 * Checks a shape's dimensions and values.
 * @throws RangeError when it is not 12 × 3 × 24 finite values ≥ 0, or a day is all zero.
 */
export function assertTypicalShape(shape: TypicalShape): void {
  const fail = (what: string) => {
    throw new RangeError(`typical shape '${shape.id}': ${what}`);
  };
  if (shape.months.length !== 12) fail(`needs 12 months, has ${shape.months.length}`);
  shape.months.forEach((types, m) => {
    if (types.length !== DAY_TYPES.length) fail(`month ${m + 1} needs 3 day types`);
    types.forEach((day, t) => {
      if (day.length !== 24) fail(`month ${m + 1}, ${DAY_TYPES[t]} needs 24 hours`);
      if (!day.every((x) => Number.isFinite(x) && x >= 0))
        fail(`month ${m + 1}, ${DAY_TYPES[t]}: values < 0`);
      if (!day.some((x) => x > 0)) fail(`month ${m + 1}, ${DAY_TYPES[t]} is all zero`);
    });
  });
}

/** The day's energy of a shape (sum of its 24 relative powers × 1 h). */
export function dayWeight(shape: TypicalShape, month: number, dayType: DayType): number {
  let sum = 0;
  for (const x of shape.months[month]![dayType]!) sum += x;
  return sum;
}
