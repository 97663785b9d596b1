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
  /**
   * A value lies outside its physical range (see physical-ranges.ts), or is infinite: e.g. an
   * irradiance of 1e308 W/m², an air temperature of -5000 °C, DNI above the extraterrestrial
   * normal irradiance. The error names the quantity, the value and the first such row.
   */
  | 'out-of-range'
  /** A monthly value the engine cannot do without is missing (e.g. a NASA POWER month at -999). */
  | 'missing-value'
  /** The records are at an interval the reader does not take (e.g. an EPW with several records per hour, 15-minute NSRDB data). */
  | 'unsupported-interval';

/** What a {@link WeatherFormatError} says besides its reason and message. */
export interface WeatherFormatErrorDetails {
  format?: string;
  line?: number;
  column?: string;
  quantity?: string;
  value?: number;
  cause?: unknown;
}

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
  /**
   * 1-based line of the content where the problem was found, when known. For JSON content,
   * which has no meaningful lines, it is the 1-based number of the record in its array
   * (`outputs.tmy_hourly`, `outputs.monthly`), and the message names the array.
   */
  readonly line: number | undefined;
  /** For 'missing-column': the column (or field) looked for, as the format names it. */
  readonly column: string | undefined;
  /**
   * For 'out-of-range' and 'bad-value': the quantity, named as in `HourlyWeather` or
   * `MonthlyClimate` (e.g. 'ghi', 'tempAir', 'ghiDaily').
   */
  readonly quantity: string | undefined;
  /** For 'out-of-range': the value, in the engine's unit of the quantity (W/m², °C, m/s, kWh/m²/day). */
  readonly value: number | undefined;

  constructor(reason: WeatherFormatReason, message: string, details: WeatherFormatErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    this.format = details.format;
    this.line = details.line;
    this.column = details.column;
    this.quantity = details.quantity;
    this.value = details.value;
  }
}
