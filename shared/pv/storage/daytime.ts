/**
 * Which hours count as daytime for the user's "daytime load power ratio"
 * [WIZ-3]. A mask holds 1 for a daytime hour and 0 otherwise, one entry per hour of the year.
 */
import { HOURS_PER_DAY, HOURS_PER_YEAR } from '../civil-calendar';

/** Default daytime: 08:00 to 18:00 on the PV series' clock (10 hours). [h] */
export const DEFAULT_DAYTIME_START_HOUR = 8;
export const DEFAULT_DAYTIME_END_HOUR = 18;

/**
 * Daytime mask from clock hours: the hours starting at or after `startHour` and before
 * `endHour` of every day.
 *
 * @param startHour - First daytime hour, 0-23, default 8. [h]
 * @param endHour - End of daytime (exclusive), 1-24, default 18. [h]
 * @param hours - Length of the mask, default 8760. [h]
 * @throws RangeError when the hours are not 0 ≤ start < end ≤ 24 integers.
 *
 * @remarks
 * The default 08:00-18:00 is a fixed working day: it needs no sun data and reads the daytime load
 * share [WIZ-3] as "the share of the load used during the working day". When sun positions are at
 * hand, `daytimeMaskFromSolarZenith` follows sunrise and sunset instead.
 *
 * @example
 * daytimeMaskFromClock()[8]; // 1 (08:00-09:00 on 1 January)
 */
export function daytimeMaskFromClock(
  startHour = DEFAULT_DAYTIME_START_HOUR,
  endHour = DEFAULT_DAYTIME_END_HOUR,
  hours = HOURS_PER_YEAR,
): Uint8Array {
  const valid = Number.isInteger(startHour) && Number.isInteger(endHour) && startHour >= 0 && endHour <= 24;
  if (!valid || startHour >= endHour) {
    throw new RangeError(`daytime must be whole hours 0 <= start < end <= 24, got ${startHour}-${endHour}`);
  }
  const mask = new Uint8Array(hours);
  for (let start = 0; start < hours; start += HOURS_PER_DAY) {
    mask.fill(1, start + startHour, Math.min(hours, start + endHour));
  }
  return mask;
}

/**
 * Daytime mask from the sun: an hour is daytime when the sun is above the horizon at the
 * instant the engine evaluated it (the middle of the hour for hourly weather).
 *
 * @param solarZenith - Solar zenith angle of each hour (apparent or true). [°]
 * @returns 1 where zenith < 90°, else 0 (NaN counts as night).
 *
 * @example
 * daytimeMaskFromSolarZenith(new Float64Array([95, 60])); // Uint8Array [0, 1]
 */
export function daytimeMaskFromSolarZenith(solarZenith: ArrayLike<number>): Uint8Array {
  const mask = new Uint8Array(solarZenith.length);
  for (let i = 0; i < mask.length; i++) mask[i] = solarZenith[i]! < 90 ? 1 : 0;
  return mask;
}
