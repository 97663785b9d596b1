/**
 * Meter files the load step's web and browser tests write [LOAD-2]: their text, not copied from
 * anywhere, with the known load of the reader's own fixtures.
 */
import {
  intervalStarts,
  isoSpace,
  knownKw,
  START_2023,
} from '@tests/shared/load/meter-file/support/fixtures';

/**
 * 31 days of quarter-hours whose times are the ends of their intervals, from 2023-01-01 08:15 on:
 * neither the first time nor the last falls on a day's edge, so the reader can only guess that
 * they are starts, and asks the user to confirm.
 */
export function quarterHourEnds(): string {
  const starts = intervalStarts(START_2023 + 8 * 60, 15, 31);
  return `time,kW\n${starts.map((m) => `${isoSpace(m + 15)},${knownKw(m)}`).join('\n')}\n`;
}
