/**
 * The readings' times on the clock the interval series keeps, local standard time [LOAD-1]
 * [LOAD-2]: stamps with an offset are moved to the standard offset (the zone's, else the least
 * the file shows, since daylight saving only adds); local times of a zone the user names have
 * its daylight saving undone; other times are taken as standard time already.
 */
import type { Guess } from './choices';
import type { RawReadings } from './readings';
import { toStandardTime, zoneClock } from './time-zone';

/** The clock a file's times were read on: `standard`, a zone's name, or `UTC±hh:mm`. */
export type ClockGuess = Guess<string>;

function offsetName(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function extremes(values: Float64Array): [number, number] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const x of values) {
    if (x < low) low = x;
    if (x > high) high = x;
  }
  return [low, high];
}

/** Stamps with offsets: each moved to the standard offset; a stamp without one is kept. */
function fromOffsets(readings: RawReadings, offsets: Float64Array, timeZone: string | undefined): ClockGuess {
  const [low, high] = extremes(readings.local);
  let standard = Number.POSITIVE_INFINITY;
  if (timeZone) standard = zoneClock(timeZone, low, high).standardOffsetMinutes;
  else for (const offset of offsets) if (offset < standard) standard = offset;
  for (let i = 0; i < readings.local.length; i++) {
    const offset = offsets[i]!;
    if (!Number.isNaN(offset)) readings.local[i] = readings.local[i]! - offset + standard;
  }
  if (timeZone) return { value: timeZone, from: 'choice' };
  return standard === 0 ? { value: 'UTC', from: 'default' } : { value: offsetName(standard), from: 'file' };
}

/**
 * Moves the readings' times (in place) to local standard time.
 *
 * @param timeZone - The user's IANA zone of the readings, if given.
 * @returns The clock they were read on; `from: 'default'` with `UTC` when the file's times are
 *   UTC and no zone was given (the site's zone should be asked for).
 * @throws MeterFileRefusedError 'timeZoneUnknown' for a zone Intl does not know.
 */
export function toLocalStandardTime(readings: RawReadings, timeZone: string | undefined): ClockGuess {
  if (readings.local.length === 0) return { value: 'standard', from: 'default' };
  if (readings.offsets) return fromOffsets(readings, readings.offsets, timeZone);
  if (!timeZone) return { value: 'standard', from: 'default' };
  const [low, high] = extremes(readings.local);
  toStandardTime(readings.local, zoneClock(timeZone, low, high));
  return { value: timeZone, from: 'choice' };
}
