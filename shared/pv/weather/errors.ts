/**
 * The one error the weather readers throw. Callers (the upload handler, the climate service)
 * branch on `reason`, never on the message, which is for people.
 */

/** Why a weather or climate file could not be read. */
export type WeatherFormatReason =
  /** The content is empty or whitespace only. */
  | 'empty-file'
  /** No reader recognises the content. */
  | 'unknown-format'
  /** The content is JSON but cannot be parsed. */
  | 'invalid-json'
  /** A header line is missing or holds an unreadable site, time zone or period. */
  | 'bad-header'
  /** A column or field the engine needs is absent. */
  | 'missing-column'
  /** The number of records is not a whole number of days, or not a full year where the file claims one. */
  | 'wrong-record-count'
  /** A date or hour is impossible, or rows are not consecutive hours of consecutive days. */
  | 'bad-timestamp'
  /** A cell that must be a number is not one. */
  | 'bad-value'
  /** A column the engine needs holds only missing values. */
  | 'all-missing'
  /** A monthly value the engine cannot do without is missing (e.g. a NASA POWER month at -999). */
  | 'missing-value'
  /** The records are not hourly (e.g. an EPW with several records per hour). */
  | 'unsupported-interval';

/**
 * Thrown by every reader in `shared/pv/weather` for content it cannot read correctly;
 * the readers never return a partly read or guessed series instead.
 *
 * @example
 * ```ts
 * try { parseWeatherFile(text, name); }
 * catch (e) { if (e instanceof WeatherFormatError && e.reason === 'unknown-format') { ... } }
 * ```
 */
export class WeatherFormatError extends Error {
  override readonly name = 'WeatherFormatError';
  /** Machine-readable cause. */
  readonly reason: WeatherFormatReason;
  /** The format being read when the error arose, e.g. 'epw', when known. */
  readonly format: string | undefined;
  /** 1-based line of the content where the problem was found, when known. */
  readonly line: number | undefined;

  constructor(
    reason: WeatherFormatReason,
    message: string,
    details: { format?: string; line?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    this.format = details.format;
    this.line = details.line;
  }
}
