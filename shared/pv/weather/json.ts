/**
 * Narrowing helpers for parsed JSON (`unknown` in, typed values out), so the readers need no
 * casts and no `any`.
 */
import { WeatherFormatError } from './errors';

/** True for a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON number as a number; anything else (absent, null, text) as NaN. */
export function numberOrNaN(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * A measured value from a JSON record: a number as it is (JSON.parse turns 1e309 into Infinity,
 * which the range checks refuse), NaN for null or an absent field (JSON has no NaN: null is how
 * a value is left out). Anything else (a string, an object) is refused.
 * @param place the quantity, the format, how the value's place is named in messages (e.g.
 *   'record 5 of outputs.tmy_hourly') and, for records of an array, the record's 1-based number
 * @throws {@link WeatherFormatError} 'bad-value', with `line` the record number when given
 */
export function jsonMeasurement(
  value: unknown,
  place: { quantity: string; format: string; row: string; record?: number },
): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return Number.NaN;
  throw new WeatherFormatError(
    'bad-value',
    `${JSON.stringify(value)} is not a number (${place.quantity}, ${place.row})`,
    {
      format: place.format,
      quantity: place.quantity,
      ...(place.record === undefined ? {} : { line: place.record }),
    },
  );
}

/**
 * Parses JSON text.
 * @throws {@link WeatherFormatError} with reason 'invalid-json' when the text is not JSON
 */
export function parseJson(content: string, format?: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new WeatherFormatError('invalid-json', 'the content starts like JSON but is not valid JSON', {
      cause: error,
      ...(format === undefined ? {} : { format }),
    });
  }
}
