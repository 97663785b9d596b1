/**
 * What the user may tell the meter data reader, and what it tells back about its guesses
 * [LOAD-2]: a reading the file leaves open is guessed, and named in `needs` so a form can ask.
 */
import type { TypicalShapeId } from '../typical-shapes/ids';

/** Units of a value column: mean power, or energy per interval. */
export const METER_UNITS = ['kW', 'W', 'MW', 'kWh', 'Wh', 'MWh'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];

/** Whether a time labels the start or the end of its interval. */
export type IntervalStamps = 'start' | 'end';
/** Order of day and month in a date such as 01/02/2023. */
export type DateOrder = 'dmy' | 'mdy';

/** The user's answers, each overriding what the reader would guess. */
export interface MeterFileChoices {
  unit?: MeterUnit;
  stamps?: IntervalStamps;
  dateOrder?: DateOrder;
  /** IANA time zone of the readings' local time, e.g. `Europe/Berlin`: daylight saving undone. */
  timeZone?: string;
  /** The kind of load a partial year is extended by; default the shape closest to the data. */
  shape?: TypicalShapeId;
}

/** Where a reading of the file came from. */
export type GuessSource =
  /** The user's choice. */
  | 'choice'
  /** Written in the file: a header, a unit row, a preamble line, an offset. */
  | 'file'
  /** Told by the values themselves (a day above 12, a first stamp at 00:15). */
  | 'data'
  /** Nothing told: the default was taken, and the user should confirm it. */
  | 'default';

export interface Guess<T> {
  value: T;
  from: GuessSource;
}

/** The choices a result may ask the user to confirm. */
export type MeterChoiceName = 'unit' | 'stamps' | 'dateOrder' | 'timeZone';
