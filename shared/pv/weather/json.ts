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
